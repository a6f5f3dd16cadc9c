import { AppToaster } from './app-toaster';
import { RouteFocus } from './route-focus';
import { SiteFooter } from './site-footer';

/**
 * What the layout adds once the app runs and the page has loaded: the footer (below the fold on
 * every page), the toasts and the focus that follows page changes (the first page needs none). One
 * file, so the first download names one loader for them, not three.
 */
export function AfterLoadShell() {
  return (
    <>
      <SiteFooter />
      {/* Toasts raised before it mounts are kept by the library and shown when it does. */}
      <AppToaster />
      <RouteFocus />
    </>
  );
}
