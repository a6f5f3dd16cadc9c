import { namedLocale, wordsFor } from '../../http/answer-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@shop/contract';
import { ACCESS_COOKIE, REFRESH_COOKIE, tokenFrom } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { LOGIN_LIMIT, STRICT_LIMIT } from './rate-limits';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from './tokens';
import {
  logIn,
  logOut,
  refreshSession,
  registerUser,
  type TokenPair,
  type UsersDeps,
} from './users.service';

export interface SessionRoutesDeps {
  users: UsersDeps;
  secureCookies: boolean;
}

/** The refresh cookie goes only to the calls that use it: /api/user/refresh-token and logout. */
const REFRESH_COOKIE_PATH = '/api/user';

function setSessionCookies(reply: FastifyReply, pair: TokenPair, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax', secure } as const;
  reply.setCookie(ACCESS_COOKIE, pair.accessToken, {
    ...base,
    path: '/',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, pair.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax', secure } as const;
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}

/** Signing up, and the calls that start, renew and end a login. */
export function registerSessionRoutes(routes: EndpointRouter, deps: SessionRoutesDeps): void {
  const { users, secureCookies } = deps;

  routes.add(
    endpoints.register,
    async (request) =>
      ok(
        await registerUser(users, { ...request.body, locale: namedLocale(request) }),
        wordsFor(request).registered,
      ),
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.login,
    async (request, reply) => {
      const pair = await logIn(users, { ...request.body, locale: namedLocale(request) });
      setSessionCookies(reply, pair, secureCookies);
      return ok(
        { accesstoken: pair.accessToken, refreshToken: pair.refreshToken },
        wordsFor(request).loggedIn,
      );
    },
    { config: LOGIN_LIMIT },
  );

  routes.add(
    endpoints.refreshToken,
    async (request, reply) => {
      const pair = await refreshSession(users, tokenFrom(request, REFRESH_COOKIE));
      setSessionCookies(reply, pair, secureCookies);
      return ok(pair, wordsFor(request).tokenRenewed);
    },
    { config: LOGIN_LIMIT },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await logOut(users, {
      accessToken: tokenFrom(request, ACCESS_COOKIE),
      refreshToken: request.cookies[REFRESH_COOKIE],
    });
    clearSessionCookies(reply, secureCookies);
    return ok(null, wordsFor(request).loggedOut);
  };
  // The GET stays for existing clients; a cookie-only GET from another site is refused at the edge.
  routes.add(endpoints.logout, logout);
  routes.add(endpoints.logoutPost, logout);
}
