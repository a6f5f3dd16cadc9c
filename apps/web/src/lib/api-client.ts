import { apiCallKey, localeOfPath } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import type {
  ApiPath,
  Endpoint,
  ErrorEnvelope,
  FieldError,
  RequestBodyOf,
  ResponseOf,
} from '@shop/contract';
import { API_URL } from '../env';
import { takeFirstAnswer } from './first-answers';
import { forgetTokens, readAccessToken, readRefreshToken, storeTokens } from './session-storage';

/** A failed call: the HTTP status and the server's message (or a generic one). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

const GENERIC_FAILURE = 'Đã có lỗi xảy ra, vui lòng thử lại.';
export const NETWORK_FAILURE = 'Không kết nối được máy chủ, vui lòng kiểm tra mạng.';

// A 401 from these means "wrong credentials" or "the refresh itself failed", not "token expired".
const NEVER_REFRESHED: ReadonlySet<string> = new Set<string>([
  endpoints.refreshToken.path,
  endpoints.login.path,
]);

interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the order calls' `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** The options of a call to `E`: its JSON body when the row takes one. */
type ApiRequestOptions<E> =
  RequestBodyOf<E> extends undefined
    ? CallOptions & { body?: undefined }
    : CallOptions & { body: RequestBodyOf<E> };

/** The options argument, optional only for calls without a body. */
type OptionsArgument<E> =
  RequestBodyOf<E> extends undefined
    ? [options?: ApiRequestOptions<E>]
    : [options: ApiRequestOptions<E>];

/** What came back from one attempt, before it is judged. */
export interface RawAnswer {
  status: number;
  payload: unknown;
}

/** Sends the request once, with the given access token (if any) as Bearer. */
export type SendOnce = (accessToken: string | null) => Promise<RawAnswer>;

export function urlOf(path: ApiPath): string {
  return `${API_URL}${path}`;
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function isAbort(cause: unknown): boolean {
  return cause instanceof DOMException && cause.name === 'AbortError';
}

/**
 * The headers every call sends: JSON, the page's locale (the API answers its messages in it,
 * decision 047) and the access token when there is one. Calls run in the browser only; the
 * server's render does not fetch.
 */
export function authHeaders(accessToken: string | null): Record<string, string> {
  const base = {
    Accept: 'application/json',
    'Accept-Language': localeOfPath(window.location.pathname),
  };
  return accessToken ? { ...base, Authorization: `Bearer ${accessToken}` } : base;
}

let refreshInFlight: Promise<boolean> | undefined;

/**
 * Trades the stored refresh token for a new pair. Concurrent callers share one call: the server
 * rotates the refresh token, and sending the old one twice would revoke the whole login.
 * Resolves true when new tokens are stored.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= exchangeRefreshToken().finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

function isTokenPair(
  value: unknown,
): value is { data: { accessToken: string; refreshToken: string } } {
  if (!isEnvelope(value) || !('data' in value)) return false;
  const { data } = value;
  return (
    typeof data === 'object' &&
    data !== null &&
    'accessToken' in data &&
    typeof data.accessToken === 'string' &&
    'refreshToken' in data &&
    typeof data.refreshToken === 'string'
  );
}

async function exchangeRefreshToken(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    forgetTokens();
    return false;
  }
  let response: Response;
  try {
    response = await fetch(urlOf(endpoints.refreshToken.path), {
      method: endpoints.refreshToken.method,
      credentials: 'include',
      headers: authHeaders(refreshToken),
    });
  } catch {
    // Offline is not a refused login: keep the tokens, a later call refreshes.
    return false;
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok && isTokenPair(payload)) {
    storeTokens(payload.data);
    return true;
  }
  // Only a refusal (4xx) ends the session; a server fault leaves it to be tried again.
  if (response.status >= 400 && response.status < 500) forgetTokens();
  return false;
}

/** One attempt, then (on a 401) at most one refresh and one retry with the new access token. */
export async function sendWithSession(path: ApiPath, send: SendOnce): Promise<RawAnswer> {
  const sentToken = readAccessToken();
  const first = await send(sentToken);
  if (first.status !== 401 || NEVER_REFRESHED.has(path)) return first;

  // Another call may have refreshed while this one was on the way: just use its token.
  const current = readAccessToken();
  if (current && current !== sentToken) return send(current);

  if (!(await refreshSession())) return first;
  return send(readAccessToken());
}

/**
 * The answer of a 2xx `success: true` envelope; anything else becomes an `ApiError`. The answer is
 * typed as the endpoint's response: the server validates every answer against that same schema.
 */
export function judge<E extends Endpoint>(
  _endpoint: E,
  { status, payload }: RawAnswer,
): ResponseOf<E> {
  // A proxy or crash page may answer with HTML; treat anything unparsable as a generic failure.
  if (!isEnvelope(payload)) {
    throw new ApiError(status, GENERIC_FAILURE);
  }
  if (status < 200 || status > 299 || !payload.success) {
    throw new ApiError(status, payload.message || GENERIC_FAILURE, payload.errors ?? []);
  }
  return payload as ResponseOf<E>;
}

/**
 * Calls one endpoint of the table with the stored access token and returns its answer. Throws
 * `ApiError` when the request fails, the status is not 2xx or the envelope says `success: false`.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionsArgument<E>
): Promise<ResponseOf<E>> {
  const { method, path } = endpoint;
  const { body, signal, headers: extraHeaders }: CallOptions & { body?: unknown } = options ?? {};
  // The page's HTML may already hold this (public) answer: then no request goes out.
  const carried = takeFirstAnswer(apiCallKey(method, path, body));
  if (carried !== undefined) return judge(endpoint, { status: 200, payload: carried });

  const sendOnce: SendOnce = async (accessToken) => {
    const headers = { ...extraHeaders, ...authHeaders(accessToken) };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (signal) init.signal = signal;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await fetch(urlOf(path), init);
    } catch (cause) {
      // An abort is not a failure to report: the caller no longer wants the answer.
      if (isAbort(cause)) throw cause;
      throw new ApiError(0, NETWORK_FAILURE);
    }
    return { status: response.status, payload: await response.json().catch(() => undefined) };
  };
  return judge(endpoint, await sendWithSession(path, sendOnce));
}
