import { Link, useParams } from '../../lib/router';
import { idFromSlug, listingPath } from '@shop/contract';
import type { Category, SubCategory } from '@shop/contract';
import { InfiniteProductGrid } from '../../components/ui/infinite-product-grid';
import { ProductImage } from '../../components/ui/product-image';
import { Skeleton } from '../../components/ui/skeleton';
import { subCategoriesOf, useSubCategories } from './catalog-queries';
import { FilteredResults } from '../../components/filters/filtered-results';
import {
  useFilterState,
  useFilteredListingProducts,
  useListingFacets,
} from '../../lib/filters/filter-queries';
import { CatalogNotFound } from './catalog-not-found';
import { usePageTitle } from '../../lib/use-page-title';
import { SKELETONS_IN_PRODUCT_ROW } from '../../lib/ui-settings';
import { useTexts } from '../../lib/locale';
import { listingTexts } from './listing-texts';
import { useDisplayNames } from '../../lib/display-names';

// The router seeds a drawn listing's first queries with it, once this page's code is here.
export { listingFirstQueries } from '../../app/filter-first-queries';

const SKELETON_KEYS = Array.from({ length: SKELETONS_IN_PRODUCT_ROW }, (_, i) => i);

/** `/:categorySlug/:subCategorySlug`: the sub-categories on the left, products on the right. */
export function ListingPage() {
  const { categorySlug = '', subCategorySlug = '' } = useParams();
  const categoryId = idFromSlug(categorySlug);
  const subCategoryId = idFromSlug(subCategorySlug);

  // Keyed so the scroll state and pages start over for another sub-category.
  return (
    <Listing
      key={`${categoryId}/${subCategoryId}`}
      categoryId={categoryId}
      subCategoryId={subCategoryId}
      fallbackName={nameFromSlug(subCategorySlug)}
    />
  );
}

/** Until the sub-category list arrives, the heading is read back from the slug. */
function nameFromSlug(slug: string): string {
  const dash = slug.lastIndexOf('-');
  return (dash === -1 ? '' : slug.slice(0, dash)).replace(/-+/g, ' ').trim();
}

interface ListingProps {
  categoryId: string;
  subCategoryId: string;
  fallbackName: string;
}

function Listing({ categoryId, subCategoryId, fallbackName }: ListingProps) {
  const { data: allSubCategories, isPending: subCategoriesPending } = useSubCategories();
  const siblings = subCategoriesOf(allSubCategories, categoryId);
  const current = siblings.find((sub) => sub._id === subCategoryId);
  const category = current?.category.find((c) => c._id === categoryId);

  const filters = useFilterState();
  const products = useFilteredListingProducts(categoryId, subCategoryId, filters);
  const facets = useListingFacets(categoryId, subCategoryId, filters).data;
  const t = useTexts(listingTexts);
  const shown = useDisplayNames();
  usePageTitle(current && category && `${shown.name(current)} – ${shown.name(category)}`);

  if (!subCategoriesPending && allSubCategories !== undefined && !current) {
    return <CatalogNotFound />;
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[84px_1fr] gap-3 px-2 py-4 sm:px-4 md:grid-cols-[200px_1fr] lg:grid-cols-[240px_1fr] lg:gap-6 lg:py-6">
      <SubCategoryNav
        category={category}
        subCategories={siblings}
        activeId={subCategoryId}
        loading={subCategoriesPending}
      />

      <section aria-labelledby="listing-title" className="min-w-0">
        <h1
          id="listing-title"
          className="mb-4 rounded-xl bg-white px-4 py-3 text-lg font-bold text-stone-900 shadow-xs ring-1 ring-stone-200"
        >
          {current ? shown.name(current) : fallbackName}
        </h1>

        <FilteredResults
          state={filters}
          facets={facets?.facets}
          total={facets?.totalCount}
          defaultOrder="newest"
        >
          <InfiniteProductGrid
            query={products}
            className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4 lg:gap-4"
            skeletons={SKELETONS_IN_PRODUCT_ROW}
            emptyText={t.noProducts}
            imageSizes="(min-width: 1280px) 230px, (min-width: 768px) 25vw, 40vw"
            // The listing's failures are not toasted (a bad link is "not found").
            emptyOnFailure
          />
        </FilteredResults>
      </section>
    </div>
  );
}

interface SubCategoryNavProps {
  category: Category | undefined;
  subCategories: SubCategory[];
  activeId: string;
  loading: boolean;
}

function SubCategoryNav({ category, subCategories, activeId, loading }: SubCategoryNavProps) {
  const t = useTexts(listingTexts);
  const shown = useDisplayNames();
  return (
    <nav
      aria-label={t.subCategories}
      className="sticky top-32 max-h-[calc(100dvh-9rem)] self-start overflow-y-auto rounded-xl bg-white p-1.5 shadow-xs ring-1 ring-stone-200 md:top-24 md:max-h-[calc(100dvh-7rem)] md:p-2"
    >
      {loading || !category ? (
        <ul className="flex flex-col gap-2" aria-busy="true">
          {SKELETON_KEYS.map((key) => (
            <li key={key}>
              <Skeleton className="h-16 w-full md:h-12" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col gap-1">
          {subCategories.map((sub) => {
            const active = sub._id === activeId;
            return (
              <li key={sub._id}>
                <Link
                  to={listingPath(category, sub)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex flex-col items-center gap-1 rounded-lg p-1.5 text-center text-[11px] leading-tight font-medium transition md:flex-row md:gap-3 md:p-2 md:text-left md:text-sm ${
                    active
                      ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-300'
                      : 'text-stone-700 hover:bg-stone-100'
                  }`}
                >
                  <ProductImage
                    src={sub.image}
                    alt={shown.name(sub)}
                    width={48}
                    height={48}
                    sizes="48px"
                    className="size-12 shrink-0 rounded-md bg-stone-50 object-contain"
                  />
                  <span aria-hidden="true" className="line-clamp-3 md:line-clamp-2">
                    {shown.name(sub)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
