import type { CartLine } from '@shop/contract';
import { GUEST_CART_STORAGE_KEY, recordBrowserState } from './browser-state';
import { cartVariantOf } from './product-variant';

// A logged-out shopper's cart, kept in this browser until they log in (then it is merged into the
// account's cart and forgotten). Each line keeps a copy of its product, so the header, the drawer
// and /cart can draw it without asking the server; the server prices the merged cart again.

/** Guest lines have no server id; this prefix keeps their made-up ids apart from real ones. */
export const GUEST_LINE_PREFIX = 'guest-';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line._id === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1 &&
    typeof line.productId?._id === 'string' &&
    typeof line.productId.price === 'number'
  );
}

/** The guest's lines; none when nothing (or nothing readable) is stored. */
export function readGuestCart(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(GUEST_CART_STORAGE_KEY);
    else localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or refused (private mode): the cart lives on in memory for this visit.
  } finally {
    recordBrowserState();
  }
}

/**
 * A new guest line of one of `product`: of the variant it stands for, when it has options (issue
 * 43), named as a server's line names it, so the merge at login adds that variant.
 */
export function guestLine(product: CartLine['productId']): CartLine {
  const variant = cartVariantOf(product);
  if (!variant)
    return { _id: `${GUEST_LINE_PREFIX}${product._id}`, quantity: 1, productId: product };
  return {
    _id: `${GUEST_LINE_PREFIX}${product._id}-${variant._id}`,
    quantity: 1,
    productId: product,
    variant,
  };
}
