import type { AccountStatus } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { adminCustomersTexts } from './admin-customers-texts';

const STATUS_CLASS: Record<AccountStatus, string> = {
  Active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Inactive: 'bg-stone-100 text-stone-700 ring-stone-200',
  Suspended: 'bg-red-50 text-red-800 ring-red-200',
};

/** An account's standing, by its name in the page's locale. */
export function CustomerStatusBadge({ status }: { status: AccountStatus }) {
  const t = useTexts(adminCustomersTexts);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_CLASS[status]}`}
    >
      {t.status(status)}
    </span>
  );
}
