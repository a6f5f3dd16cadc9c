/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { FULFILMENT_STATUS_LABELS, NEEDS_REFUND_LABEL, paymentStatusLabel } from '@shop/contract';
import type { FulfilmentStatus, PaymentStatus } from '@shop/contract';

const BADGE_CLASS = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const FULFILMENT_CLASS: Record<FulfilmentStatus, string> = {
  pending_payment: 'bg-amber-50 text-amber-800 ring-amber-200',
  placed: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-blue-50 text-blue-800 ring-blue-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-200',
};

const PAYMENT_CLASS: Record<PaymentStatus, string> = {
  unpaid: 'bg-stone-50 text-stone-700 ring-stone-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** Where the goods are, by its Vietnamese name, in the colour of its stage. */
export function FulfilmentBadge({ status }: { status: FulfilmentStatus }) {
  return (
    <span className={`${BADGE_CLASS} ${FULFILMENT_CLASS[status]}`}>
      {FULFILMENT_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * Whether the order is paid, by its Vietnamese name; given the order's status, an order cancelled
 * before anything was paid reads "Đã huỷ".
 */
export function PaymentBadge({
  status,
  orderStatus,
}: {
  status: PaymentStatus;
  orderStatus?: FulfilmentStatus;
}) {
  const cancelledUnpaid = orderStatus === 'cancelled' && status === 'unpaid';
  return (
    <span
      className={`${BADGE_CLASS} ${cancelledUnpaid ? FULFILMENT_CLASS.cancelled : PAYMENT_CLASS[status]}`}
    >
      {paymentStatusLabel({ orderStatus: orderStatus ?? 'placed', paymentStatus: status })}
    </span>
  );
}

/** An order paid in test money: no real money came in, so it must not be shipped as a sale. */
export function TestPaymentBadge() {
  return (
    <span
      className={`${BADGE_CLASS} bg-rose-50 text-rose-800 ring-rose-200`}
      title="Đơn này được thanh toán bằng tiền thử, không phải tiền thật"
    >
      Thanh toán thử
    </span>
  );
}

/** Paid, then cancelled: the money is owed back until an admin records the refund. */
export function NeedsRefundBadge() {
  return (
    <span
      className={`${BADGE_CLASS} bg-orange-50 text-orange-900 ring-orange-300`}
      title="Đơn đã thanh toán rồi bị hủy: tiền chưa được hoàn lại cho khách"
    >
      {NEEDS_REFUND_LABEL}
    </span>
  );
}
