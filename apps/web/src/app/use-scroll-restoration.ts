import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from '../lib/router';

/**
 * Where each history entry was scrolled to, by location key. Kept in memory: a reload starts at
 * the top, which the browser's own restoration would not do for pages whose data arrives later.
 */
const scrollPositions = new Map<string, number>();

/**
 * Back and forward return to where the shopper was; any other navigation starts at the top of the
 * new page (or at its #hash), as a multi-page site would.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        scrollPositions.set(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    if (currentKey.current === location.key) return;
    currentKey.current = location.key;
    const saved =
      navigationType === NavigationType.Pop ? scrollPositions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
