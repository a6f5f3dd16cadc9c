import { Link } from '../../lib/router';
import { listingPath } from '@shop/contract';
import type { Category, SubCategory } from '@shop/contract';
import { ProductImage } from '../../components/ui/product-image';
import { Skeleton } from '../../components/ui/skeleton';
import { subCategoriesOf } from './catalog-queries';
import { useTexts } from '../../lib/locale';
import { homeTexts } from './home-texts';
import { SKELETONS_FOR_CATEGORIES } from '../../lib/ui-settings';
import { useDisplayNames } from '../../lib/display-names';

interface CategoryGridProps {
  categories: Category[] | undefined;
  subCategories: SubCategory[] | undefined;
}

const GRID = 'grid grid-cols-4 gap-2 sm:grid-cols-6 sm:gap-3 lg:grid-cols-8 xl:grid-cols-10';
const SKELETON_KEYS = Array.from({ length: SKELETONS_FOR_CATEGORIES }, (_, i) => i);

/** Category tiles; each opens the listing of the category's first sub-category. */
export function CategoryGrid({ categories, subCategories }: CategoryGridProps) {
  const t = useTexts(homeTexts);
  const shown = useDisplayNames();
  return (
    <section aria-labelledby="category-grid-title" className="mt-6">
      <h2 id="category-grid-title" className="mb-3 text-lg font-bold text-stone-900">
        {t.categories}
      </h2>
      {categories === undefined ? (
        <div className={GRID} aria-busy="true">
          {SKELETON_KEYS.map((key) => (
            <div key={key} className="flex flex-col items-center gap-2">
              <Skeleton className="aspect-square w-full rounded-xl" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          ))}
        </div>
      ) : (
        <ul className={GRID}>
          {categories.map((category) => {
            const firstSub = subCategoriesOf(subCategories, category._id)[0];
            const tile = (
              <>
                <ProductImage
                  src={category.image}
                  alt={shown.name(category)}
                  width={160}
                  height={160}
                  sizes="(min-width: 1280px) 110px, (min-width: 1024px) 12vw, (min-width: 640px) 15vw, 22vw"
                  className="aspect-square w-full rounded-xl bg-brand-50 object-contain p-1.5 transition group-hover:bg-brand-100"
                />
                {/* The image's alt already names the link; the caption is for sighted shoppers. */}
                <span
                  aria-hidden="true"
                  className="line-clamp-2 text-center text-xs leading-4 font-medium text-stone-800 sm:text-[13px]"
                >
                  {shown.name(category)}
                </span>
              </>
            );
            return (
              <li key={category._id}>
                {firstSub ? (
                  <Link
                    to={listingPath(category, firstSub)}
                    className="group flex flex-col items-center gap-1.5 rounded-xl"
                  >
                    {tile}
                  </Link>
                ) : (
                  <div className="flex flex-col items-center gap-1.5 opacity-80">{tile}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
