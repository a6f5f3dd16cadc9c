// The account forms' common fields, stated once so every page asks for them the same way.

export const NAME_FIELD = {
  label: 'Name',
  autoComplete: 'name',
  placeholder: 'Enter your name',
} as const;

export const EMAIL_FIELD = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  placeholder: 'Enter your email',
} as const;

/** The account's password; each form adds whether the browser should offer a saved or a new one. */
export const PASSWORD_FIELD = {
  label: 'Password',
  placeholder: 'Enter your password',
} as const;
