/**
 * The shop's two languages (decision 047). `en` is the specification's English, verbatim, and what
 * a visitor with no preference sees unless the owner picks another default; `vi` is the whole shop
 * in Vietnamese. A Vietnamese page lives under `/vi` (`/vi/cart`, `/vi/product/…`), an English one
 * at the specification's own path, so each has its own URL for search engines and caches.
 */
export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The default when neither the visitor nor the owner has chosen. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's explicit choice (the header's VI | EN switch). */
export const LOCALE_COOKIE = 'shop_locale';

/** The query parameter of the header's VI | EN switch: the server keeps the choice and redirects. */
export const LOCALE_SWITCH_PARAMETER = 'hl';

/** How long the choice is kept: a year, renewed by every switch. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The path prefix of the Vietnamese pages. */
export const VI_PATH_PREFIX = '/vi';

/** The language tag of each locale, as `<html lang>` and `hreflang` write it. */
export const LANGUAGE_TAG: Readonly<Record<Locale, string>> = { vi: 'vi', en: 'en' };

export function isLocale(value: unknown): value is Locale {
  return value === 'vi' || value === 'en';
}

/** The locale a page path is in: `/vi` and what is under it are Vietnamese, the rest English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === VI_PATH_PREFIX || pathname.startsWith(`${VI_PATH_PREFIX}/`) ? 'vi' : 'en';
}

/** The specification's path of a page path in either locale (`/vi/cart` → `/cart`, `/vi` → `/`). */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(VI_PATH_PREFIX.length) || '/';
}

/**
 * The address of a page (a specification path, with its query and hash if any) in `locale`:
 * `/cart?x=1` → `/vi/cart?x=1` in vi; `/` → `/vi`.
 */
export function pathInLocale(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) {
    return VI_PATH_PREFIX + path.slice(1);
  }
  return VI_PATH_PREFIX + path;
}

/**
 * The first of the shop's locales an `Accept-Language` header names, by its weights (`vi-VN,vi;q=0.9,
 * en;q=0.8` → vi; `fr, en;q=0.5` → en); undefined when it names neither.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; weight: number; at: number } | undefined;
  header.split(',').forEach((part, at) => {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) return;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) return;
    if (!best || weight > best.weight) best = { locale: primary, weight, at };
  });
  return best?.locale;
}

/**
 * The locale a visitor gets on a page that does not name one: their explicit choice (the cookie),
 * otherwise what their browser asks for, otherwise the shop's default.
 */
export function chosenLocale(visitor: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  shopDefault: Locale;
}): Locale {
  if (isLocale(visitor.cookie)) return visitor.cookie;
  return localeFromAcceptLanguage(visitor.acceptLanguage) ?? visitor.shopDefault;
}

/** A text of the catalogue: words, or words made from values (a count, a name). */
export type Text = string | ((...values: never[]) => string);

/** The other locale's side of a catalogue: the same keys, strings for strings, the same functions. */
export type TextsLike<V> = { readonly [K in keyof V]: V[K] extends string ? string : V[K] };

/** A part of the message catalogue: the same keys in both locales, written side by side. */
export interface Texts<V extends Record<string, Text>> {
  readonly vi: V;
  readonly en: TextsLike<V>;
}

/**
 * Declares a part of the message catalogue, Vietnamese first. The compiler refuses a key present in
 * one locale and missing in the other, and a function whose values differ; a unit test
 * (texts-complete.test.ts) checks the same of every part at run time.
 */
export function defineTexts<V extends Record<string, Text>>(texts: {
  vi: V;
  en: TextsLike<V>;
}): Texts<V> {
  return texts;
}
