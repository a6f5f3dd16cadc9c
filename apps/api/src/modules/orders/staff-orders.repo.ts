import { sql } from 'drizzle-orm';
import { variantLabel, type Locale } from '@shop/contract';
import { queryRows, type Database } from '../../db/client';

/** A catalogue line as a staff order takes it: the product, or one of its variants, as now. */
export interface CatalogueLine {
  productId: string;
  variantId: string | null;
  variantLabel: string;
  name: string;
  code: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  stock: number;
}

interface CatalogueRow {
  product_id: string;
  variant_id: string | null;
  variant_values: string[] | null;
  name: string;
  code: string;
  image: string[];
  unit: string;
  price: string | number;
  discount: number;
  stock: number;
}

const keyOf = (productId: string, variantId: string | null) => `${productId}:${variantId ?? ''}`;

/**
 * The catalogue's product (its default when `variantId` is null) or variant of each asked pair,
 * keyed `product:variant`; a pair whose product is gone, or whose variant is not its product's,
 * is absent.
 */
export async function selectCatalogueLines(
  db: Database,
  asked: readonly { productId: string; variantId: string | null }[],
): Promise<Map<string, CatalogueLine>> {
  const rows = await queryRows<CatalogueRow>(
    db,
    sql`
    SELECT p.id AS product_id, v.id AS variant_id,
           coalesce(v.option_values, p.variant_values) AS variant_values, p.name,
           coalesce(v.code, p.code) AS code, p.image, p.unit, coalesce(v.price, p.price) AS price,
           coalesce(v.discount, p.discount) AS discount, coalesce(v.stock, p.stock) AS stock
    FROM jsonb_to_recordset(${JSON.stringify(
      asked.map((line) => ({ product_id: line.productId, variant_id: line.variantId })),
    )}::jsonb) AS a(product_id text, variant_id text)
    JOIN products p ON p.id = a.product_id
    LEFT JOIN product_variants v ON v.id = a.variant_id AND v.product_id = p.id
    WHERE a.variant_id IS NULL OR v.id IS NOT NULL`,
  );
  return new Map(
    rows.map((row) => [
      keyOf(row.product_id, row.variant_id),
      {
        productId: row.product_id,
        variantId: row.variant_id,
        variantLabel: row.variant_values === null ? '' : variantLabel(row.variant_values),
        name: row.name,
        code: row.code,
        image: row.image,
        unit: row.unit,
        price: Number(row.price),
        discount: row.discount,
        stock: row.stock,
      },
    ]),
  );
}

export { keyOf as catalogueKey };

/** A customer's account as an order copies it. */
export interface StaffOrderCustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  locale: Locale | null;
}

export async function selectCustomer(
  db: Database,
  userId: string,
): Promise<StaffOrderCustomerRow | undefined> {
  const [row] = await queryRows<StaffOrderCustomerRow>(
    db,
    sql`SELECT id, name, email, mobile AS phone, locale FROM users WHERE id = ${userId}`,
  );
  return row;
}

/**
 * A customer the staff typed in, as an account they may later claim with a password reset (when
 * they have an e-mail) or never log in to (when they have none: an address under `.invalid`, a
 * name no mail reaches, RFC 2606). Its password hash matches no password. Undefined when the
 * e-mail is already an account's.
 */
export async function insertPhoneCustomer(
  db: Database,
  customer: { name: string; phone: string; email: string; unreachableEmail: string },
): Promise<StaffOrderCustomerRow | undefined> {
  const [row] = await queryRows<StaffOrderCustomerRow>(
    db,
    sql`
    INSERT INTO users (name, email, password_hash, mobile)
    VALUES (${customer.name}, ${customer.email === '' ? customer.unreachableEmail : customer.email},
            '!staff-order', ${customer.phone})
    ON CONFLICT (email) DO NOTHING
    RETURNING id, name, email, mobile AS phone, locale`,
  );
  return row && { ...row, email: customer.email };
}

/** A line whose price was set by hand, by its position on the order. */
export interface LineOverride {
  position: number;
  listPrice: number;
  listDiscount: number;
  reason: string;
}

/**
 * Marks a just-written order as the staff's: its shipping fee (already in its total), who took
 * it, its placing on the timeline as theirs with the order's note, and its lines' prices set by
 * hand (the catalogue's kept beside them).
 */
