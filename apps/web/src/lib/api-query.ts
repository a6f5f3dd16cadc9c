import type { Endpoint, RequestBodyOf, ResponseOf } from '@shop/contract';
import { ApiError, NETWORK_FAILURE, judge, urlOf } from './api-client';

// Apart from api-client so that only the pages that ask such questions carry it.

/**
 * Calls a public GET endpoint whose request is its query string (the address lists, the
 * policies): no token, so browsers and proxies may cache the answer. Throws `ApiError` as
 * `apiRequest` does.
 */
export async function apiQuery<E extends Endpoint>(
  endpoint: E,
  params: RequestBodyOf<E> & Record<string, string>,
  signal?: AbortSignal,
): Promise<ResponseOf<E>> {
  const init: RequestInit = { headers: { Accept: 'application/json' } };
  if (signal) init.signal = signal;
  let response: Response;
  try {
    response = await fetch(`${urlOf(endpoint.path)}?${new URLSearchParams(params)}`, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_FAILURE);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  return judge(endpoint, { status: response.status, payload });
}
