import { lazy } from 'react';
import type { ComponentType } from 'react';

/** How many page chunks are on their way; the layout shows a progress bar while any is. */
let pagesLoading = 0;
const listeners = new Set<() => void>();

function changePagesLoading(delta: number) {
  pagesLoading += delta;
  for (const listener of listeners) listener();
}

/**
 * A page component whose code is its own chunk, fetched the first time the page renders. React
 * starts the load while rendering, where no state may change, so the count moves a microtask later.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    await Promise.resolve();
    changePagesLoading(1);
    try {
      return { default: await load() };
    } finally {
      changePagesLoading(-1);
    }
  });
}

export function subscribeToPageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isAnyPageLoading(): boolean {
  return pagesLoading > 0;
}
