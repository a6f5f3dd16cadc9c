import { useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { SubmitButton } from '../../components/ui/submit-button';
import { useTexts } from '../../lib/locale';
import { useRefreshCatalog } from './admin-queries';
import { AdminFormDialog, NameFields } from './admin-form-dialog';
import { adminTexts } from './admin-texts';
import { ImageUploadField } from './image-upload-field';
import { englishNamesTexts } from './english-names-texts';

interface NameAndImage {
  name: string;
  /** Optional (issue 41): empty, the English pages show `name`; sent empty, an edit removes it. */
  name_en?: string | undefined;
  image: string;
}

interface CatalogEntryDialogProps {
  title: string;
  /** The entry being edited; without it the fields start empty. */
  initial: NameAndImage | undefined;
  namePlaceholder: string;
  /** Sends the entry; its answer's message is the success toast. */
  save: (entry: NameAndImage) => Promise<{ message: string }>;
  /** Whether the image upload waits until a name is typed. */
  imageNeedsName?: boolean;
  /** Whether the fields in `children` are filled in too. */
  complete?: boolean;
  submitLabel: string;
  onClose: () => void;
  /** More fields, below the image. */
  children?: ReactNode;
}

/** The add/edit dialog of a catalogue entry with a name and an uploaded image (categories and sub-categories). */
export function CatalogEntryDialog({
  title,
  initial,
  namePlaceholder,
  save: saveEntry,
  imageNeedsName = false,
  complete = true,
  submitLabel,
  onClose,
  children,
}: CatalogEntryDialogProps) {
  const t = useTexts(adminTexts);
  const refreshCatalog = useRefreshCatalog();
  const [name, setName] = useState(initial?.name ?? '');
  const [nameEn, setNameEn] = useState(initial?.name_en ?? '');
  const english = useTexts(englishNamesTexts);
  const [image, setImage] = useState(initial?.image ?? '');

  const save = useMutation({
    // The English name is sent when typed, or emptied on an entry that had one (which removes it).
    mutationFn: () =>
      saveEntry({
        name,
        ...(nameEn.trim() !== '' || initial?.name_en ? { name_en: nameEn } : {}),
        image,
      }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
      void refreshCatalog();
    },
  });

  return (
    // These dialogs do not check before sending; the server answers what is wrong.
    <AdminFormDialog
      title={title}
      onClose={onClose}
      onSubmit={() => {
        save.mutate();
      }}
    >
      <NameFields
        name={{ label: t.name, placeholder: namePlaceholder, value: name, onChange: setName }}
        english={{
          label: english.englishName,
          placeholder: english.englishNamePlaceholder,
          value: nameEn,
          onChange: setNameEn,
        }}
      />
      <ImageUploadField
        image={image}
        alt={name}
        disabled={imageNeedsName && !name.trim()}
        onUploaded={setImage}
      />
      {children}
      <SubmitButton ready={Boolean(name.trim() && image && complete)} pending={save.isPending}>
        {submitLabel}
      </SubmitButton>
    </AdminFormDialog>
  );
}
