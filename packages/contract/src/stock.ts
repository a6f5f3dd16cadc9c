/**
 * Stock movements (issue 45): every change of a product's or a variant's stock is a movement with
 * its reason, who made it and when; the stock is their sum. The admin reads a product's history,
 * records goods received for several products and variants at once, and corrects a count (or
 * writes off damaged or returned goods) with a reason, never by overwriting the number silently.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/**
 * Why stock moved: the stock there was when movements began (or a new product's first stock),
 * goods received, a count corrected, goods damaged, goods returned, an order, an order cancelled.
 */
export const STOCK_REASONS = [
  'opening',
  'received',
  'correction',
  'damage',
  'return',
  'order',
  'order_cancelled',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The most units one goods-received line or adjustment moves. */
export const MAX_STOCK_MOVE = 1_000_000;
/** The highest stock a correction may count. */
export const MAX_STOCK_COUNT = 100_000_000;
/** The most lines one goods-received form carries. */
export const MAX_RECEIVED_LINES = 50;
/** The longest note a movement keeps. */
export const MAX_STOCK_NOTE = 500;

const NoteSchema = z.string().trim().max(MAX_STOCK_NOTE).default('');

const QuantitySchema = z.number().int().min(1).max(MAX_STOCK_MOVE);

/** One of a product's variants: absent (or null) for the product itself (its default variant). */
const VariantIdSchema = IdSchema.nullable().optional();

export const StockHistoryRequestSchema = z.object({
  productId: IdSchema,
  /** The page before this movement id (the next page of older movements); absent: the newest. */
  before: z.number().int().positive().optional(),
});
export type StockHistoryRequest = z.input<typeof StockHistoryRequestSchema>;

export const StockReceiveRequestSchema = z.object({
  lines: z
    .array(z.object({ productId: IdSchema, variantId: VariantIdSchema, quantity: QuantitySchema }))
    .min(1)
    .max(MAX_RECEIVED_LINES),
  note: NoteSchema,
});
export type StockReceiveRequest = z.input<typeof StockReceiveRequestSchema>;

/** A correction sets the counted stock; damage takes units off; a return puts units back. */
export const StockAdjustRequestSchema = z.discriminatedUnion('reason', [
  z.object({
    productId: IdSchema,
    variantId: VariantIdSchema,
    reason: z.literal('correction'),
    /** The stock counted on the shelf. */
    stock: z.number().int().min(0).max(MAX_STOCK_COUNT),
    note: NoteSchema,
  }),
  z.object({
    productId: IdSchema,
    variantId: VariantIdSchema,
    reason: z.enum(['damage', 'return']),
    quantity: QuantitySchema,
    note: NoteSchema,
  }),
]);
export type StockAdjustRequest = z.input<typeof StockAdjustRequestSchema>;

export const StockItemsRequestSchema = z.object({
  /** A code or words of a name (accents optional); '' with `productIds`. */
  query: z.string().trim().max(100).default(''),
  /** These products' items (the low-stock list's link), instead of a search. */
  productIds: z.array(IdSchema).max(MAX_RECEIVED_LINES).default([]),
});
export type StockItemsRequest = z.input<typeof StockItemsRequestSchema>;

/** One thing stock is kept of: a product (its default variant) or one of its other variants. */
const StockItemSchema = z.object({
  productId: z.string(),
  /** null: the product row (its default variant). */
  variantId: z.string().nullable(),
  name: z.string(),
  code: z.string(),
  /** How the variant reads ('380V · 3kW'); '' for a product without options. */
  label: z.string(),
  stock: z.number().int(),
});
export type StockItem = z.infer<typeof StockItemSchema>;

export const StockItemsResponseSchema = okEnvelope(z.object({ items: z.array(StockItemSchema) }));

const StockMovementSchema = z.object({
  id: z.number().int(),
  variantId: z.string().nullable(),
  /** The variant's code and label now; the product's for its default; '' once removed. */
  code: z.string(),
  label: z.string(),
  reason: z.enum(STOCK_REASONS),
  /** Units in (positive) or out (negative). */
  delta: z.number().int(),
  /** The stock right after. */
  after: z.number().int(),
  /** Who: a staff member or the shopper who ordered; null for the shop itself. */
  by: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The order it was for, if any. */
  order: z.object({ orderId: z.string(), orderNumber: z.string() }).nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

const StockHistorySchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Each thing its stock is kept of, the product itself first, and its stock now. */
  items: z.array(StockItemSchema),
  /** Newest first. */
  movements: z.array(StockMovementSchema),
  /** Pass as `before` for the older movements; null: none older. */
  nextBefore: z.number().int().nullable(),
});
export type StockHistory = z.infer<typeof StockHistorySchema>;

export const StockHistoryResponseSchema = okEnvelope(StockHistorySchema);

export const StockReceiveResponseSchema = okEnvelope(
  z.object({
    /** Each line's item as it now stands, in the order sent. */
    items: z.array(StockItemSchema),
  }),
);
