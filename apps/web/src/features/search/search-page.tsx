import { useSearchParams } from '../../lib/router';
import { InfiniteProductGrid } from '../../components/ui/infinite-product-grid';
import { FilteredResults } from '../../components/filters/filtered-results';
import {
  useFilterState,
  useFilteredSearchProducts,
  useSearchFacets,
} from '../../lib/filters/filter-queries';
import { usePageTitle } from '../../lib/use-page-title';
import { SKELETONS_ON_SEARCH } from '../../lib/ui-settings';
import { useTexts } from '../../lib/locale';
import { searchPageTexts } from './search-page-texts';

// The router seeds a drawn search's first queries with it, once this page's code is here.
export { searchFirstQueries } from '../../app/filter-first-queries';

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const t = useTexts(searchPageTexts);
  usePageTitle(search.trim() ? t.titleFor(search.trim()) : t.title);
  const filters = useFilterState();
  const query = useFilteredSearchProducts(search, filters);
  const facets = useSearchFacets(search, filters).data;
  const totalCount = query.data?.pages[0]?.totalCount;

  return (
    <section className="mx-auto max-w-7xl px-4 py-4 lg:py-6">
      <h1 className="mb-4 text-lg font-semibold text-stone-900">
        {t.results}
        {totalCount !== undefined && <span>{t.resultsCount(totalCount)}</span>}
      </h1>

      <FilteredResults
        state={filters}
        facets={facets?.facets}
        total={facets?.totalCount}
        defaultOrder="relevance"
      >
        <InfiniteProductGrid
          query={query}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-4 lg:gap-4"
          skeletons={SKELETONS_ON_SEARCH}
          emptyText={t.noResults}
          imageSizes="(min-width: 1024px) 230px, (min-width: 768px) 23vw, (min-width: 640px) 30vw, 45vw"
        />
      </FilteredResults>
    </section>
  );
}
