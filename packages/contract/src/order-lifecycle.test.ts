import { describe, expect, it } from 'vitest';
import {
  FULFILMENT_STATUSES,
  FULFILMENT_STATUS_LABELS,
  LIFECYCLE_LABELS,
  NEEDS_REFUND_LABEL,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  allowedFulfilmentChanges,
  allowedPaymentChanges,
  fulfilmentRefusal,
  needsRefund,
  refundOwedOf,
  fulfilmentTransitionOf,
  paymentRefusal,
  paymentSideOf,
  paymentStatusLabel,
  reachableLifecycleStates,
  shopperMayCancel,
  shopperStatus,
  type LifecycleState,
} from './order-lifecycle';

const cod = (
  orderStatus: LifecycleState['orderStatus'],
  paymentStatus: LifecycleState['paymentStatus'] = 'unpaid',
): LifecycleState => ({
  orderStatus,
  paymentStatus,
  paymentMethod: 'cash_on_delivery',
});
const online = (
  orderStatus: LifecycleState['orderStatus'],
  paymentStatus: LifecycleState['paymentStatus'] = 'paid',
): LifecycleState => ({
  orderStatus,
  paymentStatus,
  paymentMethod: 'online',
});
/** An accepted quote's order (decision 061): a bank transfer, placed on its deposit. */
const quoteOrder = (
  orderStatus: LifecycleState['orderStatus'],
  paymentStatus: LifecycleState['paymentStatus'],
): LifecycleState => ({ orderStatus, paymentStatus, paymentMethod: 'bank_transfer' });

