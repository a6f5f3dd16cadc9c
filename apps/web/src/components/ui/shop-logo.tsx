import { useId } from 'react';
import { SHOP_NAME } from '../../lib/shop-contact';

/** Wordmark: a heating-coil mark and the shop name; drawn inline so it costs no request. */
export function ShopLogo() {
  // Unique per instance: a gradient referenced by id breaks when the first copy is display:none.
  const gradientId = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 40 40" width="36" height="36" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ea580c" />
            <stop offset="1" stopColor="#9a3412" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
        <path
          d="M20 6c1.4 4.6 7 7.4 7 13.4a7 7 0 0 1-14 0c0-3.3 1.7-5.1 3.4-6.6.3 2.2 1.3 3.6 2.7 4C18 13 18.4 9.5 20 6Z"
          fill="#fff7ed"
        />
        <path
          d="M9 33c2-3 3.5-3 5.5 0s3.5 3 5.5 0 3.5-3 5.5 0 3.5 3 5.5 0"
          fill="none"
          stroke="#fed7aa"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-tight text-brand-700">
          {SHOP_NAME.split(' ')[0]}
        </span>
        <span className="text-[11px] font-semibold tracking-[0.18em] text-stone-600 uppercase">
          {SHOP_NAME.split(' ').slice(1).join(' ')}
        </span>
      </span>
    </span>
  );
}
