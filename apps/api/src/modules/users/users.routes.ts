import type { FastifyReply } from 'fastify';
import {
  AvatarResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UserResponseSchema,
  VerifyOtpRequestSchema,
} from '@shop/contract';
import type { App } from '../../http/app-instance';
import { ACCESS_COOKIE, REFRESH_COOKIE, authOf, tokenFrom, type Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import { readUploadedFile } from '../../http/multipart';
import {
  requestPasswordReset,
  resetPassword,
  verifyPasswordResetCode,
  type PasswordResetDeps,
} from './password-reset.service';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from './tokens';
import {
  getUserDetails,
  logIn,
  logOut,
  refreshSession,
  registerUser,
  updateUser,
  uploadAvatar,
  type TokenPair,
  type UsersDeps,
} from './users.service';

export interface UserRoutesDeps {
  users: UsersDeps;
  reset: PasswordResetDeps;
  requireLogin: Guard;
  secureCookies: boolean;
}

// Per-IP limits of the calls that guess or spam (per-e-mail limits live in the services).
const STRICT_LIMIT = { rateLimit: { max: 20, timeWindow: '15 minutes' } };
// Logins are limited loosely per IP: a whole factory office may share one address.
const LOGIN_LIMIT = { rateLimit: { max: 100, timeWindow: '5 minutes' } };

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

/** The account calls of CONTRACT.md. */
export function registerUserRoutes(app: App, deps: UserRoutesDeps): void {
  const tags = ['account'];
  const { users, reset, requireLogin, secureCookies } = deps;

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

  app.get(
    '/api/user/user-details',
    {
      preValidation: requireLogin,
      schema: { tags, summary: 'The logged-in user', response: { 200: UserResponseSchema } },
    },
    async (request) => ok(await getUserDetails(users, authOf(request).userId), 'User details'),
  );

  app.put(
    '/api/user/update-user',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Change name, e-mail and mobile',
        body: UpdateUserRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) =>
      ok(await updateUser(users, authOf(request).userId, request.body), 'Updated successfully'),
  );

  app.put(
    '/api/user/upload-avatar',
    {
      preValidation: requireLogin,
      config: STRICT_LIMIT,
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field "avatar")',
        response: { 200: AvatarResponseSchema },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'avatar');
      return ok(
        await uploadAvatar(users, authOf(request).userId, bytes),
        'Profile picture updated',
      );
    },
  );

  app.put(
    '/api/user/forgot-password',
    {
      config: STRICT_LIMIT,
      schema: {
        tags,
        summary: 'Mail a one-time code for a password reset',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(reset, request.body.email, request.ip);
      return ok(
        null,
        'If this e-mail is registered, an OTP has been sent to it. Check your inbox.',
      );
    },
  );

  app.put(
    '/api/user/verify-forgot-password-otp',
    {
      config: STRICT_LIMIT,
      schema: {
        tags,
        summary: 'Check the one-time code',
        body: VerifyOtpRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await verifyPasswordResetCode(reset, request.body.email, request.body.otp, request.ip);
      return ok(null, 'OTP verified successfully');
    },
  );

  app.put(
    '/api/user/reset-password',
    {
      config: STRICT_LIMIT,
      schema: {
        tags,
        summary: 'Set a new password after a verified code',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(reset, request.body.email, request.body.newPassword);
      return ok(null, 'Password updated successfully');
    },
  );
}
