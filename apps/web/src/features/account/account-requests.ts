import type {
  Envelope,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateUserRequest,
  User,
  VerifyOtpRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiUpload } from '../../lib/api-upload';

/** Login answers `accesstoken` in lower case (CONTRACT.md), the refresh answer `accessToken`. */
export function logIn(body: LoginRequest) {
  return apiRequest<Envelope<{ accesstoken: string; refreshToken: string }>>('/api/user/login', {
    method: 'POST',
    body,
  });
}

export function registerUser(body: RegisterRequest) {
  return apiRequest<Envelope<User>>('/api/user/register', { method: 'POST', body });
}

export function sendPasswordOtp(body: ForgotPasswordRequest) {
  return apiRequest<Envelope<unknown>>('/api/user/forgot-password', { method: 'PUT', body });
}

export function verifyPasswordOtp(body: VerifyOtpRequest) {
  return apiRequest<Envelope<unknown>>('/api/user/verify-forgot-password-otp', {
    method: 'PUT',
    body,
  });
}

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest<Envelope<unknown>>('/api/user/reset-password', { method: 'PUT', body });
}

export function updateUser(body: UpdateUserRequest) {
  return apiRequest<Envelope<User>>('/api/user/update-user', { method: 'PUT', body });
}

/** SPEC §5: one file, sent as the form field `avatar`. */
export function uploadAvatar(file: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append('avatar', file);
  return apiUpload<Envelope<{ _id: string; avatar: string }>>('/api/user/upload-avatar', form, {
    method: 'PUT',
    onProgress,
  });
}
