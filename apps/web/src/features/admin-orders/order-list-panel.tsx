import { useState, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import {
  ADMIN_ORDER_SORTS,
  FULFILMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  formatVnd,
  LABEL_BATCH_MAX,
  LIFECYCLE_LABELS,
} from '@shop/contract';
import type { AdminOrderSort, AdminOrderSummary } from '@shop/contract';
import {
  AdminListResults,
  AdminSearchBox,
  CsvExportButton,
  useAdminListState,
  type CardTableColumn,
} from '../../components/ui/admin-list';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import {
  FulfilmentBadge,
  NeedsRefundBadge,
  PaymentBadge,
} from '../../components/ui/order-status-badge';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { useTexts, useLocale } from '../../lib/locale';
import { adminOrdersTexts } from './admin-orders-texts';
import { downloadOrdersCsv, useAdminOrderList } from './admin-order-requests';
import { filtersOf, listRequestOf, orderListStateOf, searchParamsOf } from './order-list-filters';
import { TransfersLink } from './transfers-link';
import { CodStatementLink, ShipmentLabelsLink } from './shipment-labels-link';
import { ShipmentBatchBar } from './shipment-batch';
import { shipmentAdminTexts } from './shipment-texts';
import { NewOrderLink } from './staff-order-facts';

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
  const shipping = useTexts(shipmentAdminTexts);
  // The confirmed orders ticked for one batch of shipments (kept across pages and filters).
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (orderId: string, on: boolean) => {
    setSelected((now) =>
      on ? [...now.filter((id) => id !== orderId), orderId] : now.filter((id) => id !== orderId),
    );
  };
  const list = useAdminListState(orderListStateOf, searchParamsOf);
  const { state, update } = list;
  const { data, isPending, isFetching } = useAdminOrderList(listRequestOf(state));
  const orders = data?.data ?? [];
  const pageCount = Math.max(1, data?.totalNoPage ?? 1);

  const selectClass = `${FIELD_INPUT_CLASS} pr-8`;
  const filtered =
    state.status ||
    state.paymentStatus ||
    state.paymentMethod ||
    state.needsRefund ||
    state.parcelBack ||
    state.dateFrom ||
    state.dateTo ||
    state.search;

  const columns: CardTableColumn<AdminOrderSummary>[] = [
    {
      header: t.order,
      className: 'min-w-0 md:px-3 md:py-2.5',
      cell: (order) => (
        <>
          {order.order_status === 'confirmed' && (
            <input
              type="checkbox"
              checked={selected.includes(order._id)}
              disabled={!selected.includes(order._id) && selected.length >= LABEL_BATCH_MAX}
              onChange={(event) => {
                toggle(order._id, event.target.checked);
              }}
              aria-label={shipping.selectForShipment(order.orderId)}
              className="mr-2 size-4 align-[-2px] accent-brand-700"
            />
          )}
          <Link
            to={`/dashboard/orders/${order._id}`}
            onClick={list.dropPendingSearch}
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
        </>
      ),
    },
    {
      header: t.customer,
      className: 'min-w-0 max-md:order-3 md:max-w-56 md:px-3 md:py-2.5',
      cell: (order) => (
        <>
          <span className="block truncate font-medium text-stone-900">
            {order.customer_name || order.customer_email}
          </span>
          <span className="block truncate text-xs text-stone-500">
            {order.delivery_mobile || order.customer_phone}
          </span>
        </>
      ),
    },
    {
      header: t.status,
      className: 'whitespace-nowrap max-md:order-4 max-md:text-right md:px-3 md:py-2.5',
      cell: (order) => (
        <>
          <FulfilmentBadge status={order.order_status} />
          {order.parcel_back && (
            <span className="mt-1 block">
              <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                {shipping.parcelBackBadge}
              </span>
            </span>
          )}
        </>
      ),
    },
    {
      header: t.payment,
      className: 'max-md:order-5 md:px-3 md:py-2.5',
      cell: (order) => (
        <>
          <PaymentBadge status={order.payment_status} orderStatus={order.order_status} />
          {order.needs_refund && (
            <span className="mt-1 block">
              <NeedsRefundBadge />
            </span>
          )}
          <span className="mt-0.5 block text-xs text-stone-500 md:whitespace-nowrap">
            {labels.method[order.payment_method]}
          </span>
        </>
      ),
    },
    {
      header: t.items,
      right: true,
      className: 'text-right text-stone-700 max-md:order-6 md:px-3 md:py-2.5',
      cell: (order) => (
        <>
          {order.item_count}
          <span className="md:hidden"> {t.itemsWord(order.item_count)}</span>
        </>
      ),
    },
    {
      header: t.total,
      right: true,
      className:
        'text-right font-semibold whitespace-nowrap text-stone-900 max-md:order-2 md:px-3 md:py-2.5',
      cell: (order) => formatVnd(order.totalAmt),
    },
  ];

  return (
    <section>
      <AdminPageHeader title={t.orders}>
        <NewOrderLink />
        <CsvExportButton
          label={t.exportCsv}
          download={() => downloadOrdersCsv(filtersOf(state))}
          fallbackName="don-hang"
        />
      </AdminPageHeader>
      <TransfersLink />
      <CodStatementLink />
      <ShipmentLabelsLink orders={orders} />
      <ShipmentBatchBar
        selected={selected}
        onClear={() => {
          setSelected([]);
        }}
      />

      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <AdminSearchBox
          label={t.searchOrders}
          placeholder={t.searchPlaceholder}
          value={list.typed}
          onChange={list.setTyped}
          className="col-span-2 md:col-span-3"
        />
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
        <label className="col-span-2 flex items-center gap-2 text-sm font-medium text-stone-800 md:col-span-3">
          <input
            type="checkbox"
            checked={state.parcelBack === 'true'}
            onChange={(event) => {
              update({ parcelBack: event.target.checked ? 'true' : '' });
            }}
            className="size-4 accent-brand-700"
          />
          {shipping.onlyParcelBack}
        </label>
      </div>

      <AdminListResults
        countText={data && t.orderCount(data.totalCount)}
        refreshing={isFetching && !isPending}
        refreshingLabel={t.loading}
        clear={filtered ? { label: t.clearFilters, onClear: list.reset } : undefined}
        rows={isPending ? undefined : orders}
        loadingLabel={t.loadingOrders}
        noDataText={t.noData}
        rowKey={(order) => order._id}
        columns={columns}
        cardRowGap="max-md:gap-y-2"
        page={state.page}
        pageCount={pageCount}
        onPage={list.showPage}
      />
    </section>
  );
}
