import { sql } from 'drizzle-orm';
import { variantLabel, type StockItem, type StockMovement, type StockReason } from '@shop/contract';
import { queryRows, type Database } from '../../db/client';
import { containsPattern } from '../../db/paged-selection';

/** One thing stock is kept of: a product (`variantId` null: its own row) or one of its variants. */
export interface StockKey {
  productId: string;
  variantId: string | null;
}

export const stockKeyOf = (key: StockKey): string => `${key.productId}/${key.variantId ?? ''}`;

interface ItemRow {
  product_id: string;
  variant_id: string | null;
  name: string;
  code: string;
  option_values: string[] | null;
  stock: number;
}

const toItem = (row: ItemRow): StockItem => ({
  productId: row.product_id,
  variantId: row.variant_id,
  name: row.name,
  code: row.code,
  label: row.option_values === null ? '' : variantLabel(row.option_values),
  stock: row.stock,
});

/** The items of these products: each product's own row first, then its variants in order. */
const ITEMS_OF = (found: ReturnType<typeof sql>) => sql`
  WITH found AS (${found})
  SELECT p.id AS product_id, NULL::text AS variant_id, p.name, p.code,
    p.variant_values AS option_values, p.stock, -1 AS position
  FROM products p JOIN found f ON f.id = p.id
  UNION ALL
  SELECT v.product_id, v.id, p.name, v.code, v.option_values, v.stock, v.position
  FROM product_variants v JOIN products p ON p.id = v.product_id JOIN found f ON f.id = p.id
  ORDER BY name, product_id, position`;

/** Up to `limit` products found by a code's beginning (theirs or a variant's) or their name. */
export async function findStockItems(
  db: Database,
  query: string,
  limit: number,
): Promise<StockItem[]> {
  const code = query.toUpperCase();
  const rows = await queryRows<ItemRow>(
    db,
    ITEMS_OF(sql`
      SELECT p.id FROM products p
      WHERE p.search_name LIKE ${containsPattern(query)} OR starts_with(p.code, ${code})
        OR EXISTS (SELECT 1 FROM product_variants v
                   WHERE v.product_id = p.id AND starts_with(v.code, ${code}))
      ORDER BY p.name, p.id LIMIT ${limit}`),
  );
  return rows.map(toItem);
}

/** The items of these products (ids not found are absent). */
export async function selectStockItems(
  db: Database,
  productIds: readonly string[],
): Promise<StockItem[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<ItemRow>(
    db,
    ITEMS_OF(sql`SELECT id FROM products WHERE id = ANY(${sql.param([...productIds])}::text[])`),
  );
  return rows.map(toItem);
}

/**
 * Locks these items' rows in the order every writer of stock locks them (migration 0035's
 * shop_lock_stock) and answers the stock of those found, by `stockKeyOf`: an unknown product, or
 * a variant of another product, is absent.
 */
export async function lockStockItems(
  tx: Database,
  keys: readonly StockKey[],
): Promise<Map<string, number>> {
  const asked = JSON.stringify(
    keys.map((key) => ({ product_id: key.productId, variant_id: key.variantId })),
  );
  const rows = await queryRows<{ product_id: string; variant_id: string | null; stock: number }>(
    tx,
    sql`SELECT * FROM shop_lock_stock(${asked}::jsonb)`,
  );
  return new Map(
    rows.map((row) => [
      stockKeyOf({ productId: row.product_id, variantId: row.variant_id }),
      row.stock,
    ]),
  );
}

/**
 * Moves these (locked) items' stock by their `delta`; the triggers write the movements with the
 * transaction's stock context (`setStockContext`).
 */
export async function moveStockItems(
  tx: Database,
  moves: readonly (StockKey & { delta: number })[],
): Promise<void> {
  const lines = JSON.stringify(
    moves.map((move) => ({
      product_id: move.productId,
      variant_id: move.variantId,
      delta: move.delta,
    })),
  );
  await tx.execute(sql`
    WITH moves AS (
      SELECT * FROM jsonb_to_recordset(${lines}::jsonb)
        AS m(product_id text, variant_id text, delta integer)
    ), products_moved AS (
      UPDATE products p SET stock = p.stock + m.delta FROM moves m
      WHERE m.variant_id IS NULL AND p.id = m.product_id
    )
    UPDATE product_variants v SET stock = v.stock + m.delta FROM moves m
    WHERE v.id = m.variant_id AND v.product_id = m.product_id`);
}

/** A product's name; undefined: no such product. */
export async function selectProductName(
  db: Database,
  productId: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM products WHERE id = ${productId}`,
  );
  return row?.name;
}

interface MovementRow {
  id: string | number;
  variant_id: string | null;
  code: string | null;
  option_values: string[] | null;
  reason: StockReason;
  delta: number;
  stock_after: number;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  order_id: string | null;
  order_number: string | null;
  note: string;
  created_at: string | Date;
}

/** A product's movements, newest first, `limit` of them older than movement `before`. */
export async function selectMovements(
  db: Database,
  productId: string,
  before: number | undefined,
  limit: number,
): Promise<StockMovement[]> {
  const rows = await queryRows<MovementRow>(
    db,
    sql`
    SELECT m.id, m.variant_id, m.reason, m.delta, m.stock_after, m.note, m.created_at,
      CASE WHEN m.variant_id IS NULL THEN p.code ELSE v.code END AS code,
      CASE WHEN m.variant_id IS NULL THEN p.variant_values ELSE v.option_values END
        AS option_values,
      u.id AS user_id, u.name AS user_name, u.email AS user_email,
      o.id AS order_id, o.order_number
    FROM stock_movements m
    JOIN products p ON p.id = m.product_id
    LEFT JOIN product_variants v ON v.id = m.variant_id AND v.product_id = m.product_id
    LEFT JOIN users u ON u.id = m.actor_user_id
    LEFT JOIN orders o ON o.id = m.order_id
    WHERE m.product_id = ${productId} ${before === undefined ? sql`` : sql`AND m.id < ${before}`}
    ORDER BY m.id DESC
    LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    variantId: row.variant_id,
    code: row.code ?? '',
    label: row.option_values === null ? '' : variantLabel(row.option_values),
    reason: row.reason,
    delta: row.delta,
    after: row.stock_after,
    by:
      row.user_id === null
        ? null
        : { userId: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' },
    order:
      row.order_id === null || row.order_number === null
        ? null
        : { orderId: row.order_id, orderNumber: row.order_number },
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
