import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A `findBy…` waits up to 4 s for what it looks for (the default is 1 s): a file's first test
// loads its lazy pages, which on a machine running the other tiers beside it can take longer than
// a second before the first answer is drawn. A bound on waiting, never an assertion on speed.
configure({ asyncUtilTimeout: 4000 });

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
