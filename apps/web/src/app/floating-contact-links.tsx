import { MessageCircle, Phone } from 'lucide-react';
import { SHOP_PHONE } from '../env';
import { SHOP_PHONE_LINK, SHOP_ZALO_LINK, formatPhone } from '../lib/shop-contact';

const PHONE = formatPhone(SHOP_PHONE);
const POPOVER_ID = 'contact-links';

// Where the links float, as a distance from the bottom that the popover (in the top layer, so not
// positioned by this box) inherits. A bar of primary actions fixed along the bottom marks itself
// with `data-bottom-bar` ("phone": shown below 768 px, "narrow": below 1024 px) and publishes its
// height (`useBottomBarHeight`), and the links rise above it; while a dialog or the cart drawer is open they are hidden, so they never sit on a
// dialog's own buttons.
const PLACE =
  'fixed right-4 bottom-(--contact-bottom) z-30 [--contact-bottom:1rem] print:hidden ' +
  'max-md:[body:has([data-bottom-bar=phone])_&]:[--contact-bottom:calc(var(--bottom-bar-height,5rem)+1rem)] ' +
  'max-lg:[body:has([data-bottom-bar=narrow])_&]:[--contact-bottom:calc(var(--bottom-bar-height,7rem)+1rem)] ' +
  '[body:has([aria-modal=true])_&]:hidden';

const CIRCLE =
  'grid size-12 place-items-center rounded-full text-white shadow-lg ring-4 ring-white transition hover:scale-105';

/**
 * Call and Zalo shortcuts, always in reach at the bottom right. On phones the two take one button
 * (an HTML popover: no script, and a tap elsewhere or Escape closes it), so together they cover
 * as little of the page as they can.
 */
export function FloatingContactLinks() {
  return (
    <div className={PLACE}>
      <div className="hidden flex-col gap-3 md:flex">
        <a
          href={SHOP_ZALO_LINK}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Nhắn Zalo ${PHONE}`}
          className={`${CIRCLE} bg-[#0068ff] text-xs font-extrabold`}
        >
          Zalo
        </a>
        <a
          href={SHOP_PHONE_LINK}
          aria-label={`Gọi ${PHONE}`}
          className={`${CIRCLE} relative bg-emerald-700`}
        >
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-ping rounded-full bg-emerald-600 opacity-30 motion-reduce:hidden"
          />
          <Phone aria-hidden="true" className="relative size-5" />
        </a>
      </div>

      <button
        type="button"
        popoverTarget={POPOVER_ID}
        className={`${CIRCLE} bg-emerald-700 md:hidden`}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only">Liên hệ cửa hàng</span>
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="inset-auto right-4 bottom-[calc(var(--contact-bottom)+3.75rem)] flex-col items-end gap-2 overflow-visible bg-transparent open:flex"
      >
        <a
          href={SHOP_ZALO_LINK}
          target="_blank"
          rel="noopener noreferrer"
          className="flex h-11 items-center gap-2 rounded-full bg-[#0068ff] px-4 text-sm font-bold text-white shadow-lg"
        >
          Nhắn Zalo {PHONE}
        </a>
        <a
          href={SHOP_PHONE_LINK}
          className="flex h-11 items-center gap-2 rounded-full bg-emerald-700 px-4 text-sm font-bold text-white shadow-lg"
        >
          <Phone aria-hidden="true" className="size-4" />
          Gọi {PHONE}
        </a>
      </div>
    </div>
  );
}
