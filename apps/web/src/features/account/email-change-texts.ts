import { defineTexts } from '@shop/contract';

/** The pages the e-mail change's links open: confirm the new e-mail, cancel the change. */
export const emailChangeTexts = defineTexts({
  vi: {
    confirmTitle: 'Xác nhận e-mail mới',
    confirmIntro: 'Xác nhận để dùng địa chỉ e-mail này cho tài khoản của bạn.',
    login: 'Đăng nhập',
    confirmLinkBroken: 'Liên kết không đầy đủ. Hãy mở lại liên kết trong thư xác nhận.',
    confirm: 'Xác nhận e-mail',
    cancelTitle: 'Huỷ yêu cầu đổi e-mail',
    cancelIntro:
      'Nếu bạn không yêu cầu đổi e-mail của tài khoản, hãy huỷ yêu cầu này. Mọi phiên đăng nhập của tài khoản sẽ bị đăng xuất; e-mail hiện tại vẫn được giữ.',
    changePassword: 'Đổi mật khẩu (Quên mật khẩu)',
    cancelLinkBroken: 'Liên kết không đầy đủ. Hãy mở lại liên kết trong thư báo đổi e-mail.',
    cancel: 'Huỷ đổi e-mail',
  },
  en: {
    confirmTitle: 'Confirm your new e-mail',
    confirmIntro: 'Confirm to use this e-mail address for your account.',
    login: 'Login',
    confirmLinkBroken:
      'This link is incomplete. Please open the link in the confirmation e-mail again.',
    confirm: 'Confirm e-mail',
    cancelTitle: 'Cancel the e-mail change',
    cancelIntro:
      "If you did not ask to change your account's e-mail, cancel this request. Every login of the account will be logged out; the current e-mail is kept.",
    changePassword: 'Change your password (Forgot password)',
    cancelLinkBroken:
      'This link is incomplete. Please open the link in the e-mail change notice again.',
    cancel: 'Cancel e-mail change',
  },
});
