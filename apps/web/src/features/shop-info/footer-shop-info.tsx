/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { ShopDetails } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { Clock } from 'lucide-react';
import { POLICY_PAGES } from '@shop/contract';
import { ShopLogo } from '../../components/ui/shop-logo';
import { SHOP_HOURS, SHOP_NAME } from '../../lib/shop-contact';
import { WARRANTY_MONTHS } from '../../lib/ui-settings';

/** The seller's registered details (SHOP_* settings): fixed for the visit. */
export const shopDetailsQuery = queryOptions({
  queryKey: ['shop', 'details'],
  queryFn: async ({ signal }) => (await apiRequest(endpoints.shopDetails, { signal })).data,
  staleTime: Infinity,
  meta: { silent: true },
});

/** `0900000000` → `0900 000 000`, as Vietnamese numbers are usually written. */
function spacedPhone(phone: string): string {
  return phone.replace(/^(\d{4})(\d{3})(\d+)$/, '$1 $2 $3');
}

/**
 * The seller as the law asks a sales website to name it: registered name, address, tax code or
 * business registration number, phone and e-mail. A line the shop has not configured is left out.
 */
export function SellerDetails({ shop, className = '' }: { shop: ShopDetails; className?: string }) {
  const phoneLink = `tel:${shop.phone.replace(/[^\d+]/g, '')}`;
  return (
    <dl className={`space-y-1.5 text-sm ${className}`}>
      <div>
        <dt className="sr-only">Tên đơn vị</dt>
        <dd className="font-semibold">{shop.name}</dd>
      </div>
      <div>
        <dt className="inline">Địa chỉ: </dt>
        <dd className="inline">{shop.address}</dd>
      </div>
      {shop.taxCode && (
        <div>
          <dt className="inline">Mã số thuế: </dt>
          <dd className="inline">{shop.taxCode}</dd>
        </div>
      )}
      {shop.businessRegistration && (
        <div>
          <dt className="inline">Giấy chứng nhận ĐKKD: </dt>
          <dd className="inline">{shop.businessRegistration}</dd>
        </div>
      )}
      {shop.phone && (
        <div>
          <dt className="inline">Điện thoại: </dt>
          <dd className="inline">
            <a href={phoneLink} className="hover:underline">
              {spacedPhone(shop.phone.replace(/\s/g, ''))}
            </a>
          </dd>
        </div>
      )}
      {shop.email && (
        <div>
          <dt className="inline">E-mail: </dt>
          <dd className="inline break-all">
            <a href={`mailto:${shop.email}`} className="hover:underline">
              {shop.email}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The footer's columns: what the shop sells, the seller's registered details (the API's settings),
 * the policy links and the opening hours. The server draws them once into every page's HTML,
 * outside the app's root (decision 035, addendum), so their links are plain links: the app, once running,
 * follows them without reloading the page.
 */
export function FooterColumns({ shop }: { shop: ShopDetails | undefined }) {
  return (
    <>
      <div>
        <div className="inline-block rounded-xl bg-white px-3 py-2">
          <ShopLogo />
        </div>
        <p className="mt-4 text-sm leading-relaxed">
          {SHOP_NAME} chuyên cung cấp điện trở đốt nóng, quạt công nghiệp, phụ kiện và tủ điều khiển
          cho nhà máy, xưởng sản xuất. Hàng chính hãng, bảo hành {WARRANTY_MONTHS} tháng, tư vấn kỹ
          thuật tận tâm.
        </p>
      </div>
      <div>
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Liên hệ</h2>
        {shop && <SellerDetails shop={shop} />}
        <a href="/lien-he" className="mt-2 inline-block text-sm text-brand-300 hover:underline">
          Trang liên hệ
        </a>
      </div>
      <nav aria-label="Chính sách">
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Chính sách</h2>
        <ul className="space-y-1.5 text-sm">
          {POLICY_PAGES.map((page) => (
            <li key={page.slug}>
              <a href={`/chinh-sach/${page.slug}`} className="hover:text-white hover:underline">
                {page.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Giờ làm việc</h2>
        <p className="flex gap-2 text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
          {SHOP_HOURS}
        </p>
        <p className="mt-2 text-sm">Đặt hàng trực tuyến 24/7.</p>
      </div>
    </>
  );
}
