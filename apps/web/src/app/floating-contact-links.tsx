import { MessageCircle, Phone } from 'lucide-react';
import { SHOP_PHONE } from '../env';
import { useTexts } from '../lib/locale';
import { SHOP_PHONE_LINK, SHOP_ZALO_LINK, formatPhone } from '../lib/shop-contact';
import { contactLinksTexts } from './contact-links-texts';

const PHONE = formatPhone(SHOP_PHONE);
const POPOVER_ID = 'contact-links';

// While a dialog or the cart drawer is open the links are hidden, so they never sit on a dialog's
// own buttons.
const HIDDEN_UNDER_DIALOGS = '[body:has([aria-modal=true])_&]:hidden print:hidden';

// From 768 px up the links float at the bottom right, in a gutter of their own: on the pages that
// show them (`data-contact-gutter` on the layout's `main`), the page's content and footer keep clear
// of the right edge (index.css), so no heading, price or button ever scrolls under them (issue 40). A bar of primary
// actions fixed along the bottom below 1024 px (`data-bottom-bar="narrow"`, the checkout's ways to
// pay) publishes its height (`useBottomBarHeight`), and the links rise above it (decision 019).
const PLACE =
  'fixed right-4 bottom-(--contact-bottom) z-30 hidden flex-col gap-3 [--contact-bottom:1rem] md:flex ' +
  'max-lg:[body:has([data-bottom-bar=narrow])_&]:[--contact-bottom:calc(var(--bottom-bar-height,7rem)+1rem)] ' +
  HIDDEN_UNDER_DIALOGS;

const CIRCLE =
  'grid size-12 place-items-center rounded-full text-white shadow-lg ring-4 ring-white transition hover:scale-105';

/**
 * Call and Zalo shortcuts, always in reach at the bottom right of screens from 768 px up. Phones
 * have them in the header instead (HeaderContactMenu): there the screen has no room beside the
 * content, and over it they covered titles, totals and buttons.
 */
export function FloatingContactLinks() {
  const t = useTexts(contactLinksTexts);
  return (
    <div className={PLACE}>
      <a
        href={SHOP_ZALO_LINK}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.messageOnZalo(PHONE)}
        className={`${CIRCLE} bg-[#0068ff] text-xs font-extrabold`}
      >
        {t.zalo}
      </a>
      <a
        href={SHOP_PHONE_LINK}
        aria-label={t.call(PHONE)}
        className={`${CIRCLE} relative bg-emerald-700`}
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

/**
 * On phones (below 768 px) the two links wait behind one button in the sticky header, always in
 * reach and over nothing of the page: an HTML popover (no script; a tap elsewhere or Escape closes
 * it) that opens below the header's icons.
 */
export function HeaderContactMenu() {
  const t = useTexts(contactLinksTexts);
  return (
    <>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        className={`grid size-10 place-items-center rounded-full text-emerald-700 hover:bg-emerald-50 md:hidden ${HIDDEN_UNDER_DIALOGS}`}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.contactShop}</span>
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="inset-auto top-16 right-4 flex-col items-end gap-2 overflow-visible bg-transparent open:flex"
      >
        <a
          href={SHOP_ZALO_LINK}
          target="_blank"
          rel="noopener noreferrer"
          className="flex h-11 items-center gap-2 rounded-full bg-[#0068ff] px-4 text-sm font-bold text-white shadow-lg"
        >
          {t.messageOnZalo(PHONE)}
        </a>
        <a
          href={SHOP_PHONE_LINK}
          className="flex h-11 items-center gap-2 rounded-full bg-emerald-700 px-4 text-sm font-bold text-white shadow-lg"
        >
          <Phone aria-hidden="true" className="size-4" />
          {t.call(PHONE)}
        </a>
      </div>
    </>
  );
}
