import type { accountFieldTexts } from './account-field-texts';

// The account forms' common fields, stated once so every page asks for them the same way; their
// words are in `accountFieldTexts` (account-field-texts.ts), in the page's locale.

export const NAME_FIELD = { autoComplete: 'name' } as const;

export const EMAIL_FIELD = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;

/** The props of the name, e-mail and password fields in the page's words. */
export function accountFields(t: (typeof accountFieldTexts)['en']) {
  return {
    name: { ...NAME_FIELD, label: t.name, placeholder: t.namePlaceholder },
    email: { ...EMAIL_FIELD, label: t.email, placeholder: t.emailPlaceholder },
    password: { label: t.password, placeholder: t.passwordPlaceholder },
  };
}
