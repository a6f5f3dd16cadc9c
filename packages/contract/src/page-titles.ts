import type { Locale } from './locale';

/**
 * The titles of the pages that only make sense to the visitor who opened them (account, cart,
 * checkout, the end of a payment), by their path's first segment. The server writes them into a
 * first visit's head (with noindex); the web app puts the same in the tab when the visitor moves
 * to one of these pages without a new document.
 */
export const PRIVATE_PAGE_TITLES: Readonly<Record<string, string>> = {
  login: 'Đăng nhập',
  register: 'Đăng ký',
  'forgot-password': 'Quên mật khẩu',
  'verification-otp': 'Xác minh mã OTP',
  'reset-password': 'Đặt lại mật khẩu',
  'confirm-email': 'Xác nhận e-mail',
  'cancel-email-change': 'Huỷ đổi e-mail',
  user: 'Tài khoản',
  dashboard: 'Tài khoản',
  cart: 'Giỏ hàng',
  checkout: 'Thanh toán',
  success: 'Đặt hàng thành công',
  cancel: 'Đơn hàng chưa thanh toán',
};

/** A private page's title at `pathname`: one segment, or any page under /dashboard. */
export function privatePageTitleAt(pathname: string, _locale?: Locale): string | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined || !Object.hasOwn(PRIVATE_PAGE_TITLES, first)) return undefined;
  return first === 'dashboard' || rest.length === 0 ? PRIVATE_PAGE_TITLES[first] : undefined;
}
