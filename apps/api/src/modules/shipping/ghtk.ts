/**
 * GHTK (Giao Hàng Tiết Kiệm), as its public API documentation describes it (decision 053):
 * https://docs.giaohangtietkiem.vn/en/docs/ (Submit Order, Calculate Shipping Fee, Get Order
 * Status, Webhook). Every call carries the shop's `Token` and its partner code as
 * `X-Client-Source`; answers are JSON with `success`. The shop's order number is GHTK's
 * `order.id` (its "partner id"), which GHTK refuses twice, and which its status call accepts in
 * place of the label: that is what makes a retried create find the first parcel.
 *
 * GHTK signs nothing: its notifications are verified by the secret `hash` the shop puts in the
 * callback URL it registers with GHTK (`…/api/shipping/ghtk/webhook?hash=<secret>`), which only
 * GHTK knows. What a verified notification does to an order is decided in shipments.service.ts.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import type { ShipmentStatus } from '@shop/contract';

/** Where GHTK posts the parcels' steps; the URL registered with GHTK adds `?hash=<secret>`. */
export const GHTK_WEBHOOK_PATH = '/api/shipping/ghtk/webhook';

export const GHTK_FEE_PATH = '/services/shipment/fee';
export const GHTK_ORDER_PATH = '/services/shipment/order/?ver=1.5';
export const GHTK_STATUS_PATH = '/services/shipment/v2/';

export interface GhtkSettings {
  /** The API's base, `https://services.giaohangtietkiem.vn` (or the stand-in's). */
  baseUrl: string;
  token: string;
  /** The shop's partner code (its GHTK shop id), sent as X-Client-Source. */
  clientSource: string;
  /** The secret in the callback URL registered with GHTK. */
  webhookHash: string;
  pickup: GhtkPickup;
}

/** Where GHTK picks the parcels up: the shop's warehouse. */
export interface GhtkPickup {
  name: string;
  address: string;
  province: string;
  district: string;
  ward: string;
  tel: string;
}

/** A parcel's way to the buyer, in the names GHTK reads (it matches names, not codes). */
export interface GhtkDestination {
  name: string;
  tel: string;
  address: string;
  province: string;
  district: string;
  ward: string;
}

// ---- Requests, by the documented field names ----

/** Calculate Shipping Fee: a GET with these query parameters (weight in grams). */
export function feeQuery(
  pickup: GhtkPickup,
  to: GhtkDestination,
  weightGrams: number,
  value: number,
): URLSearchParams {
  return new URLSearchParams({
    pick_province: pickup.province,
    pick_district: pickup.district,
    pick_ward: pickup.ward,
    pick_address: pickup.address,
    province: to.province,
    district: to.district,
    ward: to.ward,
    address: to.address,
    weight: String(weightGrams),
    value: String(value),
    transport: 'road',
    deliver_option: 'none',
  });
}

export interface GhtkOrderInput {
  orderNumber: string;
  to: GhtkDestination;
  products: {
    name: string;
    weightKg: number;
    quantity: number;
    productCode: string;
    /** One unit's sides (cm), sent only when the shop knows all three. */
    sides?: { lengthCm: number; widthCm: number; heightCm: number } | null;
  }[];
  codAmount: number;
  insuranceValue: number;
  note: string;
  pickDate: string;
}

/**
 * Submit Order's body: `products` (weight in kg; `length`, `width`, `height` in cm, which the page
 * marks optional, when the shop knows them) and `order` (money in đồng).
 */
export function orderBody(pickup: GhtkPickup, input: GhtkOrderInput) {
  return {
    products: input.products.map((p) => ({
      name: p.name,
      weight: p.weightKg,
      quantity: p.quantity,
      product_code: p.productCode,
      ...(p.sides
        ? { length: p.sides.lengthCm, width: p.sides.widthCm, height: p.sides.heightCm }
        : {}),
    })),
    order: {
      id: input.orderNumber,
      pick_name: pickup.name,
      pick_address: pickup.address,
      pick_province: pickup.province,
      pick_district: pickup.district,
      pick_ward: pickup.ward,
      pick_tel: pickup.tel,
      name: input.to.name,
      tel: input.to.tel,
      address: input.to.address,
      province: input.to.province,
      district: input.to.district,
      ward: input.to.ward,
      hamlet: 'Khác',
      // The buyer pays nothing to the carrier beyond the COD: the shop pays the fee.
      is_freeship: '1',
      pick_date: input.pickDate,
      pick_money: input.codAmount,
      note: input.note,
      value: input.insuranceValue,
      transport: 'road',
      pick_option: 'cod',
    },
  };
}
export type GhtkOrderBody = ReturnType<typeof orderBody>;

// ---- Answers, by the documented shapes (fields GHTK may add are kept, never required) ----

