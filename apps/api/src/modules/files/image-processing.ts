import { inBoth } from '../../http/answer-texts';
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS } from '@shop/contract';
import type sharpModule from 'sharp';
import { AppError } from '../../app-error';
import type { ImageStore } from './image-store';

/** The formats the shop decodes from a shopper or an admin; the message names them. */
type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif';
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

const startsWith = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

/**
 * The format the file's first bytes announce, if it is one the shop accepts. libvips can decode
 * far more (GIF, SVG, TIFF, PDF, raw camera files...), each one more decoder an attacker can aim
 * at; so the bytes are checked here, before any decoder sees them.
 */
export function sniffUploadFormat(bytes: Buffer): UploadFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  // An ISO media file: a `ftyp` box whose brands (major, then compatible) name AVIF.
  if (startsWith(bytes, 4, 'ftyp')) {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      if (startsWith(bytes, at, 'avif') || startsWith(bytes, at, 'avis')) return 'avif';
    }
  }
  return undefined;
}

/** Whether libvips read the file as the format its first bytes announced (AVIF is HEIF with AV1). */
function decodedAs(expected: UploadFormat, metadata: { format: string; compression?: string }) {
  if (expected === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === expected;
}

/**
 * Whether libvips reads the bytes as the image format their first bytes announce, within the
 * shop's pixel limit: an image kept as it came (a drawing attached to a request) is decoded once
 * to prove it is one, though it is not re-encoded.
 */
export async function decodesAsAnnounced(bytes: Buffer): Promise<boolean> {
  const announced = sniffUploadFormat(bytes);
  if (announced === undefined) return false;
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return decodedAs(announced, metadata);
  } catch {
    return false;
  }
}

/** A new image file id: 24 hex characters, like every other id. */
function newImageId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/**
 * Decodes the bytes as a JPEG, PNG, WebP or AVIF image (anything else is refused with 415), strips
 * metadata, and stores WebP copies at IMAGE_WIDTHS plus the main file. Returns the stored
 * reference `/images/<id>.webp`.
 */
export async function storeImage(
  store: ImageStore,
  bytes: Buffer,
  options: StoreImageOptions = {},
): Promise<string> {
  const announced = sniffUploadFormat(bytes);
  if (announced === undefined && !options.trustedSvg)
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      inBoth((t) => t.unsupportedImage),
    );
  const sharp = await loadSharp();
  let acceptable = false;
  let shorterSide = LARGEST_WIDTH;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // The decoder must agree with the first bytes: a PNG header glued to another format is refused.
    acceptable =
      announced === undefined ? metadata.format === 'svg' : decodedAs(announced, metadata);
    shorterSide = Math.min(metadata.width, metadata.height);
  } catch {
    acceptable = false;
  }
  if (!acceptable)
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      inBoth((t) => t.unsupportedImage),
    );

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
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      inBoth((t) => t.imageUndecodable),
    );
  }
  return `/images/${id}.webp`;
}

const STORED_IMAGE = /^\/images\/([0-9a-f]{24})\.webp$/;

/**
 * Deletes the files `storeImage` made for `ref` (the main file and every width). A reference that
 * is not one of the shop's stored images (an empty avatar, an outside url) has nothing to delete.
 */
export async function removeImage(store: ImageStore, ref: string): Promise<void> {
  const id = STORED_IMAGE.exec(ref)?.[1];
  if (id === undefined) return;
  await Promise.all([
    store.remove(`${id}.webp`),
    ...IMAGE_WIDTHS.map((width) => store.remove(`${id}-${width}.webp`)),
  ]);
}
