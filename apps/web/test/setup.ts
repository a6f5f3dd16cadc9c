import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; components that read the breakpoint need one.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- part of the type; old code calls it
    addListener: () => undefined,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- part of the type; old code calls it
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does not scroll; the row and thumbnail arrows call scrollBy.
Element.prototype.scrollBy = () => undefined;
