import { sql } from 'drizzle-orm';
import {
  OrderEditEntrySchema,
  variantLabel,
  vatIncluded,
  type VatRate,
  type Locale,
  type OrderEditEntry,
} from '@shop/contract';
import { queryRows, type Database } from '../../db/client';
import { LINE_VAT_RATE_SQL } from '../vat/line-vat-rate';

/** A catalogue line as a staff order takes it: the product, or one of its variants, as now. */
/** A product or variant as the staff order form lists it. */
export interface StaffProductLine {
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

/** A product or variant as a staff order's line takes it. */
export interface CatalogueLine extends StaffProductLine {
  /** Its VAT rate: the variant's, else the product's, else the shop's default (issue 47). */
  vatRate: VatRate;
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
  const rows = await queryRows<CatalogueRow & { vat_rate: VatRate }>(
    db,
    sql`
    SELECT p.id AS product_id, v.id AS variant_id,
           coalesce(v.option_values, p.variant_values) AS variant_values, p.name,
           coalesce(v.code, p.code) AS code, p.image, p.unit, coalesce(v.price, p.price) AS price,
           coalesce(v.discount, p.discount) AS discount, coalesce(v.stock, p.stock) AS stock,
           ${sql.raw(LINE_VAT_RATE_SQL)} AS vat_rate
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
        vatRate: row.vat_rate,
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
): Promise<{ productId: string; name: string; unit: string; variants: StaffProductLine[] }[]> {
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
  const toLine = (row: CatalogueRow): StaffProductLine => ({
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

/** An edit event's change as stored in its `to_value`; undefined when it does not read as one. */
export function editEntryOf(stored: string | null): OrderEditEntry | undefined {
  if (stored === null) return undefined;
  try {
    const parsed = OrderEditEntrySchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** An order line as an edit reads it, locked. */
export interface EditedLineRow {
  productId: string | null;
  variantId: string | null;
  name: string;
  variantLabel: string;
  productCode: string;
  image: string[];
  unit: string;
  unitPrice: number;
  discount: number;
  quantity: number;
  listPrice: number | null;
  listDiscount: number | null;
  overrideReason: string | null;
  overrideBy: string | null;
  /** Its VAT rate (issue 47); null on an order placed before VAT was kept. */
  vatRate: VatRate | null;
}

/** The order's lines in order, locked until the edit's transaction ends. */
export async function lockOrderLines(tx: Database, orderId: string): Promise<EditedLineRow[]> {
  const rows = await queryRows<{
    product_id: string | null;
    variant_id: string | null;
    name: string;
    variant_label: string;
    product_code: string;
    image: string[];
    unit: string;
    unit_price: string | number;
    discount: number;
    quantity: number;
    list_price: string | number | null;
    list_discount: number | null;
    override_reason: string | null;
    override_by: string | null;
    vat_rate: VatRate | null;
  }>(
    tx,
    sql`
    SELECT product_id, variant_id, name, variant_label, product_code, image, unit, unit_price,
           discount, quantity, list_price, list_discount, override_reason, override_by, vat_rate
    FROM order_lines WHERE order_id = ${orderId} ORDER BY position FOR UPDATE`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    variantLabel: row.variant_label,
    productCode: row.product_code,
    image: row.image,
    unit: row.unit,
    unitPrice: Number(row.unit_price),
    discount: row.discount,
    quantity: row.quantity,
    listPrice: row.list_price === null ? null : Number(row.list_price),
    listDiscount: row.list_discount,
    overrideReason: row.override_reason,
    overrideBy: row.override_by,
    vatRate: row.vat_rate,
  }));
}

/**
 * Moves one product's (or variant's) stock by `taken` units (negative: given back). Answers false
 * when taking more than is left (nothing moved); giving back to a variant removed since moves
 * nothing.
 */
export async function moveStock(
  tx: Database,
  productId: string,
  variantId: string | null,
  taken: number,
): Promise<boolean> {
  const rows =
    variantId === null
      ? await queryRows(
          tx,
          sql`UPDATE products SET stock = stock - ${taken}
              WHERE id = ${productId} AND stock - ${taken} >= 0 RETURNING id`,
        )
      : await queryRows(
          tx,
          sql`UPDATE product_variants SET stock = stock - ${taken}
              WHERE id = ${variantId} AND product_id = ${productId} AND stock - ${taken} >= 0
              RETURNING id`,
        );
  return taken <= 0 || rows.length > 0;
}

/** The order's lines replaced by these, its totals (its shipping fee kept) and maybe its address. */
export async function replaceOrderLines(
  tx: Database,
  orderId: string,
  lines: readonly (EditedLineRow & { productId: string; lineTotal: number })[],
  address: Record<string, string> | undefined,
): Promise<void> {
  await tx.execute(sql`DELETE FROM order_lines WHERE order_id = ${orderId}`);
  await tx.execute(sql`
    INSERT INTO order_lines (order_id, position, product_id, variant_id, name, variant_label,
                             product_code, image, unit, unit_price, discount, quantity, line_total,
                             list_price, list_discount, override_reason, override_by,
                             vat_rate, vat_amt)
    SELECT ${orderId}, l.position, l.product_id, l.variant_id, l.name, l.variant_label,
           l.product_code, ARRAY(SELECT jsonb_array_elements_text(l.image)), l.unit, l.unit_price,
           l.discount, l.quantity, l.line_total, l.list_price, l.list_discount, l.override_reason,
           l.override_by, l.vat_rate, l.vat_amt
    FROM jsonb_to_recordset(${JSON.stringify(
      lines.map((line, position) => ({
        position,
        product_id: line.productId,
        variant_id: line.variantId,
        name: line.name,
        variant_label: line.variantLabel,
        product_code: line.productCode,
        image: line.image,
        unit: line.unit,
        unit_price: line.unitPrice,
        discount: line.discount,
        quantity: line.quantity,
        line_total: line.lineTotal,
        list_price: line.listPrice,
        list_discount: line.listDiscount,
        override_reason: line.overrideReason,
        override_by: line.overrideBy,
        // A line's VAT follows its new total; an order kept without VAT stays without.
        vat_rate: line.vatRate,
        vat_amt: line.vatRate === null ? null : vatIncluded(line.lineTotal, line.vatRate),
      })),
    )}::jsonb) AS l(position integer, product_id text, variant_id text, name text,
      variant_label text, product_code text, image jsonb, unit text, unit_price bigint,
      discount integer, quantity integer, line_total bigint, list_price bigint,
      list_discount integer, override_reason text, override_by text, vat_rate text,
      vat_amt bigint)`);
  const subTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  await tx.execute(sql`
    UPDATE orders SET sub_total_amt = ${subTotal}, total_amt = ${subTotal} + shipping_fee,
      delivery_address = coalesce(${address ? JSON.stringify(address) : null}::jsonb,
                                  delivery_address)
    WHERE id = ${orderId}`);
}

/** One timeline entry per change of an edit, as the admin who made it. */
export async function insertEditEvents(
  tx: Database,
  orderId: string,
  adminId: string,
  changes: readonly { entry: OrderEditEntry; note: string }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`
    INSERT INTO order_events (order_id, kind, from_value, to_value, note, actor, actor_user_id)
    SELECT ${orderId}, 'edit', NULL, c.entry, c.note, 'admin', ${adminId}
    FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(
      changes.map((change) => ({ entry: JSON.stringify(change.entry), note: change.note })),
    )}::jsonb) AS (entry text, note text)) WITH ORDINALITY AS c(entry, note, n)
    ORDER BY c.n`);
}

/** The order's delivery address as it keeps it. */
export async function selectDeliveryAddress(
  db: Database,
  orderId: string,
): Promise<Record<string, string>> {
  const [row] = await queryRows<{ delivery_address: Record<string, string> }>(
    db,
    sql`SELECT delivery_address FROM orders WHERE id = ${orderId}`,
  );
  return row?.delivery_address ?? {};
}
