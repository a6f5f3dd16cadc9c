export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

import type { AnswerText } from './http/answer-texts';

/** What else an AppError may say besides its message. */
export interface AppErrorDetails {
  /**
   * With BAD_REQUEST: the request field at fault (`qty`, `items.0.quantity`), named in the answer's
   * `errors`; without it the request as a whole is at fault.
   */
  readonly field?: string;
  /** With RATE_LIMITED: when to try again, sent as Retry-After. */
  readonly retryAfterSeconds?: number;
}

/**
 * What services throw when a request cannot be done; the error handler turns it into a 4xx in the
 * request's locale. Its text comes from the catalogue in both locales (`inBoth`, answer-texts.ts);
 * `message` is the English one, for logs.
 */
export class AppError extends Error {
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly text: AnswerText,
    details: AppErrorDetails = {},
  ) {
    super(text.en);
    this.name = 'AppError';
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  get statusCode(): number {
    return STATUS_OF[this.code];
  }
}
