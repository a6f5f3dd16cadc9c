// How the web app looks, feels and speaks where the API has no say: tuning and texts only the
// browser uses. What both sides must agree on (page sizes, limits, texts the API sends) stays in
// the contract.

// The search strip's placeholder and suggestions, and the delivery badges, are the owner's (shop
// settings; defaults in @shop/contract's DEFAULT_STOREFRONT_WORDS).
/** The header's search box: its placeholder, then typed-out suggestions, each shown this long. */
export const SEARCH_ROTATION_MS = 1000;
/** The typing speed of the search strip's suggestions (1-99, higher is faster: a key every 100 − speed ms). */
export const SEARCH_TYPING_SPEED = 50;

/** The listing and search grids ask for their next page once this much of the page is scrolled. */
export const SEARCH_SCROLL_THRESHOLD = 0.8;
export const SEARCH_SCROLL_THROTTLE_MS = 150;

/** How far one press of a home row's or the product gallery's arrows scrolls. */
export const HOME_ROW_SCROLL_PX = 200;
export const THUMBNAIL_SCROLL_PX = 100;

export const SKELETONS_IN_PRODUCT_ROW = 6;
export const SKELETONS_ON_SEARCH = 10;
export const SKELETONS_FOR_CATEGORIES = 12;

/** The admin product list searches once typing has paused this long. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;

export const DELIVERY_CHARGE_TEXT = 'Free';
export const WARRANTY_MONTHS = 12;

/** Fixed texts that only the web app shows. */
export const UI_TEXT = {
  pleaseLogin: 'Please Login',
  noPermission: 'Do not have permission',
  loading: 'Loading...',
  noData: 'No Data',
  noDataFound: 'No Data found',
} as const;

/** The id of the footer the server draws into every page, outside the app's root. */
export const SITE_FOOTER_ID = 'site-footer';
