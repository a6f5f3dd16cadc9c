import { ImageUp } from 'lucide-react';
import { OneFileInput } from '../../components/ui/one-file-input';
import { UploadProgress } from '../../components/ui/upload-progress';
import { useTexts } from '../../lib/locale';
import { useFileUpload } from '../../lib/use-file-upload';
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
  const { upload, sent } = useFileUpload(uploadImage, (answer) => {
    onUploaded(answer.data.url);
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
            <OneFileInput accept="image/*" disabled={blocked} onFile={upload.mutate} />
          </label>
          {disabled && <p className="text-xs text-stone-500">{t.typeNameFirst}</p>}
          {upload.isPending && <UploadProgress sent={sent} />}
        </div>
      </div>
    </fieldset>
  );
}
