/**
 * Shipping with a carrier (issue 48, decision 053): the fee quote shown before a shipment is
 * created, the shipment and the carrier's steps, and the label data. The carrier is GHTK; its
 * own status codes stay in the API's adapter, these are the shop's words for them.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/** Where a parcel is, in the shop's words (the adapter maps the carrier's codes onto these). */
export const SHIPMENT_STATUSES = [
  'waiting_pickup',
  'picked_up',
  'delivering',
  'delivered',
  'delivery_failed',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The carriers the shop can hand a parcel to (one for now, room for the next). */
export const CARRIERS = ['ghtk'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carrier's public tracking page of a code. */
const TRACKING_PAGES: Readonly<Record<Carrier, string>> = { ghtk: 'https://i.ghtk.vn/' };

export function trackingUrlOf(carrier: Carrier, code: string): string {
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(code)}`;
}

/** A declared value above this is refused: GHTK insures parcels up to 20 million đồng. */
export const INSURANCE_VALUE_MAX = 20_000_000;
/** The note handed to the carrier (GHTK keeps 120 characters). */
export const SHIPMENT_NOTE_MAX = 120;
/** Labels printed in one batch. */
export const LABEL_BATCH_MAX = 50;

// ---- Requests ----

export const ShipmentOrderRequestSchema = z.object({ orderId: IdSchema });
export type ShipmentOrderRequest = z.infer<typeof ShipmentOrderRequestSchema>;

export const ShipmentQuoteRequestSchema = z.object({
  orderId: IdSchema,
  /** The value the carrier insures; absent: the order's total. */
  insuranceValue: z
    .number({ error: 'insuranceValue must be a number' })
    .int('insuranceValue must be a whole number of đồng')
    .min(0, 'insuranceValue must not be negative')
    .max(INSURANCE_VALUE_MAX, `insuranceValue must be at most ${INSURANCE_VALUE_MAX}`)
    .optional(),
});
export type ShipmentQuoteRequest = z.infer<typeof ShipmentQuoteRequestSchema>;

export const ShipmentCreateRequestSchema = ShipmentQuoteRequestSchema.extend({
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(SHIPMENT_NOTE_MAX, `note must be at most ${SHIPMENT_NOTE_MAX} characters`)
    .default(''),
});
export type ShipmentCreateRequest = z.input<typeof ShipmentCreateRequestSchema>;

export const ShipmentLabelsRequestSchema = z.object({
  orderIds: z
    .array(IdSchema)
    .min(1, 'orderIds must name at least one order')
    .max(LABEL_BATCH_MAX, `orderIds must name at most ${LABEL_BATCH_MAX} orders`),
});
export type ShipmentLabelsRequest = z.infer<typeof ShipmentLabelsRequestSchema>;

/** Several orders' shipments created in one batch, each once (as `create` is), in the order asked. */
export const ShipmentBatchCreateRequestSchema = z.object({
  orderIds: z
    .array(IdSchema)
    .min(1, 'orderIds must name at least one order')
    .max(LABEL_BATCH_MAX, `orderIds must name at most ${LABEL_BATCH_MAX} orders`),
  note: ShipmentCreateRequestSchema.shape.note,
});
export type ShipmentBatchCreateRequest = z.input<typeof ShipmentBatchCreateRequestSchema>;

// ---- Responses ----

/** The carrier's quote for an order's parcel, and what the shipment would carry. */
export const ShipmentQuoteSchema = z.object({
  carrier: z.enum(CARRIERS),
  /** The carrier's service (GHTK: road or fly). */
  service: z.string(),
  fee: z.number(),
  insuranceFee: z.number(),
  /** The carrier's expected delivery date (YYYY-MM-DD), when it gives one. */
  expectedDelivery: z.string().nullable(),
  /** What the carrier collects: what the buyer still owes. */
  codAmount: z.number(),
  insuranceValue: z.number(),
  weightGrams: z.number(),
  /** Whether the carrier delivers to this address at all. */
  deliverable: z.boolean(),
});
export type ShipmentQuote = z.infer<typeof ShipmentQuoteSchema>;

export const ShipmentStepSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  /** The carrier's own words for the step (Vietnamese), and its reason when it gives one. */
  carrierText: z.string(),
  at: z.string(),
});
export type ShipmentStep = z.infer<typeof ShipmentStepSchema>;

export const ShipmentSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  carrier: z.enum(CARRIERS),
  trackingCode: z.string(),
  trackingUrl: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  service: z.string(),
  fee: z.number(),
  insuranceFee: z.number(),
  codAmount: z.number(),
  insuranceValue: z.number(),
  weightGrams: z.number(),
  expectedDelivery: z.string().nullable(),
  note: z.string(),
  steps: z.array(ShipmentStepSchema),
  createdAt: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** What the buyer sees of the parcel: the code, the carrier's page, the steps. */
export const BuyerShipmentSchema = ShipmentSchema.pick({
  carrier: true,
  trackingCode: true,
  trackingUrl: true,
  status: true,
  expectedDelivery: true,
  steps: true,
});
export type BuyerShipment = z.infer<typeof BuyerShipmentSchema>;

/** One printable label: who sends, who receives, what to collect, and the code. */
export const ShipmentLabelSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  carrier: z.enum(CARRIERS),
  trackingCode: z.string(),
  recipient: z.string(),
  phone: z.string(),
  address: z.string(),
  codAmount: z.number(),
  weightGrams: z.number(),
  note: z.string(),
  sender: z.string(),
});
export type ShipmentLabel = z.infer<typeof ShipmentLabelSchema>;

/**
 * One order of a batch: `created` now, `existing` (it had its shipment already: nothing new was
 * made), or `failed` with why, in the request's locale; a failure does not stop the others.
 */
export const ShipmentBatchResultSchema = z.object({
  orderId: z.string(),
  /** '' when no such order exists. */
  orderNumber: z.string(),
  outcome: z.enum(['created', 'existing', 'failed']),
  trackingCode: z.string().nullable(),
  message: z.string().nullable(),
});
export type ShipmentBatchResult = z.infer<typeof ShipmentBatchResultSchema>;

export const ShipmentQuoteResponseSchema = okEnvelope(ShipmentQuoteSchema);
export const ShipmentResponseSchema = okEnvelope(ShipmentSchema);
export const OrderShipmentResponseSchema = okEnvelope(ShipmentSchema.nullable());
export const BuyerShipmentResponseSchema = okEnvelope(BuyerShipmentSchema.nullable());
export const ShipmentLabelsResponseSchema = okEnvelope(z.array(ShipmentLabelSchema));
export const ShipmentBatchResponseSchema = okEnvelope(z.array(ShipmentBatchResultSchema));
