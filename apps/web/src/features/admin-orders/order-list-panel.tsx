import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Download, LoaderCircle, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  ADMIN_ORDER_SORTS,
  FULFILMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  formatVnd,
  LIFECYCLE_LABELS,
} from '@shop/contract';
import type { AdminOrderSort } from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { NoData } from '../../components/ui/no-data';
import {
  FulfilmentBadge,
  NeedsRefundBadge,
  PaymentBadge,
} from '../../components/ui/order-status-badge';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { saveBlob } from '../../lib/api-download';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { useTexts, useLocale } from '../../lib/locale';
import { adminOrdersTexts } from './admin-orders-texts';
import { downloadOrdersCsv, useAdminOrderList } from './admin-order-requests';
import { filtersOf, listRequestOf, orderListStateOf, searchParamsOf } from './order-list-filters';
import type { OrderListState } from './order-list-filters';
import { TransfersLink } from './transfers-link';
import { NewOrderLink } from './staff-order-facts';

/** Today in the shop's time zone, for the export's file name when the answer gives none. */
function shopToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block min-w-0 text-sm font-medium text-stone-800">
      <span className="mb-1 block">{label}</span>
      {children}
    </label>
  );
}

/** /dashboard/orders: every order, filtered, searched and sorted, 12 a page, and their CSV. */
export function OrderListPanel() {
  const locale = useLocale();
  const labels = LIFECYCLE_LABELS[locale];
  const t = useTexts(adminOrdersTexts);
  const [params, setParams] = useSearchParams();
  const state = orderListStateOf(params);
  const [typed, setTyped] = useState(state.search);
  const { data, isPending, isFetching } = useAdminOrderList(listRequestOf(state));
  const orders = data?.data ?? [];
  const pageCount = Math.max(1, data?.totalNoPage ?? 1);

  // Replacing the entry: Back leaves the list instead of stepping through every filter change,
  // and still comes back to the list as it was left.
  const update = (change: Partial<OrderListState>) => {
    setParams(searchParamsOf({ ...state, page: 1, ...change }), { replace: true });
  };

  // The search runs once typing has paused, from the first page.
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const wanted = typed.trim();
    const current = orderListStateOf(params);
    if (wanted === current.search) return;
    searchTimer.current = setTimeout(() => {
      setParams(searchParamsOf({ ...current, search: wanted, page: 1 }), { replace: true });
    }, ADMIN_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(searchTimer.current);
    };
  }, [typed, params, setParams]);
  // Opening an order keeps this list on screen while the order page's code arrives; a search
  // still waiting would then bring the list back instead.
  const dropPendingSearch = () => {
    clearTimeout(searchTimer.current);
  };

  const exportCsv = useMutation({
    mutationFn: () => downloadOrdersCsv(filtersOf(state)),
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName ?? `don-hang-${shopToday()}.csv`);
    },
  });

  const selectClass = `${FIELD_INPUT_CLASS} pr-8`;
  const filtered =
    state.status ||
    state.paymentStatus ||
    state.paymentMethod ||
    state.needsRefund ||
    state.dateFrom ||
    state.dateTo ||
    state.search;

  return (
    <section>
      <AdminPageHeader title={t.orders}>
        <NewOrderLink />
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
      <TransfersLink />

      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <label className="relative col-span-2 md:col-span-3">
          <span className="sr-only">{t.searchOrders}</span>
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
        <FilterField label={t.status}>
          <select
            value={state.status}
            onChange={(event) => {
              update({ status: event.target.value });
            }}
            className={selectClass}
          >
            <option value="">{t.all}</option>
            {FULFILMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels.fulfilment[status]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t.payment}>
          <select
            value={state.paymentStatus}
            onChange={(event) => {
              update({ paymentStatus: event.target.value });
            }}
            className={selectClass}
          >
            <option value="">{t.all}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels.payment[status]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t.method}>
          <select
            value={state.paymentMethod}
            onChange={(event) => {
              update({ paymentMethod: event.target.value });
            }}
            className={selectClass}
          >
            <option value="">{t.all}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {labels.method[method]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t.from}>
          <input
            type="date"
            value={state.dateFrom}
            max={state.dateTo || undefined}
            onChange={(event) => {
              update({ dateFrom: event.target.value });
            }}
            className={FIELD_INPUT_CLASS}
          />
        </FilterField>
        <FilterField label={t.to}>
          <input
            type="date"
            value={state.dateTo}
            min={state.dateFrom || undefined}
            onChange={(event) => {
              update({ dateTo: event.target.value });
            }}
            className={FIELD_INPUT_CLASS}
          />
        </FilterField>
        <FilterField label={t.sort}>
          <select
            value={state.sort}
            onChange={(event) => {
              update({ sort: event.target.value as AdminOrderSort });
            }}
            className={selectClass}
          >
            {ADMIN_ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sortLabel(sort)}
              </option>
            ))}
          </select>
        </FilterField>
        <label className="col-span-2 flex items-center gap-2 text-sm font-medium text-stone-800 md:col-span-3">
          <input
            type="checkbox"
            checked={state.needsRefund === 'true'}
            onChange={(event) => {
              update({ needsRefund: event.target.checked ? 'true' : '' });
            }}
            className="size-4 accent-brand-700"
          />
          {t.onlyNeedsRefund}
        </label>
      </div>

      <div className="mt-4 mb-2 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p aria-live="polite">
          {data && t.orderCount(data.totalCount)}
          {isFetching && !isPending && <span className="sr-only">{t.loading}</span>}
        </p>
        {filtered && (
          <button
            type="button"
            onClick={() => {
              setTyped('');
              setParams(searchParamsOf(orderListStateOf(new URLSearchParams())), {
                replace: true,
              });
            }}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t.clearFilters}
          </button>
        )}
      </div>

      {isPending ? (
        <Spinner label={t.loadingOrders} />
      ) : orders.length === 0 ? (
        <NoData text={t.noData} />
      ) : (
        // From tablets up a table; on phones each row is drawn as a card (the same cells, placed
        // in a grid), so nothing scrolls sideways.
        <div className="md:overflow-x-auto">
          <table className="w-full text-left text-sm max-md:block md:min-w-[40rem] md:border-collapse">
            <thead className="max-md:sr-only">
              <tr className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                <th scope="col" className="px-3 py-2.5">
                  {t.order}
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t.customer}
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t.status}
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t.payment}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  {t.items}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block max-md:space-y-3">
              {orders.map((order) => (
                <tr
                  key={order._id}
                  className="border-stone-100 hover:bg-stone-50 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:p-3 md:border-b"
                >
                  <td className="min-w-0 md:px-3 md:py-2.5">
                    <Link
                      to={`/dashboard/orders/${order._id}`}
                      onClick={dropPendingSearch}
                      className="font-semibold text-brand-800 hover:underline md:whitespace-nowrap"
                    >
                      {order.orderId}
                    </Link>
                    <time
                      dateTime={order.createdAt}
                      className="block text-xs whitespace-nowrap text-stone-500"
                    >
                      {t.time(order.createdAt)}
                    </time>
                  </td>
                  <td className="min-w-0 max-md:order-3 md:max-w-56 md:px-3 md:py-2.5">
                    <span className="block truncate font-medium text-stone-900">
                      {order.customer_name || order.customer_email}
                    </span>
                    <span className="block truncate text-xs text-stone-500">
                      {order.delivery_mobile || order.customer_phone}
                    </span>
                  </td>
                  <td className="whitespace-nowrap max-md:order-4 max-md:text-right md:px-3 md:py-2.5">
                    <FulfilmentBadge status={order.order_status} />
                  </td>
                  <td className="max-md:order-5 md:px-3 md:py-2.5">
                    <PaymentBadge status={order.payment_status} orderStatus={order.order_status} />
                    {order.needs_refund && (
                      <span className="mt-1 block">
                        <NeedsRefundBadge />
                      </span>
                    )}
                    <span className="mt-0.5 block text-xs text-stone-500 md:whitespace-nowrap">
                      {labels.method[order.payment_method]}
                    </span>
                  </td>
                  <td className="text-right text-stone-700 max-md:order-6 md:px-3 md:py-2.5">
                    {order.item_count}
                    <span className="md:hidden"> {t.itemsWord(order.item_count)}</span>
                  </td>
                  <td className="text-right font-semibold whitespace-nowrap text-stone-900 max-md:order-2 md:px-3 md:py-2.5">
                    {formatVnd(order.totalAmt)}
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
          setParams(searchParamsOf({ ...state, page }), { replace: true });
        }}
      />
    </section>
  );
}
