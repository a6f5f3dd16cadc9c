import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '../lib/router';
import { pathWithoutLocale } from '@shop/contract';
import { recordBrowserState } from '../lib/browser-state';
import { takeDrawnAnswer } from '../lib/first-answers';
import { LocaleProvider, browserLocale, routerBasename } from '../lib/locale';
import { Providers, createQueryClient } from './providers';
import { AppRoutes, preloadPagesAt, seedFirstQueriesAt } from './router';

/** Tells its caller once the tree it closes has been committed: every effect above it has run. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Runs the app in `container`: takes over the page the server drew there, or draws the page when
 * the server did not. Resolves once the app handles the page's events: once the whole page is
 * taken over and committed, the router listening (decision 035 says when main.tsx calls it). Until
 * then a link the app drew cannot navigate (the router follows the history once its effects ran),
 * so main.tsx lets a link's click take the browser's own course meanwhile.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The cookie follows browser storage from now on; a browser that kept a login from before the
  // cookie existed gets it here.
  recordBrowserState();
  // The first page's code is fetched before the first render (the server names it for early
  // download): the page then draws with the header instead of after it.
  const locale = browserLocale();
  const pathname = pathWithoutLocale(window.location.pathname);
  await preloadPagesAt(pathname);
  // The answers the page carries go into the cache first, as the server's render had them: the
  // first render then draws the server's HTML exactly (decision 027), however long ago it came.
  const queryClient = createQueryClient();
  const { search } = window.location;
  seedFirstQueriesAt(queryClient, pathname, search, takeDrawnAnswer, performance.timeOrigin);
  let committed = () => undefined as unknown;
  const whenCommitted = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const app = (
    <StrictMode>
      <LocaleProvider locale={locale}>
        <Providers client={queryClient}>
          {/* No transitions (lib/router never uses one): the location must change when the URL does. A transition would keep the
          old page mounted, and reacting, until the next page's code arrived (a guarded page seeing
          the logout before the navigation away from it lands, a menu closed by a late commit). */}
          <BrowserRouter basename={routerBasename(locale)}>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </LocaleProvider>
      <Committed onCommit={committed} />
    </StrictMode>
  );
  // A page the server drew is taken over as it is; any other (account pages, or a render that
  // failed on the server) is drawn here.
  if (container.firstChild) {
    // As a transition, the takeover is done in slices of a few milliseconds, between which the
    // browser paints and handles input; outside one, React does it in one go, and on a phone that
    // was the page's longest task (decision 030). The page is already drawn, so nothing waits for
    // it, and a click on a part not yet taken over hydrates that part first and is then handled.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  await whenCommitted;
}
