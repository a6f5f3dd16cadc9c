import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session-context';
import { UI_TEXT } from '../../lib/ui-settings';

/** Admin pages show non-admins a red "Do not have permission" instead. */
export function AdminOnly({ children }: { children?: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) {
    return <p className="font-semibold text-red-600">{UI_TEXT.noPermission}</p>;
  }
  return children ?? <Outlet />;
}
