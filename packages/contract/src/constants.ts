/** Business constants of SPEC §9, shared by the API and the web app. */

export const MOBILE_BREAKPOINT_PX = 768;

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

export const SEARCH_PLACEHOLDER = 'Search for atta dal and more.';
export const SEARCH_SUGGESTIONS = [
  'milk',
  'bread',
  'sugar',
  'paneer',
  'chocolate',
  'curd',
  'rice',
  'egg',
  'chips',
] as const;
export const SEARCH_ROTATION_MS = 1000;
export const SEARCH_TYPING_SPEED = 50;
export const SEARCH_SCROLL_THRESHOLD = 0.8;
export const SEARCH_SCROLL_THROTTLE_MS = 150;

export const HOME_ROW_SCROLL_PX = 200;
export const THUMBNAIL_SCROLL_PX = 100;

export const SKELETONS_IN_PRODUCT_ROW = 6;
export const SKELETONS_ON_SEARCH = 10;
export const SKELETONS_FOR_CATEGORIES = 12;

export const OTP_LENGTH = 6;

export const ADMIN_PAGE_SIZE = 12;
export const LISTING_PAGE_SIZE = 8;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** How many products the home page row of one category shows. */
export const HOME_ROW_SIZE = 15;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;

export const DELIVERY_CHARGE_TEXT = 'Free';
export const DELIVERY_BADGE_TEXT = '10 min';
/** The product page spells the same badge with a capital M (SPEC §2). */
export const PRODUCT_PAGE_BADGE_TEXT = '10 Min';
export const WARRANTY_MONTHS = 12;

/** Widths (px) at which uploaded and seeded images are stored as WebP, for `srcset`. */
export const IMAGE_WIDTHS = [160, 320, 640, 1024] as const;

/** Fixed user-facing texts of SPEC §8. */
export const TEXT = {
  passwordsDiffer: 'password and confirm password must be same',
  newPasswordsDiffer: 'New password and confirm password must be same.',
  pleaseLogin: 'Please Login',
  noPermission: 'Do not have permission',
  itemAdded: 'Item added',
  itemRemoved: 'Item remove',
  addressRemoved: 'Address Remove',
  loading: 'Loading...',
  noData: 'No Data',
  noDataFound: 'No Data found',
} as const;
