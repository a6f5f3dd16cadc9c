import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CancelPage } from './cancel-page';
import { SuccessPage } from './success-page';

function renderAt(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: '/success', Component: SuccessPage },
      { path: '/cancel', Component: CancelPage },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

describe('SuccessPage', () => {
  it('says "Payment Successfully" when the payment provider returns with ?text=Payment', () => {
    renderAt('/success?text=Payment');

    expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });

  it('says "Order Successfully" when cash on delivery passes the text "Order"', () => {
    renderAt({ pathname: '/success', state: { text: 'Order' } });

    expect(screen.getByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
  });

  it('shows only its own words, whatever text a link to it carries', () => {
    renderAt(
      '/success?text=Your%20refund%20of%2010.000.000%20%E2%82%AB%20is%20on%20its%20way.%20Call%200900000000',
    );

    expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
    expect(screen.queryByText(/refund/)).toBeNull();
  });

  it('says "Payment Successfully" when nothing names what succeeded', () => {
    renderAt('/success');

    expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
  });
});

describe('CancelPage', () => {
  it('says "Order Cancel" with a link home', () => {
    renderAt('/cancel');

    expect(screen.getByRole('heading', { name: 'Order Cancel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });
});
