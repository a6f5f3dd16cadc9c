import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from '../lib/router';
import { useCachedCart } from '../lib/cart-query';
import { useIdleAfterLoad } from '../lib/use-idle-after-load';
import { useTexts } from '../lib/locale';
import { useSession } from '../lib/session-context';
import { showsShopperContact } from './contact-links-shown';
import { isAnyPageLoading, subscribeToPageLoads } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { shellTexts } from './shell-texts';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';

// Only shoppers with something in the cart, on a phone, need it.
const MobileCartBar = lazy(async () => ({
  default: (await import('../features/cart/mobile-cart-bar')).MobileCartBar,
}));

// The footer (below the fold on every page: `main` is a screen tall) and the toasts: their code
// comes once the first page has loaded, so on a phone's first visit it never competes with the page
// for the network.
const AfterLoadShell = lazy(async () => ({
  default: (await import('./after-load-shell')).AfterLoadShell,
}));

// Links and a popover, which work without the app: the server draws them with the page, and their
// code comes once the app runs (until then the browser keeps the server's HTML of them as it is).
const FloatingContactLinks = lazy(async () => ({
  default: (await import('./floating-contact-links')).FloatingContactLinks,
}));

// The bar is hidden on /checkout; on /cart it would only link to the page already open.
const PAGES_WITHOUT_CART_BAR: ReadonlySet<string> = new Set(['/checkout', '/cart']);

/** Header, page, footer. */
export function RootLayout() {
  useScrollRestoration();
  const cartLines = useCachedCart();
  const { pathname } = useLocation();
  const showCartBar =
    cartLines !== undefined && cartLines.length > 0 && !PAGES_WITHOUT_CART_BAR.has(pathname);
  const loaded = useIdleAfterLoad();
  const contactShown = showsShopperContact(pathname, useSession().isAdmin);
  const t = useTexts(shellTexts);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      <NavigationProgress />
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the first screen, so pages growing as
          their code and data arrive never push it around in view (layout shift). */}
      {/* The gutter the floating contact links sit in (index.css). */}
      <main
        id="main"
        data-contact-gutter={contactShown ? '' : undefined}
        className="min-h-dvh flex-1"
      >
        <Outlet />
      </main>
      {loaded && (
        <Suspense fallback={null}>
          <AfterLoadShell />
        </Suspense>
      )}
      {/* From 768 px up, in a gutter the content keeps clear of; they rise above the bars of primary
          actions fixed along the bottom by themselves (their data-bottom-bar). None on the admin's
          pages. */}
      {contactShown && (
        <Suspense fallback={null}>
          <FloatingContactLinks />
        </Suspense>
      )}
      {showCartBar && (
        <Suspense fallback={null}>
          <MobileCartBar lines={cartLines} />
        </Suspense>
      )}
    </div>
  );
}

/** A thin bar while the next page's code loads, so a click never looks ignored. */
function NavigationProgress() {
  const loading = useSyncExternalStore(subscribeToPageLoads, isAnyPageLoading, () => false);
  if (!loading) return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600"
    />
  );
}

/**
 * Where pages render. While a page's code loads (once per page and visit) the header stays and
 * the progress bar runs; `main` keeps a screen's height, so nothing below moves.
 */
export function PageBoundary() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
