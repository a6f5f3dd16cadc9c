/**
 * The quote of a made-to-order heater request (issue 46, second part; decision 058). The staff
 * write a version (lines, prices, terms), send it, and may revise it: each revision is a new
 * version and the earlier ones stay. The buyer opens the sent version by its link's token (no
 * account), accepts it (one order, whatever the replays) or asks for changes. Every amount is
 * computed by the server from the lines: a client sends quantities, prices and rates, never totals.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { StaffOrderAddressSchema } from './staff-orders';
import { VAT_RATES, VatRateSchema, VatSummarySchema } from './vat';

/** What a version is: still edited, with the buyer, replaced by a newer one, or accepted. */
export const HEATER_QUOTE_STATUSES = ['draft', 'sent', 'superseded', 'accepted'] as const;
export type HeaterQuoteStatus = (typeof HEATER_QUOTE_STATUSES)[number];

export const HEATER_QUOTE_LINES_MAX = 30;
export const HEATER_QUOTE_TERMS_MAX = 1000;
export const HEATER_QUOTE_CHANGE_MAX = 2000;
/** The longest a quote stays valid from the day it is written. */
export const HEATER_QUOTE_VALID_DAYS_MAX = 180;
/** The largest unit price a line takes (a heater bank of several hundred million dong is made). */
export const HEATER_QUOTE_PRICE_MAX = 10_000_000_000;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

const priced = {
  quantity: whole('quantity', 1, 100_000),
  /** The unit price in whole dong, VAT included (as every price of the shop). */
  unitPrice: whole('unitPrice', 1, HEATER_QUOTE_PRICE_MAX),
  /** Percent off the unit price. */
  discount: whole('discount', 0, 100).default(0),
  vatRate: z.enum(VAT_RATES, { error: `vatRate must be one of ${VAT_RATES.join(', ')}` }),
};

/** A made-to-order line: the heater the request describes (or another made item), in words. */
export const HeaterQuoteMadeLineSchema = z
  .object({
    kind: z.literal('made'),
    description: text('description', 500).min(1, 'description is required'),
    unit: text('unit', 20).default('cái'),
    ...priced,
  })
  .strict();

/**
 * A catalogue line: a product (its variant when it has options), named by id. Without `vatRate`
 * it takes the rate the shop knows for it: the variant's, else the product's, else the shop's
 * default (as an order's line does); a rate given is the staff's choice.
 */
export const HeaterQuoteCatalogueLineSchema = z
  .object({
    kind: z.literal('catalogue'),
    productId: IdSchema,
    variantId: IdSchema.optional(),
    ...priced,
    vatRate: priced.vatRate.optional(),
  })
  .strict();

export const HeaterQuoteLineInputSchema = z.discriminatedUnion(
  'kind',
  [HeaterQuoteMadeLineSchema, HeaterQuoteCatalogueLineSchema],
  { error: 'a line’s kind must be made or catalogue' },
);
export type HeaterQuoteLineInput = z.input<typeof HeaterQuoteLineInputSchema>;

