import { defineTexts } from '@shop/contract';

/** The password-reset mail's words (decision 047), in the account's locale. */
export const otpMailTexts = defineTexts({
  vi: {
    subject: 'Mã đặt lại mật khẩu',
    greeting: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    codeIs: 'Mã xác nhận đặt lại mật khẩu của bạn là:',
    valid: (minutes: number) =>
      `Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua thư này.`,
  },
  en: {
    subject: 'Password reset code',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    codeIs: 'Your password reset code is:',
    valid: (minutes: number) =>
      `It is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.`,
  },
});
