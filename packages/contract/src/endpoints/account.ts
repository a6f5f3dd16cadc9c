/** The account pages' calls: registration, profile, password reset. */
import type {
  AvatarResponseSchema,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UserResponseSchema,
  VerifyOtpRequestSchema,
} from '../users';
import type { Endpoint } from './endpoint';

export const register: Endpoint<typeof RegisterRequestSchema, typeof UserResponseSchema> = {
  method: 'POST',
  path: '/api/user/register',
};

export const updateUser: Endpoint<typeof UpdateUserRequestSchema, typeof UserResponseSchema> = {
  method: 'PUT',
  path: '/api/user/update-user',
};

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
