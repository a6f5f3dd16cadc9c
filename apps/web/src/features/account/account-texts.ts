import { OTP_LENGTH, TEXT, defineTexts } from '@shop/contract';
import { UI_TEXT } from '../../lib/ui-settings';

/** The login and register pages' words (decision 047: en is the specification's, verbatim). */
export const signInTexts = defineTexts({
  vi: {
    loginTitle: 'Đăng nhập',
    loginIntro: 'Chào mừng bạn trở lại. Đăng nhập để đặt hàng và theo dõi đơn hàng.',
    noAccount: 'Chưa có tài khoản?',
    register: 'Đăng ký',
    forgotPassword: 'Quên mật khẩu',
    login: 'Đăng nhập',
    registerTitle: 'Đăng ký',
    registerIntro: 'Tạo tài khoản để đặt hàng, lưu địa chỉ và theo dõi đơn hàng.',
    haveAccount: 'Đã có tài khoản?',
    confirmPlaceholder: 'Nhập lại mật khẩu',
    passwordsDiffer: 'Mật khẩu và mật khẩu nhập lại phải giống nhau',
  },
  en: {
    loginTitle: 'Login',
    loginIntro: 'Welcome back. Log in to order and track your orders.',
    noAccount: "Don't have an account?",
    register: 'Register',
    forgotPassword: 'Forgot password',
    login: 'Login',
    registerTitle: 'Register',
    registerIntro: 'Create an account to order, save addresses and follow your orders.',
    haveAccount: 'Already have an account?',
    confirmPlaceholder: 'Enter your password again',
    passwordsDiffer: TEXT.passwordsDiffer,
  },
});

/** The password recovery pages' words: forgot password, the code, the new password. */
export const recoveryTexts = defineTexts({
  vi: {
    forgotTitle: 'Quên mật khẩu',
    forgotIntro: `Nhập email của tài khoản, chúng tôi sẽ gửi cho bạn mã gồm ${OTP_LENGTH} chữ số.`,
    remembered: 'Đã nhớ ra mật khẩu?',
    login: 'Đăng nhập',
    sendOtp: 'Gửi mã OTP',
    otpTitle: 'Nhập mã OTP',
    otpSentTo: `Chúng tôi đã gửi mã gồm ${OTP_LENGTH} chữ số đến`,
    otpValid: 'Mã có hiệu lực trong 10 phút.',
    noCode: 'Chưa nhận được mã?',
    sendAgain: 'Gửi lại',
    verifyOtp: 'Xác minh OTP',
    otpGroup: 'Mã dùng một lần',
    otpDigit: (index: number, count: number) => `Chữ số ${index} trên ${count}`,
    resetTitle: 'Đặt lại mật khẩu',
    resetIntro: 'Chọn mật khẩu mới cho',
    newPasswordPlaceholder: 'Nhập mật khẩu mới',
    confirmNewPlaceholder: 'Nhập lại mật khẩu mới',
    changePassword: 'Đổi mật khẩu',
    newPasswordsDiffer: 'Mật khẩu mới và mật khẩu nhập lại phải giống nhau.',
  },
  en: {
    forgotTitle: 'Forgot Password',
    forgotIntro: `Enter your account's email and we will send you a ${OTP_LENGTH}-digit code.`,
    remembered: 'Remembered it?',
    login: 'Login',
    sendOtp: 'Send Otp',
    otpTitle: 'Enter OTP',
    otpSentTo: `We sent a ${OTP_LENGTH}-digit code to`,
    otpValid: 'It is valid for 10 minutes.',
    noCode: 'No code?',
    sendAgain: 'Send it again',
    verifyOtp: 'Verify OTP',
    otpGroup: 'One-time code',
    otpDigit: (index: number, count: number) => `Digit ${index} of ${count}`,
    resetTitle: 'Reset Password',
    resetIntro: 'Choose a new password for',
    newPasswordPlaceholder: 'Enter your new password',
    confirmNewPlaceholder: 'Enter your new password again',
    changePassword: 'Change Password',
    newPasswordsDiffer: TEXT.newPasswordsDiffer,
  },
});

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

/** The profile page's, the avatar dialog's and the avatar's words. */
export const profileTexts = defineTexts({
  vi: {
    heading: 'Hồ sơ',
    edit: 'Sửa',
    currentPassword: 'Mật khẩu hiện tại',
    currentPasswordPlaceholder: 'Nhập mật khẩu bạn đang dùng',
    emailChangeHint:
      'Để đổi e-mail, hãy nhập mật khẩu hiện tại. Chúng tôi sẽ gửi liên kết xác nhận đến e-mail mới và báo cho e-mail đang dùng.',
    pendingBefore: 'Đang chờ xác nhận e-mail mới:',
    pendingAfter: 'Hãy mở liên kết trong thư chúng tôi vừa gửi đến địa chỉ đó.',
    mobilePlaceholder: 'Nhập số điện thoại',
    submit: 'Lưu thay đổi',
    pictureTitle: 'Ảnh đại diện',
    chooseImage: 'Chọn ảnh',
    imageRules: 'JPEG, PNG, WebP, GIF hoặc AVIF, tối đa 5 MB',
    avatarOf: (name: string) => `Ảnh đại diện của ${name}`,
    someone: 'bạn',
  },
  en: {
    heading: 'Profile',
    edit: 'Edit',
    currentPassword: 'Current password',
    currentPasswordPlaceholder: 'Enter the password you use now',
    emailChangeHint:
      'To change your e-mail, enter your current password. We will send a confirmation link to the new e-mail and let the current one know.',
    pendingBefore: 'Waiting for the new e-mail to be confirmed:',
    pendingAfter: 'Please open the link in the e-mail we just sent to that address.',
    mobilePlaceholder: 'Enter your mobile number',
    submit: 'Submit',
    pictureTitle: 'Profile picture',
    chooseImage: 'Choose an image',
    imageRules: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB',
    avatarOf: (name: string) => `${name}'s avatar`,
    someone: 'User',
  },
});

/** The account menu's words (the header dropdown, /user and the dashboard's sidebar). */
export const accountMenuTexts = defineTexts({
  vi: {
    nav: 'Tài khoản',
    myAccount: 'Tài khoản của tôi',
    admin: '(Quản trị)',
    profile: 'Hồ sơ',
    dashboard: 'Tổng quan',
    category: 'Danh mục',
    subCategory: 'Danh mục con',
    uploadProduct: 'Thêm sản phẩm',
    product: 'Sản phẩm',
    orders: 'Đơn hàng',
    myOrders: 'Đơn hàng của tôi',
    saveAddress: 'Sổ địa chỉ',
    logOut: 'Đăng xuất',
    close: 'Đóng',
  },
  en: {
    nav: 'Account',
    myAccount: 'My Account',
    admin: '(Admin)',
    profile: 'Profile',
    dashboard: 'Dashboard',
    category: 'Category',
    subCategory: 'Sub Category',
    uploadProduct: 'Upload Product',
    product: 'Product',
    orders: 'Orders',
    myOrders: 'My Orders',
    saveAddress: 'Save Address',
    logOut: 'Log Out',
    close: 'Close',
  },
});

/** What a non-admin reads on an admin page (the specification's fixed text in en). */
export const adminOnlyTexts = defineTexts({
  vi: { noPermission: 'Bạn không có quyền xem trang này' },
  en: { noPermission: UI_TEXT.noPermission },
});
