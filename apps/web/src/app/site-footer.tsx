import { useQuery } from '@tanstack/react-query';
import type { ShopDetails } from '@shop/contract';
import { FooterColumns, shopDetailsQuery } from '../features/shop-info/footer-shop-info';
import { shopInfoTexts } from '../features/shop-info/shop-info-texts';
import { useTexts } from '../lib/locale';
import { SHOP_NAME } from '../lib/shop-contact';
import { SITE_FOOTER_ID } from '../lib/ui-settings';

/**
 * The footer with the seller's registered details, the policy links and the hours. The server
 * draws it once (entry-server's `renderFooter`) into every page it sends, outside the app's root,
 * so a reader who never touches the page and every crawler see who the seller is (decision 035,
 * addendum); the app never draws over it.
 */
export function SiteFooter({ shop, year }: { shop: ShopDetails | undefined; year: number }) {
  const t = useTexts(shopInfoTexts);
  return (
    // Room at the end for a bar of primary actions fixed along the bottom (data-bottom-bar), in
    // the footer's colour, so the footer's last line can be scrolled clear of it.
    <footer
      id={SITE_FOOTER_ID}
      className="mt-12 border-t border-stone-200 bg-stone-900 text-stone-300 max-md:[body:has([data-bottom-bar=phone])_&]:pb-[calc(var(--bottom-bar-height,5rem)+1rem)] max-lg:[body:has([data-bottom-bar=narrow])_&]:pb-[calc(var(--bottom-bar-height,6rem)+1rem)]"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumns shop={shop} />
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-stone-400">
          {t.rightsReserved(year, SHOP_NAME)}
        </p>
      </div>
    </footer>
  );
}

/**
 * The same footer drawn by the app, for a page that came without it (the development server, a
 * build without the server's render): its details are asked of the API.
 */
export function AppDrawnFooter() {
  const { data: shop } = useQuery(shopDetailsQuery);
  return <SiteFooter shop={shop} year={new Date().getFullYear()} />;
}
