import { usePageTitle } from '../../lib/use-page-title';
import { HomeBanner } from './home-banner';
import { CategoryGrid } from './category-grid';
import { CategoryProductRow } from './category-product-row';
import { subCategoriesOf, useCategories, useSubCategories } from './catalog-queries';

export function HomePage() {
  const { data: categories } = useCategories();
  const { data: subCategories } = useSubCategories();
  usePageTitle('');

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 lg:py-6">
      <HomeBanner />
      <CategoryGrid categories={categories} subCategories={subCategories} />
      {categories?.map((category) => (
        <CategoryProductRow
          key={category._id}
          category={category}
          firstSubCategory={subCategoriesOf(subCategories, category._id)[0]}
        />
      ))}
    </div>
  );
}
