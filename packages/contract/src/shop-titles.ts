import type { Locale } from './locale';

/**
 * The home page's title: the server writes it in the first visit's head, and the web app writes
 * the same when a visitor comes back to home (decision 026).
 */
export function homeTitle(shopName: string, locale: Locale): string {
  return locale === 'vi'
    ? `${shopName} – Thiết bị gia nhiệt & quạt công nghiệp`
    : `${shopName} – Industrial heating elements & fans`;
}
