import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { POLICY_PAGES, policyPath, policyTitle } from '@shop/contract';
import { Spinner } from '../../components/ui/spinner';
import { useLocale, useTexts } from '../../lib/locale';
import { usePageTitle } from '../../lib/use-page-title';
import { SellerDetails, shopDetailsQuery } from './footer-shop-info';
import { shopInfoTexts } from './shop-info-texts';

/** /lien-he: who sells here and how to reach them, and the published policies. */
export function ContactPage() {
  const { data: shop, isPending } = useQuery(shopDetailsQuery);
  const t = useTexts(shopInfoTexts);
  const locale = useLocale();
  usePageTitle(t.contact);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold text-stone-900">{t.contact}</h1>
      <section className="mt-4 rounded-2xl bg-white p-5 text-stone-800 ring-1 ring-stone-200">
        <h2 className="mb-3 font-bold text-stone-900">{t.sellerInformation}</h2>
        {isPending ? <Spinner /> : shop && <SellerDetails shop={shop} />}
      </section>
      <section className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 className="mb-3 font-bold text-stone-900">{t.policies}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {POLICY_PAGES.map((page) => (
            <li key={page.slug}>
              <Link to={policyPath(page.slug)} className="text-brand-800 hover:underline">
                {policyTitle(page, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
