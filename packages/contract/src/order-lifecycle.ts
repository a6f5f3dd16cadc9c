/**
 * The order lifecycle: what an order's fulfilment status and its payment status may become, and
 * who may make each change. This is the one table the API checks every change against, and the one
 * the web app reads to show only the buttons allowed now. Pure data and functions, no zod.
 */
import type { Locale } from './locale';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-statuses';

/**
 * Where the goods are. An online order waits in `pending_payment` (holding its stock) until it is
 * paid; cash on delivery starts `placed`.
 */
export const FULFILMENT_STATUSES = [
  'pending_payment',
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  // Goods that came back (issue 44): some lines after delivery, or all of them (a failed
  // delivery, hoàn hàng, or everything returned). Reached only by recording the return.
  'partly_returned',
  'returned',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** Who makes a change: the order's shopper, a shop admin, or the shop itself (payments, sweep). */
export const LIFECYCLE_ACTORS = ['shopper', 'admin', 'system'] as const;
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

/** An order's two statuses and how it is paid: all a lifecycle rule looks at. */
export interface LifecycleState {
  orderStatus: FulfilmentStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}

export interface FulfilmentTransition {
  from: FulfilmentStatus;
  to: FulfilmentStatus;
  by: readonly LifecycleActor[];
  /** The payment change made in the same step (the provider's payment places an online order). */
  payment?: { from: PaymentStatus; to: PaymentStatus };
  /** The payment change when these actors make the move, instead of `payment`. */
  paymentBy?: Partial<Record<LifecycleActor, { from: PaymentStatus; to: PaymentStatus }>>;
  /** Actors who may make this change only for orders paid one of these ways. */
  onlyFor?: Partial<Record<LifecycleActor, readonly PaymentMethod[]>>;
  /**
   * Made only by recording what came back (`modules/orders/order-returns.service.ts`: the lines,
   * their condition, the restock), never by a bare status change.
   */
  withReturn?: true;
  /**
   * Made only by the money path (`modules/orders/order-money.service.ts`), once the payments
   * recorded for an accepted quote's order cover the deposit the quote asks (decision 061), never
   * by a bare status change.
   */
  withDeposit?: true;
}

/**
 * How a fulfilment move is made: a bare status change, recording what came back (`withReturn`), or
 * recording money that covers an accepted quote's deposit (`withDeposit`).
 */
export type FulfilmentWay = 'move' | 'return' | 'deposit';

/** The way a fulfilment transition is made. */
export function wayOf(transition: FulfilmentTransition): FulfilmentWay {
  if (transition.withReturn) return 'return';
  if (transition.withDeposit) return 'deposit';
  return 'move';
}

/** How a payment change is made: on its own, or by recording money that covers the balance. */
export type PaymentWay = 'change' | 'money';

export interface PaymentTransition {
  from: PaymentStatus;
  to: PaymentStatus;
  by: readonly LifecycleActor[];
  /** Only for orders paid this way. */
  method?: PaymentMethod;
  /** Only while the order is in one of these statuses. */
  orderIn?: readonly FulfilmentStatus[];
  /** Made only as the payment side of a fulfilment transition, never on its own. */
  withOrder?: true;
  /**
   * Made only by recording money (a payment the staff, the bank feed or the carrier's payout
   * brings) that covers what is still owed, never by a bare status change (decision 061).
   */
  withMoney?: true;
}

/** Every allowed fulfilment change. */
export const FULFILMENT_TRANSITIONS: readonly FulfilmentTransition[] = [
  // The provider's payment places an online order; a bank transfer is seen by the admin, who
  // records it the same way.
  {
    from: 'pending_payment',
    to: 'placed',
    by: ['system', 'admin'],
    payment: { from: 'pending', to: 'paid' },
    onlyFor: { admin: ['bank_transfer'] },
  },
  // Unpaid in time or refused by the provider, the payment failed; cancelled by a person before
  // any money came, nothing was asked any more: the order reads "Đã huỷ", not a failed payment.
  {
    from: 'pending_payment',
    to: 'cancelled',
    by: ['shopper', 'admin', 'system'],
    payment: { from: 'pending', to: 'failed' },
    paymentBy: {
      shopper: { from: 'pending', to: 'unpaid' },
      admin: { from: 'pending', to: 'unpaid' },
    },
  },
  // An accepted quote's deposit covered (decision 061): the order is placed to be made and
  // shipped, its payment unpaid, the balance owed on delivery or by transfer. Only the money path
  // makes it (a transfer the staff record or the bank feed brings, VNPay's IPN); the payment side
  // is the same for each.
  {
    from: 'pending_payment',
    to: 'placed',
    by: ['system', 'admin'],
    payment: { from: 'pending', to: 'unpaid' },
    onlyFor: { admin: ['bank_transfer'], system: ['bank_transfer'] },
    withDeposit: true,
  },
  { from: 'placed', to: 'confirmed', by: ['admin'] },
  { from: 'placed', to: 'cancelled', by: ['shopper', 'admin'] },
  { from: 'confirmed', to: 'shipped', by: ['admin'] },
  { from: 'confirmed', to: 'cancelled', by: ['shopper', 'admin'] },
  // The carrier's verified webhook (or its poll) delivers a parcel handed to it (decision 053).
  { from: 'shipped', to: 'delivered', by: ['admin', 'system'] },
  // Goods come back (issue 44): a failed delivery (the carrier brings the parcel back, so the
  // shop itself may record it), or lines the customer returns after delivery, in one go or more.
  { from: 'shipped', to: 'returned', by: ['admin', 'system'], withReturn: true },
  { from: 'delivered', to: 'partly_returned', by: ['admin'], withReturn: true },
  { from: 'delivered', to: 'returned', by: ['admin'], withReturn: true },
  { from: 'partly_returned', to: 'returned', by: ['admin'], withReturn: true },
];

/** Every allowed payment change. */
export const PAYMENT_TRANSITIONS: readonly PaymentTransition[] = [
  { from: 'pending', to: 'paid', by: ['system'], withOrder: true },
  { from: 'pending', to: 'failed', by: ['system'], withOrder: true },
  { from: 'pending', to: 'unpaid', by: ['shopper', 'admin'], withOrder: true },
  // Cash is counted when the goods are handed over, so only a delivered order is paid in cash.
  {
    from: 'unpaid',
    to: 'paid',
    by: ['admin'],
    method: 'cash_on_delivery',
    orderIn: ['delivered', 'partly_returned'],
  },
  // The balance of an order placed on its deposit (decision 061), received before or after
  // delivery: paid once the recorded payments cover the total, by the staff's record, the bank
  // feed or the carrier's COD payout; never marked paid without the money recorded.
  {
    from: 'unpaid',
    to: 'paid',
    by: ['admin', 'system'],
    method: 'bank_transfer',
    orderIn: ['placed', 'confirmed', 'shipped', 'delivered', 'partly_returned'],
    withMoney: true,
  },
  // The provider's payment arriving after the order was cancelled (a late payment): the money came
  // in, so it is recorded, and the order, still cancelled, waits for its refund.
  { from: 'failed', to: 'paid', by: ['system'], orderIn: ['cancelled'] },
  // The same when the shopper or an admin cancelled the online payment's order before the money
  // came (the order reads "Đã huỷ", its payment unpaid) and the provider pays it after all.
  { from: 'unpaid', to: 'paid', by: ['system'], method: 'online', orderIn: ['cancelled'] },
  // The money goes back by hand first; the admin records it. A live order is cancelled first.
  // Goods that came back: the refund recorded on the order (order-returns) moves it once all the
  // money is back.
  {
    from: 'paid',
    to: 'refunded',
    by: ['admin'],
    orderIn: ['delivered', 'cancelled', 'partly_returned', 'returned'],
  },
];

/** The names of the statuses and ways to pay in one locale. */
export interface LifecycleLabels {
  fulfilment: Readonly<Record<FulfilmentStatus, string>>;
  payment: Readonly<Record<PaymentStatus, string>>;
  method: Readonly<Record<PaymentMethod, string>>;
  /** An order paid, then cancelled, whose money is not yet back (see needsRefund). */
  needsRefund: string;
}

/**
 * The statuses' and ways to pay's names in each locale (decision 047), for the web app's badges and
 * timelines, the mails and the CSV export: `LIFECYCLE_LABELS[locale].fulfilment.placed`. The
 * Vietnamese ones are also exported on their own below, as before.
 */
export const LIFECYCLE_LABELS: Readonly<Record<Locale, LifecycleLabels>> = {
  vi: {
    fulfilment: {
      pending_payment: 'Chờ thanh toán',
      placed: 'Đã đặt',
      confirmed: 'Đã xác nhận',
      shipped: 'Đang giao',
      delivered: 'Đã giao',
      cancelled: 'Đã huỷ',
      partly_returned: 'Trả hàng một phần',
      returned: 'Đã hoàn hàng',
    },
    payment: {
      unpaid: 'Chưa thanh toán',
      pending: 'Chờ thanh toán',
      paid: 'Đã thanh toán',
      failed: 'Thanh toán thất bại',
      refunded: 'Đã hoàn tiền',
    },
    method: {
      cash_on_delivery: 'Thanh toán khi nhận hàng',
      online: 'Thanh toán trực tuyến',
      bank_transfer: 'Chuyển khoản (VietQR)',
    },
    needsRefund: 'Cần hoàn tiền',
  },
  en: {
    fulfilment: {
      pending_payment: 'Awaiting payment',
      placed: 'Placed',
      confirmed: 'Confirmed',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      partly_returned: 'Partly returned',
      returned: 'Returned',
    },
    payment: {
      unpaid: 'Unpaid',
      pending: 'Awaiting payment',
      paid: 'Paid',
      failed: 'Payment failed',
      refunded: 'Refunded',
    },
    method: {
      // The specification's names of its two ways to pay.
      cash_on_delivery: 'Cash on Delivery',
      online: 'Online Payment',
      bank_transfer: 'Bank transfer (VietQR)',
    },
    needsRefund: 'Refund due',
  },
};

/** Vietnamese names of the statuses (LIFECYCLE_LABELS.vi), as the API's messages use them. */
export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  ...LIFECYCLE_LABELS.vi.fulfilment,
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  ...LIFECYCLE_LABELS.vi.payment,
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  ...LIFECYCLE_LABELS.vi.method,
};

