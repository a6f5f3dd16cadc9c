import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session-context';
import { useTexts } from '../../lib/locale';
import { adminOnlyTexts } from './account-menu-texts';

/** Admin pages show non-admins a red "Do not have permission" instead. */
export function AdminOnly({ children }: { children?: ReactNode }) {
  const { isAdmin } = useSession();
  const t = useTexts(adminOnlyTexts);
  if (!isAdmin) {
    return <p className="font-semibold text-red-600">{t.noPermission}</p>;
  }
  return children ?? <Outlet />;
}
