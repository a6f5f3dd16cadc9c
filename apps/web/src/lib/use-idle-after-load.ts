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

/** Whether the visit's first page has loaded and idled: later mounts need not wait again. */
let idleReached = false;

/**
 * False until the page has loaded (its scripts, styles and images) and the browser is idle, then
 * true for good. What the first screen can do without (decoration that keeps the main thread
 * busy, code that would compete with the page for the network) waits for it.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(idleReached);
  useEffect(() => {
    if (idle) return;
    return whenIdleAfterLoad(() => {
      idleReached = true;
      setIdle(true);
    });
  }, [idle]);
  return idle;
}
