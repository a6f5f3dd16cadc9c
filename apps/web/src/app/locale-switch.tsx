import { useLocation } from 'react-router';
import { LOCALES, pathInLocale } from '@shop/contract';
import type { Locale } from '@shop/contract';
import { rememberLocale, useLocale, useTexts } from '../lib/locale';
import { siteHeaderTexts } from './site-header-texts';

const LABEL: Readonly<Record<Locale, string>> = { vi: 'VI', en: 'EN' };

/**
 * The header's VI | EN switch, on every page: each is a link to the same page in that locale (so it
 * works before the app runs and a crawler follows it), and a press keeps the choice for the next
 * visits (the server reads the cookie, decision 047). The page is loaded anew: its texts, head and
 * drawn content are the other locale's.
 */
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
              href={pathInLocale(pathname + search + hash, other)}
              hrefLang={other}
              lang={other}
              aria-label={other === 'vi' ? t.inVietnamese : t.inEnglish}
              onClick={() => {
                rememberLocale(other);
              }}
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
