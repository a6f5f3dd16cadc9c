/**
 * A page's HTML may carry the answers to the public catalogue calls its first render makes, so the
 * web app draws without waiting a round trip for them (decision 011). Both sides name a call the
 * same way: its method, path and body, the body's keys sorted (nested objects' too).
 */
export function apiCallKey(method: string, path: string, body?: unknown): string {
  if (body === undefined) return `${method} ${path}`;
  return `${method} ${path} ${JSON.stringify(body, sortedKeys)}`;
}

/**
 * Writes every object's keys sorted, nested ones too (a filtered listing's `filters`, issue 42): a
 * flat body is written as before.
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, object[key]]),
  );
}

/** The id of the `<script type="application/json">` element carrying them, keyed by `apiCallKey`. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/**
 * The id of the `<script type="application/json">` element naming, as a list of paths, the code a
 * server-drawn page runs once the shopper uses it (the app, and the page's own chunks): the page
 * fetches it once loaded, without running it (decision 035).
 */
export const APP_CODE_ELEMENT_ID = 'app-code';

/**
 * A cookie the web app keeps while the browser holds a login or a guest cart (which the server
 * cannot draw): the server then writes `<meta name="app-start" content="load">` into the page's
 * head (APP_START_META), and the page starts its app as soon as it has loaded, not when the
 * shopper first uses it (decision 035).
 */
export const BROWSER_STATE_COOKIE = 'shop_browser_state';
export const APP_START_META = 'app-start';
