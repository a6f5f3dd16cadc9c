import { useState } from 'react';
import { Printer } from 'lucide-react';
import { Link, useParams } from '../../lib/router';
import * as endpoints from '@shop/contract/endpoints';
import {
  INVOICE_BUYER_KIND_LABELS,
  CARRIER_MAX,
  INTERNAL_NOTE_MAX,
  ORDER_NOTE_MAX,
  TRACKING_NUMBER_MAX,
  TRANSFER_REFERENCE_MAX,
  formatDay,
  formatVnd,
  paymentStatusLabel,
  priceWithDiscount,
  LIFECYCLE_LABELS,
  shopToday,
} from '@shop/contract';
import type {
  AdminOrderDetail,
  AdminTimelineEntry,
  FulfilmentStatus,
  PaymentStatus,
  TextsLike,
  TransferReceipt,
} from '@shop/contract';
import {
  ADMIN_ACTION_BUTTON,
  AdminBackLink,
  AdminCard,
  InlineTerm,
} from '../../components/ui/admin-detail';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import {
  FulfilmentBadge,
  NeedsRefundBadge,
  PaymentBadge,
  TestPaymentBadge,
} from '../../components/ui/order-status-badge';
import { OrderTimeline } from '../../components/ui/order-timeline';
import type { DrawnTimelineEntry } from '../../components/ui/order-timeline';
import { orderReturnTexts } from './order-returns-texts';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { ProductCode } from '../../components/ui/product-code';
import { LineVariant } from '../../components/ui/variant-label';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { VatBreakdown } from '../../components/ui/vat-breakdown';
import { apiRequest } from '../../lib/api-client';
import { useTexts, useLocale } from '../../lib/locale';
import { useAdminOrder, useAdminOrderChange } from './admin-order-requests';
import { adminOrdersTexts } from './admin-orders-texts';
import { OrderMoneyCard } from './order-money-card';
import { ShipmentCard } from './shipment-card';
import { shipmentAdminTexts } from './shipment-texts';
import { EInvoiceCard } from './e-invoice-card';
import { OrderReturnsCard } from './order-returns-card';
import { EditOrderLink, StaffOrderFactsCard } from './staff-order-facts';
import { staffOrderTexts } from './staff-order-texts';

type OrdersTexts = TextsLike<(typeof adminOrdersTexts)['vi']>;

/** The button of each move an admin may make; the API's `allowed` says which show. */
function orderActionLabel(to: FulfilmentStatus, t: OrdersTexts): string | undefined {
  const labels: Partial<Record<FulfilmentStatus, string>> = {
    // Offered only for a bank transfer still waiting: the admin has seen the money arrive.
    placed: t.transferReceived,
    confirmed: t.confirmOrder,
    shipped: t.markShipped,
    delivered: t.markDelivered,
    cancelled: t.cancelOrder,
  };
  return labels[to];
}

function paymentActionLabel(to: PaymentStatus, t: OrdersTexts): string | undefined {
  const labels: Partial<Record<PaymentStatus, string>> = {
    paid: t.markPaid,
    refunded: t.markRefunded,
  };
  return labels[to];
}

type Action =
  { kind: 'order'; to: FulfilmentStatus } | { kind: 'payment'; to: 'paid' | 'refunded' };

/** Who made a change, as the timeline names them. */
function whoOf(entry: AdminTimelineEntry, t: OrdersTexts): string {
  if (entry.by === 'system') return t.system;
  const role = entry.by === 'admin' ? t.admin : t.customerRole;
  return entry.byName ? t.byName(role, entry.byName) : role;
}

/** /dashboard/orders/:orderId: one order, its history, and the changes allowed now. */
export function OrderDetailPanel() {
  const t = useTexts(adminOrdersTexts);
  const orderId = useParams()['orderId'] ?? '';
  const { data: order, isPending, isError } = useAdminOrder(orderId);
  const [action, setAction] = useState<Action | null>(null);

  return (
    <section>
      <AdminBackLink to="/dashboard/orders" label={t.orders} />
      {isPending ? (
        <Spinner label={t.loadingOrder} />
      ) : isError ? (
        <p className="font-semibold text-red-700">{t.orderNotLoaded}</p>
      ) : (
        <OrderDetail order={order} onAction={setAction} />
      )}
      {action && order && (
        <ActionDialog
          order={order}
          action={action}
          onClose={() => {
            setAction(null);
          }}
        />
      )}
    </section>
  );
}

