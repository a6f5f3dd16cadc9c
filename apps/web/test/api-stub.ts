import { vi } from 'vitest';
import { errorBody, jsonResponse } from './render-route';

/** What a stubbed route sees of the request. */
export interface StubRequest {
  body: unknown;
  headers: Record<string, string>;
}

/** Answers one `METHOD /path`; throwing stands for a network failure. */
export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

/**
 * Stubs `fetch` with a tiny API: each `'METHOD /api/path'` key answers with its handler, anything
 * else with a 404 envelope. Returns the mock, to check what was sent.
 */
export function stubApi(routes: Record<string, StubHandler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit): Promise<Response> => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[route];
    if (!handler) return jsonResponse(errorBody(`No stub for ${route}`), 404);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return await handler({ body, headers: (init?.headers ?? {}) as Record<string, string> });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies `fetchMock` sent to `METHOD /path`, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof stubApi>, route: string): unknown[] {
  const [method, url] = route.split(' ');
  return fetchMock.mock.calls
    .filter(([callUrl, init]) => callUrl === url && (init?.method ?? 'GET') === method)
    .map(
      ([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined) as unknown,
    );
}

/** How many times `fetchMock` was called for `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, route: string): number {
  return bodiesSentTo(fetchMock, route).length;
}

/** Logs in for the test: the session starts from stored tokens. */
export function storeTestTokens(): void {
  localStorage.setItem('accesstoken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
}
