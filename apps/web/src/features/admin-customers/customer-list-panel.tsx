import { useEffect, useRef, useState } from 'react';
import { Download, LoaderCircle, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ADMIN_CUSTOMER_SORTS, formatVnd } from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { NoData } from '../../components/ui/no-data';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { saveBlob } from '../../lib/api-download';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { useTexts } from '../../lib/locale';
import { adminCustomersTexts } from './admin-customers-texts';
import { downloadCustomersCsv, useAdminCustomerList } from './customer-requests';
import {
  customerFiltersOf,
  customerListRequestOf,
  customerListStateOf,
  customerSearchParamsOf,
} from './customer-list-state';
import type { CustomerListState } from './customer-list-state';
import { CustomerStatusBadge } from './customer-status-badge';

/** Today in the shop's time zone, for the export's file name when the answer gives none. */
function shopToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** /dashboard/customers: every customer, searched without accents and sorted, and their CSV. */
export function CustomerListPanel() {
  const t = useTexts(adminCustomersTexts);
  const [params, setParams] = useSearchParams();
  const state = customerListStateOf(params);
  const [typed, setTyped] = useState(state.search);
  const { data, isPending, isFetching } = useAdminCustomerList(customerListRequestOf(state));
  const customers = data?.data ?? [];
  const pageCount = Math.max(1, data?.totalNoPage ?? 1);

  // Replacing the entry: Back leaves the list instead of stepping through every change.
  const update = (change: Partial<CustomerListState>) => {
    setParams(customerSearchParamsOf({ ...state, page: 1, ...change }), { replace: true });
  };

  // The search runs once typing has paused, from the first page.
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const wanted = typed.trim();
    const current = customerListStateOf(params);
    if (wanted === current.search) return;
    searchTimer.current = setTimeout(() => {
      setParams(customerSearchParamsOf({ ...current, search: wanted, page: 1 }), {
        replace: true,
      });
    }, ADMIN_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(searchTimer.current);
    };
  }, [typed, params, setParams]);
  const dropPendingSearch = () => {
    clearTimeout(searchTimer.current);
  };

  const exportCsv = useMutation({
    mutationFn: () => downloadCustomersCsv(customerFiltersOf(state)),
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName ?? `khach-hang-${shopToday()}.csv`);
    },
  });

  return (
    <section>
      <AdminPageHeader title={t.customers}>
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
          {t.exportCsv}
        </button>
      </AdminPageHeader>

      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_16rem]">
        <label className="relative">
          <span className="sr-only">{t.searchCustomers}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            type="search"
            placeholder={t.searchPlaceholder}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            className={`${FIELD_INPUT_CLASS} pl-9`}
          />
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <span className="shrink-0">{t.sort}</span>
          <select
            value={state.sort}
            onChange={(event) => {
              update({
                sort: ADMIN_CUSTOMER_SORTS.find((sort) => sort === event.target.value) ?? 'newest',
              });
            }}
            className={`${FIELD_INPUT_CLASS} pr-8`}
          >
            {ADMIN_CUSTOMER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sortLabel(sort)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-4 mb-2 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p aria-live="polite">
          {data && t.customerCount(data.totalCount)}
          {isFetching && !isPending && <span className="sr-only">{t.loading}</span>}
        </p>
        {state.search && (
          <button
            type="button"
            onClick={() => {
              setTyped('');
              update({ search: '' });
            }}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t.clearSearch}
          </button>
        )}
      </div>

      {isPending ? (
        <Spinner label={t.loadingCustomers} />
      ) : customers.length === 0 ? (
        <NoData text={t.noData} />
      ) : (
        // From tablets up a table; on phones each row is drawn as a card, so nothing scrolls sideways.
        <div className="md:overflow-x-auto">
          <table className="w-full text-left text-sm max-md:block md:min-w-[40rem] md:border-collapse">
            <thead className="max-md:sr-only">
              <tr className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                <th scope="col" className="px-3 py-2.5">
                  {t.customer}
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t.contact}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  {t.orderCount}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  {t.totalSpent}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  {t.unpaid}
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block max-md:space-y-3">
              {customers.map((customer) => (
                <tr
                  key={customer._id}
                  className="border-stone-100 hover:bg-stone-50 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1.5 max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:p-3 md:border-b"
                >
                  <td className="min-w-0 md:max-w-64 md:px-3 md:py-2.5">
                    <Link
                      to={`/dashboard/customers/${customer._id}`}
                      onClick={dropPendingSearch}
                      className="block truncate font-semibold text-brand-800 hover:underline"
                    >
                      {customer.name || customer.email}
                    </Link>
                    <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-stone-500">
                      {customer.status !== 'Active' && (
                        <CustomerStatusBadge status={customer.status} />
                      )}
                      <time dateTime={customer.createdAt} className="whitespace-nowrap">
                        {t.time(customer.createdAt)}
                      </time>
                    </span>
                  </td>
                  <td className="min-w-0 max-md:order-3 max-md:col-span-2 md:max-w-56 md:px-3 md:py-2.5">
                    <span className="block truncate text-stone-800">{customer.email}</span>
                    <span className="block truncate text-xs text-stone-500">
                      {[customer.mobile, customer.tax_code && `${t.taxCode}${customer.tax_code}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </td>
                  <td className="text-stone-700 max-md:order-4 md:px-3 md:py-2.5 md:text-right">
                    <span className="md:hidden">{t.ordersWord(customer.order_count)}</span>
                    <span className="max-md:hidden">{customer.order_count}</span>
                  </td>
                  <td className="text-right font-semibold whitespace-nowrap text-stone-900 max-md:order-2 md:px-3 md:py-2.5">
                    <span className="sr-only md:hidden">{t.totalSpent}: </span>
                    {formatVnd(customer.total_spent)}
                  </td>
                  <td className="whitespace-nowrap max-md:order-5 max-md:col-span-2 md:px-3 md:py-2.5 md:text-right">
                    {customer.unpaid_amount > 0 ? (
                      <span className="font-semibold text-amber-800">
                        <span className="md:hidden">{t.unpaid}: </span>
                        {formatVnd(customer.unpaid_amount)}
                      </span>
                    ) : (
                      <span className="text-stone-400 max-md:hidden">{t.none}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pager
        page={state.page}
        pageCount={pageCount}
        onPage={(page) => {
          setParams(customerSearchParamsOf({ ...state, page }), { replace: true });
        }}
      />
    </section>
  );
}
