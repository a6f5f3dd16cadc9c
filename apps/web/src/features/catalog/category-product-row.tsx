import { useDeferredValue, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '../../lib/router';
import { listingPath } from '@shop/contract';
import type { Category, SubCategory } from '@shop/contract';
import { ProductCard } from '../../components/ui/product-card';
import { ProductCardSkeleton } from '../../components/ui/product-card-skeleton';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useProductsByCategory } from './catalog-queries';
import { useTexts } from '../../lib/locale';
import { homeTexts } from './home-texts';
import { HOME_ROW_SCROLL_PX, SKELETONS_IN_PRODUCT_ROW } from '../../lib/ui-settings';
import { useDisplayNames } from '../../lib/display-names';

interface CategoryProductRowProps {
  category: Category;
  /** The category's first sub-category: the target of "See all". */
  firstSubCategory: SubCategory | undefined;
}

const SKELETON_KEYS = Array.from({ length: SKELETONS_IN_PRODUCT_ROW }, (_, i) => i);
const CELL = 'w-40 shrink-0 snap-start sm:w-48 lg:w-52';
const ARROW =
  'absolute top-1/2 z-20 hidden size-10 -translate-y-1/2 place-items-center rounded-full border border-stone-200 bg-white text-stone-800 shadow-md transition hover:bg-brand-50 hover:text-brand-800 md:grid';

/**
 * One category's products in a horizontal strip with arrow buttons and a "See all" link. The
 * heading and link are there at once; the products are asked for and drawn only when the row comes
 * near the viewport, so a home page with many categories does not render every card up front.
 */
export function CategoryProductRow({ category, firstSubCategory }: CategoryProductRowProps) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const { data, isPending, isFetching } = useProductsByCategory(category._id, near);
  // A row's cards are drawn in the background, in slices the browser can interleave with input:
  // on a phone, three rows arriving together were each one long task.
  const products = useDeferredValue(data);
  const scroller = useRef<HTMLDivElement>(null);
  const headingId = `row-${category._id}`;
  const t = useTexts(homeTexts);
  const categoryName = useDisplayNames().name(category);

  // An empty category would only add a bare heading to the page.
  if (!isPending && (data === undefined || data.length === 0)) return null;

  const scrollBy = (left: number) => {
    scroller.current?.scrollBy({ left, behavior: 'smooth' });
  };

  return (
    <section ref={section} aria-labelledby={headingId} className="mt-8">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {categoryName}
        </h2>
        {firstSubCategory && (
          <Link
            to={listingPath(category, firstSubCategory)}
            aria-label={t.seeAllOf(categoryName)}
            className="shrink-0 rounded-md px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t.seeAll}
          </Link>
        )}
      </div>

      <div className="relative">
        <div
          ref={scroller}
          className="no-scrollbar -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:scroll-px-0 lg:px-0"
        >
          {products === undefined
            ? SKELETON_KEYS.map((key) => (
                <div key={key} className={CELL}>
                  {/* Still until the row is asked for: rows further down hold their place quietly. */}
                  <ProductCardSkeleton loading={isFetching} />
                </div>
              ))
            : products.map((product) => (
                <div key={product._id} className={CELL}>
                  <ProductCard product={product} imageSizes="(min-width: 1024px) 208px, 160px" />
                </div>
              ))}
        </div>
        <button
          type="button"
          aria-label={t.scrollLeft(categoryName)}
          onClick={() => {
            scrollBy(-HOME_ROW_SCROLL_PX);
          }}
          className={`${ARROW} -left-3`}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t.scrollRight(categoryName)}
          onClick={() => {
            scrollBy(HOME_ROW_SCROLL_PX);
          }}
          className={`${ARROW} -right-3`}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
