// No React here: the entry (main.tsx) waits with it before the app's code is loaded.

/**
 * Runs `callback` when the main thread is next idle (in a task of its own); returns a canceller.
 * Work done at load in several such steps leaves the page's main thread free between them.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2_000 });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(callback, 0);
  return () => {
    clearTimeout(handle);
  };
}

/** Runs `callback` once the page has loaded and the main thread is next idle; returns a canceller. */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onIdle = () => {
    cancelIdle = whenIdle(callback);
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
