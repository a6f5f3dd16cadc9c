import { sql } from 'drizzle-orm';
import { variantLabel, type ParcelSize } from '@shop/contract';
import { queryRows, type Database } from '../../db/client';

/** The four parcel columns of migration 0049, as a row gives them. */
interface StoredParcel {
  weight_grams: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
}

const toParcel = (row: StoredParcel): ParcelSize => ({
  weight_grams: row.weight_grams,
  length_cm: row.length_cm,
  width_cm: row.width_cm,
  height_cm: row.height_cm,
});

export interface ProductParcelRow {
  parcel: ParcelSize;
  /** The largest of its categories' defaults, value by value. */
  categoryDefault: ParcelSize;
  variants: { variantId: string; code: string; label: string; parcel: ParcelSize }[];
}

/** A product's own values, its categories' and its other variants'; undefined: no such product. */
export async function selectProductParcel(
  db: Database,
  productId: string,
): Promise<ProductParcelRow | undefined> {
  const [product] = await queryRows<
    StoredParcel & {
      c_weight_grams: number | null;
      c_length_cm: number | null;
      c_width_cm: number | null;
      c_height_cm: number | null;
    }
  >(
    db,
    sql`SELECT p.parcel_weight_grams AS weight_grams, p.parcel_length_cm AS length_cm,
               p.parcel_width_cm AS width_cm, p.parcel_height_cm AS height_cm,
               c.weight_grams AS c_weight_grams, c.length_cm AS c_length_cm,
               c.width_cm AS c_width_cm, c.height_cm AS c_height_cm
        FROM products p
        CROSS JOIN LATERAL (
          SELECT max(c.parcel_weight_grams) AS weight_grams, max(c.parcel_length_cm) AS length_cm,
                 max(c.parcel_width_cm) AS width_cm, max(c.parcel_height_cm) AS height_cm
          FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          WHERE pc.product_id = p.id
        ) c
        WHERE p.id = ${productId}`,
  );
  if (!product) return undefined;
  const variants = await queryRows<
    StoredParcel & { id: string; code: string; option_values: string[] }
  >(
    db,
    sql`SELECT v.id, v.code, v.option_values, v.parcel_weight_grams AS weight_grams,
               v.parcel_length_cm AS length_cm, v.parcel_width_cm AS width_cm,
               v.parcel_height_cm AS height_cm
        FROM product_variants v
        WHERE v.product_id = ${productId}
        ORDER BY v.position`,
  );
  return {
    parcel: toParcel(product),
    categoryDefault: toParcel({
      weight_grams: product.c_weight_grams,
      length_cm: product.c_length_cm,
      width_cm: product.c_width_cm,
      height_cm: product.c_height_cm,
    }),
    variants: variants.map((variant) => ({
      variantId: variant.id,
      code: variant.code,
      label: variantLabel(variant.option_values),
      parcel: toParcel(variant),
    })),
  };
}

/** Sets a product's values; false when there is no such product. */
export async function updateProductParcel(
  db: Database,
  productId: string,
  parcel: ParcelSize,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE products SET parcel_weight_grams = ${parcel.weight_grams},
          parcel_length_cm = ${parcel.length_cm}, parcel_width_cm = ${parcel.width_cm},
          parcel_height_cm = ${parcel.height_cm}
        WHERE id = ${productId} RETURNING id`,
  );
  return rows.length > 0;
}

/** Sets a variant's values; false when it is not one of this product's variants. */
export async function updateVariantParcel(
  db: Database,
  productId: string,
  variantId: string,
  parcel: ParcelSize,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE product_variants SET parcel_weight_grams = ${parcel.weight_grams},
          parcel_length_cm = ${parcel.length_cm}, parcel_width_cm = ${parcel.width_cm},
          parcel_height_cm = ${parcel.height_cm}
        WHERE id = ${variantId} AND product_id = ${productId} RETURNING id`,
  );
  return rows.length > 0;
}

/** A category's default; undefined: no such category. */
export async function selectCategoryParcel(
  db: Database,
  categoryId: string,
): Promise<ParcelSize | undefined> {
  const [row] = await queryRows<StoredParcel>(
    db,
    sql`SELECT parcel_weight_grams AS weight_grams, parcel_length_cm AS length_cm,
               parcel_width_cm AS width_cm, parcel_height_cm AS height_cm
        FROM categories WHERE id = ${categoryId}`,
  );
  return row && toParcel(row);
}

/** Sets a category's default; false when there is no such category. */
export async function updateCategoryParcel(
  db: Database,
  categoryId: string,
  parcel: ParcelSize,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE categories SET parcel_weight_grams = ${parcel.weight_grams},
          parcel_length_cm = ${parcel.length_cm}, parcel_width_cm = ${parcel.width_cm},
          parcel_height_cm = ${parcel.height_cm}
        WHERE id = ${categoryId} RETURNING id`,
  );
  return rows.length > 0;
}
