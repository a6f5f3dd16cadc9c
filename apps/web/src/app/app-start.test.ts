import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_ELEMENT_ID, APP_START_META } from '@shop/contract';
import { ENGAGEMENT_EVENTS, startAppWhenNeeded } from './app-start';

/** The idle callbacks the page asked for and not cancelled, by handle: the test runs them. */
let idleCallbacks: Map<number, () => void>;
let nextHandle: number;

beforeEach(() => {
  idleCallbacks = new Map();
  nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idleCallbacks.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.delete(handle));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** Runs the next idle callback; true if there was one. */
function runIdleCallback(): boolean {
  const [next] = idleCallbacks;
  if (!next) return false;
  idleCallbacks.delete(next[0]);
  next[1]();
  return true;
}

/** Runs idle callbacks until none is left, those they ask for included. */
function runIdleCallbacks() {
  while (runIdleCallback());
}

/** A page as the server sends it: its root drawn, and the code it names for later. */
function serverDrawnPage({ startAtLoad = false } = {}) {
  document.head.innerHTML =
    (startAtLoad ? `<meta name="${APP_START_META}" content="load">` : '') +
    `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">` +
    '["/assets/vendor-1.js","/assets/page-1.js"]</script>';
  document.body.innerHTML =
    '<div id="root"><main><button type="button" id="add">Add</button>' +
    '<button type="button" popovertarget="contacts" id="contact">Contact</button>' +
    '<a href="/product/p-1" id="link">Product</a></main></div>';
  return document.getElementById('root') as HTMLElement;
}

/** A start that resolves when the test says so, as loading the app's code does. */
function deferredStart() {
  let finish = () => undefined as unknown;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { start, finish: () => finish() };
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('href'),
    link.as,
    link.crossOrigin,
  ]);

describe('startAppWhenNeeded', () => {
  // Back and forward after a reload move the URL within the reloaded page (lib code below). These
  // come first: each lets its start finish, so that no listener of theirs hears the others' moves.
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('loads the page of a URL that back or forward moved to before the app runs, not of an anchor', async () => {
    const { start, finish } = deferredStart();
    const reload = vi.fn();
    startAppWhenNeeded(serverDrawnPage(), start, reload);

    window.history.replaceState(null, '', '/#main');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/dien-tro-1/chu-u-2?dien-ap=380');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    finish();
    await vi.waitFor(() => {
      expect(start).toHaveBeenCalledOnce();
    });
  });

  it.each([
    ['a drawn page', () => serverDrawnPage({ startAtLoad: true })],
    [
      'a page the app draws',
      () => {
        document.body.innerHTML = '<div id="root"></div>';
        return document.getElementById('root') as HTMLElement;
      },
    ],
  ])(
    'tells the router, once it listens, of a move made while the app starts (%s)',
    async (_, page) => {
      const { start, finish } = deferredStart();
      const reload = vi.fn();
      startAppWhenNeeded(page(), start, reload);
      runIdleCallbacks();
      expect(start).toHaveBeenCalledOnce();
      const moves: unknown[] = [];
      const router = (event: PopStateEvent) => moves.push([window.location.pathname, event.state]);
      window.addEventListener('popstate', router);

      window.history.replaceState({ idx: 1 }, '', '/dien-tro-1/chu-u-2');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
      finish();
      await vi.waitFor(() => {
        expect(moves).toEqual([
          ['/dien-tro-1/chu-u-2', { idx: 1 }],
          ['/dien-tro-1/chu-u-2', { idx: 1 }],
        ]);
      });

      // Once started, the router alone hears the moves.
      window.history.replaceState({ idx: 0 }, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
      await Promise.resolve();
      expect(moves).toHaveLength(3);
      expect(reload).not.toHaveBeenCalled();
      window.removeEventListener('popstate', router);
    },
  );

  it('starts at once on a page the server did not draw', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = vi.fn(() => Promise.resolve());

    startAppWhenNeeded(document.getElementById('root') as HTMLElement, start);

    expect(start).toHaveBeenCalledOnce();
  });

  it('leaves a drawn page alone after it loads, fetching its code a file per idle moment', () => {
    const start = vi.fn(() => Promise.resolve());
    startAppWhenNeeded(serverDrawnPage(), start);

    // The page has loaded (jsdom's readyState is complete): its first idle moment asks for one file.
    runIdleCallback();
    expect(prefetched()).toEqual([['/assets/vendor-1.js', 'script', '']]);
    runIdleCallbacks();
    expect(prefetched()).toEqual([
      ['/assets/vendor-1.js', 'script', ''],
      ['/assets/page-1.js', 'script', ''],
    ]);
    expect(start).not.toHaveBeenCalled();
  });

  it.each(ENGAGEMENT_EVENTS)('starts, once, when the shopper uses the page (%s)', (type) => {
    const start = vi.fn(() => Promise.resolve());
    startAppWhenNeeded(serverDrawnPage(), start);

    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    runIdleCallbacks();

    expect(start).toHaveBeenCalledOnce();
    // Started before its idle moment: nothing is fetched ahead any more.
    expect(prefetched()).toEqual([]);
  });

  it('starts once the page has loaded when the server says the browser holds a login or cart', () => {
    const start = vi.fn(() => Promise.resolve());
    startAppWhenNeeded(serverDrawnPage({ startAtLoad: true }), start);
    expect(start).not.toHaveBeenCalled();

    runIdleCallbacks();

    expect(start).toHaveBeenCalledOnce();
    expect(prefetched()).toEqual([]);
  });

  it('holds a button pressed before the app runs, and presses it again once it does', async () => {
    const { start, finish } = deferredStart();
    const root = serverDrawnPage();
    const add = document.getElementById('add') as HTMLButtonElement;
    const presses = vi.fn();
    add.addEventListener('click', presses);
    startAppWhenNeeded(root, start);

    window.dispatchEvent(new Event('pointerdown'));
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    add.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(presses).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() => {
      expect(presses).toHaveBeenCalledOnce();
    });
    // From then on the app handles presses itself.
    add.click();
    expect(presses).toHaveBeenCalledTimes(2);
  });

  it('lets links and the contact popover work before the app runs', () => {
    const { start } = deferredStart();
    const root = serverDrawnPage();
    startAppWhenNeeded(root, start);
    window.dispatchEvent(new Event('pointerdown'));

    for (const id of ['link', 'contact']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(click);
      expect(click.defaultPrevented, id).toBe(false);
    }
  });

  it('keeps a link pressed while the app takes the page over from the app, so the browser follows it', async () => {
    const { start, finish } = deferredStart();
    const root = serverDrawnPage();
    // The app's own listener on its root, as React's is: it would cancel the click and navigate
    // with a router not yet listening.
    const appSaw = vi.fn((event: Event) => {
      event.preventDefault();
    });
    root.addEventListener('click', appSaw, { capture: true });
    startAppWhenNeeded(root, start);
    window.dispatchEvent(new Event('pointerdown'));

    const link = document.getElementById('link') as HTMLAnchorElement;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(appSaw).not.toHaveBeenCalled();
    expect(early.defaultPrevented).toBe(false);

    finish();
    await vi.waitFor(() => {
      const later = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(later);
      // Once the app handles the page, its links are its own.
      expect(later.defaultPrevented).toBe(true);
    });
    expect(appSaw).toHaveBeenCalledOnce();
  });
});
