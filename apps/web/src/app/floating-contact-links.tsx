import { Phone } from 'lucide-react';
import { SHOP_PHONE } from '../env';
import { SHOP_PHONE_LINK, SHOP_ZALO_LINK, formatPhone } from '../lib/shop-contact';

/** Call and Zalo shortcuts, always in reach at the bottom right. */
export function FloatingContactLinks() {
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col gap-3 print:hidden">
      <a
        href={SHOP_ZALO_LINK}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Nhắn Zalo ${formatPhone(SHOP_PHONE)}`}
        className="grid size-12 place-items-center rounded-full bg-[#0068ff] text-xs font-extrabold text-white shadow-lg ring-4 ring-white transition hover:scale-105"
      >
        Zalo
      </a>
      <a
        href={SHOP_PHONE_LINK}
        aria-label={`Gọi ${formatPhone(SHOP_PHONE)}`}
        className="relative grid size-12 place-items-center rounded-full bg-emerald-700 text-white shadow-lg ring-4 ring-white transition hover:scale-105"
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 animate-ping rounded-full bg-emerald-600 opacity-30 motion-reduce:hidden"
        />
        <Phone aria-hidden="true" className="relative size-5" />
      </a>
    </div>
  );
}