/**
 * The money side of an order that `needsRefund` and `refundOwedOf` read: what its recorded
 * payments add up to (`received`: a quote's deposit, a part payment, a balance) and what its
 * recorded refunds add up to (`refunded`), in dong. Without them (a client holding only the two
 * statuses) both are 0, and only a paid order is judged to owe its money back.
 */
export interface RefundState {
  /** The fulfilment status, or the mixed status existing clients know (the same when cancelled). */
  orderStatus: FulfilmentStatus | OrderStatus;
  paymentStatus: PaymentStatus;
  /** The order's total, dong: what a paid order received when no payments were recorded. */
  total?: number | undefined;
  received?: number | undefined;
  refunded?: number | undefined;
}

/**
 * Whether the shop owes the order's money back (decision 062): the order is cancelled, its refund
 * not marked whole (payment `refunded`), and it received money not yet refunded: it was paid (by
 * the provider, in cash, a transfer, or a late payment after it was cancelled), or money was
 * recorded for it without paying it whole (a quote's deposit, a part payment) and the refunds
 * recorded do not cover it. The API's list filter and every answer's `needs_refund` are this rule
 * in SQL (apps/api/src/modules/orders/refund-owed.ts).
 */
export function needsRefund(state: RefundState): boolean {
  if (state.orderStatus !== 'cancelled' || state.paymentStatus === 'refunded') return false;
  return state.paymentStatus === 'paid' || (state.received ?? 0) > (state.refunded ?? 0);
}