export async function markStaffOrder(
  tx: Database,
  orderId: string,
  staff: { adminId: string; shippingFee: number; note: string },
  overrides: readonly LineOverride[],
): Promise<void> {
  await tx.execute(sql`
    UPDATE orders SET shipping_fee = ${staff.shippingFee}, staff_order = true,
                      taken_by = ${staff.adminId}
    WHERE id = ${orderId}`);
  await tx.execute(sql`
    UPDATE order_events SET actor = 'admin', actor_user_id = ${staff.adminId}, note = ${staff.note}
    WHERE order_id = ${orderId}`);
  if (overrides.length === 0) return;
  await tx.execute(sql`
    UPDATE order_lines l
    SET list_price = o.list_price, list_discount = o.list_discount,
        override_reason = o.reason, override_by = ${staff.adminId}
    FROM jsonb_to_recordset(${JSON.stringify(
      overrides.map((line) => ({
        position: line.position,
        list_price: line.listPrice,
        list_discount: line.listDiscount,
        reason: line.reason,
      })),
    )}::jsonb) AS o(position integer, list_price bigint, list_discount integer, reason text)
    WHERE l.order_id = ${orderId} AND l.position = o.position`);
}

/** What the admin's order page shows of an order the staff took; undefined for a shopper's. */
export async function selectStaffOrderFacts(
  db: Database,
  orderId: string,
): Promise<
  | {
      takenByName: string | null;
      shippingFee: number;
      overrides: {
        position: number;
        listPrice: number;
        listDiscount: number;
        unitPrice: number;
        discount: number;
        reason: string;
        byName: string | null;
      }[];
    }
  | undefined
> {
  const [order] = await queryRows<{ taken_by_name: string | null; shipping_fee: string | number }>(
    db,
    sql`
    SELECT u.name AS taken_by_name, o.shipping_fee
    FROM orders o LEFT JOIN users u ON u.id = o.taken_by
    WHERE o.id = ${orderId} AND o.staff_order`,
  );
  if (!order) return undefined;
  const lines = await queryRows<{
    position: number;
    list_price: string | number;
    list_discount: number;
    unit_price: string | number;
    discount: number;
    override_reason: string;
    by_name: string | null;
  }>(
    db,
    sql`
    SELECT l.position, l.list_price, l.list_discount, l.unit_price, l.discount, l.override_reason,
           u.name AS by_name
    FROM order_lines l LEFT JOIN users u ON u.id = l.override_by
    WHERE l.order_id = ${orderId} AND l.list_price IS NOT NULL
    ORDER BY l.position`,
  );
  return {
    takenByName: order.taken_by_name,
    shippingFee: Number(order.shipping_fee),
    overrides: lines.map((line) => ({
      position: line.position,
      listPrice: Number(line.list_price),
      listDiscount: line.list_discount,
      unitPrice: Number(line.unit_price),
      discount: line.discount,
      reason: line.override_reason,
      byName: line.by_name,
    })),
  };
}

/** The catalogue searched by folded name or code prefix, for the staff order form: at most 20. */
export async function searchStaffProducts(
  db: Database,
  search: string,
): Promise<{ productId: string; name: string; unit: string; variants: CatalogueLine[] }[]> {
  const escaped = search.replace(/[\\%_]/g, (char) => `\\${char}`);
  const products = await queryRows<CatalogueRow & { has_variants: boolean }>(
    db,
    sql`
    SELECT p.id AS product_id, NULL AS variant_id, p.variant_values, p.name, p.code, p.image,
           p.unit, p.price, p.discount, p.stock
    FROM products p
    WHERE p.search_name LIKE '%' || shop_fold(${escaped}) || '%'
       OR p.code LIKE upper(${escaped}) || '%'
       OR EXISTS (SELECT 1 FROM product_variants v
                  WHERE v.product_id = p.id AND v.code LIKE upper(${escaped}) || '%')
    ORDER BY p.name, p.id
    LIMIT 20`,
  );
  if (products.length === 0) return [];
  const variants = await queryRows<CatalogueRow>(
    db,
    sql`
    SELECT v.product_id, v.id AS variant_id, v.option_values AS variant_values, p.name, v.code,
           p.image, p.unit, v.price, v.discount, v.stock
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE v.product_id IN (${sql.join(
      products.map((product) => sql`${product.product_id}`),
      sql`, `,
    )})
    ORDER BY v.product_id, v.position`,
  );
  const toLine = (row: CatalogueRow): CatalogueLine => ({
    productId: row.product_id,
    variantId: row.variant_id,
    variantLabel: row.variant_values === null ? '' : variantLabel(row.variant_values),
    name: row.name,
    code: row.code,
    image: row.image,
    unit: row.unit,
    price: Number(row.price),
    discount: row.discount,
    stock: row.stock,
  });
  return products.map((product) => ({
    productId: product.product_id,
    name: product.name,
    unit: product.unit,
    variants: [
      toLine(product),
      ...variants.filter((row) => row.product_id === product.product_id).map(toLine),
    ],
  }));
}
