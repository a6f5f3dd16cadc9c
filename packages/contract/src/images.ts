import { IMAGE_WIDTHS } from './constants';

/**
 * Images stored by the shop live at `<base>/images/<24 hex>.webp`, with resized copies at
 * `<base>/images/<24 hex>-<width>.webp`. Other urls (pasted by an admin) have no variants.
 */
const STORED_IMAGE = /\/images\/([0-9a-f]{24})\.webp$/;

function imageVariantUrl(url: string, width: number): string | undefined {
  return STORED_IMAGE.test(url) ? url.replace(/\.webp$/, `-${width}.webp`) : undefined;
}

/** A `srcset` value for a stored image, or undefined for a foreign url. */
export function imageSrcSet(url: string): string | undefined {
  if (!STORED_IMAGE.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width) ?? url} ${width}w`).join(', ');
}
