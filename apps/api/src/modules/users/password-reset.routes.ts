import { endpoints } from '@shop/contract';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  requestPasswordReset,
  resetPassword,
  verifyPasswordResetCode,
  type PasswordResetDeps,
} from './password-reset.service';
import { STRICT_LIMIT } from './rate-limits';

/** A forgotten password: a mailed one-time code, its check, then the new password. */
export function registerPasswordResetRoutes(
  routes: EndpointRouter,
  reset: PasswordResetDeps,
): void {
  routes.add(
    endpoints.forgotPassword,
    async (request) => {
      await requestPasswordReset(reset, request.body.email, request.ip);
      return ok(
        null,
        'If this e-mail is registered, an OTP has been sent to it. Check your inbox.',
      );
    },
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.verifyForgotPasswordOtp,
    async (request) => {
      await verifyPasswordResetCode(reset, request.body.email, request.body.otp, request.ip);
      return ok(null, 'OTP verified successfully');
    },
    { config: STRICT_LIMIT },
  );

  routes.add(
    endpoints.resetPassword,
    async (request) => {
      await resetPassword(reset, request.body.email, request.body.newPassword);
      return ok(null, 'Password updated successfully');
    },
    { config: STRICT_LIMIT },
  );
}
