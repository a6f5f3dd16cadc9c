import { inBoth } from './answer-texts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { endpoints } from '@shop/contract';
import { AppError } from '../app-error';
import { ACCESS_COOKIE, REFRESH_COOKIE, bearerToken } from './auth';

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * An onRequest hook that refuses cross-site requests riding on the login cookies: a page on
 * another site can make the browser send them (a form POST, a link to the GET logout), but cannot
 * set an Authorization header, so Bearer calls pass. Allowed are the shop's own pages (by
 * `Sec-Fetch-Site` or an Origin of PUBLIC_URL) and the CORS origins. A write is refused when the
 * browser says it comes from elsewhere; the GET logout, which any link reaches, is allowed only
 * with the browser's word that it comes from the shop.
 */
export function refuseCrossSiteCookieUse(options: {
  publicUrl: string;
  corsOrigins: readonly string[];
}): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  const allowed = new Set(
    [options.publicUrl, ...options.corsOrigins]
      .map(originOf)
      .filter((origin): origin is string => origin !== undefined),
  );
  // A callback hook, not an async one: it runs on every request, the cached catalogue answers
  // included, which are sent without a promise.
  return (request, _reply, done) => {
    if (refusesCookieUse(request, allowed))
      done(
        new AppError(
          'FORBIDDEN',
          inBoth((t) => t.crossSiteRefused),
        ),
      );
    else done();
  };
}

function refusesCookieUse(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const write = WRITES.has(request.method);
  const getLogout = request.method === 'GET' && request.routeOptions.url === endpoints.logout.path;
  if (!write && !getLogout) return false;
  if (bearerToken(request)) return false;
  if (!request.cookies[ACCESS_COOKIE] && !request.cookies[REFRESH_COOKIE]) return false;

  const site = request.headers['sec-fetch-site'];
  // The browser's own word that the page is the shop (however it was reached) or a typed URL.
  if (site === 'same-origin' || site === 'none') return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !allowed.has(origin);
  // No Origin: refused when the browser names another site, and always for the GET logout (a
  // navigation carries no Origin, and an old browser no Sec-Fetch-Site either); a write with
  // neither header comes from no browser, which no other site can steer.
  return getLogout || site === 'cross-site' || site === 'same-site';
}
