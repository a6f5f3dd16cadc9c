import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { ChevronRight } from 'lucide-react';
import * as endpoints from '@shop/contract/endpoints';
import { formatDateTime, formatVnd } from '@shop/contract';
import type { LifecycleOrder } from '@shop/contract';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import { NoData } from '../../components/ui/no-data';
import {
  FulfilmentBadge,
  NeedsRefundBadge,
  PaymentBadge,
  TestPaymentBadge,
} from '../../components/ui/order-status-badge';
import { OrderTimeline, describeTimelineEntry } from '../../components/ui/order-timeline';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { ProductCode } from '../../components/ui/product-code';
import { LineVariant } from '../../components/ui/variant-label';
import { TextAreaField } from '../../components/ui/text-area-field';
import { VietQrTransfer } from '../../components/ui/vietqr-transfer';
import { VatBreakdown } from '../../components/ui/vat-breakdown';
import { OrderEInvoice } from './order-e-invoice';
import { apiRequest } from '../../lib/api-client';
import { bankTransferQuery } from '../../lib/bank-transfer-query';
import { ORDERS_KEY } from '../../lib/query-keys';
import { useLocale, useTexts } from '../../lib/locale';
import { OrderShipment } from './order-shipment';
import { OrderReturnsSummary } from './order-returns-summary';
import { OrderMoneySummary } from './order-money-summary';
import { myOrdersTexts } from './my-orders-texts';

/**
 * GET /api/order/my-orders: the orders with their status apart from payment, timeline and tracking.
 * Its key sits under ORDERS_KEY, so checkout's refresh and a change of login reach it too.
 * Here rather than in lib/query-keys.ts, which ships with every page's first download.
 */
const myOrdersQuery = queryOptions({
  queryKey: [...ORDERS_KEY, 'mine'],
  queryFn: async ({ signal }): Promise<LifecycleOrder[]> =>
    (await apiRequest(endpoints.myOrders, { signal })).data,
});

/** /dashboard/myorders: every order, newest first, with its status, history and cancel button. */
export function MyOrdersPanel() {
  const { data: orders, isPending } = useQuery(myOrdersQuery);
  const [cancelling, setCancelling] = useState<LifecycleOrder | null>(null);
  const t = useTexts(myOrdersTexts);

  return (
    <section>
      <h1 className="border-b border-stone-200 pb-4 text-xl font-bold text-stone-900 sm:text-2xl">
        {t.heading}
      </h1>
      {isPending ? (
        <Spinner />
      ) : !orders || orders.length === 0 ? (
        <NoData text={t.noData} />
      ) : (
        <ul className="mt-5 space-y-3">
          {orders.map((order) => (
            <OrderRow
              key={order._id}
              order={order}
              onCancel={() => {
                setCancelling(order);
              }}
            />
          ))}
        </ul>
      )}
      {cancelling && (
        <CancelOrderDialog
          order={cancelling}
          onClose={() => {
            setCancelling(null);
          }}
        />
      )}
    </section>
  );
}

