import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type { Category } from '@shop/contract';
import { Dialog } from '../../components/ui/dialog';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { addCategory, updateCategory } from './admin-requests';
import { useRefreshCatalog } from './admin-queries';
import { ImageUploadField } from './image-upload-field';

interface CategoryFormDialogProps {
  /** The category to update; without it the dialog adds a new one. */
  category?: Category;
  onClose: () => void;
}

/** Add Category / Update Category: a name and an uploaded image. */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const refreshCatalog = useRefreshCatalog();
  const [name, setName] = useState(category?.name ?? '');
  const [image, setImage] = useState(category?.image ?? '');
  const action = category ? 'Update Category' : 'Add Category';

  const save = useMutation({
    mutationFn: () =>
      category ? updateCategory({ _id: category._id, name, image }) : addCategory({ name, image }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
      void refreshCatalog();
    },
  });

  return (
    <Dialog title={action} onClose={onClose}>
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
          placeholder="Enter category name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <ImageUploadField image={image} alt={name} disabled={!name.trim()} onUploaded={setImage} />
        <SubmitButton ready={Boolean(name.trim() && image)} pending={save.isPending}>
          {action}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
