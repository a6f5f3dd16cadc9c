import { defineTexts } from '@shop/contract';

// The account forms' common fields, stated once so every page asks for them the same way; their
// words are in `accountFieldTexts`, in the page's locale.

export const NAME_FIELD = { autoComplete: 'name' } as const;

export const EMAIL_FIELD = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;

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

/** The props of the name, e-mail and password fields in the page's words. */
export function accountFields(t: (typeof accountFieldTexts)['en']) {
  return {
    name: { ...NAME_FIELD, label: t.name, placeholder: t.namePlaceholder },
    email: { ...EMAIL_FIELD, label: t.email, placeholder: t.emailPlaceholder },
    password: { label: t.password, placeholder: t.passwordPlaceholder },
  };
}
