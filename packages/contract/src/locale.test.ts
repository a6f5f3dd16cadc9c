import { describe, expect, it } from 'vitest';
import {
  chosenLocale,
  defineTexts,
  localeFromAcceptLanguage,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
} from './locale';

describe('locale of a page path', () => {
  it('is vi under /vi and en elsewhere, /vip included', () => {
    expect(localeOfPath('/vi')).toBe('vi');
    expect(localeOfPath('/vi/cart')).toBe('vi');
    expect(localeOfPath('/vip-heater')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/product/x-1')).toBe('en');
  });

  it('goes to and from the specification path', () => {
    expect(pathWithoutLocale('/vi')).toBe('/');
    expect(pathWithoutLocale('/vi/cart')).toBe('/cart');
    expect(pathWithoutLocale('/cart')).toBe('/cart');
    expect(pathInLocale('/', 'vi')).toBe('/vi');
    expect(pathInLocale('/?q=1', 'vi')).toBe('/vi?q=1');
    expect(pathInLocale('/search?q=fan', 'vi')).toBe('/vi/search?q=fan');
    expect(pathInLocale('/search?q=fan', 'en')).toBe('/search?q=fan');
  });
});

describe('Accept-Language', () => {
  it('takes the best-weighted of the two locales it names', () => {
    expect(localeFromAcceptLanguage('vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('vi');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,vi;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5, vi;q=0.7')).toBe('vi');
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(localeFromAcceptLanguage('vi;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('yields to an explicit choice, and the shop default comes last', () => {
    expect(chosenLocale({ cookie: 'en', acceptLanguage: 'vi', shopDefault: 'vi' })).toBe('en');
    expect(chosenLocale({ cookie: 'xx', acceptLanguage: 'vi', shopDefault: 'en' })).toBe('vi');
    expect(chosenLocale({ cookie: undefined, acceptLanguage: 'fr', shopDefault: 'vi' })).toBe('vi');
    expect(chosenLocale({ cookie: undefined, acceptLanguage: undefined, shopDefault: 'en' })).toBe(
      'en',
    );
  });
});

describe('defineTexts', () => {
  it('refuses, at compile time, a key missing from either locale or a function of other values', () => {
    const texts = defineTexts({
      vi: { hello: 'Xin chào', items: (n: number) => `${n} sản phẩm` },
      en: { hello: 'Hello', items: (n: number) => `${n} items` },
    });
    expect(texts.en.items(2)).toBe('2 items');
    // @ts-expect-error: en lacks a key vi has
    defineTexts({ vi: { a: 'A', b: 'B' }, en: { a: 'A' } });
    // @ts-expect-error: en has a key vi lacks
    defineTexts({ vi: { a: 'A' }, en: { a: 'A', b: 'B' } });
    // @ts-expect-error: a function's values differ between the locales
    defineTexts({ vi: { a: (n: number) => `${n}` }, en: { a: (s: { x: 1 }) => `${s.x}` } });
  });
});
