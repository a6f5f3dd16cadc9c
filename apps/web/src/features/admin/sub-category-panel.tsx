import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { SubCategory } from '@shop/contract';
import { ImageViewer } from '../../components/ui/image-viewer';
import { NoData } from '../../components/ui/no-data';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { deleteSubCategory } from './admin-requests';
import { useAdminSubCategories } from './admin-queries';
import { useConfirmedDeletion } from './confirmed-deletion';
import { AdminPageHeader, HeaderAddButton } from '../../components/ui/admin-page-header';
import { SubCategoryFormDialog } from './sub-category-form-dialog';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';

type Editing = { mode: 'add' } | { mode: 'edit'; subCategory: SubCategory } | null;

const CELL = 'border-b border-stone-200 px-3 py-2 align-middle';

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
        // The table scrolls sideways on phones rather than squeezing its columns.
        <div className="overflow-x-auto rounded-xl border border-stone-200">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <thead className="bg-stone-800 text-white">
              <tr>
                <th scope="col" className="w-16 px-3 py-2.5 font-semibold">
                  {t.srNo}
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t.name}
                </th>
                <th scope="col" className="w-24 px-3 py-2.5 font-semibold">
                  {t.image}
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t.category}
                </th>
                <th scope="col" className="w-28 px-3 py-2.5 font-semibold">
                  {t.action}
                </th>
              </tr>
            </thead>
            <tbody>
              {subCategories.map((subCategory, index) => (
                <tr key={subCategory._id} className="bg-white even:bg-stone-50">
                  <td className={`${CELL} text-stone-600`}>{index + 1}</td>
                  <td className={`${CELL} font-medium text-stone-900`}>{subCategory.name}</td>
                  <td className={CELL}>
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
                  <td className={CELL}>
                    <ul className="flex flex-wrap gap-1.5">
                      {subCategory.category.map((category) => (
                        <li
                          key={category._id}
                          className="rounded-full border border-stone-200 bg-stone-100 px-2.5 py-0.5 text-xs text-stone-800"
                        >
                          {category.name}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={CELL}>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        aria-label={t.editNamed(subCategory.name)}
                        onClick={() => {
                          setEditing({ mode: 'edit', subCategory });
                        }}
                        className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-800 hover:bg-emerald-100"
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        aria-label={t.deleteNamed(subCategory.name)}
                        onClick={() => {
                          deletion.ask(subCategory);
                        }}
                        className="grid size-10 place-items-center rounded-full bg-red-50 text-red-700 hover:bg-red-100"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
