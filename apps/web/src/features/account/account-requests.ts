import * as endpoints from '@shop/contract/endpoints';
import type {
  CancelEmailChangeRequest,
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateUserRequest,
  VerifyOtpRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiUpload } from '../../lib/api-upload';

/** Login answers `accesstoken` in lower case, the refresh answer `accessToken` (the contract's spelling). */
export function logIn(body: LoginRequest) {
  return apiRequest(endpoints.login, { body });
}

export function registerUser(body: RegisterRequest) {
  return apiRequest(endpoints.register, { body });
}

export function sendPasswordOtp(body: ForgotPasswordRequest) {
  return apiRequest(endpoints.forgotPassword, { body });
}

export function verifyPasswordOtp(body: VerifyOtpRequest) {
  return apiRequest(endpoints.verifyForgotPasswordOtp, { body });
}

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest(endpoints.resetPassword, { body });
}

export function updateUser(body: UpdateUserRequest) {
  return apiRequest(endpoints.updateUser, { body });
}

export function confirmEmail(body: ConfirmEmailRequest) {
  return apiRequest(endpoints.confirmEmail, { body });
}

export function cancelEmailChange(body: CancelEmailChangeRequest) {
  return apiRequest(endpoints.cancelEmailChange, { body });
}

/** One file, sent as the form field the row names (`avatar`). */
export function uploadAvatar(file: File, onProgress: (sent: number) => void) {
  return apiUpload(endpoints.uploadAvatar, file, { onProgress });
}
