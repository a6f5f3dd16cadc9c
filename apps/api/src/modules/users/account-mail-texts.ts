import { defineTexts } from '@shop/contract';

/** The account mails' words (decision 047), in the locale of the account they are about. */
export const accountMailTexts = defineTexts({
  vi: {
    greeting: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    confirmSubject: 'Xác nhận địa chỉ e-mail mới',
    confirmAsked: (shop: string) =>
      `Bạn vừa yêu cầu dùng địa chỉ này cho tài khoản của mình tại ${shop}. Hãy mở liên kết sau để xác nhận:`,
    confirmValid: (hours: number) =>
      `Liên kết có hiệu lực trong ${hours} giờ và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua thư này: tài khoản sẽ không đổi.`,
    noticeSubject: 'Yêu cầu đổi e-mail tài khoản',
    noticeAsked: (newEmail: string) =>
      `Có yêu cầu đổi e-mail của tài khoản bạn sang ${newEmail}. E-mail mới chỉ có hiệu lực sau khi được xác nhận từ hộp thư đó; đến lúc ấy tài khoản vẫn dùng địa chỉ này.`,
    noticeCancel: (hours: number) =>
      `Nếu không phải bạn, hãy mở liên kết sau để huỷ yêu cầu này (mọi phiên đăng nhập của tài khoản sẽ bị đăng xuất), rồi đổi mật khẩu bằng chức năng Quên mật khẩu. Liên kết dùng được trong ${hours} giờ:`,
    noticeReset:
      'Đổi mật khẩu bằng chức năng Quên mật khẩu cũng huỷ mọi yêu cầu đổi e-mail đang chờ. Nếu cần, hãy liên hệ với cửa hàng.',
  },
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    confirmSubject: 'Confirm your new e-mail address',
    confirmAsked: (shop: string) =>
      `You asked to use this address for your account at ${shop}. Open this link to confirm it:`,
    confirmValid: (hours: number) =>
      `The link works for ${hours} hours and only once. If you did not ask for this, ignore this e-mail: the account will not change.`,
    noticeSubject: 'Request to change your account e-mail',
    noticeAsked: (newEmail: string) =>
      `Someone asked to change your account's e-mail to ${newEmail}. The new e-mail takes effect only once it is confirmed from that inbox; until then the account keeps this address.`,
    noticeCancel: (hours: number) =>
      `If it was not you, open this link to cancel the request (every login of the account will be logged out), then change your password with Forgot Password. The link works for ${hours} hours:`,
    noticeReset:
      'Changing the password with Forgot Password also cancels every pending e-mail change. If you need help, contact the shop.',
  },
});
