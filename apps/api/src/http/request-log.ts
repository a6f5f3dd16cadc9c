import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { levels, type Bindings, type ChildLoggerOptions, type LogFn } from 'pino';

/** Answers slower than this are logged like refusals and failures. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's own request lines, trimmed: none when a request comes in, and one when it is answered,
 * at `info` when it was refused, failed or slow, at `debug` otherwise (so `LOG_LEVEL=debug` gives a
 * full access log). A line per answered request cost a fifth of the throughput of cached
 * catalogue answers, for lines a reverse proxy's access log already has.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The line written when the request is answered says all there is to say.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS)
      request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Each level's value: a logger writes the levels whose value is at least its own's. */
const THRESHOLDS: Readonly<Partial<Record<string, number>>> = {
  ...levels.values,
  silent: Number.POSITIVE_INFINITY,
};

/**
 * A request's logger (Fastify's `childLoggerFactory`): pino's child with the request's id, made
 * when a line is first written at a level the logger writes, not for every request. Making it
 * writes its bindings as JSON, which was a twentieth of what a cached catalogue answer cost, for a
 * logger most requests never write to (the answered line is at `debug`).
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}

class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  // Methods, not arrow fields: one logger is made per request.
  fatal(...line: unknown[]): void {
    this.#write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.#write('error', line);
  }
  warn(...line: unknown[]): void {
    this.#write('warn', line);
  }
  info(...line: unknown[]): void {
    this.#write('info', line);
  }
  debug(...line: unknown[]): void {
    this.#write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.#write('trace', line);
  }
  silent(): void {
    // Writes nothing, as pino's own.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  #write(level: Level, line: unknown[]): void {
    // pino's own child decides a level the shop does not know (none is configured).
    const value = THRESHOLDS[level];
    const threshold = THRESHOLDS[this.level];
    if (value !== undefined && threshold !== undefined && value < threshold) return;
    this.#child()[level](...(line as Parameters<LogFn>));
  }
}
