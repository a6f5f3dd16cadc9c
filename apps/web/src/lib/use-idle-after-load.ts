import { startTransition, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from './idle-after-load';

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
