import { useTexts } from '../../lib/locale';
import { uiTexts } from './ui-texts';

const PAGER_BUTTON =
  'inline-flex h-10 items-center rounded-xl border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-400 disabled:hover:bg-transparent';

/** Previous / "page/count" / Next under an admin list; the indicator is announced as it changes. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const t = useTexts(uiTexts);
  return (
    <nav aria-label={t.pages} className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
        className={PAGER_BUTTON}
      >
        {t.previous}
      </button>
      <p aria-live="polite" className="text-sm font-semibold text-stone-800">
        <span className="sr-only">{t.page}</span>
        <span>
          {page}/{pageCount}
        </span>
      </p>
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => {
          onPage(page + 1);
        }}
        className={PAGER_BUTTON}
      >
        {t.next}
      </button>
    </nav>
  );
}
