import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { POLICY_PAGES } from '@shop/contract';
import { SellerDetails } from './seller-details';
import { shopDetailsQuery } from './shop-info-queries';

/**
 * The footer's seller details and policy links. Its own chunk, fetched after the page: the
 * footer is below the fold, and the storefront's first download has no room to spare.
 */
export function FooterShopInfo() {
  const { data: shop } = useQuery(shopDetailsQuery);
  return (
    <>
      <div>
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Liên hệ</h2>
        {shop && <SellerDetails shop={shop} />}
        <Link to="/lien-he" className="mt-2 inline-block text-sm text-brand-300 hover:underline">
          Trang liên hệ
        </Link>
      </div>
      <nav aria-label="Chính sách">
        <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Chính sách</h2>
        <ul className="space-y-1.5 text-sm">
          {POLICY_PAGES.map((page) => (
            <li key={page.slug}>
              <Link to={`/chinh-sach/${page.slug}`} className="hover:text-white hover:underline">
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
