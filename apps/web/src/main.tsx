import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadPagesAt } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's code is fetched before the first render (index.html names it for early
// download where the server knows it): the page then draws with the header instead of after it.
void preloadPagesAt(window.location.pathname).then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        {/* No transitions: the location must change when the URL does. A transition would keep the
          old page mounted, and reacting, until the next page's code arrived (a guarded page seeing
          the logout before the navigation away from it lands, a menu closed by a late commit). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
