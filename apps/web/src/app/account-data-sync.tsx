import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from '../lib/address-query';
import { cartQuery } from '../lib/cart-query';
import { readGuestCart } from '../lib/guest-cart';
import { useLocale } from '../lib/locale';
import { ORDERS_KEY } from '../lib/query-keys';
import { useSession } from '../lib/session-context';

/** The account's own data in the cache: dropped whenever the user changes. */
const ACCOUNT_KEYS = [cartQuery.queryKey, addressesQuery.queryKey, ORDERS_KEY] as const;

/**
 * The cart and the addresses (which the header and checkout show at once) are loaded again
 * whenever the user changes; the orders load when My Orders opens. Another login must never see
 * the previous one's data, so it is dropped first. Nobody logged in: the cart is the one kept in
 * the browser, and logging in merges it into the account's cart.
 */
export function AccountDataSync() {
  const queryClient = useQueryClient();
  const { user, status } = useSession();
  const locale = useLocale();
  const userId = user?._id;
  // Whose data the cache holds: '' for a guest, undefined before the session is known.
  const loadedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    // A stored login whose details are on their way is neither a guest nor a user yet.
    if (status === 'loading') return;
    const current = userId ?? '';
    if (loadedFor.current === current) return;
    const previous = loadedFor.current;
    loadedFor.current = current;
    if (previous) {
      for (const queryKey of ACCOUNT_KEYS) queryClient.removeQueries({ queryKey });
    }
    if (!userId) {
      queryClient.setQueryData(cartQuery.queryKey, readGuestCart());
      return;
    }
    const guestLines = readGuestCart();
    if (guestLines.length > 0) {
      // The guest's lines stay on screen until the merged cart replaces them.
      void import('../features/cart/guest-cart-merge').then(({ mergeGuestCart }) =>
        mergeGuestCart(queryClient, guestLines, locale),
      );
    } else {
      // The guest's (empty) cart is not the account's: drop it so the account's is fetched.
      if (previous === '') queryClient.removeQueries({ queryKey: cartQuery.queryKey });
      // Failures reach the query cache's handler, which only logs them (the queries are silent).
      queryClient.query(cartQuery).catch(() => undefined);
    }
    queryClient.query(addressesQuery).catch(() => undefined);
  }, [userId, status, queryClient, locale]);

  return null;
}
