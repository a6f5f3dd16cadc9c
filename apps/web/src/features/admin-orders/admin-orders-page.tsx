import { Suspense, lazy } from 'react';
import { Route, Routes } from '../../lib/router';
import { Spinner } from '../../components/ui/spinner';

// Loaded one step after the route, as the other admin pages are: the router lists a lazy route's
// chunks in the entry's preload table, and the admin's code would lengthen every shopper's first
// download (decision 005). One route for the list and the detail keeps that table one line longer.
const OrderListPanel = lazy(async () => ({
  default: (await import('./order-list-panel')).OrderListPanel,
}));
const OrderDetailPanel = lazy(async () => ({
  default: (await import('./order-detail-panel')).OrderDetailPanel,
}));
const StaffOrderPanel = lazy(async () => ({
  default: (await import('./staff-order-panel')).StaffOrderPanel,
}));
const OrderEditPanel = lazy(async () => ({
  default: (await import('./order-edit-panel')).OrderEditPanel,
}));
const ShipmentLabelsPanel = lazy(async () => ({
  default: (await import('./shipment-labels-panel')).ShipmentLabelsPanel,
}));
const CodStatementPanel = lazy(async () => ({
  default: (await import('./cod-statement-panel')).CodStatementPanel,
}));
const TransfersPanel = lazy(async () => ({
  default: (await import('./transfers-panel')).TransfersPanel,
}));

/** /dashboard/orders, /dashboard/orders/:orderId, /dashboard/orders/transfers and /dashboard/orders/new (admin only). */
export function AdminOrdersPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<OrderListPanel />} />
        <Route path="transfers" element={<TransfersPanel />} />
        <Route path="labels" element={<ShipmentLabelsPanel />} />
        <Route path="cod" element={<CodStatementPanel />} />
        <Route path="new" element={<StaffOrderPanel />} />
        <Route path=":orderId" element={<OrderDetailPanel />} />
        <Route path=":orderId/edit" element={<OrderEditPanel />} />
      </Routes>
    </Suspense>
  );
}
