import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VatRate } from '@shop/contract';
import { queryRows, type Database } from '../../db/client';
import { LINE_VAT_RATE_SQL } from '../vat/line-vat-rate';
import { cartLines, products, productVariants } from '../../db/schema';

export interface CartLineRow {
  id: string;
  productId: string;
  /** Null: the product's default variant (issue 43). */
  variantId: string | null;
  quantity: number;
}

const lineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  variantId: cartLines.variantId,
  quantity: cartLines.quantity,
};

/**
 * The user's cart lines, oldest first (the order they were added in), each with the VAT rate an
 * order would tax it at now (issue 47), in the same statement.
 */
export async function selectCartLines(
  db: Database,
  userId: string,
): Promise<(CartLineRow & { vatRate: VatRate })[]> {
  const rows = await queryRows<{
    id: string;
    product_id: string;
    variant_id: string | null;
    quantity: number;
    vat_rate: VatRate;
  }>(
    db,
    sql`
    SELECT cl.id, cl.product_id, cl.variant_id, cl.quantity,
      ${sql.raw(LINE_VAT_RATE_SQL)} AS vat_rate
    FROM cart_lines cl
    JOIN products p ON p.id = cl.product_id
    LEFT JOIN product_variants v ON v.id = cl.variant_id
    WHERE cl.user_id = ${userId}
    ORDER BY cl.created_at, cl.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    quantity: row.quantity,
    vatRate: row.vat_rate,
  }));
}

/** One of the user's lines with its variant's stock, or nothing when it is not theirs. */
export async function findCartLineWithStock(
  db: Database,
  userId: string,
  lineId: string,
): Promise<(CartLineRow & { stock: number; maxPerOrder: number }) | undefined> {
  const [row] = await db
    .select({
      ...lineColumns,
      stock: sql<number>`coalesce(${productVariants.stock}, ${products.stock})`,
      maxPerOrder: products.maxPerOrder,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .limit(1);
  return row;
}

export async function findProductStock(
  db: Database,
  productId: string,
): Promise<{ stock: number } | undefined> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** A variant's stock, when it is one of this product's. */
export async function findVariantStock(
  db: Database,
  productId: string,
  variantId: string,
): Promise<{ stock: number } | undefined> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .limit(1);
  return row;
}

/** One line per user, product and variant (migration 0035: the default variant's is null). */
const LINE_KEY = [cartLines.userId, cartLines.productId, cartLines.variantId];

/** Adds a line of one; nothing when the variant (null: the default) is already in the cart. */
export async function insertCartLine(
  db: Database,
  userId: string,
  productId: string,
  variantId: string | null = null,
): Promise<CartLineRow | undefined> {
  const [row] = await db
    .insert(cartLines)
    .values({ userId, productId, variantId, quantity: 1 })
    .onConflictDoNothing({ target: LINE_KEY })
    .returning(lineColumns);
  return row;
}

export async function updateCartLineQuantity(
  db: Database,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<CartLineRow | undefined> {
  const [row] = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning(lineColumns);
  return row;
}

/** Removes one of the user's lines; false when there was none. */
export async function deleteCartLine(
  db: Database,
  userId: string,
  lineId: string,
): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** A line a guest's cart asks for: a product and its variant (null: the default; issue 43). */
export interface MergeItem {
  productId: string;
  variantId: string | null;
}

export interface MergeProduct extends MergeItem {
  name: string;
  /** The variant's values, in its product's options' order; [] for the default. */
  values: string[];
  stock: number;
  maxPerOrder: number;
}

/**
 * Adds guest quantities to the user's lines in one transaction. `decide` gets each product (or
 * variant) and the quantity its line holds now (0 without a line) and answers the quantity the
 * line should have, or nothing to leave it alone; the products and lines are locked so a racing
 * add cannot slip in between. A variant not of its product is not found.
 */
export async function mergeCartLines(
  db: Database,
  userId: string,
  items: readonly MergeItem[],
  decide: (product: MergeProduct, current: number) => number | undefined,
): Promise<MergeProduct[]> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const variantIds = items.flatMap((item) => (item.variantId === null ? [] : [item.variantId]));
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        maxPerOrder: products.maxPerOrder,
      })
      .from(products)
      .where(inArray(products.id, productIds))
      .for('update');
    // Read, not locked: the stock only caps the quantity, and a checkout locks variants after
    // their products (decision 050), which this order of locks must not cross.
    const variants =
      variantIds.length === 0
        ? []
        : await tx
            .select({
              id: productVariants.id,
              productId: productVariants.productId,
              values: productVariants.optionValues,
              stock: productVariants.stock,
            })
            .from(productVariants)
            .where(inArray(productVariants.id, variantIds));
    const lines = await tx
      .select({
        productId: cartLines.productId,
        variantId: cartLines.variantId,
        quantity: cartLines.quantity,
      })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, productIds)))
      .for('update');
    const keyOf = (item: MergeItem) => `${item.productId}:${item.variantId ?? ''}`;
    const held = new Map(lines.map((line) => [keyOf(line), line.quantity]));
    const productById = new Map(found.map((product) => [product.id, product]));
    const variantById = new Map(variants.map((variant) => [variant.id, variant]));
    const merged: MergeProduct[] = [];
    for (const { productId, variantId } of items) {
      const product = productById.get(productId);
      const variant = variantId === null ? undefined : variantById.get(variantId);
      if (!product || (variantId !== null && variant?.productId !== productId)) continue;
      const each: MergeProduct = {
        productId,
        variantId,
        name: product.name,
        values: variant?.values ?? [],
        stock: variant?.stock ?? product.stock,
        maxPerOrder: product.maxPerOrder,
      };
      merged.push(each);
      const quantity = decide(each, held.get(keyOf(each)) ?? 0);
      if (quantity === undefined) continue;
      await tx
        .insert(cartLines)
        .values({ userId, productId, variantId, quantity })
        .onConflictDoUpdate({
          target: LINE_KEY,
          set: { quantity: sql`excluded.quantity` },
        });
    }
    return merged;
  });
}
