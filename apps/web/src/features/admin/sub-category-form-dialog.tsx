import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type { Category, SubCategory } from '@shop/contract';
import { Dialog } from '../../components/ui/dialog';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { createSubCategory, updateSubCategory } from './admin-requests';
import { useAdminCategories, useRefreshCatalog } from './admin-queries';
import { ChipSelect } from './chip-select';
import { ImageUploadField } from './image-upload-field';

interface SubCategoryFormDialogProps {
  /** The sub-category to edit; without it the dialog adds a new one. */
  subCategory?: SubCategory;
  onClose: () => void;
}

/** Add / Edit Sub Category: a name, an uploaded image and the categories it belongs to. */
export function SubCategoryFormDialog({ subCategory, onClose }: SubCategoryFormDialogProps) {
  const { data: categories = [] } = useAdminCategories();
  const refreshCatalog = useRefreshCatalog();
  const [name, setName] = useState(subCategory?.name ?? '');
  const [image, setImage] = useState(subCategory?.image ?? '');
  const [chosen, setChosen] = useState<Category[]>(subCategory?.category ?? []);

  const save = useMutation({
    mutationFn: () =>
      subCategory
        ? updateSubCategory({ _id: subCategory._id, name, image, category: chosen })
        : createSubCategory({ name, image, category: chosen }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
      void refreshCatalog();
    },
  });

  return (
    <Dialog title={subCategory ? 'Edit Sub Category' : 'Add Sub Category'} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // SPEC §5: these dialogs do not check before sending; the server answers what is wrong.
          save.mutate();
        }}
        className="space-y-4"
      >
        <TextField
          label="Name"
          autoComplete="off"
          placeholder="Enter sub category name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <ImageUploadField image={image} alt={name} onUploaded={setImage} />
        <ChipSelect
          label="Select Category"
          placeholder="Select Category"
          chosenLabel="Chosen categories"
          options={categories}
          chosen={chosen}
          onAdd={(category) => {
            // Duplicates are not prevented here (SPEC §4); the server stores each link once.
            setChosen((current) => [...current, category]);
          }}
          onRemoveAt={(index) => {
            setChosen((current) => current.filter((_, at) => at !== index));
          }}
        />
        <SubmitButton
          ready={Boolean(name.trim() && image && chosen.length > 0)}
          pending={save.isPending}
        >
          Submit
        </SubmitButton>
      </form>
    </Dialog>
  );
}
