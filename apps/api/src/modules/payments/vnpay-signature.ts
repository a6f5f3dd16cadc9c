import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay's request signing (payment API 2.1.0), kept small and pure so it can be checked against
 * vectors computed by hand: the parameters sorted by key, each value form-encoded (spaces as '+'),
 * joined `k=v&...`, then HMAC-SHA512 with the merchant's secret, in lower-case hex.
 */

/** The two parameters that carry the signature and are never part of what is signed. */
const SIGNATURE_KEYS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

/**
 * A value as application/x-www-form-urlencoded writes it (the encoding of VNPay's own Java and PHP
 * examples for every character a request of ours carries): letters, digits and `*-._` stay,
 * a space becomes '+', everything else is percent-encoded from its UTF-8 bytes, in upper case.
 */
export function vnpEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

/** The text that is signed: the non-empty parameters but the signature's, sorted by key. */
export function vnpSignedText(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((key) => !SIGNATURE_KEYS.has(key) && key.startsWith('vnp_') && params[key] !== '')
    .sort()
    .map((key) => `${key}=${vnpEncode(params[key] ?? '')}`)
    .join('&');
}

export function vnpSign(params: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha512', secret).update(vnpSignedText(params), 'utf8').digest('hex');
}

/** The payment page's address with the signed request in its query string. */
export function vnpPaymentUrl(
  baseUrl: string,
  params: Readonly<Record<string, string>>,
  secret: string,
): string {
  const query = `${vnpSignedText(params)}&vnp_SecureHash=${vnpSign(params, secret)}`;
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${query}`;
}

/** Whether the parameters carry a signature made with this secret over the rest of them. */
export function vnpVerify(params: Readonly<Record<string, string>>, secret: string): boolean {
  const given = params['vnp_SecureHash'];
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(vnpSign(params, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

const GMT7_MS = 7 * 60 * 60 * 1000;

/** A time as VNPay writes it: yyyyMMddHHmmss in Vietnam's time (GMT+7, no daylight saving). */
export function vnpDate(date: Date): string {
  return new Date(date.getTime() + GMT7_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** The time a yyyyMMddHHmmss GMT+7 text names; undefined when it is not one. */
export function parseVnpDate(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - GMT7_MS;
  return Number.isNaN(utc) ? undefined : new Date(utc);
}

/**
 * Vietnamese text without its diacritics ("Đơn hàng" → "Don hang"), and without anything but
 * letters, digits, spaces and `-.,:`: VNPay asks for vnp_OrderInfo in plain ASCII.
 */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 .,:-]/g, '')
    .trim();
}
