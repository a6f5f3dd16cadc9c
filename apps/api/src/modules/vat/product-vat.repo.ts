import { and, asc, eq, sql } from 'drizzle-orm';
import { variantLabel, type VatRate } from '@shop/contract';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';

export interface ProductVatRow {
  rate: VatRate | null;
  variants: { variantId: string; code: string; label: string; rate: VatRate | null }[];
}

/** A product's own rate and its other variants' (in their order); undefined: no such product. */
export async function selectProductVat(
  db: Database,
  productId: string,
): Promise<ProductVatRow | undefined> {
  const [product] = await db
    .select({ rate: sql<VatRate | null>`${products.vatRate}` })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return undefined;
  const variants = await db
    .select({
      variantId: productVariants.id,
      code: productVariants.code,
      optionValues: productVariants.optionValues,
      rate: sql<VatRate | null>`${productVariants.vatRate}`,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  return {
    rate: product.rate,
    variants: variants.map((variant) => ({
      variantId: variant.variantId,
      code: variant.code,
      label: variantLabel(variant.optionValues),
      rate: variant.rate,
    })),
  };
}

/** Sets a product's rate; false when there is no such product. */
export async function updateProductVat(
  db: Database,
  productId: string,
  rate: VatRate | null,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ vatRate: rate })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Sets a variant's rate; false when it is not one of this product's variants. */
export async function updateVariantVat(
  db: Database,
  productId: string,
  variantId: string,
  rate: VatRate | null,
): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ vatRate: rate })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .returning({ id: productVariants.id });
  return rows.length > 0;
}
