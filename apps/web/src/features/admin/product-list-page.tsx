import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Loaded here, one step after the route: the router's lazy routes list every chunk a route needs
// in the entry's preload table, and the admin area's chunks would lengthen what every shopper
// downloads first (decision 005). Admins wait one more small request instead.
const ProductListPanel = lazy(async () => ({
  default: (await import('./product-list-panel')).ProductListPanel,
}));

/** /dashboard/product (inside the admin guard). */
export function ProductListPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <ProductListPanel />
    </Suspense>
  );
}
