import type { ShopDetails } from '@shop/contract';
import { Clock } from 'lucide-react';
import {
  CONTACT_SEGMENT,
  MADE_TO_ORDER_PATH,
  POLICY_PAGES,
  pathInLocale,
  policyPath,
  policyTitle,
} from '@shop/contract';
import { ShopLogo } from '../../components/ui/shop-logo';
import { useLocale, useTexts } from '../../lib/locale';
import { SHOP_NAME } from '../../lib/shop-contact';
import { WARRANTY_MONTHS } from '../../lib/ui-settings';
import { shopInfoTexts } from './shop-info-texts';

/** The seller's registered details (the settings): fixed for the visit, the storefront's query. */
export { shopDetailsQuery } from '../../lib/storefront-words';

/** `0900000000` → `0900 000 000`, as Vietnamese numbers are usually written. */
function spacedPhone(phone: string): string {
  return phone.replace(/^(\d{4})(\d{3})(\d+)$/, '$1 $2 $3');
}

/**
 * The seller as the law asks a sales website to name it: registered name, address, tax code or
 * business registration number, phone and e-mail. A line the shop has not configured is left out.
 */
export function SellerDetails({ shop, className = '' }: { shop: ShopDetails; className?: string }) {
  const t = useTexts(shopInfoTexts);
  const phoneLink = `tel:${shop.phone.replace(/[^\d+]/g, '')}`;
  return (
    <dl className={`space-y-1.5 text-sm ${className}`}>
      <div>
        <dt className="sr-only">{t.companyName}</dt>
        <dd className="font-semibold">{shop.name}</dd>
      </div>
      <div>
        <dt className="inline">{t.address} </dt>
        <dd className="inline">{shop.address}</dd>
      </div>
      {shop.taxCode && (
        <div>
          <dt className="inline">{t.taxCode} </dt>
          <dd className="inline">{shop.taxCode}</dd>
        </div>
      )}
      {shop.businessRegistration && (
        <div>
          <dt className="inline">{t.businessRegistration} </dt>
          <dd className="inline">{shop.businessRegistration}</dd>
        </div>
      )}
      {shop.phone && (
        <div>
          <dt className="inline">{t.phone} </dt>
          <dd className="inline">
            <a href={phoneLink} className="hover:underline">
              {spacedPhone(shop.phone.replace(/\s/g, ''))}
            </a>
          </dd>
        </div>
      )}
      {shop.email && (
        <div>
          <dt className="inline">{t.email} </dt>
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
  const t = useTexts(shopInfoTexts);
  const locale = useLocale();
  return (
    <>
      <div>
        <div className="inline-block rounded-xl bg-white px-3 py-2">
          <ShopLogo />
        </div>
        <p className="mt-4 text-sm leading-relaxed">{t.about(SHOP_NAME, WARRANTY_MONTHS)}</p>
      </div>
      <div>
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t.contact}</h2>
        {shop && <SellerDetails shop={shop} />}
        <a
          href={pathInLocale(`/${CONTACT_SEGMENT}`, locale)}
          className="mt-2 inline-block text-sm text-brand-300 hover:underline"
        >
          {t.contactPage}
        </a>
        <a
          href={pathInLocale(MADE_TO_ORDER_PATH, locale)}
          className="mt-2 block text-sm text-brand-300 hover:underline"
        >
          {t.madeToOrder}
        </a>
      </div>
      <nav aria-label={t.policies}>
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t.policies}</h2>
        <ul className="space-y-1.5 text-sm">
          {POLICY_PAGES.map((page) => (
            <li key={page.slug}>
              <a
                href={pathInLocale(policyPath(page.slug), locale)}
                className="hover:text-white hover:underline"
              >
                {policyTitle(page, locale)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">
          {t.openingHours}
        </h2>
        <p className="flex gap-2 text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
          {t.hours}
        </p>
        <p className="mt-2 text-sm">{t.orderOnline}</p>
      </div>
    </>
  );
}
