import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; once true it stays true. Lets a
 * long page render (and fetch) its lower parts only as the shopper scrolls towards them. Where
 * IntersectionObserver is missing, everything counts as near. The server has no viewport: nothing
 * is near there, as nothing is in the browser's first render (which must draw what it drew).
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [target, margin, near]);

  return near;
}
