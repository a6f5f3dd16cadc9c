import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ProductPageResponse } from '@shop/contract';
import { useLoadMoreOnScroll } from '../../lib/use-load-more-on-scroll';
import { NoData } from './no-data';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { Spinner } from './spinner';
import { SEARCH_SCROLL_THRESHOLD, SEARCH_SCROLL_THROTTLE_MS } from '../../lib/ui-settings';

interface InfiniteProductGridProps {
  query: UseInfiniteQueryResult<InfiniteData<ProductPageResponse>>;
  /** The grid's columns and gaps. */
  className: string;
  /** Skeleton cards shown until the first page arrives. */
  skeletons: number;
  emptyText: string;
  /** The cards' image `sizes`, matching the columns. */
  imageSizes: string;
  /**
   * A failure shows the empty state even over pages already loaded: for a query whose failures are
   * not toasted, it is the only sign that something went wrong.
   */
  emptyOnFailure?: boolean;
}

/**
 * Pages of product cards that grow as the shopper scrolls: skeleton cards first, then the cards
 * (or the empty state), and a spinner while the next page loads.
 */
export function InfiniteProductGrid({
  query,
  className,
  skeletons,
  emptyText,
  imageSizes,
  emptyOnFailure = false,
}: InfiniteProductGridProps) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useLoadMoreOnScroll({
    // Not while the previous search's results stand in for this one's.
    canLoadMore: hasNextPage && !isFetchingNextPage && !query.isPlaceholderData,
    loadMore: () => void fetchNextPage(),
    threshold: SEARCH_SCROLL_THRESHOLD,
    throttleMs: SEARCH_SCROLL_THROTTLE_MS,
  });

  const products = data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      {isPending ? (
        <div className={className} aria-busy="true">
          {Array.from({ length: skeletons }, (_, key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </div>
      ) : (emptyOnFailure && isError) || products.length === 0 ? (
        <NoData text={emptyText} />
      ) : (
        <div className={className}>
          {products.map((product, index) => (
            <ProductCard
              key={product._id}
              product={product}
              priority={index === 0}
              imageSizes={imageSizes}
            />
          ))}
        </div>
      )}
      {isFetchingNextPage && <Spinner />}
    </>
  );
}