describe('the order lifecycle', () => {
  it('lets an admin take an order forward one step at a time, or cancel it before shipping', () => {
    expect(allowedFulfilmentChanges(cod('placed'), 'admin')).toEqual(['confirmed', 'cancelled']);
    expect(allowedFulfilmentChanges(cod('confirmed'), 'admin')).toEqual(['shipped', 'cancelled']);
    expect(allowedFulfilmentChanges(cod('shipped'), 'admin')).toEqual(['delivered']);
    expect(allowedFulfilmentChanges(cod('delivered'), 'admin')).toEqual([]);
    expect(allowedFulfilmentChanges(cod('cancelled'), 'admin')).toEqual([]);
  });

  it('leaves paying a pending online order to the payment provider', () => {
    const pending = online('pending_payment', 'pending');
    expect(allowedFulfilmentChanges(pending, 'admin')).toEqual(['cancelled']);
    expect(allowedFulfilmentChanges(pending, 'system')).toEqual(['placed', 'cancelled']);
    expect(fulfilmentRefusal(pending, 'placed', 'admin')).toMatch(/Không thể chuyển/);
  });

  it('lets the shopper cancel only before shipping', () => {
    expect(shopperMayCancel(online('pending_payment', 'pending'))).toBe(true);
    expect(shopperMayCancel(cod('placed'))).toBe(true);
    expect(shopperMayCancel(online('confirmed'))).toBe(true);
    expect(shopperMayCancel(cod('shipped'))).toBe(false);
    expect(fulfilmentRefusal(cod('shipped'), 'cancelled', 'shopper')).toBe(
      'Không thể huỷ đơn hàng đang ở trạng thái "Đang giao".',
    );
    expect(allowedFulfilmentChanges(cod('placed'), 'shopper')).toEqual(['cancelled']);
  });

  it('takes cash only for a delivered cash-on-delivery order, and refunds only a finished one', () => {
    expect(allowedPaymentChanges(cod('shipped'), 'admin')).toEqual([]);
    expect(allowedPaymentChanges(cod('delivered'), 'admin')).toEqual(['paid']);
    expect(paymentRefusal(cod('shipped'), 'paid', 'admin')).toMatch(/"Đã giao"/);
    expect(allowedPaymentChanges(online('confirmed'), 'admin')).toEqual([]);
    expect(allowedPaymentChanges(online('cancelled'), 'admin')).toEqual(['refunded']);
    expect(allowedPaymentChanges(cod('delivered', 'paid'), 'admin')).toEqual(['refunded']);
    expect(allowedPaymentChanges(cod('delivered', 'refunded'), 'admin')).toEqual([]);
    // The provider's payment comes with the order's move, never on its own.
    expect(allowedPaymentChanges(online('pending_payment', 'pending'), 'system')).toEqual([]);
  });

  it('moves an order to a returned status only by recording what came back (issue 44)', () => {
    expect(allowedFulfilmentChanges(cod('shipped'), 'admin')).toEqual(['delivered']);
    expect(allowedFulfilmentChanges(cod('shipped'), 'admin', 'return')).toEqual(['returned']);
    expect(allowedFulfilmentChanges(cod('shipped'), 'system', 'return')).toEqual(['returned']);
    expect(allowedFulfilmentChanges(cod('delivered'), 'admin')).toEqual([]);
    expect(allowedFulfilmentChanges(cod('delivered'), 'admin', 'return')).toEqual([
      'partly_returned',
      'returned',
    ]);
    // A return after delivery is the staff's: the shop itself records only a failed delivery.
    expect(allowedFulfilmentChanges(cod('delivered'), 'system', 'return')).toEqual([]);
    expect(fulfilmentRefusal(cod('shipped'), 'returned', 'admin')).toMatch(/"Đã hoàn hàng"/);
    expect(allowedPaymentChanges(cod('returned', 'paid'), 'admin')).toEqual(['refunded']);
    expect(allowedPaymentChanges(cod('partly_returned'), 'admin')).toEqual(['paid']);
  });

  it('shows existing clients one mixed status: paid while placed or confirmed and paid', () => {
    expect(shopperStatus('placed', 'paid')).toBe('paid');
    expect(shopperStatus('confirmed', 'paid')).toBe('paid');
    expect(shopperStatus('confirmed', 'unpaid')).toBe('placed');
    expect(shopperStatus('shipped', 'paid')).toBe('shipped');
    expect(shopperStatus('cancelled', 'refunded')).toBe('cancelled');
  });

  it('reaches every fulfilment status, and never a paid order still waiting for payment', () => {
    const states = reachableLifecycleStates();
    // The six of an order's way out, and the two of goods that came back (issue 44).
    expect(new Set(states.map((s) => s.orderStatus)).size).toBe(8);
    expect(states).not.toContainEqual(online('pending_payment', 'paid'));
    expect(states).not.toContainEqual(cod('placed', 'paid'));
  });

  it('owes back what a cancelled order received: a deposit as much as a paid total (decision 062)', () => {
    const deposit = { ...quoteOrder('cancelled', 'unpaid'), total: 10_000_000 };
    expect(needsRefund({ ...deposit, received: 3_000_000, refunded: 0 })).toBe(true);
    expect(refundOwedOf({ ...deposit, received: 3_000_000, refunded: 0 })).toBe(3_000_000);
    expect(refundOwedOf({ ...deposit, received: 3_000_000, refunded: 1_000_000 })).toBe(2_000_000);
    // Refunded in full: nothing owed, though the payment stays unpaid.
    expect(needsRefund({ ...deposit, received: 3_000_000, refunded: 3_000_000 })).toBe(false);
    expect(refundOwedOf({ ...deposit, received: 3_000_000, refunded: 3_000_000 })).toBe(0);
    // Nothing came in: nothing owed; a live order owes nothing back whatever it took.
    expect(needsRefund({ ...deposit, received: 0, refunded: 0 })).toBe(false);
    expect(needsRefund({ ...quoteOrder('placed', 'unpaid'), received: 3_000_000 })).toBe(false);
    expect(refundOwedOf({ ...quoteOrder('placed', 'unpaid'), received: 3_000_000 })).toBe(0);
    // A paid order owes its total (its payments, if more), less what went back; once marked
    // refunded, nothing.
    const paid = { ...online('cancelled', 'paid'), total: 500_000 };
    expect(refundOwedOf(paid)).toBe(500_000);
    expect(refundOwedOf({ ...paid, refunded: 200_000 })).toBe(300_000);
    expect(refundOwedOf({ ...online('cancelled', 'refunded'), total: 500_000 })).toBe(0);
    expect(needsRefund({ ...online('cancelled', 'refunded'), received: 500_000 })).toBe(false);
  });

  it('records a late payment for a cancelled order, which then needs its refund until it is recorded', () => {
    const lateOnline = online('cancelled', 'failed');
    expect(allowedPaymentChanges(lateOnline, 'system')).toEqual(['paid']);
    // Only the provider's notice pays it; nobody else, and never a live or unpaid-cash order.
    expect(allowedPaymentChanges(lateOnline, 'admin')).toEqual([]);
    expect(paymentRefusal(online('placed', 'failed'), 'paid', 'system')).toMatch(/"Đã huỷ"/);
    expect(needsRefund(online('cancelled', 'paid'))).toBe(true);
    expect(needsRefund(online('cancelled', 'refunded'))).toBe(false);
    expect(needsRefund(online('cancelled', 'failed'))).toBe(false);
    expect(needsRefund(online('confirmed', 'paid'))).toBe(false);
    expect(needsRefund(cod('cancelled', 'unpaid'))).toBe(false);
    const states = reachableLifecycleStates();
    expect(states).toContainEqual(online('cancelled', 'paid'));
    expect(allowedPaymentChanges(online('cancelled', 'paid'), 'admin')).toEqual(['refunded']);
    // Cancelled by a person before paying (payment unpaid), then paid by the provider after all.
    expect(allowedPaymentChanges(online('cancelled', 'unpaid'), 'system')).toEqual(['paid']);
    expect(allowedPaymentChanges(online('cancelled', 'unpaid'), 'admin')).toEqual([]);
    expect(allowedPaymentChanges(cod('cancelled', 'unpaid'), 'system')).toEqual([]);
  });

  it('places an order on its deposit only through the money path, and pays its balance the same way', () => {
    const transfer = (
      orderStatus: LifecycleState['orderStatus'],
      paymentStatus: LifecycleState['paymentStatus'],
    ): LifecycleState => ({ orderStatus, paymentStatus, paymentMethod: 'bank_transfer' });
    const waiting = transfer('pending_payment', 'pending');
    // The deposit's move: placed, the payment unpaid (the balance owed), by the money path alone.
    expect(allowedFulfilmentChanges(waiting, 'system', 'deposit')).toEqual(['placed']);
    expect(allowedFulfilmentChanges(waiting, 'admin', 'deposit')).toEqual(['placed']);
    expect(allowedFulfilmentChanges(waiting, 'shopper', 'deposit')).toEqual([]);
    expect(
      allowedFulfilmentChanges(online('pending_payment', 'pending'), 'system', 'deposit'),
    ).toEqual([]);
    const move = fulfilmentTransitionOf('pending_payment', 'placed', 'deposit');
    if (!move) throw new Error('no such move');
    expect(paymentSideOf(move, 'system')).toEqual({ from: 'pending', to: 'unpaid' });
    // A bare move is still the one that marks the order paid.
    const bare = fulfilmentTransitionOf('pending_payment', 'placed', 'move');
    if (!bare) throw new Error('no such move');
    expect(paymentSideOf(bare, 'admin')).toEqual({ from: 'pending', to: 'paid' });
    expect(fulfilmentTransitionOf('pending_payment', 'placed')).toBe(bare);

    const states = reachableLifecycleStates();
    for (const status of ['placed', 'confirmed', 'shipped', 'delivered'] as const)
      expect(states).toContainEqual(transfer(status, 'unpaid'));
    // Placed on its deposit, the order runs on as any other.
    expect(allowedFulfilmentChanges(transfer('placed', 'unpaid'), 'admin')).toEqual([
      'confirmed',
      'cancelled',
    ]);
    expect(allowedFulfilmentChanges(transfer('shipped', 'unpaid'), 'system')).toEqual([
      'delivered',
    ]);
    // The balance: paid only by recording the money, never by a bare change, and never while the
    // order waits for its deposit or after it was cancelled.
    for (const status of ['placed', 'confirmed', 'shipped', 'delivered'] as const) {
      const owing = transfer(status, 'unpaid');
      expect(allowedPaymentChanges(owing, 'admin')).toEqual([]);
      expect(allowedPaymentChanges(owing, 'admin', 'money')).toEqual(['paid']);
      expect(allowedPaymentChanges(owing, 'system', 'money')).toEqual(['paid']);
      expect(allowedPaymentChanges(owing, 'shopper', 'money')).toEqual([]);
    }
    expect(allowedPaymentChanges(transfer('cancelled', 'unpaid'), 'admin', 'money')).toEqual([]);
    expect(allowedPaymentChanges(waiting, 'system', 'money')).toEqual([]);
    // Cash on delivery is as before: the admin marks it paid once delivered, either way.
    expect(allowedPaymentChanges(cod('delivered'), 'admin', 'money')).toEqual(['paid']);
    expect(allowedPaymentChanges(cod('shipped'), 'admin', 'money')).toEqual([]);
    expect(paymentRefusal(transfer('shipped', 'unpaid'), 'paid', 'admin')).toMatch(
      /thanh toán khi nhận hàng/,
    );
    expect(paymentStatusLabel(transfer('placed', 'unpaid'))).toBe('Chưa thanh toán');
    expect(shopperStatus('placed', 'unpaid')).toBe('placed');
  });

  it('reads an order a person cancelled before paying as cancelled, not as a failed payment', () => {
    const move = fulfilmentTransitionOf('pending_payment', 'cancelled');
    if (!move) throw new Error('no such move');
    expect(paymentSideOf(move, 'admin')).toEqual({ from: 'pending', to: 'unpaid' });
    expect(paymentSideOf(move, 'shopper')).toEqual({ from: 'pending', to: 'unpaid' });
    // Unpaid in time (the sweep) or refused by the provider, the payment did fail.
    expect(paymentSideOf(move, 'system')).toEqual({ from: 'pending', to: 'failed' });
    const transfer: LifecycleState = {
      orderStatus: 'cancelled',
      paymentStatus: 'unpaid',
      paymentMethod: 'bank_transfer',
    };
    expect(paymentStatusLabel(transfer)).toBe('Đã huỷ');
    expect(paymentStatusLabel(online('cancelled', 'failed'))).toBe('Thanh toán thất bại');
    expect(paymentStatusLabel(cod('placed'))).toBe('Chưa thanh toán');
    expect(paymentStatusLabel(transfer, 'en')).toBe('Cancelled');
    expect(paymentStatusLabel(online('cancelled', 'failed'), 'en')).toBe('Payment failed');
    expect(paymentStatusLabel(cod('placed'), 'vi')).toBe('Chưa thanh toán');
    expect(reachableLifecycleStates()).toContainEqual(transfer);
  });
});

