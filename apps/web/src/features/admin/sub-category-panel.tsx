import { useState } from 'react';
import type { SubCategory } from '@shop/contract';
import { ImageViewer } from '../../components/ui/image-viewer';
import { NoData } from '../../components/ui/no-data';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { deleteSubCategory } from './admin-requests';
import { useAdminSubCategories } from './admin-queries';
import { ADMIN_CELL, AdminTable, ChipList, RowActions } from './admin-table';
import { useConfirmedDeletion } from './confirmed-deletion';
import { AdminPageHeader, HeaderAddButton } from '../../components/ui/admin-page-header';
import { SubCategoryFormDialog } from './sub-category-form-dialog';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';

type Editing = { mode: 'add' } | { mode: 'edit'; subCategory: SubCategory } | null;

/** /dashboard/subcategory: a table of sub-categories with their categories, add, edit, delete. */
export function SubCategoryPanel() {
  const t = useTexts(adminTexts);
  const { data: subCategories, isPending } = useAdminSubCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<SubCategory | null>(null);

  const deletion = useConfirmedDeletion(
    (subCategory: SubCategory) => deleteSubCategory({ _id: subCategory._id }),
    { title: t.deleteTitle, text: t.deleteText, confirmLabel: t.confirm },
  );

  return (
    <section>
      <AdminPageHeader title={t.subCategory}>
        <HeaderAddButton
          label={t.addSubCategory}
          onClick={() => {
            setEditing({ mode: 'add' });
          }}
        />
      </AdminPageHeader>

      {isPending ? (
        <Spinner label={t.loadingSubCategories} />
      ) : !subCategories?.length ? (
        <NoData text={t.noData} />
      ) : (
        <AdminTable
          minWidth="min-w-[36rem]"
          columns={[
            { label: t.srNo, width: 'w-16' },
            { label: t.name },
            { label: t.image, width: 'w-24' },
            { label: t.category },
            { label: t.action, width: 'w-28' },
          ]}
        >
          {subCategories.map((subCategory, index) => (
            <tr key={subCategory._id} className="bg-white even:bg-stone-50">
              <td className={`${ADMIN_CELL} text-stone-600`}>{index + 1}</td>
              <td className={`${ADMIN_CELL} font-medium text-stone-900`}>{subCategory.name}</td>
              <td className={ADMIN_CELL}>
                <button
                  type="button"
                  aria-label={t.viewImageOf(subCategory.name)}
                  onClick={() => {
                    setViewing(subCategory);
                  }}
                  className="block rounded-lg"
                >
                  <ProductImage
                    src={subCategory.image}
                    alt=""
                    width={56}
                    height={56}
                    sizes="56px"
                    className="size-14 rounded-lg bg-stone-50 object-contain"
                  />
                </button>
              </td>
              <td className={ADMIN_CELL}>
                <ChipList
                  chips={subCategory.category.map((category) => ({
                    key: category._id,
                    label: category.name,
                  }))}
                />
              </td>
              <td className={ADMIN_CELL}>
                <RowActions
                  editLabel={t.editNamed(subCategory.name)}
                  deleteLabel={t.deleteNamed(subCategory.name)}
                  onEdit={() => {
                    setEditing({ mode: 'edit', subCategory });
                  }}
                  onDelete={() => {
                    deletion.ask(subCategory);
                  }}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      {editing && (
        <SubCategoryFormDialog
          subCategory={editing.mode === 'edit' ? editing.subCategory : undefined}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {viewing && (
        <ImageViewer
          src={viewing.image}
          alt={viewing.name}
          onClose={() => {
            setViewing(null);
          }}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
