/**
 * Orders the staff take (issue 44): a phone or Zalo order entered by an admin for a customer, from
 * the catalogue, with a per-line price or discount set by hand (recorded, with who and why), a
 * shipping fee, a note and how it is paid.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { RECEIVED_PAYMENT_METHODS } from './order-money';

/** The most lines, units of one line and characters of the texts of a staff order. */
export const STAFF_ORDER_MAX_LINES = 100;
export const STAFF_ORDER_MAX_QUANTITY = 100_000;
export const STAFF_ORDER_NOTE_MAX = 500;
export const PRICE_OVERRIDE_REASON_MAX = 200;

/** How a staff order is paid: on delivery, by a transfer still to come, or already paid. */
export const STAFF_ORDER_PAYMENTS = ['cash_on_delivery', 'bank_transfer', 'paid'] as const;
export type StaffOrderPayment = (typeof STAFF_ORDER_PAYMENTS)[number];

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const dong = (field: string) =>
  z
    .number({ error: `${field} must be a number of dong` })
    .int(`${field} must be a whole number of dong`)
    .min(0, `${field} may not be below 0`)
    .max(Number.MAX_SAFE_INTEGER, `${field} is too large`);

/** The customer: one of the shop's accounts, or a new one typed by the staff. */
export const StaffOrderCustomerSchema = z.union([
  z.object({ userId: IdSchema }).strict(),
  z
    .object({
      name: text('customer.name', 100).min(1, 'customer.name is required'),
      phone: z
        .string({ error: 'customer.phone must be text' })
        .trim()
        .regex(/^\+?[\d\s.()-]{8,20}$/, 'customer.phone must be a phone number'),
      email: z
        .string({ error: 'customer.email must be text' })
        .trim()
        .toLowerCase()
        .max(254, 'customer.email is too long')
        .pipe(z.union([z.literal(''), z.email('customer.email must be an e-mail address')]))
        .optional(),
    })
    .strict(),
]);
export type StaffOrderCustomer = z.input<typeof StaffOrderCustomerSchema>;

/** Where the goods go. */
export const StaffOrderAddressSchema = z.object({
  recipient: text('address.recipient', 100).optional(),
  address_line: text('address.address_line', 300).min(1, 'address.address_line is required'),
  city: text('address.city', 100).min(1, 'address.city is required'),
  state: text('address.state', 100).optional(),
  mobile: z
    .string({ error: 'address.mobile must be text' })
    .trim()
    .regex(/^\+?[\d\s.()-]{8,20}$/, 'address.mobile must be a phone number'),
});
export type StaffOrderAddress = z.input<typeof StaffOrderAddressSchema>;

/**
 * One line: a product (its variant when it has options), the quantity, and when the staff set the
 * price by hand, the unit price and/or discount percent with the reason (required then).
 */
export const StaffOrderLineSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema.optional(),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(STAFF_ORDER_MAX_QUANTITY, `quantity must be at most ${STAFF_ORDER_MAX_QUANTITY}`),
  unitPrice: dong('unitPrice').optional(),
  discount: z
    .number({ error: 'discount must be a number' })
    .int('discount must be a whole percent')
    .min(0, 'discount may not be below 0')
    .max(100, 'discount must be at most 100')
    .optional(),
  reason: text('reason', PRICE_OVERRIDE_REASON_MAX).optional(),
});
export type StaffOrderLine = z.input<typeof StaffOrderLineSchema>;

