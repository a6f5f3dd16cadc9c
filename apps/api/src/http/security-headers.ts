import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';

/** The headers every answer carries, by what the answer is. */
export interface SecurityHeaders {
  /** Pages, scripts, images, the API docs: helmet's full set, with the shop's content policy. */
  document: Readonly<Record<string, string>>;
  /**
   * JSON answers under `/api/`: what still means something for a body no browser renders as a page
   * (nosniff, HSTS, referrer and resource policies, and a policy that lets nothing run or frame it).
   */
  api: Readonly<Record<string, string>>;
}

/** Headers of a JSON answer that helmet's full set also sets, with the same values. */
const SHARED_WITH_API = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
] as const;

/**
 * Worked out once: they are the same for every answer with this configuration. (The Fastify
 * helmet plugin builds helmet and runs its dozen middlewares on every request, which cost a quarter
 * of the throughput of cached answers; decision 010.)
 */
export function securityHeaders(corsOrigins: readonly string[]): SecurityHeaders {
  const document = headersOf(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-hot-toast injects its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          connectSrc: ["'self'", ...corsOrigins],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Images are also shown by web apps on other configured origins.
      crossOriginResourcePolicy: {
        policy: corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
      },
    }),
  );
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
  for (const name of SHARED_WITH_API) {
    const value = document[name];
    if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
    api[name] = value;
  }
  return { document, api };
}

/**
 * Whether `url` is answered with JSON by the API: everything under `/api/` but the docs (an HTML
 * page with its scripts and styles).
 */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** The headers a middleware sets on a response, collected once from a response never sent. */
function headersOf(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}
