import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { VI_PATH_PREFIX, localeOfPath } from '@shop/contract';
import type { Locale, Text, Texts, TextsLike } from '@shop/contract';

const LocaleContext = createContext<Locale>('en');

/** The locale the pages under it are drawn in (start-app.tsx and entry-server.tsx set it). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The locale of the page being drawn. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A part of the message catalogue in the page's locale: `const t = useTexts(cartTexts)`. */
export function useTexts<V extends Record<string, Text>>(texts: Texts<V>): TextsLike<V> {
  const locale = useContext(LocaleContext);
  // The Vietnamese side is the catalogue's shape itself; TextsLike only widens its words to string.
  return locale === 'vi' ? (texts.vi as TextsLike<V>) : texts.en;
}

/** The router's base of a locale's pages: the router (lib/router) writes every link under it. */
export function routerBasename(locale: Locale): string | undefined {
  return locale === 'vi' ? VI_PATH_PREFIX : undefined;
}

/** The locale of the page the browser shows, for code outside React (main.tsx's first scripts). */
export function browserLocale(): Locale {
  return localeOfPath(window.location.pathname);
}