/** `POST /api/admin/orders/create`: an order the staff take for a customer. */
export const StaffOrderCreateRequestSchema = z.object({
  customer: StaffOrderCustomerSchema,
  address: StaffOrderAddressSchema,
  lines: z
    .array(StaffOrderLineSchema, { error: 'lines must be a list' })
    .min(1, 'an order needs at least one line')
    .max(STAFF_ORDER_MAX_LINES, `an order has at most ${STAFF_ORDER_MAX_LINES} lines`),
  shippingFee: dong('shippingFee').default(0),
  note: text('note', STAFF_ORDER_NOTE_MAX).optional(),
  payment: z.enum(STAFF_ORDER_PAYMENTS, {
    error: `payment must be one of ${STAFF_ORDER_PAYMENTS.join(', ')}`,
  }),
  /** For `paid`: how the money came, and its reference (the bank's, a receipt number). */
  paidWith: z
    .object({
      method: z.enum(RECEIVED_PAYMENT_METHODS, { error: 'paidWith.method is not a way to pay' }),
      reference: text('paidWith.reference', 100).optional(),
    })
    .optional(),
});
export type StaffOrderCreateRequest = z.input<typeof StaffOrderCreateRequestSchema>;

/** A line whose price the staff set by hand: the catalogue's, theirs, who and why. */
export const PriceOverrideSchema = z.object({
  position: z.number().int(),
  listPrice: z.number().int(),
  listDiscount: z.number().int(),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  reason: z.string(),
  byName: z.string().nullable(),
});
export type PriceOverride = z.infer<typeof PriceOverrideSchema>;

/** What the admin's order page adds for an order the staff took (absent on shoppers' orders). */
export const StaffOrderFactsSchema = z.object({
  takenByName: z.string().nullable(),
  shippingFee: z.number().int(),
  overrides: z.array(PriceOverrideSchema),
});
export type StaffOrderFacts = z.infer<typeof StaffOrderFactsSchema>;

/** The order the staff took: its id and number, for the page it opens next. */
export const StaffOrderCreatedSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  totalAmt: z.number().int(),
});
export const StaffOrderCreatedResponseSchema = okEnvelope(StaffOrderCreatedSchema);
export type StaffOrderCreatedResponse = z.infer<typeof StaffOrderCreatedResponseSchema>;

/** `POST /api/admin/orders/products`: the catalogue searched by name or code, for a staff order. */
export const StaffProductSearchRequestSchema = z.object({
  search: text('search', 100),
});

/** A product as the staff order form offers it, with its variants when it has options. */
export const StaffProductChoiceSchema = z.object({
  productId: z.string(),
  name: z.string(),
  unit: z.string(),
  variants: z.array(
    z.object({
      /** Null: the product's default (its own row). */
      variantId: z.string().nullable(),
      label: z.string(),
      code: z.string(),
      price: z.number().int(),
      discount: z.number().int(),
      stock: z.number().int(),
    }),
  ),
});
export type StaffProductChoice = z.infer<typeof StaffProductChoiceSchema>;
export const StaffProductSearchResponseSchema = okEnvelope(z.array(StaffProductChoiceSchema));

/** Where an order may still be edited: not yet shipped. */
export const EDITABLE_ORDER_STATUSES = ['pending_payment', 'placed', 'confirmed'] as const;

/**
 * `POST /api/admin/orders/edit`: an order not yet shipped, its lines as they are to be (a line
 * kept keeps its price unless `unitPrice` or `discount` is given, which needs a `reason`), and a
 * new delivery address when it changes.
 */
export const OrderEditRequestSchema = z.object({
  orderId: IdSchema,
  lines: StaffOrderCreateRequestSchema.shape.lines,
  address: StaffOrderAddressSchema.optional(),
});
export type OrderEditRequest = z.input<typeof OrderEditRequestSchema>;

/** What an edit changed, one timeline entry each. */
export const ORDER_EDIT_CHANGES = ['added', 'removed', 'quantity', 'price', 'address'] as const;
export type OrderEditChange = (typeof ORDER_EDIT_CHANGES)[number];

/** One change of an edit: the line (its name as ordered) and the values before and after. */
export const OrderEditEntrySchema = z.object({
  what: z.enum(ORDER_EDIT_CHANGES),
  line: z.string(),
  from: z.string(),
  to: z.string(),
});
export type OrderEditEntry = z.infer<typeof OrderEditEntrySchema>;
