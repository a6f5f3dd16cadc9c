import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';

// The list with its dialogs and timeline comes one step after the route: the router names every
// chunk a lazy route needs in the entry's preload table, which every shopper's first page loads,
// and the status, timeline and cancel pieces would lengthen it (decision 005).
const MyOrdersPanel = lazy(async () => ({
  default: (await import('./my-orders-panel')).MyOrdersPanel,
}));

/** /dashboard/myorders. */
export function MyOrdersPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <MyOrdersPanel />
    </Suspense>
  );
}
