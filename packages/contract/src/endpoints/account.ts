/** The account pages' calls: registration, profile, password reset. */
import type {
  AvatarResponseSchema,
  CancelEmailChangeRequestSchema,
  ConfirmEmailRequestSchema,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UpdateUserResponseSchema,
  UserResponseSchema,
  VerifyOtpRequestSchema,
} from '../users';
import type { Endpoint } from './endpoint';

export const register: Endpoint<typeof RegisterRequestSchema, typeof UserResponseSchema> = {
  method: 'POST',
  path: '/api/user/register',
};

export const updateUser: Endpoint<typeof UpdateUserRequestSchema, typeof UpdateUserResponseSchema> =
  { method: 'PUT', path: '/api/user/update-user' };

/** Makes a new account e-mail the account's: public, as the link may be opened on any device. */
export const confirmEmail: Endpoint<
  typeof ConfirmEmailRequestSchema,
  typeof MessageResponseSchema
> = { method: 'POST', path: '/api/user/confirm-email' };

/**
 * Cancels a pending e-mail change with the link mailed to the old address, and ends every login of
 * the account: public, as the owner may have no login left.
 */
export const cancelEmailChange: Endpoint<
  typeof CancelEmailChangeRequestSchema,
  typeof MessageResponseSchema
> = { method: 'POST', path: '/api/user/cancel-email-change' };

export const uploadAvatar: Endpoint<{ file: 'avatar' }, typeof AvatarResponseSchema> = {
  method: 'PUT',
  path: '/api/user/upload-avatar',
  file: 'avatar',
};

export const forgotPassword: Endpoint<
  typeof ForgotPasswordRequestSchema,
  typeof MessageResponseSchema
> = { method: 'PUT', path: '/api/user/forgot-password' };

export const verifyForgotPasswordOtp: Endpoint<
  typeof VerifyOtpRequestSchema,
  typeof MessageResponseSchema
> = { method: 'PUT', path: '/api/user/verify-forgot-password-otp' };

export const resetPassword: Endpoint<
  typeof ResetPasswordRequestSchema,
  typeof MessageResponseSchema
> = { method: 'PUT', path: '/api/user/reset-password' };

// ---- Catalogue (storefront) ----
