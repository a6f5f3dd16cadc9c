import { describe, expect, it } from 'vitest';
import { canTransitionOrder, ORDER_STATUSES } from './orders';

describe('canTransitionOrder', () => {
  it('lets a pending order be paid, placed on its deposit or cancelled, and nothing else', () => {
    const allowed = ORDER_STATUSES.filter((to) => canTransitionOrder('pending_payment', to));
    // `placed`: an accepted quote's order once its deposit came in, the balance owed (decision 061).
    expect(allowed).toEqual(['placed', 'paid', 'cancelled']);
  });

  it('moves placed and paid orders forward to shipping, then delivery', () => {
    expect(canTransitionOrder('placed', 'shipped')).toBe(true);
    expect(canTransitionOrder('paid', 'shipped')).toBe(true);
    expect(canTransitionOrder('shipped', 'delivered')).toBe(true);
    // Only the balance of an order placed on its deposit, recorded as received (decision 061).
    expect(canTransitionOrder('placed', 'paid')).toBe(true);
    expect(canTransitionOrder('shipped', 'paid')).toBe(false);
  });

  it('never leaves a cancelled order, nor returns to pending; a delivered order only comes back', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransitionOrder('cancelled', to)).toBe(false);
      expect(canTransitionOrder('returned', to)).toBe(false);
      expect(canTransitionOrder(to, 'pending_payment')).toBe(false);
    }
    // Issue 44: goods that come back after delivery, in part or in whole.
    expect(ORDER_STATUSES.filter((to) => canTransitionOrder('delivered', to))).toEqual([
      'partly_returned',
      'returned',
    ]);
  });
});
