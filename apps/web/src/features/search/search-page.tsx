import { useSearchParams } from 'react-router';
import {
  SEARCH_SCROLL_THRESHOLD,
  SEARCH_SCROLL_THROTTLE_MS,
  SKELETONS_ON_SEARCH,
  TEXT,
} from '@shop/contract';
import { NoData } from '../../components/ui/no-data';
import { ProductCard } from '../../components/ui/product-card';
import { ProductCardSkeleton } from '../../components/ui/product-card-skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useLoadMoreOnScroll } from '../../lib/use-load-more-on-scroll';
import { useSearchProducts } from './search-queries';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 lg:gap-4';
const SKELETON_KEYS = Array.from({ length: SKELETONS_ON_SEARCH }, (_, i) => i);

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const query = useSearchProducts(search);
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useLoadMoreOnScroll({
    canLoadMore: hasNextPage && !isFetchingNextPage && !query.isPlaceholderData,
    loadMore: () => void fetchNextPage(),
    threshold: SEARCH_SCROLL_THRESHOLD,
    throttleMs: SEARCH_SCROLL_THROTTLE_MS,
  });

  const products = data?.pages.flatMap((page) => page.data) ?? [];
  const totalCount = data?.pages[0]?.totalCount;

  return (
    <section className="mx-auto max-w-7xl px-4 py-4 lg:py-6">
      <h1 className="mb-4 text-lg font-semibold text-stone-900">
        Search Results{totalCount !== undefined && <span>: {totalCount}</span>}
      </h1>

      {isPending ? (
        <div className={GRID} aria-busy="true">
          {SKELETON_KEYS.map((key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </div>
      ) : products.length === 0 ? (
        <NoData text={TEXT.noDataFound} />
      ) : (
        <div className={GRID}>
          {products.map((product, index) => (
            <ProductCard
              key={product._id}
              product={product}
              priority={index === 0}
              imageSizes="(min-width: 1024px) 230px, (min-width: 768px) 23vw, (min-width: 640px) 30vw, 45vw"
            />
          ))}
        </div>
      )}

      {isFetchingNextPage && <Spinner />}
    </section>
  );
}
