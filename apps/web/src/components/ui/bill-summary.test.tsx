import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatVnd, summarizeCart } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { cartLineFixture } from '../../../test/shop-fixtures';
import { BillSummary } from './bill-summary';

// Intl separates the amount and "VND" with a no-break space; Testing Library collapses it to ' '.
const shown = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

const lines = [
  cartLineFixture(productFixture({ price: 1_000_000, discount: 15 }), 2),
  cartLineFixture(productFixture({ price: 333_333, discount: 7 }), 1),
  cartLineFixture(productFixture({ price: 500_000, discount: 0 }), 3),
];

/** The value cell beside the term `term`. */
function valueOf(term: string): HTMLElement {
  const row = screen.getByText(term).parentElement;
  if (!row) throw new Error(`no row for ${term}`);
  return within(row).getByRole('definition');
}

describe('BillSummary', () => {
  it("shows the contract's totals: struck-through list total, discounted total, count and grand total", () => {
    const totals = summarizeCart(lines);
    render(<BillSummary lines={lines} title="Bill details" />);

    const itemsTotal = valueOf('Items total');
    expect(within(itemsTotal).getByText(shown(totals.undiscountedTotal)).tagName).toBe('DEL');
    expect(within(itemsTotal).getByText(shown(totals.total))).toBeTruthy();
    expect(valueOf('Quntity total').textContent).toBe('6 item');
    expect(valueOf('Delivery Charge').textContent).toBe('Free');
    expect(valueOf('Grand total').textContent).toBe(formatVnd(totals.total));
    // 850.000 × 2 + (333.333 − 23.334) + 500.000 × 3, the discount rounded up.
    expect(totals.total).toBe(3_509_999);
  });

  it('strikes nothing through when nothing is discounted', () => {
    render(
      <BillSummary
        lines={[cartLineFixture(productFixture({ price: 200_000, discount: 0 }), 1)]}
        title="Summary"
      />,
    );

    expect(screen.queryByRole('deletion')).toBeNull();
    expect(valueOf('Quntity total').textContent).toBe('1 item');
  });
});
