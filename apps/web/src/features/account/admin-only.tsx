import type { ReactNode } from 'react';
import { Outlet } from '../../lib/router';
import type { StaffArea } from '@shop/contract';
import { useSession } from '../../lib/session-context';
import { useTexts } from '../../lib/locale';
import { adminOnlyTexts } from './account-menu-texts';

/**
 * Admin pages show non-admins a red "Do not have permission" instead; a page of a staff area shows
 * a staff member whose role may not use it why not (the API refuses its calls all the same).
 */
export function AdminOnly({ children, area }: { children?: ReactNode; area?: StaffArea }) {
  const { isAdmin, mayUse } = useSession();
  const t = useTexts(adminOnlyTexts);
  if (!isAdmin) {
    return <p className="font-semibold text-red-600">{t.noPermission}</p>;
  }
  if (area !== undefined && !mayUse(area)) {
    return (
      <p role="alert" className="font-semibold text-red-600">
        {t.notYourRole}
      </p>
    );
  }
  return children ?? <Outlet />;
}
