import { useLocation } from '../lib/router';
import { LOCALES, LOCALE_SWITCH_PARAMETER, pathInLocale } from '@shop/contract';
import type { Locale } from '@shop/contract';
import { useLocale, useTexts } from '../lib/locale';
import { siteHeaderTexts } from './site-header-texts';

const LABEL: Readonly<Record<Locale, string>> = { vi: 'VI', en: 'EN' };

/**
 * The header's VI | EN switch, on every page: a plain link to the same page with `?hl=vi|en`, which
 * the server answers by keeping the choice a year (a cookie it reads on every visit) and sending
 * the page in that locale (decision 047). It works before the app runs; the page is loaded anew,
 * its texts, head and drawn content the other locale's.
 */
function switchHref(pathname: string, search: string, hash: string, locale: Locale): string {
  const query = new URLSearchParams(search);
  query.set(LOCALE_SWITCH_PARAMETER, locale);
  return `${pathInLocale(pathname, locale)}?${query.toString()}${hash}`;
}

export function LocaleSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const t = useTexts(siteHeaderTexts);
  const { pathname, search, hash } = useLocation();
  return (
    <nav
      aria-label={t.languages}
      className={`flex items-center text-xs font-semibold ${className}`}
    >
      {LOCALES.map((other, index) => (
        <span key={other} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="px-0.5 text-stone-300">
              |
            </span>
          )}
          {other === locale ? (
            <span aria-current="true" className="rounded px-1.5 py-1 text-brand-800">
              {LABEL[other]}
            </span>
          ) : (
            <a
              href={switchHref(pathname, search, hash, other)}
              hrefLang={other}
              lang={other}
              aria-label={other === 'vi' ? t.inVietnamese : t.inEnglish}
              className="rounded px-1.5 py-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            >
              {LABEL[other]}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}
