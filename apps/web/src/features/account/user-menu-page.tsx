import { X } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from '../../lib/router';
import { loginPath } from '../../lib/login-path';
import { Spinner } from '../../components/ui/spinner';
import { useTexts } from '../../lib/locale';
import { useSession } from '../../lib/session-context';
import { AccountMenu } from './account-menu';
import { accountMenuTexts } from './account-menu-texts';

/** /user: the account menu as a page, for phones where the header has no dropdown. */
export function UserMenuPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useTexts(accountMenuTexts);

  if (status === 'logged-out') return <Navigate to={loginPath(location)} replace />;

  return (
    <section className="min-h-[calc(100dvh-8rem)] bg-white md:mx-auto md:my-8 md:min-h-0 md:max-w-md md:rounded-2xl md:border md:border-stone-200 md:shadow-sm">
      <div className="flex justify-end px-2 pt-2">
        <button
          type="button"
          aria-label={t.close}
          onClick={() => {
            // Opened directly (no page to go back to): close to the home page instead of leaving.
            void (location.key === 'default' ? navigate('/') : navigate(-1));
          }}
          className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="px-2 pb-8">{status === 'loading' ? <Spinner /> : <AccountMenu />}</div>
    </section>
  );
}
