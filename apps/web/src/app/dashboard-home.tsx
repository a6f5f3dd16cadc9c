import { Suspense, lazy } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/session-context';

// Only admins download the dashboard; a shopper's /dashboard is a redirect.
const AdminDashboardPage = lazy(async () => ({
  default: (await import('../features/admin-dashboard/admin-dashboard-page')).AdminDashboardPage,
}));

/**
 * /dashboard: an admin lands on the shop's figures; a shopper on their profile, as before. The
 * layout waits for the session, so who is logged in is known here.
 */
export function DashboardHome() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to="profile" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <AdminDashboardPage />
    </Suspense>
  );
}
