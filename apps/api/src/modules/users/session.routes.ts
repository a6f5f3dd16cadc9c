import type { FastifyReply } from 'fastify';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshResponseSchema,
  RegisterRequestSchema,
  UserResponseSchema,
} from '@shop/contract';
import type { App } from '../../http/app-instance';
import { ACCESS_COOKIE, REFRESH_COOKIE, tokenFrom } from '../../http/auth';
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
export function registerSessionRoutes(app: App, deps: SessionRoutesDeps): void {
  const tags = ['account'];
  const { users, secureCookies } = deps;

  app.post(
    '/api/user/register',
    {
      config: STRICT_LIMIT,
      schema: {
        tags,
        summary: 'Create a shopper account',
        body: RegisterRequestSchema,
        response: { 201: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await registerUser(users, request.body);
      return reply.status(201).send(ok(user, 'User registered successfully'));
    },
  );

  app.post(
    '/api/user/login',
    {
      config: LOGIN_LIMIT,
      schema: {
        tags,
        summary: 'Log in; tokens in data and in HttpOnly cookies',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const pair = await logIn(users, request.body);
      setSessionCookies(reply, pair, secureCookies);
      return ok(
        { accesstoken: pair.accessToken, refreshToken: pair.refreshToken },
        'Login successfully',
      );
    },
  );

  app.post(
    '/api/user/refresh-token',
    {
      config: LOGIN_LIMIT,
      schema: {
        tags,
        summary: 'Rotate the refresh token (Bearer or cookie) for a new pair',
        response: { 200: RefreshResponseSchema },
      },
    },
    async (request, reply) => {
      const pair = await refreshSession(users, tokenFrom(request, REFRESH_COOKIE));
      setSessionCookies(reply, pair, secureCookies);
      return ok(pair, 'New access token generated');
    },
  );

  app.get(
    '/api/user/logout',
    {
      schema: { tags, summary: 'End the current login', response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      await logOut(users, {
        accessToken: tokenFrom(request, ACCESS_COOKIE),
        refreshToken: request.cookies[REFRESH_COOKIE],
      });
      clearSessionCookies(reply, secureCookies);
      return ok(null, 'Logout successfully');
    },
  );
}
