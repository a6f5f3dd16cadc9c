import type { Locale } from './locale';

/** The private pages' segments, the same in both locales. */
type PrivateSegment =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'verification-otp'
  | 'reset-password'
  | 'confirm-email'
  | 'cancel-email-change'
  | 'user'
  | 'dashboard'
  | 'cart'
  | 'checkout'
  | 'success'
  | 'cancel'
  | 'dat-theo-yeu-cau'
  | 'quote';

/**
 * The titles of the pages that only make sense to the visitor who opened them (account, cart,
 * checkout, the end of a payment), by their path's first segment, in each locale (decision 047:
 * en in the specification's words where it names the page). The server writes them into a first
 * visit's head (with noindex); the web app puts the same in the tab when the visitor moves to one of
 * these pages without a new document.
 */
export const PRIVATE_PAGE_TITLES: Readonly<
  Record<Locale, Readonly<Record<PrivateSegment, string>>>
> = {
  vi: {
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
    'dat-theo-yeu-cau': 'Đặt điện trở theo yêu cầu',
    quote: 'Báo giá',
  },
  en: {
    login: 'Login',
    register: 'Register',
    'forgot-password': 'Forgot Password',
    'verification-otp': 'Verify OTP',
    'reset-password': 'Reset Password',
    'confirm-email': 'Confirm e-mail',
    'cancel-email-change': 'Cancel e-mail change',
    user: 'My Account',
    dashboard: 'My Account',
    cart: 'Cart',
    checkout: 'Checkout',
    success: 'Order placed',
    cancel: 'Order Cancel',
    'dat-theo-yeu-cau': 'Made-to-order heaters',
    quote: 'Quote',
  },
};

/** The private pages' first segments (robots.txt keeps crawlers out of them). */
export const PRIVATE_PAGE_SEGMENTS: readonly string[] = Object.keys(PRIVATE_PAGE_TITLES.en);

/**
 * A private page's title at `pathname` (a specification path, without `/vi`) in `locale`: one
 * segment, any page under /dashboard, or a quote's page (/quote/<token>).
 */
export function privatePageTitleAt(pathname: string, locale: Locale): string | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const titles: Readonly<Record<string, string>> = PRIVATE_PAGE_TITLES[locale];
  if (first === undefined || !Object.hasOwn(titles, first)) return undefined;
  // A quote's page is its link's token (issue 46): /quote/<token>, never /quote alone.
  if (first === 'quote') return rest.length === 1 ? titles[first] : undefined;
  return first === 'dashboard' || rest.length === 0 ? titles[first] : undefined;
}

/** The made-to-order heater request's page (issue 46), the same in both locales. */
export const MADE_TO_ORDER_PATH = '/dat-theo-yeu-cau';
