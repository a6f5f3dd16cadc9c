import { defineTexts } from '@shop/contract';

/** The account fields' labels and hints (decision 047: en in the specification's words). */
export const accountFieldTexts = defineTexts({
  vi: {
    name: 'Họ và tên',
    namePlaceholder: 'Nhập họ và tên',
    email: 'Email',
    emailPlaceholder: 'Nhập email của bạn',
    /** The account's password; each form adds whether the browser should offer a saved or a new one. */
    password: 'Mật khẩu',
    passwordPlaceholder: 'Nhập mật khẩu',
    confirmPassword: 'Nhập lại mật khẩu',
    newPassword: 'Mật khẩu mới',
    mobile: 'Số điện thoại',
  },
  en: {
    name: 'Name',
    namePlaceholder: 'Enter your name',
    email: 'Email',
    emailPlaceholder: 'Enter your email',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
    mobile: 'Mobile',
  },
});