function OrderDetail({
  order,
  onAction,
}: {
  order: AdminOrderDetail;
  onAction: (action: Action) => void;
}) {
  const locale = useLocale();
  const labels = LIFECYCLE_LABELS[locale];
  const t = useTexts(adminOrdersTexts);
  const edits = useTexts(staffOrderTexts);
  const returns = useTexts(orderReturnTexts);
  const shipping = useTexts(shipmentAdminTexts);
  const timeline: DrawnTimelineEntry[] = order.timeline.map((entry) =>
    entry.kind === 'parcel'
      ? {
          kind: 'edit',
          at: entry.at,
          title: shipping.parcelBackStep(entry.trackingCode, entry.carrierText),
          who: whoOf(entry, t),
        }
      : entry.kind === 'edit' || entry.kind === 'return' || entry.kind === 'refund'
        ? {
            kind: 'edit',
            at: entry.at,
            title:
              entry.kind === 'edit'
                ? edits.editChange(entry.change)
                : entry.kind === 'return'
                  ? returns.timelineReturn(entry.change)
                  : returns.timelineRefund(entry.change),
            note: entry.note,
            who: whoOf(entry, t),
          }
        : { ...entry, who: whoOf(entry, t) },
  );
  const paymentActions = order.allowed.payment.filter(
    (to): to is 'paid' | 'refunded' => to === 'paid' || to === 'refunded',
  );
  const hasActions = order.allowed.order.length > 0 || paymentActions.length > 0;

  return (
    <>
      <AdminPageHeader title={t.orderTitle(order.orderId)}>
        <span className="flex flex-wrap items-center gap-1.5">
          <EditOrderLink order={order} />
          {order.testPayment && <TestPaymentBadge />}
          {order.needs_refund && <NeedsRefundBadge />}
          <PaymentBadge status={order.payment_status} orderStatus={order.order_status} />
          <FulfilmentBadge status={order.order_status} />
        </span>
      </AdminPageHeader>
      <p className="-mt-3 mb-4 text-sm text-stone-600">
        {t.placed} <time dateTime={order.createdAt}>{t.time(order.createdAt)}</time> ·{' '}
        {labels.method[order.payment_method]} ·{' '}
        <Link
          to={`/dashboard/orders/${order._id}/print`}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
        >
          <Printer aria-hidden="true" className="size-4" />
          {t.printDeliveryNote}
        </Link>
      </p>
      {order.parcel_back && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          <strong className="font-semibold">{shipping.parcelBackTitle}</strong>{' '}
          {shipping.parcelBackHint}
        </p>
      )}
      {order.testPayment && (
        <p className="mb-4 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200">
          {t.testMoney}
        </p>
      )}

      {hasActions && (
        <div className="mb-5 flex flex-wrap gap-2" aria-label={t.actions} role="group">
          {order.allowed.order.map((to) => {
            const label = orderActionLabel(to, t);
            if (!label) return null;
            return (
              <button
                key={to}
                type="button"
                onClick={() => {
                  onAction({ kind: 'order', to });
                }}
                className={`${ADMIN_ACTION_BUTTON} ${
                  to === 'cancelled'
                    ? 'border border-red-300 text-red-700 hover:bg-red-50'
                    : 'bg-brand-700 text-white hover:bg-brand-800'
                }`}
              >
                {label}
              </button>
            );
          })}
          {paymentActions.map((to) => (
            <button
              key={to}
              type="button"
              onClick={() => {
                onAction({ kind: 'payment', to });
              }}
              className={`${ADMIN_ACTION_BUTTON} border border-emerald-300 text-emerald-800 hover:bg-emerald-50`}
            >
              {paymentActionLabel(to, t)}
            </button>
          ))}
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <AdminCard title={t.items}>
            <ul className="divide-y divide-stone-100">
              {order.items.map((item, index) => (
                <li key={`${item.productId ?? ''}-${String(index)}`} className="flex gap-3 py-3">
                  <ProductImage
                    src={item.image[0]}
                    alt={item.name}
                    width={56}
                    height={56}
                    sizes="56px"
                    className="size-14 shrink-0 rounded-lg bg-stone-50 object-contain ring-1 ring-stone-100"
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="line-clamp-2 font-medium text-stone-900">{item.name}</p>
                    <ProductCode code={item.code} />
                    <LineVariant label={item.variantLabel} code={item.code} />
                    <p className="text-xs text-stone-500">{item.unit}</p>
                    <p className="mt-0.5 text-stone-700">
                      {item.quantity} × {formatVnd(priceWithDiscount(item.price, item.discount))}
                      {item.discount > 0 && (
                        <span className="ml-1.5 text-xs text-stone-500">
                          (<s>{formatVnd(item.price)}</s> −{item.discount}%)
                        </span>
                      )}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-semibold text-stone-900">
                    {formatVnd(item.totalAmt)}
                  </p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 space-y-1 border-t border-stone-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-stone-600">{t.subtotal}</dt>
                <dd>{formatVnd(order.subTotalAmt)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-stone-600">{t.deliveryCharge}</dt>
                <dd>
                  {order.staffOrder && order.staffOrder.shippingFee > 0
                    ? formatVnd(order.staffOrder.shippingFee)
                    : t.free}
                </dd>
              </div>
              <div className="flex justify-between text-base font-bold text-stone-900">
                <dt>{t.grandTotal}</dt>
                <dd>{formatVnd(order.totalAmt)}</dd>
              </div>
            </dl>
            <VatBreakdown vat={order.vat} className="mt-2" />
          </AdminCard>

          <AdminCard title={t.timeline}>
            <OrderTimeline entries={timeline} />
          </AdminCard>

          <InternalNote key={order.internal_note} order={order} />
        </div>

        <div className="min-w-0 space-y-4">
          <AdminCard title={t.customer}>
            <Link
              to={`/dashboard/customers/${order.customer.userId}`}
              className="text-sm font-semibold break-words text-brand-800 hover:underline"
            >
              {order.customer.name}
            </Link>
            <p className="text-sm break-words text-stone-700">{order.customer.email}</p>
            {order.customer.phone && (
              <p className="text-sm text-stone-700">{order.customer.phone}</p>
            )}
          </AdminCard>
          <AdminCard title={t.deliveryAddress}>
            {/* Not the shared AddressLines: using it here split it from the address form it
                ships with, and the new file's name would lengthen the storefront's first download. */}
            <p className="text-sm break-words text-stone-700">
              <span className="block font-semibold text-stone-900">
                {order.delivery_address.address_line}
              </span>
              <span className="block">{order.delivery_address.city}</span>
              <span className="block">{order.delivery_address.state}</span>
              <span className="block">
                {order.delivery_address.country} - {order.delivery_address.pincode}
              </span>
              <span className="block">{order.delivery_address.mobile}</span>
            </p>
          </AdminCard>
          {order.invoice && (
            <AdminCard title={t.vatInvoice}>
              <dl className="space-y-1 text-sm break-words text-stone-700">
                <InlineTerm term={t.buyer}>
                  {INVOICE_BUYER_KIND_LABELS[order.invoice.buyerKind]}
                </InlineTerm>
                <InlineTerm term={t.buyerName} className="font-semibold text-stone-900">
                  {order.invoice.buyerName}
                </InlineTerm>
                {order.invoice.taxCode && (
                  <InlineTerm term={t.taxCode}>{order.invoice.taxCode}</InlineTerm>
                )}
                <InlineTerm term={t.address}>{order.invoice.address}</InlineTerm>
                <InlineTerm term={t.email}>{order.invoice.email}</InlineTerm>
              </dl>
            </AdminCard>
          )}
          <EInvoiceCard
            orderId={order._id}
            stage={`${order.order_status}/${order.payment_status}`}
          />
          {(order.carrier || order.tracking_number) && (
            <AdminCard title={t.shipping}>
              <dl className="space-y-1 text-sm">
                {order.carrier && (
                  <InlineTerm term={t.carrier} className="font-medium break-words">
                    {order.carrier}
                  </InlineTerm>
                )}
                {order.tracking_number && (
                  <InlineTerm term={t.trackingNumber} className="font-medium break-all">
                    {order.tracking_number}
                  </InlineTerm>
                )}
              </dl>
            </AdminCard>
          )}
          <AdminCard title={t.payment}>
            <p className="text-sm text-stone-700">
              {labels.method[order.payment_method]} ·{' '}
              {paymentStatusLabel(
                { orderStatus: order.order_status, paymentStatus: order.payment_status },
                locale,
              )}
            </p>
            {order.transferReceipt && <ReceivedTransfer receipt={order.transferReceipt} />}
            {order.payments.length > 0 && (
              <ul className="mt-3 space-y-2">
                {order.payments.map((payment) => (
                  <li
                    key={payment.sessionId}
                    className="rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-700"
                  >
                    <p className="flex flex-wrap justify-between gap-1 font-semibold text-stone-900">
                      <span>
                        {payment.provider}
                        {payment.test && t.testPayment}
                      </span>
                      <span>{payment.status}</span>
                    </p>
                    <p>
                      {formatVnd(payment.amount)} · {payment.currency.toUpperCase()}
                    </p>
                    <p className="truncate" title={payment.sessionId}>
                      {payment.sessionId}
                    </p>
                    <p>
                      <time dateTime={payment.updatedAt}>{t.time(payment.updatedAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
          {order.money && <OrderMoneyCard order={order} money={order.money} />}
          <ShipmentCard order={order} />
          {order.returns && <OrderReturnsCard order={order} returns={order.returns} />}
          {order.staffOrder && <StaffOrderFactsCard facts={order.staffOrder} />}
        </div>
      </div>
    </>
  );
}

/** Today in Vietnam, `YYYY-MM-DD`: the day a transfer marked now most likely arrived. */
const todayInVietnam = () => shopToday();

/** The transfer the admin recorded, and whether it was short or over the order's total. */
function ReceivedTransfer({ receipt }: { receipt: TransferReceipt }) {
  const t = useTexts(adminOrdersTexts);
  const { difference } = receipt;
  return (
    <dl className="mt-3 space-y-1 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
      <InlineTerm term={t.received} className="font-semibold text-stone-900">
        {formatVnd(receipt.amount)}
      </InlineTerm>
      <InlineTerm term={t.reference} className="break-all">
        {receipt.reference}
      </InlineTerm>
      <InlineTerm term={t.receivedOn}>{formatDay(receipt.receivedOn)}</InlineTerm>
      {difference === 0 ? (
        <p className="font-semibold text-emerald-800">{t.fullAmount}</p>
      ) : difference < 0 ? (
        <p className="font-semibold text-red-700">{t.shortOfTotal(formatVnd(-difference))}</p>
      ) : (
        <p className="font-semibold text-amber-800">{t.overTotal(formatVnd(difference))}</p>
      )}
    </dl>
  );
}

/** The staff's own note on the order, never shown to the shopper. */
function InternalNote({ order }: { order: AdminOrderDetail }) {
  const t = useTexts(adminOrdersTexts);
  const [note, setNote] = useState(order.internal_note);
  const save = useAdminOrderChange(order._id, (text: string) =>
    apiRequest(endpoints.adminOrderNote, { body: { orderId: order._id, note: text } }),
  );
  return (
    <AdminCard title={t.internalNote}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(note);
        }}
      >
        <TextAreaField
          label={t.onlyStaffSee}
          value={note}
          maxLength={INTERNAL_NOTE_MAX}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
        <div className="mt-3 flex justify-end">
          <button
            type="submit"
            disabled={save.isPending || note.trim() === order.internal_note.trim()}
            className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t.saveNote}
          </button>
        </div>
      </form>
    </AdminCard>
  );
}

/** Confirms one change, with its optional details; the order shows as it is after it. */
function ActionDialog({
  order,
  action,
  onClose,
}: {
  order: AdminOrderDetail;
  action: Action;
  onClose: () => void;
}) {
  const locale = useLocale();
  const labels = LIFECYCLE_LABELS[locale];
  const t = useTexts(adminOrdersTexts);
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  // Marking a transfer received records what arrived: the amount, the bank's reference, the day.
  const recordsTransfer =
    action.kind === 'order' && action.to === 'placed' && order.payment_method === 'bank_transfer';
  const [amount, setAmount] = useState(String(order.totalAmt));
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(todayInVietnam);
  const [transferError, setTransferError] = useState<{ field: string; message: string }>();
  const received = Number(amount.replace(/\D/g, ''));
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const change = useAdminOrderChange(
    order._id,
    () =>
      action.kind === 'order'
        ? apiRequest(endpoints.adminOrderTransition, {
            body: {
              orderId: order._id,
              to: action.to,
              note: optional(note),
              ...(action.to === 'shipped'
                ? { carrier: optional(carrier), trackingNumber: optional(trackingNumber) }
                : {}),
              ...(recordsTransfer
                ? { transfer: { amount: received, reference: reference.trim(), receivedOn } }
                : {}),
            },
          })
        : apiRequest(endpoints.adminOrderPayment, {
            body: { orderId: order._id, to: action.to, note: optional(note) },
          }),
    onClose,
  );

  const label =
    (action.kind === 'order' ? orderActionLabel(action.to, t) : paymentActionLabel(action.to, t)) ??
    '';
  const text =
    action.kind === 'order'
      ? t.moveOrder(
          order.orderId,
          labels.fulfilment[order.order_status],
          labels.fulfilment[action.to],
        )
      : t.changePayment(
          order.orderId,
          labels.payment[order.payment_status],
          labels.payment[action.to],
        );
  const cancelling = action.kind === 'order' && action.to === 'cancelled';

  return (
    <ConfirmFormDialog
      title={label}
      text={text}
      confirmLabel={label}
      danger={cancelling}
      pending={change.isPending}
      onConfirm={() => {
        if (recordsTransfer) {
          if (!Number.isSafeInteger(received) || received <= 0) {
            setTransferError({ field: 'amount', message: t.enterAmount });
            return;
          }
          if (!reference.trim()) {
            setTransferError({ field: 'reference', message: t.enterReference });
            return;
          }
          if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) {
            setTransferError({ field: 'receivedOn', message: t.chooseReceivedOn });
            return;
          }
          setTransferError(undefined);
        }
        change.mutate(undefined);
      }}
      onCancel={onClose}
    >
      {recordsTransfer && (
        <>
          <TextField
            label={t.amountReceived}
            inputMode="numeric"
            value={amount}
            error={transferError?.field === 'amount' ? transferError.message : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
          {Number.isSafeInteger(received) && received > 0 && received !== order.totalAmt && (
            <p className="text-sm font-semibold text-amber-800">
              {received < order.totalAmt
                ? t.shortOfOrder(formatVnd(order.totalAmt - received), formatVnd(order.totalAmt))
                : t.overOrder(formatVnd(received - order.totalAmt), formatVnd(order.totalAmt))}
            </p>
          )}
          <TextField
            label={t.bankReference}
            value={reference}
            maxLength={TRANSFER_REFERENCE_MAX}
            error={transferError?.field === 'reference' ? transferError.message : undefined}
            onChange={(event) => {
              setReference(event.target.value);
            }}
          />
          <TextField
            label={t.receivedOnLabel}
            type="date"
            value={receivedOn}
            error={transferError?.field === 'receivedOn' ? transferError.message : undefined}
            onChange={(event) => {
              setReceivedOn(event.target.value);
            }}
          />
        </>
      )}
      {action.kind === 'order' && action.to === 'shipped' && (
        <>
          <TextField
            label={t.carrierOptional}
            value={carrier}
            maxLength={CARRIER_MAX}
            onChange={(event) => {
              setCarrier(event.target.value);
            }}
          />
          <TextField
            label={t.trackingOptional}
            value={trackingNumber}
            maxLength={TRACKING_NUMBER_MAX}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
            }}
          />
        </>
      )}
      <TextAreaField
        label={cancelling ? t.reasonOptional : t.noteOptional}
        value={note}
        maxLength={ORDER_NOTE_MAX}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
    </ConfirmFormDialog>
  );
}
