import { Suspense, lazy } from 'react';
import { Route, Routes } from '../../lib/router';
import { Spinner } from '../../components/ui/spinner';

// Loaded one step after the route, as the admin's order pages are (decision 005).
const CustomerListPanel = lazy(async () => ({
  default: (await import('./customer-list-panel')).CustomerListPanel,
}));
const CustomerDetailPanel = lazy(async () => ({
  default: (await import('./customer-detail-panel')).CustomerDetailPanel,
}));

/** /dashboard/customers and /dashboard/customers/:customerId (inside the admin guard). */
export function AdminCustomersPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<CustomerListPanel />} />
        <Route path=":customerId" element={<CustomerDetailPanel />} />
      </Routes>
    </Suspense>
  );
}