/**
 * How much the shop owes back on a cancelled order (decision 062): the money it received (its
 * payments, or its whole total when it is marked paid without them) less what was refunded; 0 when
 * it is not cancelled or its refund was marked whole. A quote's order cancelled after its deposit
 * owes the deposit, not its total.
 */
export function refundOwedOf(state: RefundState): number {
  if (!needsRefund(state)) return 0;
  const received = state.received ?? 0;
  const came = state.paymentStatus === 'paid' ? Math.max(state.total ?? 0, received) : received;
  return Math.max(0, came - (state.refunded ?? 0));
}

/** How an order that needs its refund is shown, to the admin and to the shopper (in Vietnamese). */
export const NEEDS_REFUND_LABEL = LIFECYCLE_LABELS.vi.needsRefund;

/**
 * How the money of a paid order comes back once it is cancelled, as the shopper is told (the
 * cancel dialog, the cancellation mail); the returns policy promises the same 7 working days.
 */
export function refundNotice(method: PaymentMethod): string {
  const how =
    method === 'online'
      ? 'về thẻ hoặc tài khoản bạn đã dùng để thanh toán'
      : 'bằng chuyển khoản vào tài khoản ngân hàng của bạn';
  return `Đơn hàng đã được thanh toán. Khi đơn bị hủy, cửa hàng sẽ hoàn lại toàn bộ số tiền ${how} trong vòng 7 ngày làm việc; chúng tôi sẽ liên hệ với bạn để xác nhận.`;
}

