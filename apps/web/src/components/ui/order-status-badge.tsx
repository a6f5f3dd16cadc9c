import { LIFECYCLE_LABELS, paymentStatusLabel } from '@shop/contract';
import type { FulfilmentStatus, PaymentStatus } from '@shop/contract';
import { useLocale, useTexts } from '../../lib/locale';
import { orderStatusTexts } from './order-status-texts';

const BADGE_CLASS = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const FULFILMENT_CLASS: Record<FulfilmentStatus, string> = {
  pending_payment: 'bg-amber-50 text-amber-800 ring-amber-200',
  placed: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-blue-50 text-blue-800 ring-blue-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-200',
  partly_returned: 'bg-orange-50 text-orange-800 ring-orange-200',
  returned: 'bg-rose-50 text-rose-800 ring-rose-200',
};

const PAYMENT_CLASS: Record<PaymentStatus, string> = {
  unpaid: 'bg-stone-50 text-stone-700 ring-stone-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** Where the goods are, by its name in the page's locale, in the colour of its stage. */
export function FulfilmentBadge({ status }: { status: FulfilmentStatus }) {
  const locale = useLocale();
  return (
    <span className={`${BADGE_CLASS} ${FULFILMENT_CLASS[status]}`}>
      {LIFECYCLE_LABELS[locale].fulfilment[status]}
    </span>
  );
}

/**
 * Whether the order is paid, by its name in the page's locale; given the order's status, an order
 * cancelled before anything was paid reads "Đã huỷ" / "Cancelled".
 */
export function PaymentBadge({
  status,
  orderStatus,
}: {
  status: PaymentStatus;
  orderStatus?: FulfilmentStatus;
}) {
  const locale = useLocale();
  const cancelledUnpaid = orderStatus === 'cancelled' && status === 'unpaid';
  return (
    <span
      className={`${BADGE_CLASS} ${cancelledUnpaid ? FULFILMENT_CLASS.cancelled : PAYMENT_CLASS[status]}`}
    >
      {paymentStatusLabel({ orderStatus: orderStatus ?? 'placed', paymentStatus: status }, locale)}
    </span>
  );
}

/** An order paid in test money: no real money came in, so it must not be shipped as a sale. */
export function TestPaymentBadge() {
  const t = useTexts(orderStatusTexts);
  return (
    <span
      className={`${BADGE_CLASS} bg-rose-50 text-rose-800 ring-rose-200`}
      title={t.testPaymentHint}
    >
      {t.testPayment}
    </span>
  );
}

/** Paid, then cancelled: the money is owed back until an admin records the refund. */
export function NeedsRefundBadge() {
  const locale = useLocale();
  const t = useTexts(orderStatusTexts);
  return (
    <span
      className={`${BADGE_CLASS} bg-orange-50 text-orange-900 ring-orange-300`}
      title={t.needsRefundHint}
    >
      {LIFECYCLE_LABELS[locale].needsRefund}
    </span>
  );
}
