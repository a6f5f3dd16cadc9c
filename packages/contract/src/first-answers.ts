/**
 * A page's HTML may carry the answers to the public catalogue calls its first render makes, so the
 * web app draws without waiting a round trip for them (decision 011). Both sides name a call the
 * same way: its method, path and body, the body's keys sorted (bodies are flat objects).
 */
export function apiCallKey(method: string, path: string, body?: unknown): string {
  if (body === undefined) return `${method} ${path}`;
  const keys = typeof body === 'object' && body !== null ? Object.keys(body).sort() : undefined;
  return `${method} ${path} ${JSON.stringify(body, keys)}`;
}

/** The id of the `<script type="application/json">` element carrying them, keyed by `apiCallKey`. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';