/**
 * The fulfilment transition from `from` to `to` made this way, if the table has one; without a
 * way, the first the table lists (a bare move before the deposit's).
 */
export function fulfilmentTransitionOf(
  from: FulfilmentStatus,
  to: FulfilmentStatus,
  via?: FulfilmentWay,
): FulfilmentTransition | undefined {
  return FULFILMENT_TRANSITIONS.find(
    (t) => t.from === from && t.to === to && (via === undefined || wayOf(t) === via),
  );
}

/** The payment change `actor` makes with `transition`, if it has one. */
export function paymentSideOf(
  transition: FulfilmentTransition,
  actor: LifecycleActor,
): { from: PaymentStatus; to: PaymentStatus } | undefined {
  return transition.paymentBy?.[actor] ?? transition.payment;
}

/**
 * The payment status as the admin's and the shopper's screens name it, in `locale` (Vietnamese
 * unless told): an order cancelled before anything was paid reads "Đã huỷ" / "Cancelled" (nothing
 * is owed, nothing failed).
 */
export function paymentStatusLabel(
  state: {
    orderStatus: FulfilmentStatus;
    paymentStatus: PaymentStatus;
  },
  locale: Locale = 'vi',
): string {
  const labels = LIFECYCLE_LABELS[locale];
  if (state.orderStatus === 'cancelled' && state.paymentStatus === 'unpaid')
    return labels.fulfilment.cancelled;
  return labels.payment[state.paymentStatus];
}

/**
 * Why `actor` may not move the order to `to` now, as the message of the 409; undefined when the
 * change is allowed.
 */
export function fulfilmentRefusal(
  state: LifecycleState,
  to: FulfilmentStatus,
  actor: LifecycleActor,
  /**
   * `return`: the move is made by recording what came back (the table's `withReturn` rows);
   * `deposit`: by recording money that covers an accepted quote's deposit (`withDeposit`).
   */
  via: FulfilmentWay = 'move',
): string | undefined {
  const from = state.orderStatus;
  const now = FULFILMENT_STATUS_LABELS[from];
  if (from === to) return `Đơn hàng đã ở trạng thái "${now}".`;
  const transition = fulfilmentTransitionOf(from, to, via);
  const methods = transition?.onlyFor?.[actor];
  if (transition?.by.includes(actor) && (!methods || methods.includes(state.paymentMethod))) {
    const payment = paymentSideOf(transition, actor);
    if (!payment || payment.from === state.paymentStatus) return undefined;
  }
  if (to === 'cancelled') return `Không thể huỷ đơn hàng đang ở trạng thái "${now}".`;
  return `Không thể chuyển đơn hàng từ "${now}" sang "${FULFILMENT_STATUS_LABELS[to]}".`;
}

/**
 * Why `actor` may not change the order's payment to `to` now; undefined when allowed. `money`: the
 * change is made by recording money that covers what is owed (the table's `withMoney` rows too).
 */
export function paymentRefusal(
  state: LifecycleState,
  to: PaymentStatus,
  actor: LifecycleActor,
  via: PaymentWay = 'change',
): string | undefined {
  const from = state.paymentStatus;
  const now = PAYMENT_STATUS_LABELS[from];
  if (from === to) return `Thanh toán của đơn hàng đã ở trạng thái "${now}".`;
  const candidates = PAYMENT_TRANSITIONS.filter(
    (t) =>
      t.from === from &&
      t.to === to &&
      !t.withOrder &&
      (via === 'money' || !t.withMoney) &&
      t.by.includes(actor),
  );
  // Of several rows (the cash one and the balance's), the one that fits this order's way to pay.
  const transition =
    candidates.find((t) => !t.method || t.method === state.paymentMethod) ?? candidates[0];
  if (!transition)
    return `Không thể chuyển thanh toán từ "${now}" sang "${PAYMENT_STATUS_LABELS[to]}".`;
  if (transition.method && transition.method !== state.paymentMethod)
    return `Chỉ đơn hàng ${PAYMENT_METHOD_LABELS[transition.method].toLowerCase()} mới chuyển được sang "${PAYMENT_STATUS_LABELS[to]}" theo cách này.`;
  if (transition.orderIn && !transition.orderIn.includes(state.orderStatus)) {
    const allowed = transition.orderIn
      .map((s) => `"${FULFILMENT_STATUS_LABELS[s]}"`)
      .join(' hoặc ');
    return `Chỉ chuyển thanh toán sang "${PAYMENT_STATUS_LABELS[to]}" khi đơn hàng ở trạng thái ${allowed}.`;
  }
  return undefined;
}

