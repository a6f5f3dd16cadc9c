import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';

interface AdminPageHeaderProps {
  title: string;
  /** The page's main action (Add ...) or its search box, at the right. */
  children?: ReactNode;
}

/** The admin pages' title bar: the heading and the page's action on one line when it fits. */
export function AdminPageHeader({ title, children }: AdminPageHeaderProps) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
      <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">{title}</h1>
      {children}
    </div>
  );
}

/** The look of a page's "Add ..." button in the header. */
const HEADER_BUTTON_CLASS =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50';

/** A page's "Add ..." button in the header. */
export function HeaderAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={HEADER_BUTTON_CLASS}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
