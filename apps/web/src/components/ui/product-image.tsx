import { imageSrcSet } from '@shop/contract';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the image arrives. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The largest image above the fold: loaded first instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** Catalogue image with responsive variants; a neutral box when there is no image. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className = '',
}: ProductImageProps) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`bg-stone-100 ${className}`}
      />
    );
  }
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
