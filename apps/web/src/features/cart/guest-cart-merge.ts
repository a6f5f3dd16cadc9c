import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import { MAX_CART_QUANTITY } from '@shop/contract';
import type { CartLine, Locale } from '@shop/contract';
import { ApiError, apiRequest } from '../../lib/api-client';
import { cartQuery } from '../../lib/cart-query';
import { writeGuestCart } from '../../lib/guest-cart';
import { cartTexts } from './cart-texts';

/**
 * Folds the cart a shopper filled while logged out into their account's cart, in one call: the
 * server adds the quantities and caps them by stock and per-order limit. The cart then shows the
 * server's answer, and a toast (in the page's `locale`) names what could not be taken in full.
 */
export async function mergeGuestCart(
  queryClient: QueryClient,
  lines: readonly CartLine[],
  locale: Locale,
) {
  const t = cartTexts[locale];
  try {
    const answer = await apiRequest(endpoints.mergeCart, {
      body: {
        items: lines.map((line) => ({
          productId: line.productId._id,
          ...(line.variant && line.variant._id !== line.productId._id
            ? { variantId: line.variant._id }
            : {}),
          quantity: Math.min(line.quantity, MAX_CART_QUANTITY),
        })),
      },
    });
    writeGuestCart([]);
    // A fetch of the cart begun before the merge would draw the cart without the guest's lines.
    await queryClient.cancelQueries({ queryKey: cartQuery.queryKey });
    queryClient.setQueryData(cartQuery.queryKey, answer.data.lines);
    const { capped, skipped } = answer.data;
    if (capped.length > 0) {
      const names = capped.map((line) => t.cappedLine(line.name, line.quantity)).join(', ');
      toast(t.capped(names), { duration: 6000 });
    }
    if (skipped.length > 0) {
      toast(t.skipped(skipped.length), { duration: 6000 });
    }
  } catch (error) {
    // A refusal will not change by asking again: the browser's lines are dropped. A network
    // failure keeps them for the next visit. Either way the account's own cart is shown.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) writeGuestCart([]);
    console.error(error);
    queryClient.removeQueries({ queryKey: cartQuery.queryKey });
    await queryClient.query(cartQuery).catch(() => undefined);
  }
}
