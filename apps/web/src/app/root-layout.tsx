import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useCachedCart } from '../lib/cart-query';
import { FloatingContactLinks } from './floating-contact-links';
import { AppToasterSlot } from './providers';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Only shoppers with something in the cart, on a phone, need it.
const MobileCartBar = lazy(async () => ({
  default: (await import('../features/cart/mobile-cart-bar')).MobileCartBar,
}));

// SPEC §2 hides the bar on /checkout; on /cart it would only link to the page already open.
const PAGES_WITHOUT_CART_BAR: ReadonlySet<string> = new Set(['/checkout', '/cart']);

/** Header, page, footer. `children` replaces the page while the first page's code loads. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const cartLines = useCachedCart();
  const { pathname } = useLocation();
  const showCartBar =
    cartLines !== undefined && cartLines.length > 0 && !PAGES_WITHOUT_CART_BAR.has(pathname);
  // /cart has its own Proceed bar at the bottom, which the links must not cover either.
  const raiseContactLinks = showCartBar || pathname === '/cart';

  return (
    // Below 768 px a cart bar covers the bottom, so the contact links rise above it.
    <div
      className={`flex min-h-dvh flex-col ${
        raiseContactLinks ? 'max-md:[&>.contact-links>*]:bottom-22' : ''
      }`}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Bỏ qua đến nội dung chính
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      {/* Room under the footer for the cart bar, in the footer's colour so it reads as footer. */}
      {showCartBar && <div aria-hidden="true" className="h-20 bg-stone-900 md:hidden" />}
      <div className="contact-links">
        <FloatingContactLinks />
      </div>
      {showCartBar && (
        <Suspense fallback={null}>
          <MobileCartBar lines={cartLines} />
        </Suspense>
      )}
      <AppToasterSlot />
      {children === undefined && <ScrollRestoration />}
    </div>
  );
}

/** A thin bar while the next page's code loads, so a click never looks ignored. */
function NavigationProgress() {
  if (useNavigation().state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600"
    />
  );
}

/** Shown while the first page's chunk loads: the real header and footer, so nothing jumps. */
export function RootHydrateFallback() {
  return (
    <RootLayout>
      <div className="min-h-[60vh]" />
    </RootLayout>
  );
}
