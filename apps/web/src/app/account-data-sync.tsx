import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from '../lib/address-query';
import { cartQuery } from '../lib/cart-query';
import { ORDERS_KEY } from '../lib/query-keys';
import { useSession } from '../lib/session-context';

/** The account's own data in the cache: dropped whenever the user changes. */
const ACCOUNT_KEYS = [cartQuery.queryKey, addressesQuery.queryKey, ORDERS_KEY] as const;

/**
 * The cart and the addresses (which the header and checkout show at once) are loaded again
 * whenever the user changes; the orders load when My Orders opens. Another login must never see
 * the previous one's data, so it is dropped first; nobody logged in means nothing is asked for.
 */
export function AccountDataSync() {
  const queryClient = useQueryClient();
  const userId = useSession().user?._id;
  // Whose data the cache may hold ('' for nobody): effects may run twice for one user.
  const loadedFor = useRef('');

  useEffect(() => {
    const current = userId ?? '';
    if (loadedFor.current === current) return;
    // Nobody's data is never loaded, so arriving from nobody leaves the pages' queries alone.
    if (loadedFor.current !== '') {
      for (const queryKey of ACCOUNT_KEYS) queryClient.removeQueries({ queryKey });
    }
    loadedFor.current = current;
    if (!userId) return;
    // Failures reach the query cache's handler, which only logs them (the queries are silent).
    queryClient.query(cartQuery).catch(() => undefined);
    queryClient.query(addressesQuery).catch(() => undefined);
  }, [userId, queryClient]);

  return null;
}
