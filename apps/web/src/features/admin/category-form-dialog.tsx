import type { Category } from '@shop/contract';
import { addCategory, updateCategory } from './admin-requests';
import { CatalogEntryDialog } from './catalog-entry-dialog';

interface CategoryFormDialogProps {
  /** The category to update; without it the dialog adds a new one. */
  category?: Category;
  onClose: () => void;
}

/** Add Category / Update Category: a name and an uploaded image. */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const action = category ? 'Update Category' : 'Add Category';
  return (
    <CatalogEntryDialog
      title={action}
      initial={category}
      namePlaceholder="Enter category name"
      imageNeedsName
      save={({ name, name_en, image }) =>
        category
          ? updateCategory({ _id: category._id, name, name_en, image })
          : addCategory({ name, name_en, image })
      }
      submitLabel={action}
      onClose={onClose}
    />
  );
}