/**
 * The fulfilment statuses `actor` may move the order to now: by a status change, or (`via:
 * 'return'`) by recording what came back.
 */
export function allowedFulfilmentChanges(
  state: LifecycleState,
  actor: LifecycleActor,
  via: FulfilmentWay = 'move',
): FulfilmentStatus[] {
  return FULFILMENT_STATUSES.filter((to) => fulfilmentRefusal(state, to, actor, via) === undefined);
}

/** The payment statuses `actor` may set on the order now (`money`: by recording money). */
export function allowedPaymentChanges(
  state: LifecycleState,
  actor: LifecycleActor,
  via: PaymentWay = 'change',
): PaymentStatus[] {
  // The list of PAYMENT_STATUSES, spelled out: orders.ts imports this file, so this file takes
  // only types from it.
  return (['unpaid', 'pending', 'paid', 'failed', 'refunded'] satisfies PaymentStatus[]).filter(
    (to) => paymentRefusal(state, to, actor, via) === undefined,
  );
}

/** Whether the order's shopper may cancel it now. */
export function shopperMayCancel(state: LifecycleState): boolean {
  return fulfilmentRefusal(state, 'cancelled', 'shopper') === undefined;
}

/**
 * The order's status as existing clients know it (one field mixing fulfilment and payment): a
 * placed or confirmed order shows `paid` once paid, else `placed`; the other statuses are the same.
 */
export function shopperStatus(
  orderStatus: FulfilmentStatus,
  paymentStatus: PaymentStatus,
): OrderStatus {
  if (orderStatus === 'placed' || orderStatus === 'confirmed')
    return paymentStatus === 'paid' ? 'paid' : 'placed';
  return orderStatus;
}

/** The states one allowed change (by anyone) takes the order to. */
export function nextLifecycleStates(state: LifecycleState): LifecycleState[] {
  const next: LifecycleState[] = [];
  for (const actor of LIFECYCLE_ACTORS) {
    for (const via of ['move', 'return', 'deposit'] as const) {
      for (const to of allowedFulfilmentChanges(state, actor, via)) {
        const transition = fulfilmentTransitionOf(state.orderStatus, to, via);
        const payment = transition && paymentSideOf(transition, actor);
        next.push({ ...state, orderStatus: to, paymentStatus: payment?.to ?? state.paymentStatus });
      }
    }
    for (const to of allowedPaymentChanges(state, actor, 'money'))
      next.push({ ...state, paymentStatus: to });
  }
  return next;
}

/** Every (fulfilment, payment) pair an order can reach from its first state, through the table. */
export function reachableLifecycleStates(): LifecycleState[] {
  const key = (s: LifecycleState) => `${s.orderStatus}/${s.paymentStatus}/${s.paymentMethod}`;
  const start: LifecycleState[] = [
    { orderStatus: 'pending_payment', paymentStatus: 'pending', paymentMethod: 'online' },
    { orderStatus: 'placed', paymentStatus: 'unpaid', paymentMethod: 'cash_on_delivery' },
    { orderStatus: 'pending_payment', paymentStatus: 'pending', paymentMethod: 'bank_transfer' },
  ];
  const seen = new Map(start.map((s) => [key(s), s]));
  const queue = [...start];
  for (let state = queue.shift(); state; state = queue.shift()) {
    for (const candidate of nextLifecycleStates(state)) {
      if (seen.has(key(candidate))) continue;
      seen.set(key(candidate), candidate);
      queue.push(candidate);
    }
  }
  return [...seen.values()];
}
