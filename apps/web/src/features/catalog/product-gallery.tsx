import { useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ProductImage } from '../../components/ui/product-image';
import { THUMBNAIL_SCROLL_PX } from '../../lib/ui-settings';
import { useTexts } from '../../lib/locale';
import { productPageTexts } from './product-page-texts';

interface ProductGalleryProps {
  images: string[];
  name: string;
}

/** Large image, dots and a scrollable strip of thumbnails; all three pick the shown image. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const t = useTexts(productPageTexts);
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const shown = images[index] ?? images[0];

  const scrollThumbs = (left: number) => {
    strip.current?.scrollBy({ left, behavior: 'smooth' });
  };

  return (
    <div>
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
        <ProductImage
          src={shown}
          alt={images.length > 1 ? t.imageOf(name, index + 1, images.length) : name}
          width={640}
          height={640}
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
          className="aspect-square w-full object-contain p-4"
        />
      </div>

      {images.length > 1 && (
        <>
          <div className="my-3 flex justify-center gap-2" role="group" aria-label={t.chooseImage}>
            {images.map((url, i) => (
              <button
                key={url}
                type="button"
                aria-label={t.imageNumber(i + 1)}
                aria-pressed={i === index}
                onClick={() => {
                  setIndex(i);
                }}
                // The visible dot is small; the padding gives it a finger-sized target.
                className="grid size-6 place-items-center rounded-full"
              >
                <span
                  className={`block size-2.5 rounded-full transition ${
                    i === index ? 'bg-brand-700' : 'bg-stone-300'
                  }`}
                />
              </button>
            ))}
          </div>

          <div className="relative flex items-center gap-1">
            <button
              type="button"
              aria-label={t.scrollThumbnailsLeft}
              onClick={() => {
                scrollThumbs(-THUMBNAIL_SCROLL_PX);
              }}
              className="grid size-8 shrink-0 place-items-center rounded-full bg-white text-stone-700 shadow ring-1 ring-stone-200 hover:text-brand-800"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <div
              ref={strip}
              className="no-scrollbar flex min-w-0 flex-1 gap-2 overflow-x-auto py-1"
            >
              {images.map((url, i) => (
                <button
                  key={url}
                  type="button"
                  aria-pressed={i === index}
                  onClick={() => {
                    setIndex(i);
                  }}
                  className={`shrink-0 overflow-hidden rounded-lg bg-white ring-2 transition ${
                    i === index ? 'ring-brand-600' : 'ring-stone-200 hover:ring-stone-400'
                  }`}
                >
                  <ProductImage
                    src={url}
                    alt={t.thumbnailOf(name, i + 1)}
                    width={64}
                    height={64}
                    sizes="64px"
                    className="size-16 object-contain p-1"
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              aria-label={t.scrollThumbnailsRight}
              onClick={() => {
                scrollThumbs(THUMBNAIL_SCROLL_PX);
              }}
              className="grid size-8 shrink-0 place-items-center rounded-full bg-white text-stone-700 shadow ring-1 ring-stone-200 hover:text-brand-800"
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </>
      )}
    </div>
  );
}
