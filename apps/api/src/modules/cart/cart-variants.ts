import { variantLabel, type CartLine } from '@shop/contract';
import type { Database } from '../../db/client';
import { selectProductVariants } from '../catalog/product-variants.repo';
import type { CartLineRow } from './cart.repo';

/**
 * Cart lines with their variants named (issue 43). A line of a product with options says which
 * variant it holds (`variant`), and its `productId` carries that variant's code, price, discount
 * and stock, so a client counting the cart's total from the products (as the spec's do) counts
 * what the server will charge. A cart of products without options costs no read more.
 */
export async function withVariants(
  db: Database,
  lines: readonly { row: CartLineRow; line: CartLine }[],
): Promise<CartLine[]> {
  const withOptions = lines.filter(({ line }) => line.productId.price_range !== undefined);
  if (withOptions.length === 0) return lines.map(({ line }) => line);
  const stored = await selectProductVariants(
    db,
    withOptions.map(({ row }) => row.productId),
  );
  return lines.flatMap(({ row, line }) => {
    const product = stored.get(row.productId);
    if (!product || product.options === null) return [line];
    const variant =
      row.variantId === null
        ? { ...product, id: product.productId, values: product.values ?? [] }
        : product.variants.find((each) => each.id === row.variantId);
    // A variant removed meanwhile takes its cart lines with it (ON DELETE CASCADE).
    if (!variant) return [];
    return [
      {
        ...line,
        productId: {
          ...line.productId,
          code: variant.code,
          price: variant.price,
          discount: variant.discount,
          stock: variant.stock,
        },
        variant: {
          _id: variant.id,
          code: variant.code,
          label: variantLabel(variant.values),
          values: variant.values,
        },
      },
    ];
  });
}
