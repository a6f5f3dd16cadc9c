// No React here: this decides when the app's code (React and the pages) is loaded and run at all.
import { APP_CODE_ELEMENT_ID, APP_START_META } from '@shop/contract';
import { whenIdle, whenIdleAfterLoad } from '../lib/idle-after-load';

/**
 * What a shopper does that shows they are using the page, not only looking at it: a touch, a
 * press, a key, the mouse moving, the page scrolled, a field changed (typed, pasted, filled in by
 * the browser).
 */
export const ENGAGEMENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'input',
] as const;

/** A button the app handles; a popover's button works without it (the floating contact links). */
const APP_BUTTON = 'button:not([popovertarget]), [role="button"]';

/**
 * Whether the server says this browser holds something it could not draw (a login, a guest cart),
 * as the browser-state cookie told it (lib/browser-state.ts).
 */
function serverSaysStartAtLoad(): boolean {
  const meta = document.querySelector(`meta[name="${APP_START_META}"]`);
  return meta?.getAttribute('content') === 'load';
}

/**
 * Starts the app when the page needs it (decision 035).
 *
 * - A page the server did not draw (`root` empty: account pages, a failed render) needs the app to
 *   show anything: it starts at once.
 * - A page the server drew is complete as it stands for a shopper the server knows nothing of: every
 *   product, price and link is there, and links work as links. Its code is fetched once the page has
 *   loaded (see prefetchAppCode), and run when the shopper starts using the page. A phone that only
 *   shows the page runs none of it.
 * - A page the server drew, in a browser holding a login or a guest cart (which the server cannot
 *   draw: the header's account, the cart's count), starts once the page has loaded and is idle. The
 *   server knows it from a cookie the app keeps, so the page never reads browser storage for it.
 *
 * `start` loads and runs the app, resolving once it handles the page's events. A button pressed
 * before then is pressed again once it does, so a tap that started the app (a first tap on "Add")
 * is not lost; a link pressed before then is followed by the browser, as on a page with no app.
 */
export function startAppWhenNeeded(
  root: HTMLElement,
  start: () => Promise<void>,
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  const follow = followHistoryUntilStarted(reload);
  if (!root.firstChild) {
    follow.starting();
    void start().finally(follow.started);
    return;
  }

  const pressed: HTMLElement[] = [];
  const holdPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A link is followed by the browser until the app handles the page: the app's own handler,
    // reached while the page is being taken over, would cancel the click and then navigate nowhere.
    const link = target?.closest('a[href]');
    if (link && root.contains(link)) {
      event.stopPropagation();
      return;
    }
    const button = target?.closest<HTMLElement>(APP_BUTTON);
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!pressed.includes(button)) pressed.push(button);
  };
  // On the window, so that it comes before the app's own listeners on the root.
  window.addEventListener('click', holdPress, { capture: true });

  let started = false;
  let cancelWait: () => void = () => undefined;
  const startNow = () => {
    if (started) return;
    started = true;
    cancelWait();
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, startNow, true);
    follow.starting();
    void start().finally(() => {
      follow.started();
      window.removeEventListener('click', holdPress, { capture: true });
      for (const button of pressed.splice(0)) if (button.isConnected) button.click();
    });
  };
  for (const type of ENGAGEMENT_EVENTS) {
    window.addEventListener(type, startNow, { capture: true, passive: true });
  }
  cancelWait = whenIdleAfterLoad(serverSaysStartAtLoad() ? startNow : prefetchAppCode);
}

/**
 * Back and forward before the router listens. After a reload, the entries the app had added before
 * it (a filter chosen, a page opened) belong to the reloaded page: back and forward move its URL
 * without loading a page, and only the router would redraw it.
 *
 * - Before the app starts, nothing would: the page drawn no longer is the URL's, so the browser
 *   loads the URL's page (a move within the page, to an anchor, changes nothing drawn and is left).
 * - While it starts, the router reads the URL when it first draws and listens only once the page
 *   is taken over: a move in between would leave it on the page it drew. Once it listens it is told
 *   of the move, as the browser would have told it.
 */
function followHistoryUntilStarted(reload: () => void) {
  const drawnAt = pageOf(window.location);
  let starting = false;
  let movedWhileStarting = false;
  const onMove = () => {
    if (starting) movedWhileStarting = true;
    else if (pageOf(window.location) !== drawnAt) reload();
  };
  window.addEventListener('popstate', onMove);
  return {
    starting: () => {
      starting = true;
    },
    started: () => {
      window.removeEventListener('popstate', onMove);
      if (movedWhileStarting) {
        window.dispatchEvent(
          new PopStateEvent('popstate', { state: window.history.state as unknown }),
        );
      }
    },
  };
}

/** A URL without its anchor: what the server draws. */
function pageOf({ pathname, search }: Location): string {
  return pathname + search;
}

/**
 * Fetches the code a server-drawn page names (its app-code element) into the browser's cache at the
 * lowest priority, without running it: the shopper's first touch then waits for no download. A file
 * is asked for per idle moment, so the page's main thread is never busy for long.
 */
function prefetchAppCode(): void {
  let paths: unknown;
  try {
    paths = JSON.parse(document.getElementById(APP_CODE_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(paths)) return;
  const next = () => {
    const path: unknown = paths.shift();
    if (typeof path === 'string') {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // As module scripts are fetched, so that the cached copy is the one they use.
      link.crossOrigin = '';
      link.href = path;
      document.head.append(link);
    }
    if (paths.length > 0) whenIdle(next);
  };
  next();
}
