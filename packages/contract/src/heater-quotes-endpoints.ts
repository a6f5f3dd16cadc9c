/** The API's half of the heater quote rows (`endpoints/heater-quotes.ts`), spread into the table. */
import * as heaterQuotes from './heater-quotes';

export const heaterQuoteEndpointSchemas = {
  adminHeaterQuotes: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: heaterQuotes.AdminHeaterQuoteListSchema,
    response: heaterQuotes.AdminHeaterQuoteListResponseSchema,
    tag: 'admin',
    summary: 'The versions of a made-to-order request’s quote, newest first',
  },
  adminHeaterQuoteSave: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: heaterQuotes.AdminHeaterQuoteSaveSchema,
    response: heaterQuotes.AdminHeaterQuoteSaveResponseSchema,
    tag: 'admin',
    summary:
      'Write the draft version of a request’s quote (a new version when none is open): lines, prices, VAT rates and terms; the server computes every amount',
  },
  adminHeaterQuoteSend: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: heaterQuotes.AdminHeaterQuoteIdSchema,
    response: heaterQuotes.AdminHeaterQuoteSendResponseSchema,
    tag: 'admin',
    summary:
      'Send a draft version: the earlier sent one is superseded, the request becomes quoted, the buyer is mailed the link',
  },
  viewQuote: {
    auth: 'public',
    status: 200,
    request: heaterQuotes.QuoteTokenRequestSchema,
    response: heaterQuotes.PublicHeaterQuoteResponseSchema,
    tag: 'orders',
    summary: 'The buyer’s view of a sent quote, by its link’s token (no account)',
  },
  acceptQuote: {
    auth: 'public',
    status: 201,
    request: heaterQuotes.QuoteAcceptSchema,
    response: heaterQuotes.QuoteAcceptResponseSchema,
    tag: 'orders',
    summary:
      'Accept a sent quote by its token: makes one order with the quoted prices (a replay answers the same order), the deposit payable by transfer',
  },
  payQuoteDeposit: {
    auth: 'public',
    status: 201,
    request: heaterQuotes.QuoteDepositSchema,
    response: heaterQuotes.QuoteDepositResponseSchema,
    tag: 'orders',
    summary:
      'Open VNPay’s page for an accepted quote’s deposit, by its token: the amount is the deposit; the notification records it as one of the order’s payments',
  },
  askQuoteChanges: {
    auth: 'public',
    status: 200,
    request: heaterQuotes.QuoteChangesSchema,
    response: heaterQuotes.QuoteChangesResponseSchema,
    tag: 'orders',
    summary:
      'Ask for changes to a sent quote, with a message: mails the staff, the request goes back to quoting',
  },
} as const;
