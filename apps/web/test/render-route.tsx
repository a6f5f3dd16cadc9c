import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../src/app/providers';

/** Renders one page at `url` inside the app's providers, as the router would. */
export function renderRoute(path: string, Page: ComponentType, url: string) {
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [url] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** A `fetch` stub answering every call with `body` as JSON and the given status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
