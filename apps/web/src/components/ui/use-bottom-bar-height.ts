import { useEffect, type RefObject } from 'react';

/**
 * Publishes the height of a bar of primary actions fixed along the bottom (`data-bottom-bar`) as
 * `--bottom-bar-height` on the page's root, so the floating contact links rise above it and the
 * footer leaves room for it however tall it grows (a reason line, a third way to pay). The rules
 * that read it apply only where the bar is fixed; elsewhere the value is ignored.
 */
export function useBottomBarHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.setProperty('--bottom-bar-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty('--bottom-bar-height');
    };
  }, [ref]);
}
