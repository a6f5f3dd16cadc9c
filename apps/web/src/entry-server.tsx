import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from './lib/router';
import { pathWithoutLocale } from '@shop/contract';
import type { Locale, ShopDetails } from '@shop/contract';
import { Providers, createQueryClient } from './app/providers';
import { AppRoutes, preloadPagesAt, seedFirstQueriesAt } from './app/router';
import { SiteFooter } from './app/site-footer';
import { LocaleProvider, routerBasename } from './lib/locale';

/** A rendered page: what goes in its head, and what goes in its root element. */
export interface RenderedPage {
  head: string;
  root: string;
}

/**
 * The HTML of the web app at `url` (path and query), as the browser's first render draws it when
 * its cache holds `answers` (the page's first answers, keyed by `apiCallKey`): the server puts it
 * in the page's root, and the browser hydrates it (main.tsx). No one is signed in here: the header
 * draws what the browser's first render draws before it reads its stored login.
 *
 * Built by Vite into dist/server/ (a build of its own, never part of the browser's code) and loaded
 * by the API's page composer (apps/api/src/http/web-app.ts; decision 027).
 */
export async function render(
  url: string,
  answers: ReadonlyMap<string, unknown>,
  locale: Locale,
): Promise<RenderedPage> {
  const parsed = new URL(url, 'http://localhost');
  const pathname = pathWithoutLocale(parsed.pathname);
  const { search } = parsed;
  // The page's code is here before the render, as main.tsx has it before hydrating.
  await preloadPagesAt(pathname);
  const queryClient = createQueryClient();
  seedFirstQueriesAt(queryClient, pathname, search, (call) => answers.get(call), Date.now());
  try {
    const html = await renderToHtml(
      <StrictMode>
        <LocaleProvider locale={locale}>
          <Providers client={queryClient}>
            <StaticRouter location={url} basename={routerBasename(locale)}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </LocaleProvider>
      </StrictMode>,
    );
    // React writes the hints it hoists (the first image's preload) ahead of the content; they
    // belong in the head, and hydration must find the root's first element where it drew it.
    const hints = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
    return { head: hints, root: html.slice(hints.length) };
  } finally {
    queryClient.clear();
  }
}

/**
 * The whole HTML once every part is ready: the pieces whose code loads lazily (behind Suspense)
 * are written complete, never as fallbacks to be filled in by inline scripts (the content policy
 * allows none) nor left for the browser to render itself (hydration would log that).
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    // However large a part, it is written in place: React otherwise moves a big one after the rest
    // of the page with an inline script to put it back, which the content policy does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // An error inside a Suspense boundary leaves that part to the browser: that page is not sent.
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error('the render failed', { cause: failure });
  }
  return html;
}

/**
 * The footer every page carries after its root (seller, address, registration, contacts, policy
 * links), drawn from the shop's settings. The API's page composer draws it once a year per locale and
 * puts the same bytes in every page it sends in that locale: it depends on nothing of the page, and nothing of the app
 * draws over it (decision 035, addendum).
 */
export function renderFooter(shop: ShopDetails, year: number, locale: Locale): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <SiteFooter shop={shop} year={year} />
    </LocaleProvider>,
  );
}
