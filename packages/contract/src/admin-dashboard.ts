/** The admin's dashboard figures and the shop's own details (for printed orders). */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { LOCALES } from './locale';
import { StorefrontWordsSchema } from './shop-settings';
import { FULFILMENT_STATUSES } from './order-lifecycle';

/** How many days the daily revenue series and the top products cover, today included. */
export const DASHBOARD_DAYS = 30;
/** How many products the best-sellers list shows. */
export const DASHBOARD_TOP_PRODUCTS = 10;
/** The most products the low-stock list shows (the count says how many there are in all). */
export const DASHBOARD_LOW_STOCK_LIMIT = 50;

/**
 * Sales of a stretch of days. Cancelled orders count nowhere. `paid` is what was paid (online,
 * or cash on delivery marked paid); `pending` what is still to be paid (unpaid cash orders and
 * online orders waiting for the provider). Refunded orders count in neither.
 */
export const DashboardPeriodSchema = z.object({
  orderCount: z.number().int(),
  revenue: z.number().int(),
  paidOrders: z.number().int(),
  paidRevenue: z.number().int(),
  pendingOrders: z.number().int(),
  pendingRevenue: z.number().int(),
  /**
   * Of `pending`, the orders still waiting for their payment (a bank transfer or an online
   * payment not yet come, holding stock): money that may never arrive, apart from unpaid cash
   * orders that are on their way.
   */
  awaitingPaymentOrders: z.number().int().optional(),
  awaitingPaymentRevenue: z.number().int().optional(),
  /**
   * Of `pending`, the orders on which part of the money came in (a deposit, a part: issue 44), and
   * what came in on them; `pendingRevenue` less `depositsReceived` is the balance still owed.
   */
  depositOrders: z.number().int().optional(),
  depositsReceived: z.number().int().optional(),
});
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

/** One day of the series, a `YYYY-MM-DD` day in Vietnam time. */
export const DashboardDaySchema = z.object({
  day: z.string(),
  orderCount: z.number().int(),
  revenue: z.number().int(),
  paidRevenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardTopProductSchema = z.object({
  /** Null when the product was deleted since (its lines keep their name). */
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number().int(),
  /**
   * The variant sold, on a row of a product with options (issue 43): each variant is its own row,
   * named by its label ("380V · 3kW") and code. Absent on other rows.
   */
  variantLabel: z.string().optional(),
  code: z.string().optional(),
});
export type DashboardTopProduct = z.infer<typeof DashboardTopProductSchema>;

export const DashboardLowStockSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  stock: z.number().int(),
  /** The product's own threshold, or the shop default when it has none. */
  threshold: z.number().int(),
  /** Whether the threshold is the product's own (false: the shop default). */
  ownThreshold: z.boolean(),
});
export type DashboardLowStock = z.infer<typeof DashboardLowStockSchema>;

export const AdminDashboardSchema = z.object({
  /** Today in Vietnam time (`YYYY-MM-DD`): the last day of every period. */
  today: z.string(),
  periods: z.object({
    today: DashboardPeriodSchema,
    last7Days: DashboardPeriodSchema,
    last30Days: DashboardPeriodSchema,
  }),
  /** Every order by its fulfilment status now, whenever it was placed. */
  byStatus: z.record(z.enum(FULFILMENT_STATUSES), z.number().int()),
  /** The last 30 days, oldest first, every day present (zeros included). */
  daily: z.array(DashboardDaySchema),
  /** The best sellers of the last 30 days by revenue (lines of orders not cancelled). */
  topProducts: z.array(DashboardTopProductSchema),
  /** Products at or under their low-stock threshold, fewest in stock first. */
  lowStock: z.array(DashboardLowStockSchema),
  lowStockCount: z.number().int(),
  /** The shop's default threshold (LOW_STOCK_THRESHOLD), for products without their own. */
  lowStockDefault: z.number().int(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const AdminDashboardResponseSchema = okEnvelope(AdminDashboardSchema);
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponseSchema>;

/** The shop as it names itself on printed orders (set by SHOP_* settings). */
export const ShopDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Empty when the shop has not set one. */
  taxCode: z.string(),
  /** The business registration (giấy chứng nhận đăng ký kinh doanh) number; empty when not set. */
  businessRegistration: z.string().optional(),
  /**
   * The account shoppers may pay into by bank transfer (a VietQR code); absent when the shop takes
   * no transfers. `bin` is the bank's NAPAS code; an order waits `holdHours` for the money.
   */
  bankTransfer: z
    .object({
      bin: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      holdHours: z.number(),
    })
    .optional(),
  /**
   * The storefront's words per locale (the search strip's placeholder and suggestions, the delivery
   * badges), as the owner set them on the settings screen; absent from an older API.
   */
  storefront: z.object({ vi: StorefrontWordsSchema, en: StorefrontWordsSchema }).optional(),
  /** The locale a visitor with no preference gets; absent from an older API. */
  defaultLocale: z.enum(LOCALES).optional(),
});
export type ShopDetails = z.infer<typeof ShopDetailsSchema>;

/**
 * The seller as it names itself (the settings' first six): what the environment gives first, what
 * pages' heads, the footer, invoices and policies name. Part of `ShopDetails`, not a second shape.
 */
export type ShopBusinessDetails = Pick<
  ShopDetails,
  'name' | 'address' | 'phone' | 'email' | 'taxCode' | 'businessRegistration'
>;

export const ShopDetailsResponseSchema = okEnvelope(ShopDetailsSchema);
export type ShopDetailsResponse = z.infer<typeof ShopDetailsResponseSchema>;