function OrderRow({ order, onCancel }: { order: LifecycleOrder; onCancel: () => void }) {
  const more = order.items.length - 1;
  const [open, setOpen] = useState(false);
  const latest = order.timeline.at(-1);
  const historyId = `order-history-${order._id}`;
  const t = useTexts(myOrdersTexts);
  const locale = useLocale();
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">
          {t.orderNo} <span className="font-semibold text-stone-900">{order.orderId}</span>
        </p>
        <span className="flex flex-wrap items-center gap-1.5">
          {order.testPayment && <TestPaymentBadge />}
          {order.needs_refund && <NeedsRefundBadge />}
          {/* An order waiting for its money says so once: its status already names the payment. */}
          {order.order_status !== 'pending_payment' && (
            <PaymentBadge status={order.payment_status} />
          )}
          <FulfilmentBadge status={order.order_status} />
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <ProductImage
          src={order.product_details.image[0]}
          alt={order.product_details.name}
          width={64}
          height={64}
          sizes="64px"
          className="size-16 shrink-0 rounded-lg bg-stone-50 object-contain ring-1 ring-stone-100"
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm font-medium text-stone-900">
            {order.product_details.name}
          </p>
          <ProductCode code={order.items[0]?.code} />
          <LineVariant label={order.items[0]?.variantLabel} code={order.items[0]?.code} />
          {more > 0 && <p className="text-xs text-stone-500">{t.andMore(more)}</p>}
          <p className="mt-1 text-xs text-stone-500">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
          </p>
        </div>
        <p className="shrink-0 text-sm font-bold text-stone-900">{formatVnd(order.totalAmt)}</p>
      </div>
      <VatBreakdown vat={order.vat} className="mt-2 sm:ml-auto sm:max-w-sm" />
      <OrderEInvoice invoice={order.eInvoice} />

      {order.payment_method === 'bank_transfer' && order.order_status === 'pending_payment' && (
        <TransferToPay
          orderCode={order.orderId}
          amount={order.money ? order.money.balance : order.totalAmt}
        />
      )}

      {order.money && (
        <OrderMoneySummary money={order.money} cancelled={order.order_status === 'cancelled'} />
      )}

      {order.returns && <OrderReturnsSummary returns={order.returns} />}

      {(order.carrier || order.tracking_number) && (
        <p className="mt-3 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
          {order.carrier && (
            <>
              {t.carrier} <span className="font-semibold">{order.carrier}</span>
            </>
          )}
          {order.carrier && order.tracking_number && <span aria-hidden="true"> · </span>}
          {order.tracking_number && (
            <>
              {t.tracking} <span className="font-semibold">{order.tracking_number}</span>
            </>
          )}
        </p>
      )}
      {order.carrier === 'GHTK' && <OrderShipment orderId={order._id} />}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
        {latest ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={historyId}
            onClick={() => {
              setOpen(!open);
            }}
            className="flex min-w-0 items-center gap-1.5 rounded-lg py-1 text-left text-sm text-stone-700 hover:text-stone-950"
          >
            <ChevronRight
              aria-hidden="true"
              className={`size-4 shrink-0 transition ${open ? 'rotate-90' : ''}`}
            />
            <span className="min-w-0">
              {t.history}
              <span className="text-stone-500">
                {' '}
                · {describeTimelineEntry(latest, locale)}, {formatDateTime(latest.at, locale)}
              </span>
            </span>
          </button>
        ) : (
          <span />
        )}
        {order.cancellable && (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex h-9 items-center rounded-xl border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t.cancelOrder}
          </button>
        )}
      </div>
      {open && (
        <div id={historyId} className="mt-3 pl-1">
          <OrderTimeline entries={order.timeline} />
        </div>
      )}
    </li>
  );
}

/** Asks before cancelling, with an optional reason; the list refreshes once it is done. */
function CancelOrderDialog({ order, onClose }: { order: LifecycleOrder; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const t = useTexts(myOrdersTexts);
  const cancel = useMutation({
    mutationFn: () => {
      const note = reason.trim();
      return apiRequest(endpoints.cancelOrder, {
        body: note ? { orderId: order._id, note } : { orderId: order._id },
      });
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
    },
    // Refused or not, the order may have moved on: show it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
  return (
    <ConfirmFormDialog
      title={t.cancelTitle}
      text={t.cancelQuestion(order.orderId)}
      confirmLabel={t.cancelOrder}
      cancelLabel={t.goBack}
      danger
      pending={cancel.isPending}
      onConfirm={() => {
        cancel.mutate();
      }}
      onCancel={onClose}
    >
      {order.payment_status === 'paid' && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t.refund(order.payment_method, formatVnd(order.totalAmt))}
        </p>
      )}
      <TextAreaField
        label={t.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
    </ConfirmFormDialog>
  );
}

/** A transfer order still waiting for its money: the code to pay it with, and the account. */
function TransferToPay({ orderCode, amount }: { orderCode: string; amount: number }) {
  const { data: account } = useQuery(bankTransferQuery);
  if (!account) return null;
  return (
    <div className="mt-3 max-w-sm">
      <VietQrTransfer account={account} amount={amount} orderCode={orderCode} />
    </div>
  );
}