describe('the statuses’ names per locale', () => {
  it('names every status and way to pay in both locales, each name its own', () => {
    for (const labels of [LIFECYCLE_LABELS.vi, LIFECYCLE_LABELS.en]) {
      expect(Object.keys(labels.fulfilment).sort()).toEqual([...FULFILMENT_STATUSES].sort());
      expect(Object.keys(labels.payment).sort()).toEqual(
        ['failed', 'paid', 'pending', 'refunded', 'unpaid'].sort(),
      );
      expect(new Set(Object.values(labels.fulfilment)).size).toBe(FULFILMENT_STATUSES.length);
    }
    expect(LIFECYCLE_LABELS.en.fulfilment.shipped).toBe('Shipped');
    expect(LIFECYCLE_LABELS.en.needsRefund).toBe('Refund due');
    // The specification's own names of its two ways to pay.
    expect(LIFECYCLE_LABELS.en.method.cash_on_delivery).toBe('Cash on Delivery');
    expect(LIFECYCLE_LABELS.en.method.online).toBe('Online Payment');
  });

  it('keeps the Vietnamese exports the API’s messages and mails use', () => {
    expect(FULFILMENT_STATUS_LABELS).toEqual(LIFECYCLE_LABELS.vi.fulfilment);
    expect(PAYMENT_STATUS_LABELS).toEqual(LIFECYCLE_LABELS.vi.payment);
    expect(PAYMENT_METHOD_LABELS).toEqual(LIFECYCLE_LABELS.vi.method);
    expect(NEEDS_REFUND_LABEL).toBe('Cần hoàn tiền');
    expect(FULFILMENT_STATUS_LABELS.cancelled).toBe('Đã huỷ');
  });
});
