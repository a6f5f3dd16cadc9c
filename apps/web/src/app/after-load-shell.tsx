import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from '../lib/router';
import { localeOfPath, pathWithoutLocale } from '@shop/contract';
import { useLocale } from '../lib/locale';
import { SITE_FOOTER_ID } from '../lib/ui-settings';
import { AppToaster } from './app-toaster';
import { RouteFocus } from './route-focus';

// Only for a page the server sent without its footer (the development server, a build without the
// server's render): every other page has it in its HTML already.
const AppDrawnFooter = lazy(async () => ({
  default: (await import('./site-footer')).AppDrawnFooter,
}));

/**
 * What the layout adds once the app runs and the page has loaded: the footer's links followed by
 * the app (the footer itself is the server's, outside the root), the toasts and the focus that
 * follows page changes (the first page needs none). One file, so the first download names one
 * loader for them, not three.
 */
export function AfterLoadShell() {
  const [serverFooter] = useState(() => document.getElementById(SITE_FOOTER_ID));
  return (
    <>
      {serverFooter ? (
        <FooterLinksInApp footer={serverFooter} />
      ) : (
        <Suspense fallback={null}>
          <AppDrawnFooter />
        </Suspense>
      )}
      {/* Toasts raised before it mounts are kept by the library and shown when it does. */}
      <AppToaster />
      <RouteFocus />
    </>
  );
}

/**
 * The server's footer holds plain links (it is outside the app's root): once the app runs, a
 * plain click on one of the shop's own pages in the page's locale is followed by the router,
 * without reloading the page. The links carry the locale's prefix (`/vi/lien-he`), which the
 * router adds itself (its basename), so it is given the specification path.
 */
function FooterLinksInApp({ footer }: { footer: HTMLElement }) {
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // A page in the other locale is another document: its texts and head are the other's.
      if (localeOfPath(url.pathname) !== locale) return;
      event.preventDefault();
      void navigate(`${pathWithoutLocale(url.pathname)}${url.search}${url.hash}`);
    };
    footer.addEventListener('click', follow);
    return () => {
      footer.removeEventListener('click', follow);
    };
  }, [footer, navigate, locale]);
  return null;
}
