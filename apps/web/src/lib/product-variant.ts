import type { CartLine, CartVariant, Product, ProductVariant } from '@shop/contract';

/*
 * A product page's chosen variant travels as the product itself (issue 43): the details answer's
 * product with the variant's code, price, discount and stock in place of the default's, as a cart
 * line's product carries them. The cart's controls and actions find the variant from the code.
 */

/**
 * `product` standing for its `variant`: the variant's code, price, discount and stock, its own
 * specification values over the product's, and its own image first in the gallery (migration 0050).
 */
export function productAsVariant(product: Product, variant: ProductVariant): Product {
  if (variant.isDefault) return product;
  const { code, price, discount, stock, specs, image } = variant;
  return {
    ...product,
    code,
    price,
    discount,
    stock,
    ...(specs ? { specs: { ...product.specs, ...specs } } : {}),
    ...(image ? { image: [image, ...product.image.filter((each) => each !== image)] } : {}),
  };
}

/** The variant `product` stands for, when it is one of a product with options (its details). */
export function variantOfProduct(product: Product): ProductVariant | undefined {
  return product.variants?.find((variant) => variant.code === product.code);
}

/** What a cart line says of the variant `product` stands for; none for a product without options. */
export function cartVariantOf(product: Product): CartVariant | undefined {
  const variant = variantOfProduct(product);
  if (!variant) return undefined;
  const { _id, code, label, values } = variant;
  return { _id, code, label, values };
}

/** The `variantId` to add `product` with: a variant's other than the default; none for it. */
export function variantIdToAdd(product: Product): string | undefined {
  const variant = variantOfProduct(product);
  return variant && !variant.isDefault ? variant._id : undefined;
}

/**
 * What a press of "Add" is about: the product as shown, its chosen variant included (a variant
 * carries its own code). Two variants of one product are two lines, so two presses.
 */
export function pressKeyOf(product: Product): string {
  return `${product._id}\u0000${product.code}`;
}

/**
 * Whether `line` holds `product` as shown (a card's default, a product page's chosen variant, a
 * cart line's own): the same product and, when the line names a variant, its code.
 */
export function lineHolds(line: CartLine, product: Product): boolean {
  return (
    line.productId._id === product._id &&
    (line.variant === undefined || line.productId.code === product.code)
  );
}
