import { useState } from 'react';
import type { Category, SubCategory } from '@shop/contract';
import { createSubCategory, updateSubCategory } from './admin-requests';
import { useAdminCategories } from './admin-queries';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';
import { CatalogEntryDialog } from './catalog-entry-dialog';
import { ChipSelect } from './chip-select';

interface SubCategoryFormDialogProps {
  /** The sub-category to edit; without it the dialog adds a new one. */
  subCategory?: SubCategory;
  onClose: () => void;
}

/** Add / Edit Sub Category: a name, an uploaded image and the categories it belongs to. */
export function SubCategoryFormDialog({ subCategory, onClose }: SubCategoryFormDialogProps) {
  const t = useTexts(adminTexts);
  const { data: categories = [] } = useAdminCategories();
  const [chosen, setChosen] = useState<Category[]>(subCategory?.category ?? []);

  return (
    <CatalogEntryDialog
      title={subCategory ? t.editSubCategory : t.addSubCategory}
      initial={subCategory}
      namePlaceholder={t.subCategoryNamePlaceholder}
      save={({ name, name_en, image }) =>
        subCategory
          ? updateSubCategory({ _id: subCategory._id, name, name_en, image, category: chosen })
          : createSubCategory({ name, name_en, image, category: chosen })
      }
      complete={chosen.length > 0}
      submitLabel={t.submit}
      onClose={onClose}
    >
      <ChipSelect
        label={t.selectCategory}
        placeholder={t.selectCategory}
        chosenLabel={t.chosenCategories}
        options={categories}
        chosen={chosen}
        onAdd={(category) => {
          // Duplicates are not prevented here; the server stores each link once.
          setChosen((current) => [...current, category]);
        }}
        onRemoveAt={(index) => {
          setChosen((current) => current.filter((_, at) => at !== index));
        }}
      />
    </CatalogEntryDialog>
  );
}
