import type { Category } from '@shop/contract';
import { addCategory, updateCategory } from './admin-requests';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';
import { CatalogEntryDialog } from './catalog-entry-dialog';
import { CategoryParcelField } from './parcel-size-field';

interface CategoryFormDialogProps {
  /** The category to update; without it the dialog adds a new one. */
  category?: Category;
  onClose: () => void;
}

/** Add Category / Update Category: a name, an uploaded image and its default parcel (issue 48). */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const t = useTexts(adminTexts);
  const action = category ? t.updateCategory : t.addCategory;
  return (
    <CatalogEntryDialog
      title={action}
      initial={category}
      namePlaceholder={t.categoryNamePlaceholder}
      imageNeedsName
      save={({ name, name_en, image }) =>
        category
          ? updateCategory({ _id: category._id, name, name_en, image })
          : addCategory({ name, name_en, image })
      }
      submitLabel={action}
      onClose={onClose}
    >
      <CategoryParcelField categoryId={category?._id} />
    </CatalogEntryDialog>
  );
}
