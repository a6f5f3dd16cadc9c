import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Loaded here, one step after the route: the router's lazy routes list every chunk a route needs
// in the entry's preload table, and the admin area's chunks would lengthen what every shopper
// downloads first (decision 005). Admins wait one more small request instead.
const UploadProductPanel = lazy(async () => ({
  default: (await import('./upload-product-panel')).UploadProductPanel,
}));

/** /dashboard/upload-product (inside the admin guard). */
export function UploadProductPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <UploadProductPanel />
    </Suspense>
  );
}
