import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Download, LoaderCircle, Search } from 'lucide-react';
import { useSearchParams } from '../../lib/router';
import { useMutation } from '@tanstack/react-query';
import { shopToday } from '@shop/contract';
import { saveBlob } from '../../lib/api-download';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { NoData } from './no-data';
import { Pager } from './pager';
import { Spinner } from './spinner';
import { FIELD_INPUT_CLASS } from './text-field';

/**
 * The pieces the admin's searched lists (orders, customers) share: the list's state in the URL
 * with its typed search, the export button, the search box and the table that becomes cards on
 * phones.
 */

interface ListState {
  search: string;
  page: number;
}

/**
 * A list's state, read from the URL, and its changes written back (replacing the entry: Back
 * leaves the list instead of stepping through every change, and still comes back to the list as
 * it was left). What is typed in the search box runs once typing has paused, from the first page.
 */
export function useAdminListState<State extends ListState>(
  stateOf: (params: URLSearchParams) => State,
  paramsOf: (state: State) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const [typed, setTyped] = useState(state.search);

  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const wanted = typed.trim();
    const current = stateOf(params);
    if (wanted === current.search) return;
    searchTimer.current = setTimeout(() => {
      setParams(paramsOf({ ...current, search: wanted, page: 1 }), { replace: true });
    }, ADMIN_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(searchTimer.current);
    };
  }, [typed, params, setParams, stateOf, paramsOf]);

  return {
    state,
    typed,
    setTyped,
    /** Changes the filters, from the first page. */
    update: (change: Partial<State>) => {
      setParams(paramsOf({ ...state, page: 1, ...change }), { replace: true });
    },
    /** Shows another page of the same selection. */
    showPage: (page: number) => {
      setParams(paramsOf({ ...state, page }), { replace: true });
    },
    /** Back to no filter and no search. */
    reset: () => {
      setTyped('');
      setParams(paramsOf(stateOf(new URLSearchParams())), { replace: true });
    },
    /**
     * Opening a row keeps this list on screen while the next page's code arrives; a search still
     * waiting would then bring the list back instead.
     */
    dropPendingSearch: () => {
      clearTimeout(searchTimer.current);
    },
  };
}

/**
 * The header's "Export CSV" button: downloads what the list selects, named by the answer or, when
 * it names none, `<fallbackName>-<today>.csv` (today in the shop's time zone).
 */
export function CsvExportButton({
  label,
  download,
  fallbackName,
}: {
  label: string;
  download: () => Promise<{ blob: Blob; fileName?: string | undefined }>;
  fallbackName: string;
}) {
  const exportCsv = useMutation({
    mutationFn: download,
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName ?? `${fallbackName}-${shopToday()}.csv`);
    },
  });
  return (
    <button
      type="button"
      disabled={exportCsv.isPending}
      onClick={() => {
        exportCsv.mutate();
      }}
      className="inline-flex h-10 items-center gap-1.5 rounded-full border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60"
    >
      {exportCsv.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </button>
  );
}

/** A list's search box, its label for screen readers only. */
export function AdminSearchBox({
  label,
  placeholder,
  value,
  onChange,
  className = '',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={`relative ${className}`}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`${FIELD_INPUT_CLASS} pl-9`}
      />
    </label>
  );
}

/** One column of an `AdminCardTable`. */
export interface CardTableColumn<Row> {
  header: string;
  /** Its header at the right, over figures. */
  right?: boolean;
  /** The cell's classes: its place in the phone's card (`max-md:order-…`) and its table padding. */
  className: string;
  cell: (row: Row) => ReactNode;
}

/**
 * From tablets up a table; on phones each row is drawn as a card (the same cells, placed in a
 * two-column grid by their `max-md:` classes), so nothing scrolls sideways.
 */
export function AdminCardTable<Row>({
  rows,
  rowKey,
  columns,
  cardRowGap,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly CardTableColumn<Row>[];
  /** The gap between a card's lines, e.g. `max-md:gap-y-2`. */
  cardRowGap: string;
}) {
  return (
    <div className="md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block md:min-w-[40rem] md:border-collapse">
        <thead className="max-md:sr-only">
          <tr className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.right ? 'px-3 py-2.5 text-right' : 'px-3 py-2.5'}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`border-stone-100 hover:bg-stone-50 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 ${cardRowGap} max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:p-3 md:border-b`}
            >
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Below a list's filters: how many rows the selection holds (with the button that clears it),
 * then the rows (a spinner while the first answer comes, a line when there are none) and the
 * pager.
 */
export function AdminListResults<Row>({
  countText,
  refreshing,
  refreshingLabel,
  clear,
  loadingLabel,
  noDataText,
  rows,
  page,
  pageCount,
  onPage,
  ...table
}: {
  /** How many rows, once the first answer came. */
  countText: string | undefined;
  /** A newer answer is on its way (said to screen readers only). */
  refreshing: boolean;
  refreshingLabel: string;
  /** The button that clears the search or the filters, when there is one to clear. */
  clear: { label: string; onClear: () => void } | undefined;
  /** The rows are undefined until the first answer comes. */
  rows: readonly Row[] | undefined;
  loadingLabel: string;
  noDataText: string;
  rowKey: (row: Row) => string;
  columns: readonly CardTableColumn<Row>[];
  cardRowGap: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <div className="mt-4 mb-2 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p aria-live="polite">
          {countText}
          {refreshing && <span className="sr-only">{refreshingLabel}</span>}
        </p>
        {clear && (
          <button
            type="button"
            onClick={clear.onClear}
            className="font-semibold text-brand-800 hover:underline"
          >
            {clear.label}
          </button>
        )}
      </div>

      {rows === undefined ? (
        <Spinner label={loadingLabel} />
      ) : rows.length === 0 ? (
        <NoData text={noDataText} />
      ) : (
        <AdminCardTable rows={rows} {...table} />
      )}

      <Pager page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}
