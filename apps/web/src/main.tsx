import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, createQueryClient } from './app/providers';
import { AppRoutes, preloadPagesAt, seedFirstQueriesAt } from './app/router';
import { takeFirstAnswer } from './lib/first-answers';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's code is fetched before the first render (index.html names it for early
// download where the server knows it): the page then draws with the header instead of after it.
void preloadPagesAt(window.location.pathname).then(() => {
  // The answers the page carries go into the cache first, as the server's render had them: the
  // first render then draws the server's HTML exactly (decision 027).
  const queryClient = createQueryClient();
  const { pathname, search } = window.location;
  seedFirstQueriesAt(queryClient, pathname, search, takeFirstAnswer);
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        {/* No transitions: the location must change when the URL does. A transition would keep the
          old page mounted, and reacting, until the next page's code arrived (a guarded page seeing
          the logout before the navigation away from it lands, a menu closed by a late commit). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
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
});