/** `POST /api/admin/heater-quotes/save`: writes the request's draft (a new version when none). */
export const AdminHeaterQuoteSaveSchema = z
  .object({
    requestId: IdSchema,
    lines: z
      .array(HeaterQuoteLineInputSchema)
      .min(1, 'a quote needs at least one line')
      .max(HEATER_QUOTE_LINES_MAX, `a quote has at most ${HEATER_QUOTE_LINES_MAX} lines`),
    validUntil: z
      .string({ error: 'validUntil must be a day' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validUntil must be a day as YYYY-MM-DD'),
    leadTime: text('leadTime', 200).default(''),
    depositPercent: whole('depositPercent', 0, 100).default(30),
    paymentTerms: text('paymentTerms', HEATER_QUOTE_TERMS_MAX).default(''),
    deliveryTerms: text('deliveryTerms', HEATER_QUOTE_TERMS_MAX).default(''),
    note: text('note', 1000).default(''),
  })
  .strict();
export type AdminHeaterQuoteSave = z.input<typeof AdminHeaterQuoteSaveSchema>;

export const AdminHeaterQuoteIdSchema = z.object({ quoteId: IdSchema }).strict();
export const AdminHeaterQuoteListSchema = z.object({ requestId: IdSchema }).strict();

/** A line as the server priced it. */
export const HeaterQuoteLineSchema = z.object({
  kind: z.enum(['made', 'catalogue']),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  /** How the variant reads (`380V · 3kW`); '' for a made line or a product without options. */
  variantLabel: z.string(),
  name: z.string(),
  /** The product's code; a made line's is the request's number. */
  code: z.string(),
  unit: z.string(),
  /** The product's images as stored (the order line keeps them); none for a made line. */
  image: z.array(z.string()),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  vatRate: VatRateSchema,
  /** (unit price less discount) × quantity, VAT included. */
  totalAmt: z.number().int(),
  /** The VAT `totalAmt` holds. */
  vatAmt: z.number().int(),
});
export type HeaterQuoteLine = z.infer<typeof HeaterQuoteLineSchema>;

/** One version, as the staff and the buyer see it. */
export const HeaterQuoteSchema = z.object({
  _id: z.string(),
  requestNumber: z.string(),
  version: z.number().int(),
  status: z.enum(HEATER_QUOTE_STATUSES),
  /** A sent version past its validity day. */
  expired: z.boolean(),
  lines: z.array(HeaterQuoteLineSchema),
  totalAmt: z.number().int(),
  vatAmt: z.number().int(),
  vat: VatSummarySchema.optional(),
  /** The total in Vietnamese words (`Một triệu … đồng`). */
  totalInWords: z.string(),
  depositPercent: z.number().int(),
  depositAmt: z.number().int(),
  validUntil: z.string(),
  leadTime: z.string(),
  paymentTerms: z.string(),
  deliveryTerms: z.string(),
  note: z.string(),
  changeMessage: z.string(),
  /** The order its acceptance made. */
  orderNumber: z.string().nullable(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HeaterQuote = z.infer<typeof HeaterQuoteSchema>;

export const AdminHeaterQuoteListResponseSchema = okEnvelope(
  z.object({ quotes: z.array(HeaterQuoteSchema) }),
);
export const AdminHeaterQuoteSaveResponseSchema = okEnvelope(
  z.object({ quote: HeaterQuoteSchema }),
);
/** A sent version, with the buyer's link (shown once: only its hash is kept). */
export const AdminHeaterQuoteSendResponseSchema = okEnvelope(
  z.object({ quote: HeaterQuoteSchema, link: z.string(), mailed: z.boolean() }),
);

/** The buyer's token: 32 random bytes, base64url. */
export const QuoteTokenSchema = z
  .string({ error: 'token must be text' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'token must be a quote link’s token');

export const QuoteTokenRequestSchema = z.object({ token: QuoteTokenSchema }).strict();

/** The buyer's view: the version, and who quotes whom. */
export const PublicHeaterQuoteSchema = HeaterQuoteSchema.extend({
  buyer: z.object({
    name: z.string(),
    company: z.string(),
    phone: z.string(),
    taxCode: z.string(),
  }),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    taxCode: z.string(),
  }),
  /** Whether the buyer may still accept it (sent, not expired, not superseded). */
  acceptable: z.boolean(),
  /**
   * Once accepted (issue 46, decision 060): the order it made and what the buyer is to pay now;
   * absent before. Additive.
   */
  order: z
    .object({
      orderNumber: z.string(),
      /** The order waits for its deposit (by transfer or VNPay), or goes on its way. */
      waitingForDeposit: z.boolean(),
      /** What the deposit still needs now (0 once it came in, or when there is none). */
      depositDue: z.number().int(),
      /** What the order's payments came to so far. */
      received: z.number().int(),
      /** Whether the deposit can be paid on VNPay's page (the shop takes VNPay). */
      depositByVnpay: z.boolean(),
      cancelled: z.boolean(),
    })
    .optional(),
});
export type PublicHeaterQuote = z.infer<typeof PublicHeaterQuoteSchema>;
export const PublicHeaterQuoteResponseSchema = okEnvelope(PublicHeaterQuoteSchema);

/**
 * `POST /api/quotes/accept`: the token and where to deliver; nothing of the price (strict: a
 * body naming lines, prices or totals is refused, the quote's own are what the order takes).
 */
export const QuoteAcceptSchema = z
  .object({
    token: QuoteTokenSchema,
    address: StaffOrderAddressSchema.strict(),
    note: text('note', 500).default(''),
  })
  .strict();
export type QuoteAccept = z.input<typeof QuoteAcceptSchema>;

export const QuoteAcceptResponseSchema = okEnvelope(
  z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    totalAmt: z.number().int(),
    depositAmt: z.number().int(),
    /** How to pay the deposit by transfer (VietQR), when one is due. */
    transfer: z
      .object({
        bin: z.string(),
        accountNumber: z.string(),
        accountName: z.string(),
        amount: z.number().int(),
        purpose: z.string(),
        qrImageUrl: z.string(),
      })
      .nullable(),
    /** Whether the deposit can also be paid on VNPay's page (`POST /api/quotes/deposit/vnpay`). */
    depositByVnpay: z.boolean().optional(),
  }),
);

/**
 * `POST /api/quotes/deposit/vnpay`: opens VNPay's page for an accepted quote's deposit (issue 46,
 * decision 060), by the link's token; the amount is the quote's deposit, never the body's.
 */
export const QuoteDepositSchema = QuoteTokenRequestSchema;
export const QuoteDepositResponseSchema = okEnvelope(
  z.object({
    /** VNPay's page, to send the buyer to. */
    url: z.string(),
    orderNumber: z.string(),
    amount: z.number().int(),
  }),
);

/** `POST /api/quotes/changes`: the buyer asks for another version. */
export const QuoteChangesSchema = z
  .object({
    token: QuoteTokenSchema,
    message: text('message', HEATER_QUOTE_CHANGE_MAX).min(1, 'message is required'),
  })
  .strict();
export const QuoteChangesResponseSchema = okEnvelope(z.object({ asked: z.literal(true) }));
