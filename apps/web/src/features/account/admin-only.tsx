import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { TEXT } from '@shop/contract';
import { useSession } from '../../lib/session-context';

/** SPEC §6: admin pages show non-admins a red "Do not have permission" instead. */
export function AdminOnly({ children }: { children?: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) {
    return <p className="font-semibold text-red-600">{TEXT.noPermission}</p>;
  }
  return children ?? <Outlet />;
}
