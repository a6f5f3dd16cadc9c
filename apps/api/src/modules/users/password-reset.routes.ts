import {
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
  VerifyOtpRequestSchema,
} from '@shop/contract';
import type { App } from '../../http/app-instance';
import { ok } from '../../http/envelope';
import {
  requestPasswordReset,
  resetPassword,
  verifyPasswordResetCode,
  type PasswordResetDeps,
} from './password-reset.service';
import { STRICT_LIMIT } from './rate-limits';

/** A forgotten password: a mailed one-time code, its check, then the new password. */
export function registerPasswordResetRoutes(app: App, reset: PasswordResetDeps): void {
  const tags = ['account'];

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
