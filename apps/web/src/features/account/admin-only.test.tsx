import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shop/contract';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { AdminOnly } from './admin-only';

beforeEach(() => {
  localStorage.setItem('accesstoken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderGuardedPageFor(user: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(okBody(user)))),
  );
  renderRoutes(
    [
      {
        Component: AdminOnly,
        children: [{ path: '/dashboard/category', element: <h1>Category</h1> }],
      },
    ],
    '/dashboard/category',
  );
}

describe('AdminOnly', () => {
  it('shows a shopper "Do not have permission" instead of the page', async () => {
    renderGuardedPageFor(userFixture({ role: 'USER' }));

    const refusal = await screen.findByText('Do not have permission');
    expect(refusal.className).toContain('text-red');
    expect(screen.queryByRole('heading', { name: 'Category' })).toBeNull();
  });

  it('shows an admin the page', async () => {
    renderGuardedPageFor(userFixture({ role: 'ADMIN' }));

    expect(await screen.findByRole('heading', { name: 'Category' })).toBeTruthy();
  });
});
