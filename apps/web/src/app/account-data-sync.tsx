import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from '../lib/address-query';
import { cartQuery } from '../lib/cart-query';
import { ordersQuery } from '../lib/order-query';
import { useSession } from '../lib/session-context';

const ACCOUNT_QUERIES = [cartQuery, addressesQuery, ordersQuery] as const;

/**
 * The cart, the addresses and the orders are loaded again whenever the user changes.
 * Another login must never see the previous one's data, so it is dropped first; nobody logged in
 * means nothing is asked for.
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
      for (const query of ACCOUNT_QUERIES) {
        queryClient.removeQueries({ queryKey: query.queryKey });
      }
    }
    loadedFor.current = current;
    if (!userId) return;
    // Failures reach the query cache's handler, which only logs them (the queries are silent).
    queryClient.query(cartQuery).catch(() => undefined);
    queryClient.query(addressesQuery).catch(() => undefined);
    queryClient.query(ordersQuery).catch(() => undefined);
  }, [userId, queryClient]);

  return null;
}
