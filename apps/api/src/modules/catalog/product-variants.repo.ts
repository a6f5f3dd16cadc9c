import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { SpecValues } from '@shop/contract';
import type { StoredProductOption } from '../../db/schema';

/** A variant other than the default, as `product_variants` holds it (migration 0035). */
export interface VariantRow {
  id: string;
  productId: string;
  code: string;
  values: string[];
  price: number;
  discount: number;
  stock: number;
}

/** A variant with what its page shows of its own (migration 0050), read with its product's. */
export interface VariantDetailsRow extends VariantRow {
  /** Its own specification values over the product's; `{}`: none. */
  specs: SpecValues;
  /** Its own image, a stored reference; null: the product's. */
  image: string | null;
}

/** A product's options and variants: its own row (the default variant) and the others, in order. */
export interface ProductVariantsRow {
  productId: string;
  code: string;
  price: number;
  discount: number;
  stock: number;
  /** Null: the product has no options (it is its one variant). */
  options: StoredProductOption[] | null;
  /** The default variant's value of each option; null without options. */
  values: string[] | null;
  variants: VariantDetailsRow[];
}

/** Texts as a list of SQL values, `a, b, c` (Drizzle writes an array as one value each). */
const listOf = (texts: readonly string[]) =>
  sql.join(
    texts.map((text) => sql`${text}`),
    sql`, `,
  );

interface StoredVariant {
  id: string;
  product_id: string;
  code: string;
  option_values: string[];
  price: string | number | bigint;
  discount: number;
  stock: number;
}

const toVariantRow = (row: StoredVariant): VariantRow => ({
  id: row.id,
  productId: row.product_id,
  code: row.code,
  values: row.option_values,
  price: Number(row.price),
  discount: row.discount,
  stock: row.stock,
});

/**
 * The products' options and variants, by product id (products not found are absent). With `lock`,
 * the product rows are locked until the transaction ends: the admin's write of a product's
 * variants holds it, so two writes of one product go in turn.
 */
export async function selectProductVariants(
  db: Database,
  productIds: readonly string[],
  lock = false,
): Promise<Map<string, ProductVariantsRow>> {
  if (productIds.length === 0) return new Map();
  const products = await queryRows<{
    id: string;
    code: string;
    price: string | number | bigint;
    discount: number;
    stock: number;
    options: StoredProductOption[] | null;
    variant_values: string[] | null;
  }>(
    db,
    sql`SELECT id, code, price, discount, stock, options, variant_values FROM products
      WHERE id IN (${listOf(productIds)}) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const variants = await queryRows<StoredVariant & { specs: SpecValues; image: string | null }>(
    db,
    sql`SELECT id, product_id, code, option_values, price, discount, stock, specs, image
      FROM product_variants WHERE product_id IN (${listOf(productIds)}) ORDER BY product_id, position, id`,
  );
  const answer = new Map<string, ProductVariantsRow>();
  for (const row of products) {
    answer.set(row.id, {
      productId: row.id,
      code: row.code,
      price: Number(row.price),
      discount: row.discount,
      stock: row.stock,
      options: row.options,
      values: row.variant_values,
      variants: [],
    });
  }
  for (const row of variants)
    answer
      .get(row.product_id)
      ?.variants.push({ ...toVariantRow(row), specs: row.specs, image: row.image });
  return answer;
}

/** These variants by id (any product's); ids not found are absent. */
export async function selectVariantsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, VariantRow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<StoredVariant>(
    db,
    sql`SELECT id, product_id, code, option_values, price, discount, stock FROM product_variants
      WHERE id IN (${listOf(ids)})`,
  );
  return new Map(rows.map((row) => [row.id, toVariantRow(row)]));
}

/** Which of these codes another product, or another product's variant, holds. */
export async function codesHeldElsewhere(
  db: Database,
  productId: string,
  codes: readonly string[],
): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`SELECT code FROM products WHERE code IN (${listOf(codes)}) AND id <> ${productId}
      UNION
      SELECT code FROM product_variants
      WHERE code IN (${listOf(codes)}) AND product_id <> ${productId}`,
  );
  return rows.map((row) => row.code).sort();
}

/** A variant to write: `id` keeps an existing one of the product, absent adds one. */
export interface VariantWrite {
  id?: string | undefined;
  code: string;
  values: string[];
  price: number;
  discount: number;
  stock: number;
  /** Its own specification values (checked); the default variant's are the product's. */
  specs?: SpecValues | undefined;
  /** Its own image, a stored reference; the default variant's are the product's. */
  image?: string | undefined;
}

/**
 * Writes a product's options and variants in the caller's transaction (the product locked by
 * `selectProductVariants`): its variants not kept removed (their cart lines with them), the kept
 * ones changed, the new ones added, and last the product row, the default variant, with its
 * options (migration 0035's trigger then counts the price range over them all).
 */
export async function writeProductVariants(
  tx: Database,
  productId: string,
  options: StoredProductOption[] | null,
  defaultVariant: VariantWrite,
  others: readonly VariantWrite[],
): Promise<void> {
  const kept = others.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  await tx.execute(
    sql`DELETE FROM product_variants WHERE product_id = ${productId}
      ${kept.length === 0 ? sql`` : sql`AND id NOT IN (${listOf(kept)})`}`,
  );
  for (const [position, variant] of others.entries()) {
    const values = JSON.stringify(variant.values);
    const specs = JSON.stringify(variant.specs ?? {});
    const image = variant.image ?? null;
    if (variant.id === undefined) {
      await tx.execute(
        sql`INSERT INTO product_variants
            (product_id, position, code, option_values, price, discount, stock, specs, image)
          VALUES (${productId}, ${position}, ${variant.code}, ${values}::jsonb, ${variant.price},
            ${variant.discount}, ${variant.stock}, ${specs}::jsonb, ${image})`,
      );
    } else {
      await tx.execute(
        sql`UPDATE product_variants SET position = ${position}, code = ${variant.code},
            option_values = ${values}::jsonb, price = ${variant.price},
            discount = ${variant.discount}, stock = ${variant.stock}, specs = ${specs}::jsonb,
            image = ${image}
          WHERE id = ${variant.id} AND product_id = ${productId}`,
      );
    }
  }
  await tx.execute(
    sql`UPDATE products SET code = ${defaultVariant.code}, price = ${defaultVariant.price},
        discount = ${defaultVariant.discount}, stock = ${defaultVariant.stock},
        options = ${options === null ? null : JSON.stringify(options)}::jsonb,
        variant_values = ${options === null ? null : JSON.stringify(defaultVariant.values)}::jsonb
      WHERE id = ${productId}`,
  );
}

/** A product's default-variant numbers and whether it has options, its row locked; undefined: gone. */
export async function lockProductNumbers(
  db: Database,
  productId: string,
): Promise<
  { code: string; price: number; discount: number; stock: number; hasOptions: boolean } | undefined
> {
  const [row] = await queryRows<{
    code: string;
    price: string | number | bigint;
    discount: number;
    stock: number;
    has_options: boolean;
  }>(
    db,
    sql`SELECT code, price, discount, stock, options IS NOT NULL AS has_options FROM products
      WHERE id = ${productId} FOR UPDATE`,
  );
  return (
    row && {
      code: row.code,
      price: Number(row.price),
      discount: row.discount,
      stock: row.stock,
      hasOptions: row.has_options,
    }
  );
}
