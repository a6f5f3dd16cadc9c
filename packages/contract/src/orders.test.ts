import { describe, expect, it } from 'vitest';
import { canTransitionOrder, ORDER_STATUSES } from './orders';

describe('canTransitionOrder', () => {
  it('lets a pending online order be paid or cancelled, and nothing else', () => {
    const allowed = ORDER_STATUSES.filter((to) => canTransitionOrder('pending_payment', to));
    expect(allowed).toEqual(['paid', 'cancelled']);
  });

  it('moves placed and paid orders forward to shipping, then delivery', () => {
    expect(canTransitionOrder('placed', 'shipped')).toBe(true);
    expect(canTransitionOrder('paid', 'shipped')).toBe(true);
    expect(canTransitionOrder('shipped', 'delivered')).toBe(true);
    expect(canTransitionOrder('placed', 'paid')).toBe(false);
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
