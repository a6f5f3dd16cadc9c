import { apiCallKey } from '@shop/contract';
import type { ErrorEnvelope, FieldError } from '@shop/contract';
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

export type ApiPath = `/api/${string}`;

const REFRESH_PATH: ApiPath = '/api/user/refresh-token';
// A 401 from these means "wrong credentials" or "the refresh itself failed", not "token expired".
const NEVER_REFRESHED: ReadonlySet<string> = new Set<string>([REFRESH_PATH, '/api/user/login']);

/** The fields every envelope carries; responses add `data` and paging fields. */
export interface EnvelopeLike {
  success: boolean;
  message: string;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the order calls' `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** What came back from one attempt, before it is judged. */
export interface RawAnswer {
  status: number;
  payload: unknown;
}

/** Sends the request once, with the given access token (if any) as Bearer. */
export type SendOnce = (accessToken: string | null) => Promise<RawAnswer>;

export function urlOf(path: ApiPath): string {
  return `${import.meta.env.VITE_API_URL ?? ''}${path}`;
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function isAbort(cause: unknown): boolean {
  return cause instanceof DOMException && cause.name === 'AbortError';
}

export function authHeaders(accessToken: string | null): Record<string, string> {
  return accessToken
    ? { Accept: 'application/json', Authorization: `Bearer ${accessToken}` }
    : { Accept: 'application/json' };
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
    response = await fetch(urlOf(REFRESH_PATH), {
      method: 'POST',
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

/** The envelope of a 2xx `success: true` answer; anything else becomes an `ApiError`. */
export function judge({ status, payload }: RawAnswer): ErrorEnvelope {
  // A proxy or crash page may answer with HTML; treat anything unparsable as a generic failure.
  if (!isEnvelope(payload)) {
    throw new ApiError(status, GENERIC_FAILURE);
  }
  if (status < 200 || status > 299 || !payload.success) {
    throw new ApiError(status, payload.message || GENERIC_FAILURE, payload.errors ?? []);
  }
  return payload;
}

/**
 * Calls the API with the stored access token and returns its envelope. Throws `ApiError` when the
 * request fails, the status is not 2xx or the envelope says `success: false`. `T` is the contract
 * type of the response.
 */
export async function apiRequest<T extends EnvelopeLike>(
  path: ApiPath,
  { method = 'GET', body, signal, headers: extraHeaders }: ApiRequestOptions = {},
): Promise<T> {
  // The page's HTML may already hold this (public) answer: then no request goes out.
  const carried = takeFirstAnswer(apiCallKey(method, path, body));
  if (carried !== undefined) return judge({ status: 200, payload: carried }) as unknown as T;

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
  // `T` is the contract's type of this answer; the server is trusted to keep the contract.
  return judge(await sendWithSession(path, sendOnce)) as unknown as T;
}
