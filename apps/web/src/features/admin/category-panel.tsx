import { useState } from 'react';
import type { Category } from '@shop/contract';
import { NoData } from '../../components/ui/no-data';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { deleteCategory } from './admin-requests';
import { useAdminCategories } from './admin-queries';
import { useConfirmedDeletion } from './confirmed-deletion';
import { AdminPageHeader, HeaderAddButton } from '../../components/ui/admin-page-header';
import { CardActions } from './card-actions';
import { CategoryFormDialog } from './category-form-dialog';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';

type Editing = { mode: 'add' } | { mode: 'update'; category: Category } | null;

/** /dashboard/category: every category as a card, with add, update and delete. */
export function CategoryPanel() {
  const t = useTexts(adminTexts);
  const { data: categories, isPending } = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmedDeletion(
    (category: Category) => deleteCategory({ _id: category._id }),
    { title: t.deleteTitle, text: t.deleteText, confirmLabel: t.confirm },
  );

  return (
    <section>
      <AdminPageHeader title={t.category}>
        <HeaderAddButton
          label={t.addCategory}
          onClick={() => {
            setEditing({ mode: 'add' });
          }}
        />
      </AdminPageHeader>

      {isPending ? (
        <Spinner label={t.loadingCategories} />
      ) : !categories?.length ? (
        <NoData text={t.noData} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
          {categories.map((category) => (
            <li
              key={category._id}
              className="flex flex-col rounded-xl border border-stone-200 bg-white p-2 shadow-xs"
            >
              <ProductImage
                src={category.image}
                alt={category.name}
                width={160}
                height={160}
                sizes="(min-width: 1280px) 140px, (min-width: 768px) 20vw, 45vw"
                className="aspect-square w-full rounded-lg bg-brand-50 object-contain p-1.5"
              />
              <p className="mt-2 line-clamp-2 min-h-10 text-center text-sm leading-5 font-medium text-stone-900">
                {category.name}
              </p>
              <CardActions
                name={category.name}
                onEdit={() => {
                  setEditing({ mode: 'update', category });
                }}
                onDelete={() => {
                  deletion.ask(category);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <CategoryFormDialog
          category={editing.mode === 'update' ? editing.category : undefined}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
