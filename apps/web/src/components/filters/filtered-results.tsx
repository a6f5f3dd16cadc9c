import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { PRODUCT_SORTS } from '@shop/contract';
import type { Facets, ProductSort } from '@shop/contract';
import type { FilterState } from '../../lib/filters/filter-queries';
import { useLocale, useTexts } from '../../lib/locale';
import { RemovableChip } from '../ui/removable-chip';
import { FilterPanel } from './filter-panel';
import { filterTexts } from './filter-texts';
import { chosenFilters } from './filter-words';

// The phone's sheet comes with its own code, when first opened.
const FilterSheet = lazy(async () => ({ default: (await import('./filter-sheet')).FilterSheet }));

interface FilteredResultsProps {
  state: FilterState;
  /** The facets answer (undefined while it comes) and how many products the filters leave. */
  facets: Facets | undefined;
  total: number | undefined;
  /** The order without `sap-xep`: a listing's is the newest first, a search's the best match. */
  defaultOrder: 'newest' | 'relevance';
  /** The product grid. */
  children: ReactNode;
}

/**
 * A listing's or a search's products with their filters (issue 42): from 1024 px a column left of
 * the grid; below, a "Bộ lọc" button that opens them in a sheet. Above the grid, the order and the
 * filters chosen, each removable, with "Xóa bộ lọc".
 */
export function FilteredResults({
  state,
  facets,
  total,
  defaultOrder,
  children,
}: FilteredResultsProps) {
  const t = useTexts(filterTexts);
  const locale = useLocale();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { query, change, attributes } = state;
  const chips = chosenFilters(query, attributes, locale, t);
  const sortNames: Record<ProductSort, string> = {
    newest: t.sortNewest,
    'price-asc': t.sortPriceAsc,
    'price-desc': t.sortPriceDesc,
  };
  // A listing's default order is the newest first: "Mới nhất" stands for it (no parameter).
  const sorts =
    defaultOrder === 'newest' ? PRODUCT_SORTS.filter((s) => s !== 'newest') : PRODUCT_SORTS;

  return (
    <div className="lg:grid lg:grid-cols-[220px_1fr] lg:gap-4">
      <aside
        aria-label={t.filters}
        className="hidden self-start rounded-xl bg-white p-3 shadow-xs ring-1 ring-stone-200 lg:block"
      >
        <h2 className="mb-3 text-base font-bold text-stone-900">{t.filters}</h2>
        <FilterPanel facets={facets} query={query} onChange={change} />
      </aside>

      <div className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setSheetOpen(true);
            }}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 shadow-xs hover:bg-stone-100 lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t.openFilters(chips.length)}
          </button>
          <label className="ml-auto flex items-center gap-2 text-sm text-stone-700">
            <span className="hidden sm:inline">{t.sort}</span>
            <select
              aria-label={t.sort}
              value={query.sort ?? ''}
              onChange={(event) => {
                const sort = PRODUCT_SORTS.find((s) => s === event.target.value);
                change(sort === undefined ? { filters: query.filters } : { ...query, sort });
              }}
              className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:border-brand-500 focus:ring-1 focus:ring-brand-500 focus:outline-none"
            >
              <option value="">{defaultOrder === 'newest' ? t.sortNewest : t.sortRelevance}</option>
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {sortNames[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>

        {chips.length > 0 && (
          <ul aria-label={t.chosen} className="mb-3 flex flex-wrap items-center gap-2">
            {chips.map((chip) => (
              <li key={chip.key} className="max-w-full">
                <RemovableChip
                  label={chip.label}
                  onRemove={() => {
                    change(chip.without);
                  }}
                />
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  change({ ...query, filters: {} });
                }}
                className="rounded-full px-2 py-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t.clear}
              </button>
            </li>
          </ul>
        )}

        {children}
      </div>

      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            facets={facets}
            query={query}
            total={total}
            onChange={change}
            onClose={() => {
              setSheetOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