const money = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const GhtkFeeAnswerSchema = z.looseObject({
  success: z.literal(true),
  fee: z.looseObject({
    name: z.string(),
    fee: money,
    insurance_fee: money,
    delivery_type: z.string().optional(),
    /** False when GHTK does not deliver to the address. */
    delivery: z.boolean(),
  }),
});

export const GhtkOrderAnswerSchema = z.looseObject({
  success: z.literal(true),
  order: z.looseObject({
    partner_id: z.string(),
    label: z.string().min(1).max(64),
    fee: money,
    insurance_fee: money,
    estimated_pick_time: z.string().optional(),
    estimated_deliver_time: z.string().optional(),
    status_id: z.coerce.number().int().optional(),
  }),
});

/** GHTK's error answer (its "Handling errors" page): a message, a code and a log id. */
export const GhtkRefusalSchema = z.looseObject({
  success: z.literal(false),
  message: z.string().default(''),
  error_code: z.union([z.string(), z.number()]).optional(),
  log_id: z.string().optional(),
});

export const GhtkStatusAnswerSchema = z.looseObject({
  success: z.literal(true),
  order: z.looseObject({
    label_id: z.string(),
    partner_id: z.string(),
    status: z.coerce.number().int(),
    status_text: z.string().optional(),
    modified: z.string().optional(),
    deliver_date: z.string().nullish(),
    ship_money: money.optional(),
    insurance: money.optional(),
    pick_money: money.optional(),
  }),
});

/** A step GHTK posts to the callback URL (form-encoded, its documented fields). */
export const GhtkNotificationSchema = z.looseObject({
  label_id: z.string().min(1).max(64),
  partner_id: z.string().max(64),
  status_id: z.coerce.number().int().min(-1).max(1000),
  action_time: z.string().max(40),
  reason_code: z.string().max(40).optional(),
  reason: z.string().max(500).optional(),
});
export type GhtkNotification = z.infer<typeof GhtkNotificationSchema>;

/**
 * GHTK's status codes (the table of its Webhook page) in the shop's words. Codes not here (a
 * pickup delayed, a partial return's accounting) are steps the shop does not act on.
 */
const STATUS_OF: Readonly<Record<number, ShipmentStatus>> = {
  [-1]: 'cancelled',
  1: 'waiting_pickup',
  2: 'waiting_pickup',
  12: 'waiting_pickup',
  3: 'picked_up',
  123: 'picked_up',
  4: 'delivering',
  10: 'delivering',
  410: 'delivering',
  5: 'delivered',
  6: 'delivered',
  45: 'delivered',
  9: 'delivery_failed',
  49: 'delivery_failed',
  20: 'returning',
  21: 'returned',
  11: 'returned',
};

/** GHTK's Vietnamese name of a status (what the staff read beside the shop's word). */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  [-1]: 'Hủy đơn hàng',
  1: 'Chưa tiếp nhận',
  2: 'Đã tiếp nhận',
  3: 'Đã lấy hàng/Đã nhập kho',
  4: 'Đã điều phối giao hàng/Đang giao hàng',
  5: 'Đã giao hàng/Chưa đối soát',
  6: 'Đã đối soát',
  9: 'Không giao được hàng',
  10: 'Delay giao hàng',
  11: 'Đã đối soát công nợ trả hàng',
  12: 'Đã điều phối lấy hàng/Đang lấy hàng',
  20: 'Đang trả hàng',
  21: 'Đã trả hàng',
  45: 'Shipper báo đã giao hàng',
  49: 'Shipper báo không giao được hàng',
  123: 'Shipper báo đã lấy hàng',
  410: 'Shipper báo delay giao hàng',
};

export function shipmentStatusOf(statusId: number): ShipmentStatus | undefined {
  return STATUS_OF[statusId];
}

export function ghtkStatusText(statusId: number): string {
  return STATUS_TEXT[statusId] ?? `Trạng thái ${statusId}`;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether a notification's `hash` is the shop's secret (compared in constant time). */
export function ghtkHashMatches(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0 || secret.length === 0) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/** Reads a notification's fields (the form GHTK posts, or JSON); undefined when not its shape. */
export function readGhtkNotification(body: unknown): GhtkNotification | undefined {
  const parsed = GhtkNotificationSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** GHTK's times: ISO 8601 in webhooks, `YYYY-MM-DD hh:mm:ss` (Vietnam time) in status answers. */
export function ghtkTime(value: string | undefined, fallback: Date): Date {
  if (!value) return fallback;
  // GHTK's own example posts `+07:00` unencoded in a form, which reads back as a space.
  const offset = value.replace(/(T\d{2}:\d{2}:\d{2}) (\d{2}:\d{2})$/, '$1+$2');
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(offset)
    ? `${offset.replace(' ', 'T')}+07:00`
    : offset;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? fallback : at;
}
