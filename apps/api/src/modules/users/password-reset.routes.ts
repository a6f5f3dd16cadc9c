import { wordsFor } from '../../http/answer-texts';
import { endpoints } from '@shop/contract';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  RESET_WINDOW_MINUTES,
  requestPasswordReset,
  resetPassword,
  verifyPasswordResetCode,
  type PasswordResetDeps,
} from './password-reset.service';
import { STRICT_LIMIT } from './rate-limits';

/**
 * Binds the reset step to the browser that verified the code. Strict: no other site's page can
 * make the browser send it; only the reset call (under /api/user) receives it.
 */
export const RESET_COOKIE = 'passwordReset';
const RESET_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'strict', path: '/api/user' } as const;

/** A forgotten password: a mailed one-time code, its check, then the new password. */
export function registerPasswordResetRoutes(
  routes: EndpointRouter,
  deps: PasswordResetDeps & { secureCookies: boolean },
): void {
  const { secureCookies, ...reset } = deps;
  routes.add(
    endpoints.forgotPassword,
    async (request) => {
      await requestPasswordReset(reset, request.body.email, request.ip);
      return ok(null, wordsFor(request).otpSent);
    },
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.verifyForgotPasswordOtp,
    async (request, reply) => {
      const resetToken = await verifyPasswordResetCode(
        reset,
        request.body.email,
        request.body.otp,
        request.ip,
      );
      reply.setCookie(RESET_COOKIE, resetToken, {
        ...RESET_COOKIE_OPTIONS,
        secure: secureCookies,
        maxAge: RESET_WINDOW_MINUTES * 60,
      });
      return ok(null, wordsFor(request).otpVerified);
    },
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.resetPassword,
    async (request, reply) => {
      await resetPassword(
        reset,
        request.body.email,
        request.body.newPassword,
        request.cookies[RESET_COOKIE],
      );
      reply.clearCookie(RESET_COOKIE, { ...RESET_COOKIE_OPTIONS, secure: secureCookies });
      return ok(null, wordsFor(request).passwordUpdated);
    },
    { config: STRICT_LIMIT },
  );
}
