import { startTransition, useEffect, useState } from 'react';

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

/** The mounted components still waiting, each woken by its own state setter. */
const waiting = new Set<() => void>();
let cancelWaiting: (() => void) | undefined;

function wakeAll() {
  idleReached = true;
  cancelWaiting = undefined;
  const woken = [...waiting];
  waiting.clear();
  // One idle moment for all of them, and one render, in slices: each card's cart control, the
  // footer and the search strip's animation once woke in an idle callback of its own, each a
  // render and commit of its own (about 30 on home, several long on a phone).
  startTransition(() => {
    for (const wake of woken) wake();
  });
}

/**
 * False until the page has loaded (its scripts, styles and images) and the browser is idle, then
 * true for good. What the first screen can do without (decoration that keeps the main thread
 * busy, code that would compete with the page for the network) waits for it.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(idleReached);
  useEffect(() => {
    if (idle) return;
    // Waits with the others. Rendered just before the idle moment came, it waits for the next one.
    const wake = () => {
      setIdle(true);
    };
    waiting.add(wake);
    cancelWaiting ??= whenIdleAfterLoad(wakeAll);
    return () => {
      waiting.delete(wake);
      if (waiting.size === 0) {
        cancelWaiting?.();
        cancelWaiting = undefined;
      }
    };
  }, [idle]);
  return idle;
}
