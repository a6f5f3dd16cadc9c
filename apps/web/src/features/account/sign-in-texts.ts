import { TEXT, defineTexts } from '@shop/contract';

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
