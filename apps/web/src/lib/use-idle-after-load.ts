import { useEffect, useState } from 'react';

/** Runs `callback` once the page has loaded and the main thread is next idle; returns a canceller. */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, { timeout: 2_000 });
      cancelIdle = () => {
        cancelIdleCallback(handle);
      };
    } else {
      const handle = setTimeout(callback, 0);
      cancelIdle = () => {
        clearTimeout(handle);
      };
    }
  };
  if (document.readyState === 'complete') {
    onIdle();
  } else {
    window.addEventListener('load', onIdle, { once: true });
  }
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle?.();
  };
}

/**
 * False until the page has loaded (its scripts, styles and images) and the browser is idle, then
 * true for good. Decoration that keeps the main thread busy waits for it, so it never competes
 * with the first render and the page's data.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    return whenIdleAfterLoad(() => {
      setIdle(true);
    });
  }, [idle]);
  return idle;
}
