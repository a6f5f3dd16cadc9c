import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { UploadProgress } from '../../components/ui/upload-progress';
import { useTexts } from '../../lib/locale';
import { uploadImage } from './admin-requests';
import { adminTexts } from './admin-texts';

interface ImageUploadFieldProps {
  /** The uploaded image's url, or '' before one is chosen. */
  image: string;
  /** What the image shows (the name typed beside it), for its alt text. */
  alt: string;
  onUploaded: (url: string) => void;
  /** The category dialog allows an upload only once a name is typed. */
  disabled?: boolean;
}

/** One catalogue image: its preview ("No Image" before one is chosen) and an upload button. */
export function ImageUploadField({
  image,
  alt,
  onUploaded,
  disabled = false,
}: ImageUploadFieldProps) {
  const t = useTexts(adminTexts);
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setSent(0);
      return uploadImage(file, setSent);
    },
    onSuccess: (answer) => {
      onUploaded(answer.data.url);
    },
  });
  const blocked = disabled || upload.isPending;

  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.image}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="grid size-36 shrink-0 place-items-center overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
          {image ? (
            <img src={image} alt={alt || t.uploadedImage} className="size-full object-contain" />
          ) : (
            <p className="text-sm text-stone-500">{t.noImage}</p>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label
            className={`inline-flex h-10 w-fit items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
              blocked
                ? 'cursor-not-allowed border-stone-200 bg-stone-200 text-stone-500'
                : 'cursor-pointer border-brand-300 text-brand-800 hover:border-brand-500 hover:bg-brand-50'
            }`}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {t.uploadImage}
            <input
              type="file"
              accept="image/*"
              disabled={blocked}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again after a failure uploads it again.
                event.target.value = '';
                if (file) upload.mutate(file);
              }}
              className="sr-only"
            />
          </label>
          {disabled && <p className="text-xs text-stone-500">{t.typeNameFirst}</p>}
          {upload.isPending && <UploadProgress sent={sent} />}
        </div>
      </div>
    </fieldset>
  );
}
