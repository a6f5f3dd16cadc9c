import { Link } from '../../lib/router';
import { NoData } from '../../components/ui/no-data';
import { useTexts } from '../../lib/locale';
import { catalogTexts } from './catalog-texts';

/** A product or listing that does not exist (bad link, removed item). */
export function CatalogNotFound({ what = 'page' }: { what?: 'page' | 'product' }) {
  const t = useTexts(catalogTexts);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <NoData text={what === 'product' ? t.productNotFound : t.pageNotFound}>
        <p className="text-sm text-stone-600">{t.notFoundHint}</p>
        <Link
          to="/"
          className="mt-2 rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.backHome}
        </Link>
      </NoData>
    </div>
  );
}
