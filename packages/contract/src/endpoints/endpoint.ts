/** The shape of a row of the endpoint table, and the types callers derive from it. */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiPath = `/api/${string}`;

/** Who may call: anyone, a logged-in user, or an active ADMIN (checked on the server). */
export type AuthLevel = 'public' | 'user' | 'admin';

/** What a request carries: a JSON body of a schema, one file in a multipart form, or nothing. */
export type RequestKind = z.ZodType | { file: string } | undefined;

interface EndpointRow<Request extends RequestKind, Response extends z.ZodType> {
  readonly method: HttpMethod;
  readonly path: ApiPath;
  /** Never set: carries the schemas' types to callers. */
  readonly types?: { request: Request; response: Response };
}

/** One row of the table; an upload's row names the multipart form field of its file. */
export type Endpoint<
  Request extends RequestKind = RequestKind,
  Response extends z.ZodType = z.ZodType,
> = EndpointRow<Request, Response> &
  (Request extends { file: infer Field }
    ? { readonly file: Field }
    : { readonly file?: undefined });

/** The JSON body a caller sends (before the server's defaults), or undefined for none. */
export type RequestBodyOf<E> =
  E extends Endpoint<infer Request>
    ? Request extends z.ZodType
      ? z.input<Request>
      : undefined
    : never;

/** The body the API's handler sees, after the schema's parsing and defaults. */
export type ParsedBodyOf<E> =
  E extends Endpoint<infer Request>
    ? Request extends z.ZodType
      ? z.output<Request>
      : undefined
    : never;

/** The request schema type of a row (a zod schema, the upload's field, or undefined). */
export type RequestSchemaOf<E> = E extends Endpoint<infer Request> ? Request : never;

/** The response schema type of a row. */
export type ResponseSchemaOf<E> =
  E extends Endpoint<RequestKind, infer Response> ? Response : never;

/** The answer a caller receives. */
export type ResponseOf<E> = z.output<ResponseSchemaOf<E>>;
