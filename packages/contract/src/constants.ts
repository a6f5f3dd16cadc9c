/**
 * Wire constants: what the API and the web app must agree on. How the web app looks and feels
 * (skeletons, scrolling, toasts, its own texts) is its own: apps/web/src/lib/ui-settings.ts.
 */

/**
 * The most of one product a cart line may hold, whatever the stock: it keeps `quantity * price`
 * far inside exact integer range and the column's int4. Here, not beside the cart's schemas, so
 * the web app's cart control does not pull zod in with it.
 */
export const MAX_CART_QUANTITY = 100_000;

/**
 * The most of one product an order line may hold unless the admin sets another number for the
 * product (1 to MAX_CART_QUANTITY): far below any real stock, so one shopper cannot hold all of it.
 */
export const DEFAULT_MAX_PER_ORDER = 1000;

export const OTP_LENGTH = 6;

export const ADMIN_PAGE_SIZE = 12;
export const LISTING_PAGE_SIZE = 8;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** How many products the home page row of one category shows. */
export const HOME_ROW_SIZE = 15;

/** Widths (px) at which uploaded and seeded images are stored as WebP, for `srcset`. */
export const IMAGE_WIDTHS = [160, 320, 640, 1024] as const;

/**
 * Fixed texts that the API sends or its schemas check, kept word for word (spelling and capitals
 * included): shoppers and tests read them exactly as they are.
 */
export const TEXT = {
  passwordsDiffer: 'password and confirm password must be same',
  newPasswordsDiffer: 'New password and confirm password must be same.',
  itemAdded: 'Item added',
  itemRemoved: 'Item remove',
  addressRemoved: 'Address Remove',
} as const;

/**
 * Messages the cart calls answer with; the web app shows them as its toasts. Here, not beside the
 * cart's schemas, for the same reason as MAX_CART_QUANTITY.
 */
export const CART_TEXT = { added: TEXT.itemAdded, removed: TEXT.itemRemoved } as const;

/**
 * An attribute's id: its key for life, in products' `specs` and in filter URLs (`cong-suat`). Here,
 * not beside the attributes' schemas, so the web app's filter URLs do not pull zod in with them.
 */
export const ATTRIBUTE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The most attributes one filtered request may name, and the most choices of one attribute. */
export const MAX_FILTERED_ATTRIBUTES = 20;
export const MAX_FILTER_CHOICES = 50;

/**
 * A number attribute's facet lists its distinct values (with their counts) when the products left
 * carry at most this many; more, and it is a continuous range (`min`, `max` only).
 */
export const MAX_FACET_NUMBER_VALUES = 12;

/**
 * The orders a filtered page may be asked in. Absent, a page keeps today's order: a listing newest
 * first, a search best match first.
 */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
