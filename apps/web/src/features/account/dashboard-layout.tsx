import { Navigate, Outlet, useLocation } from '../../lib/router';
import { loginPath } from '../../lib/login-path';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session-context';
import { AccountMenu } from './account-menu';

/** /dashboard: the account menu on the left from large screens up, the page on the right. */
export function DashboardLayout() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'logged-out') return <Navigate to={loginPath(location)} replace />;

  return (
    <div className="mx-auto max-w-7xl gap-6 px-4 py-4 sm:py-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <aside className="hidden lg:sticky lg:top-24 lg:block">
        <div className="rounded-2xl border border-stone-200 bg-white p-3 shadow-xs">
          {status === 'loading' ? <Spinner /> : <AccountMenu />}
        </div>
      </aside>
      <div className="min-h-[60vh] min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
        {/* Waiting for the user: pages below may rely on who is logged in. */}
        {status === 'loading' ? <Spinner /> : <Outlet />}
      </div>
    </div>
  );
}
