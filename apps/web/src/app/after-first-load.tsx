import { FloatingContactLinks } from './floating-contact-links';
import { RouteFocus } from './route-focus';
import { SiteFooter } from './site-footer';

/**
 * What the layout adds once the first page has loaded and idled, in one download: the footer (below
 * the fold on every page), the contact links floating over a corner (coming late moves nothing;
 * they rise above the bars fixed along the bottom by themselves, data-bottom-bar) and the focus
 * that follows page changes (the first page needs none).
 */
export function AfterFirstLoad() {
  return (
    <>
      <SiteFooter />
      <FloatingContactLinks />
      <RouteFocus />
    </>
  );
}
