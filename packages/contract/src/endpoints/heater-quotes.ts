/** The quotes of made-to-order heater requests (issue 46): the staff's versions, the buyer's link. */
import type {
  AdminHeaterQuoteIdSchema,
  AdminHeaterQuoteListResponseSchema,
  AdminHeaterQuoteListSchema,
  AdminHeaterQuoteSaveResponseSchema,
  AdminHeaterQuoteSaveSchema,
  AdminHeaterQuoteSendResponseSchema,
  PublicHeaterQuoteResponseSchema,
  QuoteAcceptResponseSchema,
  QuoteAcceptSchema,
  QuoteChangesResponseSchema,
  QuoteChangesSchema,
  QuoteDepositResponseSchema,
  QuoteDepositSchema,
  QuoteTokenRequestSchema,
} from '../heater-quotes';
import type { Endpoint } from './endpoint';

export const adminHeaterQuotes: Endpoint<
  typeof AdminHeaterQuoteListSchema,
  typeof AdminHeaterQuoteListResponseSchema
> = { method: 'POST', path: '/api/admin/heater-quotes/list' };

export const adminHeaterQuoteSave: Endpoint<
  typeof AdminHeaterQuoteSaveSchema,
  typeof AdminHeaterQuoteSaveResponseSchema
> = { method: 'POST', path: '/api/admin/heater-quotes/save' };

export const adminHeaterQuoteSend: Endpoint<
  typeof AdminHeaterQuoteIdSchema,
  typeof AdminHeaterQuoteSendResponseSchema
> = { method: 'POST', path: '/api/admin/heater-quotes/send' };

export const viewQuote: Endpoint<
  typeof QuoteTokenRequestSchema,
  typeof PublicHeaterQuoteResponseSchema
> = { method: 'POST', path: '/api/quotes/view' };

export const acceptQuote: Endpoint<typeof QuoteAcceptSchema, typeof QuoteAcceptResponseSchema> = {
  method: 'POST',
  path: '/api/quotes/accept',
};

export const askQuoteChanges: Endpoint<
  typeof QuoteChangesSchema,
  typeof QuoteChangesResponseSchema
> = { method: 'POST', path: '/api/quotes/changes' };

export const payQuoteDeposit: Endpoint<
  typeof QuoteDepositSchema,
  typeof QuoteDepositResponseSchema
> = { method: 'POST', path: '/api/quotes/deposit/vnpay' };
