import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Loaded one step after the route, as the other admin pages are: the router lists a lazy route's
// chunks in the entry's preload table, and the admin's code would lengthen every shopper's first
// download (decision 005).
const OrderListPanel = lazy(async () => ({
  default: (await import('./order-list-panel')).OrderListPanel,
}));
const OrderDetailPanel = lazy(async () => ({
  default: (await import('./order-detail-panel')).OrderDetailPanel,
}));

/** /dashboard/orders (inside the admin guard). */
export function OrderListPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <OrderListPanel />
    </Suspense>
  );
}

/** /dashboard/orders/:orderId (inside the admin guard). */
export function OrderDetailPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <OrderDetailPanel />
    </Suspense>
  );
}
