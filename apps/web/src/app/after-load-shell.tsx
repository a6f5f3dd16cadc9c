import { AppToaster } from './app-toaster';
import { FloatingContactLinks } from './floating-contact-links';
import { SiteFooter } from './site-footer';

/**
 * What the layout adds once the first page has loaded: the footer (below the fold on every page),
 * the floating contact links and the toasts. One file, so the first download names one loader
 * for them, not three.
 */
export function AfterLoadShell() {
  return (
    <>
      <SiteFooter />
      <FloatingContactLinks />
      {/* Toasts raised before it mounts are kept by the library and shown when it does. */}
      <AppToaster />
    </>
  );
}
