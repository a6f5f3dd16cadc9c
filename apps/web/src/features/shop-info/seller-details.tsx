import type { ShopDetails } from '@shop/contract';

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
