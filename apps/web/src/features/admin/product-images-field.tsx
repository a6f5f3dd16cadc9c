import { useCallback, useRef, useState } from 'react';
import { ImageUp, X } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { UploadProgress } from '../../components/ui/upload-progress';
import { useTexts } from '../../lib/locale';
import { uploadImage } from './admin-requests';
import { adminTexts } from './admin-texts';
import { UploadTile } from './upload-tile';

/** One file on its way up. */
interface PendingUpload {
  id: number;
  fileName: string;
  sent: number;
}

/**
 * Uploads each chosen file at once, in parallel, tracking each one's progress; `onUploaded` gets
 * each stored image's url as it arrives.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const nextId = useRef(0);

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        nextId.current += 1;
        const id = nextId.current;
        setUploads((current) => [...current, { id, fileName: file.name, sent: 0 }]);
        uploadImage(file, (sent) => {
          setUploads((current) =>
            current.map((upload) => (upload.id === id ? { ...upload, sent } : upload)),
          );
        })
          .then((answer) => {
            onUploaded(answer.data.url);
          })
          .catch((error: unknown) => {
            toast.error(error instanceof Error ? error.message : String(error));
          })
          .finally(() => {
            setUploads((current) => current.filter((upload) => upload.id !== id));
          });
      }
    },
    [onUploaded],
  );

  return { uploads, start };
}

interface ProductImagesFieldProps {
  images: readonly string[];
  uploads: readonly PendingUpload[];
  /** What the images show (the product's name), for their alt text. */
  alt: string;
  onChoose: (files: File[]) => void;
  onRemoveAt: (index: number) => void;
}

/** Several product images: an upload tile, one preview per image with a remove button. */
export function ProductImagesField({
  images,
  uploads,
  alt,
  onChoose,
  onRemoveAt,
}: ProductImagesFieldProps) {
  const t = useTexts(adminTexts);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.image}</legend>
      <UploadTile
        icon={ImageUp}
        label={t.uploadImage}
        hint={t.imagesHint}
        accept="image/*"
        multiple
        padding="py-6"
        onChoose={onChoose}
      />

      {uploads.length > 0 && (
        <ul className="mt-3 space-y-2">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <p className="mb-0.5 truncate text-xs text-stone-700">{upload.fileName}</p>
              <UploadProgress sent={upload.sent} label={t.uploadingFile(upload.fileName)} />
            </li>
          ))}
        </ul>
      )}

      {images.length > 0 && (
        <ul aria-label={t.productImages} className="mt-3 flex flex-wrap gap-3">
          {images.map((url, index) => (
            // Index in the key: the same image may be uploaded twice.
            <li key={`${url}-${String(index)}`} className="relative">
              <img
                src={url}
                alt={t.productImage(alt, index + 1)}
                className="size-24 rounded-lg border border-stone-200 bg-white object-contain"
              />
              <button
                type="button"
                aria-label={t.removeImage(index + 1)}
                onClick={() => {
                  onRemoveAt(index);
                }}
                className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-red-600 text-white shadow hover:bg-red-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
