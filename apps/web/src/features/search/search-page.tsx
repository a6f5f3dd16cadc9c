/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { useSearchParams } from 'react-router';
import { InfiniteProductGrid } from '../../components/ui/infinite-product-grid';
import { useSearchProducts } from './search-queries';
import { usePageTitle } from '../../lib/use-page-title';
import { SKELETONS_ON_SEARCH, UI_TEXT } from '../../lib/ui-settings';

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  usePageTitle(search.trim() ? `Tìm kiếm “${search.trim()}”` : 'Tìm kiếm sản phẩm');
  const query = useSearchProducts(search);
  const totalCount = query.data?.pages[0]?.totalCount;

  return (
    <section className="mx-auto max-w-7xl px-4 py-4 lg:py-6">
      <h1 className="mb-4 text-lg font-semibold text-stone-900">
        Search Results{totalCount !== undefined && <span>: {totalCount}</span>}
      </h1>

      <InfiniteProductGrid
        query={query}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 lg:gap-4"
        skeletons={SKELETONS_ON_SEARCH}
        emptyText={UI_TEXT.noDataFound}
        imageSizes="(min-width: 1024px) 230px, (min-width: 768px) 23vw, (min-width: 640px) 30vw, 45vw"
      />
    </section>
  );
}
