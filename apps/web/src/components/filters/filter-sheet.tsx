import type { Facets, FilterQuery } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { ModalShell } from '../ui/modal-shell';
import { FilterPanel } from './filter-panel';
import { filterTexts } from './filter-texts';

interface FilterSheetProps {
  facets: Facets | undefined;
  query: FilterQuery;
  /** How many products the filters chosen leave (undefined while it is counted). */
  total: number | undefined;
  onChange: (next: FilterQuery) => void;
  onClose: () => void;
}

/**
 * The filters in a sheet rising from the bottom (phones and tablets, issue 42): a dialog that keeps
 * the keyboard inside and closes on Escape, its close button or a click beside it. Choices apply at
 * once (the grid behind follows); "Xem N sản phẩm" closes it onto them.
 */
export function FilterSheet({ facets, query, total, onChange, onClose }: FilterSheetProps) {
  const t = useTexts(filterTexts);
  const hasFilters = Object.keys(query.filters).length > 0;
  return (
    <ModalShell
      title={t.filters}
      onClose={onClose}
      initialFocus="first-control"
      backdropClass="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60"
      panelClass="flex max-h-[88dvh] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-xl transition-transform duration-200 motion-reduce:transition-none starting:translate-y-full"
      titleBarClass="flex shrink-0 items-center justify-between gap-4 border-b border-stone-200 px-4 py-2"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <FilterPanel facets={facets} query={query} onChange={onChange} />
      </div>
      <div className="flex shrink-0 items-center gap-3 border-t border-stone-200 px-4 py-3">
        {hasFilters && (
          <button
            type="button"
            onClick={() => {
              onChange({ ...query, filters: {} });
            }}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t.clear}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="flex-1 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
        >
          {total === undefined ? t.filters : t.show(total)}
        </button>
      </div>
    </ModalShell>
  );
}
