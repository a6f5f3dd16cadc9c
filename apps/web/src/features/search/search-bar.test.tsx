import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/locale';
import { SearchBar } from './search-bar';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="current url">{pathname + search}</output>;
}

function routerAt(url: string) {
  const page = (
    <>
      <SearchBar />
      <CurrentUrl />
    </>
  );
  return createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/search', element: page },
    ],
    { initialEntries: [url] },
  );
}

function renderAt(url: string) {
  const router = routerAt(url);
  render(<RouterProvider router={router} />);
  return router;
}

describe('SearchBar', () => {
  it('on the search page is a focused input prefilled from q', () => {
    renderAt('/search?q=qu%E1%BA%A1t');

    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect((input as HTMLInputElement).value).toBe('quạt');
    expect(document.activeElement).toBe(input);
  });

  it('navigates to /search?q=<value> on every change, replacing the history entry', async () => {
    const user = userEvent.setup();
    const router = renderAt('/search?q=qu');
    const url = screen.getByRole('status', { name: 'current url' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ạt');
    expect(url.textContent).toBe(`/search?q=${encodeURIComponent('quạt')}`);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(url.textContent).toBe('/search?q=');
    // Each keystroke replaced the entry instead of stacking history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('on the search page offers a way back home', () => {
    renderAt('/search');

    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('elsewhere is a link to the search page showing the placeholder', async () => {
    const user = userEvent.setup();
    renderAt('/');

    const strip = screen.getByRole('link', { name: 'Search products' });
    expect(strip.textContent).toContain('Search for atta dal and more.');

    await user.click(strip);
    expect(screen.getByRole('status', { name: 'current url' }).textContent).toBe('/search');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('in vi shows the Vietnamese placeholder and suggestions, in the strip’s own words', () => {
    render(
      <LocaleProvider locale="vi">
        <RouterProvider router={routerAt('/')} />
      </LocaleProvider>,
    );

    const strip = screen.getByRole('link', { name: 'Tìm sản phẩm' });
    expect(strip.textContent).toContain('Tìm điện trở, thanh nhiệt và nhiều sản phẩm khác');
    expect(strip.textContent).toContain('Tìm "điện trở ống"');
    expect(strip.textContent).not.toContain('atta dal');
  });

  it('searches for what was typed on the server-drawn page before the app took it over', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<RouterProvider router={routerAt('/search?q=qu')} />);
    // Typed while the page ran no app (decision 035): the field holds it, the URL does not.
    const field = container.querySelector('input');
    if (!field) throw new Error('no search field');
    field.value = 'quạt';

    const router = routerAt('/search?q=qu');
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
      await Promise.resolve();
    });

    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('quạt')}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(field.value).toBe('quạt');
    container.remove();
  });
});
