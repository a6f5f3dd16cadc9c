import { Dialog } from './dialog';

interface ImageViewerProps {
  src: string;
  /** What the image shows; also the dialog's title. */
  alt: string;
  onClose: () => void;
}

/** One image as large as the screen allows, in a dialog (closes like any other). */
export function ImageViewer({ src, alt, onClose }: ImageViewerProps) {
  return (
    <Dialog title={alt} onClose={onClose} size="full">
      <div className="flex min-h-0 flex-1 items-center justify-center rounded-xl bg-stone-100">
        {/* The full-size file on purpose: the viewer exists to see the detail. */}
        <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
      </div>
    </Dialog>
  );
}
