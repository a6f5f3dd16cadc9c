import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS } from '@shop/contract';
import type sharpModule from 'sharp';
import { AppError } from '../../app-error';
import type { ImageStore } from './image-store';

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_INPUT_PIXELS = 40_000_000;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

export interface StoreImageOptions {
  /** Only the shop's own drawings (the seed) may be SVG; uploaded SVG could carry script. */
  trustedSvg?: boolean;
  /** Crop to a square (avatars). */
  square?: boolean;
}

let sharpLoading: Promise<typeof sharpModule> | undefined;

/** sharp (libvips) loads with the first image, not at start-up: most starts store no image. */
function loadSharp(): Promise<typeof sharpModule> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // Each image is decoded once and never again, so libvips's operation cache only holds memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/** A new image file id: 24 hex characters, like every other id. */
function newImageId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/**
 * Decodes the bytes as an image (anything else is refused with 415), strips metadata, and stores
 * WebP copies at IMAGE_WIDTHS plus the main file. Returns the stored reference `/images/<id>.webp`.
 */
export async function storeImage(
  store: ImageStore,
  bytes: Buffer,
  options: StoreImageOptions = {},
): Promise<string> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let shorterSide = LARGEST_WIDTH;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    shorterSide = Math.min(metadata.width, metadata.height);
  } catch {
    format = undefined;
  }
  const acceptable =
    format !== undefined &&
    (RASTER_FORMATS.has(format) || (format === 'svg' && options.trustedSvg));
  if (!acceptable) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF)',
    );
  }

  const id = newImageId();
  try {
    // Decoded once, at the largest size (EXIF orientation applied, metadata dropped), then each
    // width is encoded from those pixels: decoding is the slow part, SVG rendering above all.
    // A square is cut from the middle at the shorter side, never enlarged past it.
    const squareSide = Math.min(LARGEST_WIDTH, shorterSide);
    const largest = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(
        options.square
          ? { width: squareSide, height: squareSide, fit: 'cover' }
          : { width: LARGEST_WIDTH, fit: 'inside', withoutEnlargement: !options.trustedSvg },
      )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const encode = (width: number) =>
      sharp(largest.data, { raw: largest.info })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({ width, bytes: await encode(width) })),
    );
    for (const variant of variants) {
      await store.put(`${id}-${variant.width}.webp`, variant.bytes);
      if (variant.width === LARGEST_WIDTH) await store.put(`${id}.webp`, variant.bytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be decoded', undefined);
  }
  return `/images/${id}.webp`;
}
