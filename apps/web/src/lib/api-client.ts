import type { ErrorEnvelope, FieldError } from '@shop/contract';

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
const NETWORK_FAILURE = 'Không kết nối được máy chủ, vui lòng kiểm tra mạng.';

/** The fields every envelope carries; responses add `data` and paging fields. */
interface EnvelopeLike {
  success: boolean;
  message: string;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/**
 * Calls the API and returns its envelope. Throws `ApiError` when the request fails, the status is
 * not 2xx or the envelope says `success: false`. `T` is the contract type of the response.
 */
export async function apiRequest<T extends EnvelopeLike>(
  path: `/api/${string}`,
  { method = 'GET', body, signal }: ApiRequestOptions = {},
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${import.meta.env.VITE_API_URL ?? ''}${path}`, init);
  } catch (cause) {
    // An abort is not a failure to report: the caller no longer wants the answer.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_FAILURE);
  }

  // A proxy or crash page may answer with HTML; treat anything unparsable as a generic failure.
  const payload: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(payload)) {
    throw new ApiError(response.status, GENERIC_FAILURE);
  }
  if (!response.ok || !payload.success) {
    throw new ApiError(response.status, payload.message || GENERIC_FAILURE, payload.errors ?? []);
  }
  return payload as unknown as T;
}
