import { Suspense, lazy } from 'react';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/session-context';

// The dashboard's layout and its home come in one file: every file the router names costs each
// storefront page's first download a little, and that download's budget has no room for another.
export { DashboardLayout } from '../features/account/dashboard-layout';

// The admin pages come one step later, as the admin area's other pages do.
const AdminDashboardPage = lazy(async () => ({
  default: (await import('../features/admin-dashboard/admin-dashboard-page')).AdminDashboardPage,
}));
const OrderPrintPage = lazy(async () => ({
  default: (await import('../features/admin-dashboard/order-print-page')).OrderPrintPage,
}));

/**
 * /dashboard and /dashboard/orders/:orderId/print. An admin lands on the shop's figures; a shopper
 * on their profile, as before (the layout waits for the session, so who is logged in is known).
 */
export function DashboardHome() {
  const { orderId } = useParams();
  const { isAdmin } = useSession();
  if (orderId === undefined && !isAdmin) return <Navigate to="profile" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      {orderId === undefined ? <AdminDashboardPage /> : <OrderPrintPage />}
    </Suspense>
  );
}
