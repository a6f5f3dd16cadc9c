// The web app's build-time settings (Vite inlines them when it builds), read and checked here once;
// nothing else reads import.meta.env. Plain checks rather than a schema: this file is part of every
// page's first download, and written so that an unset setting (its default) costs no code at all.

function invalid(name: string, expected: string): never {
  throw new Error(`Invalid build setting ${name}: ${expected}`);
}

const apiUrl = import.meta.env.VITE_API_URL;
if (apiUrl && !/^https?:\/\/[^/]+$/.test(apiUrl)) {
  invalid('VITE_API_URL', 'an origin such as https://api.example.com, without a path');
}

const phone = import.meta.env.VITE_SHOP_PHONE;
// Digits only (and a leading +), so the same value works in `tel:` and Zalo links.
const phoneDigits = phone ? phone.replace(/[^\d+]/g, '') : '0900000000';
if (phone && !/^\+?\d{8,12}$/.test(phoneDigits)) {
  invalid('VITE_SHOP_PHONE', 'a phone number, e.g. 0900 000 000');
}

/** Origin of the API when it is not the page's own; empty: the page's own. */
export const API_URL = apiUrl ?? '';
/** The shop's hotline, digits only. */
export const SHOP_PHONE = phoneDigits;
