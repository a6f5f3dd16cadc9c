import { Phone, Ruler, ShieldCheck, Truck } from 'lucide-react';
import { Link } from '../../lib/router';
import { MADE_TO_ORDER_PATH } from '@shop/contract';
import { SHOP_PHONE } from '../../env';
import { SHOP_PHONE_LINK, formatPhone } from '../../lib/shop-contact';
import { WARRANTY_MONTHS } from '../../lib/ui-settings';
import { useTexts } from '../../lib/locale';
import { catalogTexts } from './catalog-texts';
import { homeTexts } from './home-texts';

/**
 * Drawn with CSS and one inline SVG instead of a photo: the banner is the first thing on the page,
 * so it must not wait for an image download (LCP).
 */
export function HomeBanner() {
  const t = useTexts(homeTexts);
  const shared = useTexts(catalogTexts);
  return (
    <section
      aria-labelledby="home-banner-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-stone-900 via-brand-950 to-brand-800 px-5 py-7 text-white sm:px-8 sm:py-10 lg:px-12"
    >
      {/* From a desktop on the drawing keeps the right 40% and the words the left 55%, whatever
      the locale's text makes the banner's height: the two never meet (the drawing's width is
      the banner's, not its height's). Below (phones and tablets, where the words take the
      banner's width), the drawing is a faint background. */}
      <div className="relative z-10 max-w-xl lg:max-w-[55%]">
        <p className="mb-2 text-xs font-semibold tracking-widest text-brand-200 uppercase">
          {t.bannerKicker}
        </p>
        <h1
          id="home-banner-title"
          className="text-2xl leading-tight font-extrabold text-balance sm:text-4xl"
        >
          {t.bannerTitle}
        </h1>
        <p className="mt-3 text-sm text-stone-200 sm:text-base">{t.bannerLead}</p>
        <ul className="mt-4 flex flex-wrap gap-2 text-xs font-medium sm:text-sm">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20">
            <ShieldCheck aria-hidden="true" className="size-4 text-brand-300" />
            {shared.warrantyMonths(WARRANTY_MONTHS)}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20">
            <Truck aria-hidden="true" className="size-4 text-brand-300" />
            {t.sameDayDelivery}
          </li>
        </ul>
        <a
          href={SHOP_PHONE_LINK}
          className="mt-5 inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-bold text-brand-800 shadow-sm transition hover:bg-brand-50"
        >
          <Phone aria-hidden="true" className="size-4" />
          {t.callForAdvice(formatPhone(SHOP_PHONE))}
        </a>
        <Link
          to={MADE_TO_ORDER_PATH}
          className="mt-5 ml-2 inline-flex items-center gap-2 rounded-xl px-4 py-2.5 text-sm font-bold text-white ring-1 ring-white/60 transition hover:bg-white/10"
        >
          <Ruler aria-hidden="true" className="size-4" />
          {t.madeToOrder}
        </Link>
      </div>
      <BannerArt />
    </section>
  );
}

/** A glowing tubular heater and a fan, decorative only. */
function BannerArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 360 260"
      className="pointer-events-none absolute top-1/2 -right-24 h-[120%] -translate-y-1/2 opacity-30 sm:-right-10 lg:right-4 lg:h-auto lg:w-2/5 lg:opacity-100"
    >
      <defs>
        <radialGradient id="banner-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#fb923c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fb923c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="banner-coil" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fdba74" />
          <stop offset="0.5" stopColor="#f97316" />
          <stop offset="1" stopColor="#dc2626" />
        </linearGradient>
      </defs>
      <circle cx="150" cy="150" r="120" fill="url(#banner-glow)" />
      {/* Tubular heating element bent in a W, with its terminal block. */}
      <path
        d="M40 70h170a20 20 0 0 1 0 40H70a20 20 0 0 0 0 40h140a20 20 0 0 1 0 40H40"
        fill="none"
        stroke="url(#banner-coil)"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <rect x="14" y="56" width="30" height="148" rx="6" fill="#44403c" />
      <circle cx="29" cy="70" r="5" fill="#a8a29e" />
      <circle cx="29" cy="190" r="5" fill="#a8a29e" />
      {/* Industrial fan. */}
      <g transform="translate(290 120)">
        <circle r="58" fill="none" stroke="#fed7aa" strokeOpacity="0.7" strokeWidth="4" />
        <circle r="46" fill="none" stroke="#fed7aa" strokeOpacity="0.25" strokeWidth="2" />
        <g fill="#fff7ed" fillOpacity="0.9">
          <path d="M0 -8C6 -30 24 -44 36 -34S20 -6 0 -8Z" />
          <path d="M0 -8C6 -30 24 -44 36 -34S20 -6 0 -8Z" transform="rotate(120)" />
          <path d="M0 -8C6 -30 24 -44 36 -34S20 -6 0 -8Z" transform="rotate(240)" />
        </g>
        <circle r="9" fill="#c2410c" stroke="#fff7ed" strokeWidth="3" />
      </g>
    </svg>
  );
}
