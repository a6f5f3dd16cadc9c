import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Loaded here, one step after the route: the router's lazy routes list every chunk a route needs
// in the entry's preload table, and the admin area's chunks would lengthen what every shopper
// downloads first (decision 005). Admins wait one more small request instead.
const SubCategoryPanel = lazy(async () => ({
  default: (await import('./sub-category-panel')).SubCategoryPanel,
}));

/** /dashboard/subcategory (inside the admin guard). */
export function SubCategoryPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <SubCategoryPanel />
    </Suspense>
  );
}
