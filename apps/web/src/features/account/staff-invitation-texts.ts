import { defineTexts } from '@shop/contract';

/** The staff invitation link's page (issue 45). */
export const staffInvitationTexts = defineTexts({
  vi: {
    title: 'Nhận lời mời làm nhân viên',
    intro: 'Đặt mật khẩu cho tài khoản nhân viên của bạn.',
    invitationFor: (name: string, email: string, role: string) =>
      `${name} (${email}) được mời với vai trò ${role}.`,
    password: 'Mật khẩu',
    confirmPassword: 'Nhập lại mật khẩu',
    accept: 'Đặt mật khẩu và nhận lời mời',
    linkBroken: 'Liên kết mời không đầy đủ. Hãy mở lại liên kết trong e-mail.',
    checking: 'Đang kiểm tra lời mời',
    login: 'Đến trang đăng nhập',
  },
  en: {
    title: 'Accept your staff invitation',
    intro: 'Set the password of your staff account.',
    invitationFor: (name: string, email: string, role: string) =>
      `${name} (${email}) is invited as ${role}.`,
    password: 'Password',
    confirmPassword: 'Confirm password',
    accept: 'Set password and accept',
    linkBroken: 'The invitation link is incomplete. Open the link in the e-mail again.',
    checking: 'Checking the invitation',
    login: 'Go to login',
  },
});
