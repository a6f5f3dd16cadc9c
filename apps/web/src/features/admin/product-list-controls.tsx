import { LayoutGrid, Table2 } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_PRODUCT_SORTS, type AdminProductSort } from '@shop/contract';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { productTableTexts } from './product-table-texts';

export type ProductListView = 'table' | 'cards';

/** Where the owner's choice of view is kept between visits (this browser only). */
const VIEW_KEY = 'admin-product-view';

/** The product list's view (the table unless the owner chose the cards), remembered. */
export function useProductListView(): [ProductListView, (view: ProductListView) => void] {
  const [view, setView] = useState<ProductListView>(() => {
    try {
      return localStorage.getItem(VIEW_KEY) === 'cards' ? 'cards' : 'table';
    } catch {
      return 'table';
    }
  });
  const choose = (next: ProductListView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  };
  return [view, choose];
}

interface ProductListControlsProps {
  view: ProductListView;
  onView: (view: ProductListView) => void;
  sort: AdminProductSort | undefined;
  onSort: (sort: AdminProductSort) => void;
}

/** The view switch (table or cards) and the sort, above the product list. */
export function ProductListControls({ view, onView, sort, onSort }: ProductListControlsProps) {
  const t = useTexts(productTableTexts);
  const sortLabel: Record<AdminProductSort, string> = {
    newest: t.sortNewest,
    name_asc: t.sortNameAsc,
    name_desc: t.sortNameDesc,
    code_asc: t.sortCodeAsc,
    code_desc: t.sortCodeDesc,
    price_asc: t.sortPriceAsc,
    price_desc: t.sortPriceDesc,
    stock_asc: t.sortStockAsc,
    stock_desc: t.sortStockDesc,
  };
  const viewButton = (value: ProductListView, label: string, Icon: typeof Table2) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => {
        onView(value);
      }}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ${
        view === value ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <div
        role="group"
        aria-label={t.view}
        className="inline-flex rounded-full border border-stone-200 p-0.5"
      >
        {viewButton('table', t.tableView, Table2)}
        {viewButton('cards', t.cardView, LayoutGrid)}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <span className="whitespace-nowrap">{t.sortBy}</span>
        <select
          value={sort ?? 'newest'}
          onChange={(event) => {
            onSort(event.target.value as AdminProductSort);
          }}
          className={`${FIELD_INPUT_CLASS} w-auto pr-8`}
        >
          {ADMIN_PRODUCT_SORTS.map((value) => (
            <option key={value} value={value}>
              {sortLabel[value]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
