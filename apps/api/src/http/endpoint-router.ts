import {
  endpointSchemas,
  endpoints,
  type AuthLevel,
  type Endpoint,
  type EndpointName,
  type ParsedBodyOf,
  type ResponseSchemaOf,
  type StaffArea,
} from '@shop/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  onSendHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { App } from './app-instance';
import type { Guard } from './auth';
import { containsNul } from './nul-characters';

/** A request to a row of the endpoint table: its body as the row's schema parsed it. */
export type EndpointRequest<E> = FastifyRequest<{ Body: ParsedBodyOf<E> }>;

/** What a handler may answer: the row's response (serialized through its schema), or the reply. */
type Answer<E> = z.input<ResponseSchemaOf<E>> | FastifyReply;

/**
 * Handles one row. An async handler returns the answer; a plain one may send the reply itself and
 * return nothing (the catalogue sends cached bytes without a promise). The row's status (201 for a
 * creation) is set before the handler runs; a handler may change it (a replayed order answers the
 * status it first answered).
 */
export type EndpointHandler<E> =
  | ((request: EndpointRequest<E>, reply: FastifyReply) => Answer<E> | Promise<Answer<E>>)
  | ((request: EndpointRequest<E>, reply: FastifyReply) => void);

/** A row's binding as the router reads it (whatever the row's own schema types). */
interface BoundEndpoint {
  request: z.ZodType | undefined;
  response: z.ZodType;
  auth: AuthLevel;
  area?: StaffArea;
  status: 200 | 201;
  idempotent?: true;
  tag: string;
  summary: string;
}

/** Route options beyond what the table says: rate limits, reply hooks, a headers schema. */
export interface EndpointOptions {
  config?: FastifyContextConfig;
  onSend?: onSendHookHandler;
  headers?: z.ZodType;
  /**
   * `false` for a handler that sends its answers in the encoding asked for itself (the catalogue's
   * kept answers, compressed once): the compress plugin's hooks are left off the route.
   */
  compress?: false;
  /** A larger body than the server's default limit (a CSV import), in bytes. */
  bodyLimit?: number;
  /**
   * `true` for a row whose bodies repeat and whose handler only reads them (the catalogue's
   * cached rows): a body seen before is not parsed and checked again (`KeptBodies`).
   */
  keptBodies?: true;
}

export interface EndpointRouter {
  /** Registers the handler of one row, with its method, path, guard and schemas from the table. */
  add<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options?: EndpointOptions,
  ): void;
  /**
   * A body checked as the row's HTTP requests are (its schema, and no NUL character in any text),
   * for a call made within the process; undefined where HTTP would answer 400.
   */
  checkedBody<E extends Endpoint>(
    endpoint: E,
    body: unknown,
  ): { body: ParsedBodyOf<E> } | undefined;
  /** Throws unless every row of the table has exactly one handler. */
  assertComplete(): void;
}

const NAME_OF: ReadonlyMap<Endpoint, EndpointName> = new Map(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name as EndpointName]),
);

/** The guards of the auth levels: an admin row's guard is the one of its staff area. */
export interface EndpointGuards {
  user: Guard;
  admin: (area: StaffArea | undefined) => Guard;
}

/**
 * Registers the API's routes from the endpoint table: a module names the row and writes the
 * handler; the guard for the row's auth level (and an admin row's area), the body and response
 * schemas (and so validation, serialization and the OpenAPI document) come from the contract.
 */
export function endpointRouter(app: App, guards: EndpointGuards): EndpointRouter {
  const registered = new Set<EndpointName>();
  return {
    add(endpoint, handler, options = {}) {
      const name = NAME_OF.get(endpoint);
      if (name === undefined)
        throw new Error(`${endpoint.path} is not a row of the endpoint table`);
      if (registered.has(name)) throw new Error(`${endpoint.path} has two handlers`);
      registered.add(name);

      const binding: BoundEndpoint = endpointSchemas[name];
      const { request, response, auth, area, status, tag, summary } = binding;
      const responses = binding.idempotent
        ? { 200: response, [status]: response }
        : { [status]: response };
      // The row's types are checked at `add`; Fastify's own inference cannot see through the table.
      const typed = handler as unknown as RouteHandlerMethod;
      // A GET row's request is its query string (a browser link carries no body): validated by the
      // same schema, and handed to the handler as the body, as every other row's request is.
      const fromQuery = endpoint.method === 'GET' && request !== undefined;
      const handle: RouteHandlerMethod = fromQuery
        ? function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
            req.body = req.query;
            return typed.call(this, req, reply);
          }
        : typed;
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        ...(auth === 'public'
          ? {}
          : { preValidation: auth === 'user' ? guards.user : guards.admin(area) }),
        ...(options.config || options.keptBodies
          ? { config: { ...options.config, ...(options.keptBodies ? { keptBodies: true } : {}) } }
          : {}),
        ...(options.onSend ? { onSend: options.onSend } : {}),
        ...(options.compress === false ? { compress: false } : {}),
        ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
        schema: {
          tags: [tag],
          summary,
          ...(request ? (fromQuery ? { querystring: request } : { body: request }) : {}),
          ...(options.headers ? { headers: options.headers } : {}),
          response: responses,
        },
        handler:
          status === 200
            ? handle
            : function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
                reply.code(status);
                return handle.call(this, req, reply);
              },
      });
    },
    checkedBody<E extends Endpoint>(endpoint: E, body: unknown) {
      const name = NAME_OF.get(endpoint);
      if (name === undefined)
        throw new Error(`${endpoint.path} is not a row of the endpoint table`);
      const { request }: BoundEndpoint = endpointSchemas[name];
      const parsed = request ? request.safeParse(body) : { success: true as const, data: body };
      if (!parsed.success || containsNul(parsed.data)) return undefined;
      return { body: parsed.data as ParsedBodyOf<E> };
    },
    assertComplete() {
      const missing = [...NAME_OF.values()].filter((name) => !registered.has(name));
      if (missing.length > 0) {
        throw new Error(
          `Endpoints without a handler: ${missing.map((n) => endpoints[n].path).join(', ')}`,
        );
      }
    },
  };
}
