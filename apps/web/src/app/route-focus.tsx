import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router';

/** How long to wait for the next page's heading (its code and data may still be on their way). */
const HEADING_WAIT_FRAMES = 120;

/** Whether the shopper is typing somewhere (the header's search box changes the page as they type). */
function typingInField(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select');
}

/**
 * Whether the shopper has put the focus somewhere since the page changed (opened the cart drawer
 * while the page's data was on its way, say): the heading must not take it from them then.
 */
function focusMovedSince(before: Element | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== before && active !== document.body;
}

/**
 * After moving to another page, focus goes to the new page's heading and a screen reader reads it
 * out, as a page load would: otherwise focus stays on the link pressed, which may be gone, and
 * nothing says the page changed. The first page of a visit is left as the browser opened it.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // The heading of the page shown last (and its text: a page for another product keeps its element).
  const shownHeading = useRef<{ element: Element | null; text: string | null } | null>(null);

  useEffect(() => {
    const current = () => {
      const element = document.querySelector('main h1');
      return { element, text: element?.textContent ?? null };
    };
    shownHeading.current ??= current();
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const before = shownHeading.current;
    const focusedAtChange = document.activeElement;
    let frames = 0;
    let frame = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      // The page left may still be drawn while the next one's code loads: wait for a new heading.
      const fresh = heading && (heading !== before.element || heading.textContent !== before.text);
      if (!fresh && frames++ < HEADING_WAIT_FRAMES) {
        frame = requestAnimationFrame(focusHeading);
        return;
      }
      shownHeading.current = current();
      if (!heading || typingInField() || focusMovedSince(focusedAtChange)) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // A screen reader reads the focused heading out: no second copy of its text is needed.
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusHeading);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return null;
}
