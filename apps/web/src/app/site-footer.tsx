import { lazy, Suspense } from 'react';
import { SHOP_NAME } from '../lib/shop-contact';

// The footer's columns (the seller's details come from the API's settings) are below the fold:
// their own chunk, fetched after the page, out of the storefront's first download.
const FooterColumns = lazy(async () => ({
  default: (await import('../features/shop-info/footer-shop-info')).FooterColumns,
}));

export function SiteFooter() {
  return (
    // Room at the end for a bar of primary actions fixed along the bottom (data-bottom-bar), in
    // the footer's colour, so the footer's last line can be scrolled clear of it.
    <footer className="mt-12 border-t border-stone-200 bg-stone-900 text-stone-300 max-md:[body:has([data-bottom-bar=phone])_&]:pb-[calc(var(--bottom-bar-height,5rem)+1rem)] max-lg:[body:has([data-bottom-bar=narrow])_&]:pb-[calc(var(--bottom-bar-height,6rem)+1rem)]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <Suspense fallback={<div className="min-h-40" />}>
          <FooterColumns />
        </Suspense>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-stone-400">
          © {new Date().getFullYear()} {SHOP_NAME}. Bảo lưu mọi quyền.
        </p>
      </div>
    </footer>
  );
}
