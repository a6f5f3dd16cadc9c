/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { useState } from 'react';
import type { Category, SubCategory } from '@shop/contract';
import { createSubCategory, updateSubCategory } from './admin-requests';
import { useAdminCategories } from './admin-queries';
import { CatalogEntryDialog } from './catalog-entry-dialog';
import { ChipSelect } from './chip-select';

interface SubCategoryFormDialogProps {
  /** The sub-category to edit; without it the dialog adds a new one. */
  subCategory?: SubCategory;
  onClose: () => void;
}

/** Add / Edit Sub Category: a name, an uploaded image and the categories it belongs to. */
export function SubCategoryFormDialog({ subCategory, onClose }: SubCategoryFormDialogProps) {
  const { data: categories = [] } = useAdminCategories();
  const [chosen, setChosen] = useState<Category[]>(subCategory?.category ?? []);

  return (
    <CatalogEntryDialog
      title={subCategory ? 'Edit Sub Category' : 'Add Sub Category'}
      initial={subCategory}
      namePlaceholder="Enter sub category name"
      save={({ name, name_en, image }) =>
        subCategory
          ? updateSubCategory({ _id: subCategory._id, name, name_en, image, category: chosen })
          : createSubCategory({ name, name_en, image, category: chosen })
      }
      complete={chosen.length > 0}
      submitLabel="Submit"
      onClose={onClose}
    >
      <ChipSelect
        label="Select Category"
        placeholder="Select Category"
        chosenLabel="Chosen categories"
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
