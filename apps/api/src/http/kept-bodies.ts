import type {
  FastifyBodyParser,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import { containsNul } from './nul-characters';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's bodies repeat and its handler only reads them (the catalogue's cached rows): a
     * body seen before is not parsed, validated or searched for NUL characters again.
     */
    keptBodies?: true;
  }
}

/** What a zod validator answers (the type provider's validators answer no boolean or promise). */
type Validated = Exclude<
  ReturnType<ReturnType<FastifySchemaCompiler<unknown>>>,
  boolean | PromiseLike<unknown>
>;

const isValidated = (
  result: ReturnType<ReturnType<FastifySchemaCompiler<unknown>>>,
): result is Validated => typeof result === 'object' && !('then' in result);

/** A body longer than this is parsed afresh each time (the catalogue's are some 100–400 bytes). */
export const KEPT_BODY_MAX_CHARS = 2048;

/** At most this many bodies are kept (by route and text), the least recently sent dropped first. */
const KEPT_BODIES = 4096;

/** Freezes a parsed JSON value and everything in it: a kept body is shared by every request. */
function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next !== null && typeof next === 'object' && !Object.isFrozen(next)) {
      Object.freeze(next);
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return value;
}

/**
 * Decision 051's addendum (the cached filtered listing): a filtered request's body is parsed,
 * checked against its schema (the filters' nesting makes that the larger part) and searched for
 * NUL characters on every request, which cost a cached answer a quarter of its throughput. The
 * shoppers' filters repeat (the popular picks of a listing), so on the routes that say so
 * (`keptBodies`) each body text is parsed once into a frozen value, and its schema's answer is
 * kept beside it: a repeated body costs one map lookup. Any other route, a longer body, or a body
 * its schema refuses takes the usual path every time (a refused body is not kept).
 */
export class KeptBodies {
  private readonly parsed = new LRUCache<string, object>({ max: KEPT_BODIES });
  /** A kept body's schema answer, by the body as parsed. */
  private readonly checked = new WeakMap<object, Validated>();
  /** The kept bodies' schema-checked values that hold no NUL character. */
  private readonly nulFree = new WeakSet<object>();

  /**
   * The JSON parser: Fastify's own (`parse`, with the server's poisoning rules) for every body;
   * on a kept route a body's text seen before answers the value it was parsed into then.
   */
  parser(parse: FastifyBodyParser<string>): FastifyBodyParser<string> {
    const kept = this.parsed;
    return function (this: unknown, request: FastifyRequest, body: string, done) {
      if (request.routeOptions.config.keptBodies !== true || body.length > KEPT_BODY_MAX_CHARS) {
        parse.call(this, request, body, done);
        return;
      }
      const key = `${request.method} ${request.routeOptions.url ?? ''}\n${body}`;
      const value = kept.get(key);
      if (value !== undefined) {
        done(null, value);
        return;
      }
      parse.call(this, request, body, (error: Error | null, parsed?: unknown) => {
        if (!error && parsed !== null && typeof parsed === 'object') {
          kept.set(key, deepFreeze(parsed));
        }
        done(error, parsed);
      });
    };
  }

  /** The validator compiler: a kept body's schema answer is kept with it (when it passed). */
  validator<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
    const { checked, nulFree } = this;
    return (route) => {
      const validate = compile(route);
      return (data: unknown) => {
        if (data === null || typeof data !== 'object' || !Object.isFrozen(data))
          return validate(data);
        const known = checked.get(data);
        if (known) return known;
        const result = validate(data);
        if (isValidated(result) && !result.error) {
          const value: unknown = deepFreeze(result.value);
          checked.set(data, result);
          if (value !== null && typeof value === 'object' && !containsNul(value))
            nulFree.add(value);
        }
        return result;
      };
    };
  }

  /** Whether a request's body holds a NUL character: found once for a kept body. */
  containsNul(body: unknown): boolean {
    if (body !== null && typeof body === 'object' && this.nulFree.has(body)) return false;
    return containsNul(body);
  }
}

/**
 * Installs the JSON parser (Fastify's own, with the server's poisoning rules) and the validator
 * compiler (`compile`'s validators), both keeping the bodies of the routes that say so.
 */
export function keepBodies<S>(
  app: Pick<
    FastifyInstance,
    | 'removeContentTypeParser'
    | 'addContentTypeParser'
    | 'getDefaultJsonParser'
    | 'initialConfig'
    | 'setValidatorCompiler'
  >,
  compile: FastifySchemaCompiler<S>,
): KeptBodies {
  const kept = new KeptBodies();
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    kept.parser(app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning)),
  );
  app.setValidatorCompiler(kept.validator(compile));
  return kept;
}
