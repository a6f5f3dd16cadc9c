import { AppToaster } from './app-toaster';
import { FloatingContactLinks } from './floating-contact-links';
import { RouteFocus } from './route-focus';
import { SiteFooter } from './site-footer';

/**
 * What the layout adds once the first page has loaded: the footer (below the fold on every page),
 * the floating contact links, the toasts and the focus that follows page changes (the first page
 * needs none). One file, so the first download names one loader for them, not four.
 */
export function AfterLoadShell() {
  return (
    <>
      <SiteFooter />
      <FloatingContactLinks />
      {/* Toasts raised before it mounts are kept by the library and shown when it does. */}
      <AppToaster />
      <RouteFocus />
    </>
  );
}
