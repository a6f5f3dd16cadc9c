import { lazy, Suspense } from 'react';
import { Clock } from 'lucide-react';
import { ShopLogo } from '../components/ui/shop-logo';
import { SHOP_HOURS, SHOP_NAME } from '../lib/shop-contact';
import { WARRANTY_MONTHS } from '../lib/ui-settings';

// The seller's details come from the API's settings, below the fold: not in the first download.
const FooterShopInfo = lazy(async () => ({
  default: (await import('../features/shop-info/footer-shop-info')).FooterShopInfo,
}));

export function SiteFooter() {
  return (
    // Room at the end for a bar of primary actions fixed along the bottom (data-bottom-bar), in
    // the footer's colour, so the footer's last line can be scrolled clear of it.
    <footer className="mt-12 border-t border-stone-200 bg-stone-900 text-stone-300 max-md:[body:has([data-bottom-bar=phone])_&]:pb-24 max-lg:[body:has([data-bottom-bar=narrow])_&]:pb-28">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="inline-block rounded-xl bg-white px-3 py-2">
            <ShopLogo />
          </div>
          <p className="mt-4 text-sm leading-relaxed">
            {SHOP_NAME} chuyên cung cấp điện trở đốt nóng, quạt công nghiệp, phụ kiện và tủ điều
            khiển cho nhà máy, xưởng sản xuất. Hàng chính hãng, bảo hành {WARRANTY_MONTHS} tháng, tư
            vấn kỹ thuật tận tâm.
          </p>
        </div>

        <Suspense fallback={<div className="min-h-40" />}>
          <FooterShopInfo />
        </Suspense>

        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">
            Giờ làm việc
          </h2>
          <p className="flex gap-2 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
            {SHOP_HOURS}
          </p>
          <p className="mt-2 text-sm">Đặt hàng trực tuyến 24/7.</p>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-stone-400">
          © {new Date().getFullYear()} {SHOP_NAME}. Bảo lưu mọi quyền.
        </p>
      </div>
    </footer>
  );
}
