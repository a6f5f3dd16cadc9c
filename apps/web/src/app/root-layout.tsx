import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FloatingContactLinks } from './floating-contact-links';
import { AppToasterSlot } from './providers';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page, footer. `children` replaces the page while the first page's code loads. */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
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
      <FloatingContactLinks />
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
