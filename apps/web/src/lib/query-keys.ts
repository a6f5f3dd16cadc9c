// Every TanStack Query key of the web app, in one place so that no two features pick the same key
// for different data, and so that what one change must refresh is easy to see. Separate exports,
// not one object: each page's chunk carries only the keys it uses.
//
// Keys nest on purpose: invalidating a prefix (PRODUCTS_KEY, PRODUCT_KEY, SEARCH_KEY) refreshes
// every query under it, which is how an admin's change reaches every storefront page at once.

export const CURRENT_USER_KEY = ['current-user'] as const;
export const CART_KEY = ['cart'] as const;
export const ADDRESSES_KEY = ['addresses'] as const;
export const ORDERS_KEY = ['orders'] as const;
export const CATEGORIES_KEY = ['categories'] as const;
export const SUB_CATEGORIES_KEY = ['subcategories'] as const;
/** The specification attributes (issue 42): the storefront's tables and cards, the admin's list. */
export const ATTRIBUTES_KEY = ['attributes'] as const;

/** Every product list: the home rows, the listings and the admin list. */
export const PRODUCTS_KEY = ['products'] as const;

export function productsByCategoryKey(categoryId: string) {
  return ['products', 'by-category', categoryId] as const;
}

export function listingProductsKey(categoryId: string, subCategoryId: string) {
  return ['products', 'listing', categoryId, subCategoryId] as const;
}

export function adminProductsKey(page: number, search: string, sort?: string) {
  return ['products', 'admin', { page, search, sort }] as const;
}

/** Every product's details. */
export const PRODUCT_KEY = ['product'] as const;

export function productDetailsKey(productId: string) {
  return ['product', productId] as const;
}

/** Every search's results. */
export const SEARCH_KEY = ['search'] as const;

export function searchResultsKey(search: string) {
  return ['search', search] as const;
}

/** The mutation key all cart changes share, so the last one to settle knows it is the last. */
export const CART_CHANGE_KEY = ['cart-change'] as const;

// Two families live beside the only pages that use them, because this file ships in every page's
// first download: ['orders', 'mine'] (features/orders/my-orders-panel.tsx, under ORDERS_KEY so
// checkout's refresh reaches it) and ['admin-orders', …] (features/admin-orders/admin-order-requests.ts).
