import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { needsRefund, variantLabel, type VatRate } from '@shop/contract';
import type {
  Locale,
  DeliveryAddress,
  InvoiceDetails,
  FulfilmentStatus,
  PaymentMethod,
  PaymentStatus,
} from '@shop/contract';
import { queryRows, runStatement, type Database, type NamedStatement } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { DeliveryRow } from '../addresses/addresses.repo';
import type { MailToQueue } from '../mail/outbox.repo';
import { LINE_VAT_RATE_SQL } from '../vat/line-vat-rate';
import { RECEIVED_SQL, REFUNDED_SQL } from './refund-owed';

/** A cart line locked for ordering, with the product as it is now. */
export interface LockedCartLine {
  lineId: string;
  productId: string;
  /** The variant (issue 43); null: the product's default, the product row. */
  variantId: string | null;
  /** How the variant reads ('380V · 3kW'); '' for a product without options. */
  variantLabel: string;
  quantity: number;
  name: string;
  /** The variant's code (SKU; the product's for its default), which the order line keeps. */
  code: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  stock: number;
  maxPerOrder: number;
  /** Its VAT rate: the variant's, else the product's, else the shop's default (issue 47). */
  vatRate: VatRate;
}

/** The account an order is for, as the order copies it. */
export interface OrderCustomer {
  name: string;
  /** Empty when the account has none. */
  email: string;
  phone: string;
  /** The locale the account last used the shop in, if any. */
  locale: Locale | null;
}

/** What an order is made from: the caller's cart lines, locked, and the chosen address. */
export interface LockedCart {
  /** False when the request's Idempotency-Key was already claimed (see `lockCartForOrder`). */
  claimed: boolean;
  lines: LockedCartLine[];
  /** Undefined when the address is not the caller's, was deleted, or the cart is empty. */
  address: DeliveryRow | undefined;
  /** Undefined when the cart is empty. */
  customer: OrderCustomer | undefined;
}

/** An order request's Idempotency-Key, to claim, and what makes a repeat of it the same request. */
export interface KeyClaim {
  key: string;
  requestHash: string;
}

/** A row of LOCK_CART as the driver gives it (a bigint may come as text). */
interface LockedCartRow {
  claimed?: boolean;
  line_id: string | null;
  product_id: string;
  variant_id: string | null;
  variant_values: string[] | null;
  quantity: number;
  name: string;
  code: string;
  image: string[];
  unit: string;
  price: string | number | bigint;
  discount: number;
  stock: number;
  max_per_order: number;
  vat_rate: VatRate;
  address_line: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  pincode: string | null;
  mobile: string | null;
  province_code: string | null;
  ward_code: string | null;
  recipient: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_locale: Locale | null;
}

/**
 * The user's cart lines, locked until the transaction ends, so two submissions of one cart cannot
 * both order it: the second waits, then finds the lines gone. The delivery address (one of the
 * user's active ones) and the account's name, e-mail and phone (which the order copies) come in the
 * same statement: one round trip of the checkout.
 *
 * Named, as the other statements every checkout runs, with a text that never changes: on PostgreSQL
 * each connection parses and plans it once rather than per order (planning was about a third of
 * these statements' time under the checkout bench). Only the values differ from call to call.
 */
const CART_COLUMNS = `cl.id AS line_id, cl.product_id, cl.variant_id,
      coalesce(v.option_values, p.variant_values) AS variant_values, cl.quantity, p.name,
      coalesce(v.code, p.code) AS code, p.image, p.unit, coalesce(v.price, p.price) AS price,
      coalesce(v.discount, p.discount) AS discount, coalesce(v.stock, p.stock) AS stock,
      p.max_per_order,
      ${LINE_VAT_RATE_SQL} AS vat_rate,
      a.address_line, a.city, a.state, a.country, a.pincode, a.mobile, a.province_code, a.ward_code,
      a.recipient, u.name AS customer_name, u.email AS customer_email, u.mobile AS customer_phone,
      u.locale AS customer_locale
    FROM cart_lines cl
    JOIN products p ON p.id = cl.product_id
    LEFT JOIN product_variants v ON v.id = cl.variant_id
    LEFT JOIN addresses a ON a.id = $2 AND a.user_id = $1 AND a.status
    LEFT JOIN users u ON u.id = $1
    WHERE cl.user_id = $1
    ORDER BY cl.created_at, cl.id
    FOR UPDATE OF cl`;

const LOCK_CART: NamedStatement = {
  name: 'orders_lock_cart',
  text: `SELECT ${CART_COLUMNS}`,
};

/**
 * LOCK_CART, claiming the request's Idempotency-Key in the same statement (one round trip fewer
 * for every order): the key is inserted unless the user has it already; while another transaction
 * holds it uncommitted, the insert waits for that one, and claims nothing if it committed. Always
 * a row, the cart empty or not, saying whether the key was claimed.
 */
const CLAIM_KEY_AND_LOCK_CART: NamedStatement = {
  name: 'orders_claim_key_lock_cart',
  text: `WITH claimed AS (
      INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $3, $4)
      ON CONFLICT (user_id, key) DO NOTHING
      RETURNING key
    )
    SELECT EXISTS (SELECT FROM claimed) AS claimed, cart.*
    FROM (VALUES (1)) AS one
    LEFT JOIN LATERAL (SELECT ${CART_COLUMNS}) AS cart ON true`,
};

export async function lockCartForOrder(
  tx: Database,
  userId: string,
  addressId: string,
  claim?: KeyClaim,
): Promise<LockedCart> {
  const rows = await (claim
    ? runStatement<LockedCartRow>(tx, CLAIM_KEY_AND_LOCK_CART, [
        userId,
        addressId,
        claim.key,
        claim.requestHash,
      ])
    : runStatement<LockedCartRow>(tx, LOCK_CART, [userId, addressId]));
  const lines = rows.filter(
    (row): row is LockedCartRow & { line_id: string } => row.line_id !== null,
  );
  const first = lines[0];
  return {
    claimed: rows[0]?.claimed ?? true,
    lines: lines.map((row) => ({
      lineId: row.line_id,
      productId: row.product_id,
      variantId: row.variant_id,
      variantLabel: row.variant_values === null ? '' : variantLabel(row.variant_values),
      quantity: row.quantity,
      name: row.name,
      code: row.code,
      image: row.image,
      unit: row.unit,
      price: Number(row.price),
      discount: row.discount,
      stock: row.stock,
      maxPerOrder: row.max_per_order,
      vatRate: row.vat_rate,
    })),
    address:
      first?.address_line == null
        ? undefined
        : {
            addressLine: first.address_line,
            city: first.city ?? '',
            state: first.state ?? '',
            country: first.country ?? '',
            pincode: first.pincode ?? '',
            mobile: first.mobile ?? '',
            provinceCode: first.province_code,
            wardCode: first.ward_code,
            recipient: first.recipient,
          },
    customer: first && {
      name: first.customer_name ?? '',
      email: first.customer_email ?? '',
      phone: first.customer_phone ?? '',
      locale: first.customer_locale,
    },
  };
}

/**
 * Gives back the stock held by these orders' lines; answers the products whose stock rose. Each
 * order's give-back is its own stock movement ('order_cancelled', naming `actorUserId` if any).
 */
export async function releaseStock(
  tx: Database,
  orderIds: readonly string[],
  actorUserId: string | null = null,
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const idList = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Rows are given back one at a time in (product, variant) order, as orders take them
  // (migration 0035), so a release and an order cannot deadlock.
  const [released] = await queryRows<{ rose: string[] }>(
    tx,
    sql`
    SELECT shop_give_back_stock(coalesce(jsonb_agg(held), '[]'::jsonb)) AS rose
    FROM (
      SELECT product_id, variant_id, order_id, ${actorUserId}::text AS actor_user_id,
        sum(quantity)::integer AS quantity FROM order_lines
      WHERE order_id IN (${idList}) AND product_id IS NOT NULL
      GROUP BY product_id, variant_id, order_id
    ) AS held`,
  );
  return released?.rose ?? [];
}

/**
 * Puts the lines of these (cancelled) orders back in their shoppers' carts, so an unpaid online
 * order can be tried again. Lines already in a cart, or of deleted products, are left as they are.
 */
export async function restoreCartLines(tx: Database, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const idList = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO cart_lines (user_id, product_id, variant_id, quantity)
    SELECT o.user_id, l.product_id, l.variant_id, l.quantity
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.order_id IN (${idList}) AND l.product_id IS NOT NULL
      AND (l.variant_id IS NULL OR EXISTS (
        SELECT 1 FROM product_variants v WHERE v.id = l.variant_id AND v.product_id = l.product_id))
    ON CONFLICT (user_id, product_id, variant_id) DO NOTHING`);
}

/** The same recipe as the database's shop_new_id(): 4 bytes of seconds, then 8 random bytes. */
export function newOrderRowId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

// No 0/O or 1/I, so an order number read over the phone is not misheard.
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `ORD-20260131-7KX2QM`: the day it was placed and 6 random characters (a billion a day). */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(32)] ?? '';
  return `ORD-${day}-${suffix}`;
}

export interface NewOrder {
  id: string;
  orderNumber: string;
  userId: string;
  status: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Null for an order the staff took, whose address they typed (issue 44). */
  addressId: string | null;
  deliveryAddress: DeliveryAddress;
  subTotalAmt: number;
  totalAmt: number;
  expiresAt: Date | null;
  /** The VAT invoice's buyer as given at checkout; null when no invoice was asked for. */
  invoice: InvoiceDetails | null;
  /** The locale it was placed in: its mails go in it. */
  locale: Locale | null;
}

export interface NewOrderLine {
  productId: string;
  /** The variant bought (issue 43); null: the default. */
  variantId: string | null;
  /** How it read; '' for a product without options. */
  variantLabel: string;
  name: string;
  /** The product's code when ordered (`order_lines.product_code`). */
  productCode: string;
  image: string[];
  unit: string;
  unitPrice: number;
  discount: number;
  quantity: number;
  lineTotal: number;
  /** Its VAT rate and the VAT its total holds (issue 47). */
  vatRate: VatRate;
  vatAmt: number;
}

/** A line as written: a made-to-order line (a heater quote's, issue 46) names no product. */
export type WrittenOrderLine = Omit<NewOrderLine, 'productId'> & { productId: string | null };

/** Everything an order's one write statement writes (see `writeOrder`). */
export interface OrderWrite {
  order: NewOrder & { createdAt: Date; customer: OrderCustomer };
  lines: readonly WrittenOrderLine[];
  /** The cart lines it was made from, which it deletes. */
  orderedCartLineIds: readonly string[];
  /** Its mails, to the outbox: order mails, drawn from their template when sent (`orderMailRows`). */
  mails: readonly MailToQueue[];
  /** The HTTP answer stored beside the request's claimed Idempotency-Key, when it has one. */
  answer?: { userId: string; key: string; statusCode: number; body: unknown } | undefined;
  /** The VAT invoice details the account remembers for its next order, when given. */
  rememberedInvoice?: InvoiceDetails | undefined;
  /** The stock it takes: each variant's quantity (`variantId` null: the product row's). */
  stock: readonly { productId: string; variantId: string | null; quantity: number }[];
  /** Who its stock movements name (migration 0048); absent: the shopper it is for. */
  stockActor?: string | undefined;
}

/**
 * An order's whole write in one statement, the checkout's one round trip for it: the order, its
 * lines and first history row; the cart lines it ordered deleted; its mails queued; the request's
 * answer stored beside its Idempotency-Key; the invoice details remembered; and, last, its stock
 * taken (migration 0015, in product id order). Its text never changes (the lines, mails and stock
 * come as JSON), so it is planned once per connection. The foreign keys to the order are checked
 * at the end of the statement, when the order row exists.
 */
const WRITE_ORDER: NamedStatement = {
  name: 'orders_write',
  text: `WITH new_order AS (
      INSERT INTO orders (id, order_number, user_id, status, payment_method, payment_status,
                          address_id, delivery_address, sub_total_amt, total_amt, expires_at,
                          customer_name, customer_email, customer_phone, invoice_details, created_at,
                          locale)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::timestamptz, $12, $13, $14,
              $15::jsonb, $16::timestamptz, $25)
    ), placed_event AS (
      INSERT INTO order_events (order_id, kind, from_value, to_value, actor, actor_user_id)
      VALUES ($1, 'status', NULL, $4, 'shopper', $3)
    ), new_lines AS (
      INSERT INTO order_lines (order_id, position, product_id, name, image, unit, unit_price,
                               discount, quantity, line_total, product_code, variant_id,
                               variant_label, vat_rate, vat_amt)
      SELECT $1, l.position, l.product_id, l.name,
             ARRAY(SELECT jsonb_array_elements_text(l.image)), l.unit, l.unit_price, l.discount,
             l.quantity, l.line_total, l.product_code, l.variant_id, l.variant_label,
             l.vat_rate, l.vat_amt
      FROM jsonb_to_recordset($17::jsonb) AS l(
        position integer, product_id text, name text, image jsonb, unit text, unit_price bigint,
        discount integer, quantity integer, line_total bigint, product_code text,
        variant_id text, variant_label text, vat_rate text, vat_amt bigint)
    ), emptied AS (
      DELETE FROM cart_lines WHERE user_id = $3 AND id = ANY($18::text[])
    ), mails AS (
      INSERT INTO mail_outbox (to_address, subject, text_body, html_body, secret, template)
      SELECT m.to_address, m.subject, m.text_body, m.html_body, m.secret, m.template
      FROM jsonb_to_recordset($19::jsonb) AS m(
        to_address text, subject text, text_body text, html_body text, secret boolean,
        template jsonb)
    ), answered AS (
      UPDATE idempotency_keys SET status_code = $21, response = $22::jsonb
      WHERE user_id = $3 AND key = $20
    ), remembered AS (
      UPDATE users SET invoice_details = $23::jsonb WHERE id = $3 AND $23::jsonb IS NOT NULL
    )
    SELECT shop_take_order_stock($24::jsonb) AS short`,
};

/**
 * Writes an order (see WRITE_ORDER). Answers the variants whose stock was short (a product's id
 * for its default variant), in (product, variant) order: when there are any, the caller must roll the transaction back.
 */
export async function writeOrder(tx: Database, write: OrderWrite): Promise<string[]> {
  const { order, answer } = write;
  const lines = write.lines.map((line, position) => ({
    position,
    product_id: line.productId,
    name: line.name,
    image: line.image,
    unit: line.unit,
    unit_price: line.unitPrice,
    discount: line.discount,
    quantity: line.quantity,
    line_total: line.lineTotal,
    product_code: line.productCode,
    variant_id: line.variantId,
    variant_label: line.variantLabel,
    vat_rate: line.vatRate,
    vat_amt: line.vatAmt,
  }));
  const [row] = await runStatement<{ short: string[] }>(tx, WRITE_ORDER, [
    order.id,
    order.orderNumber,
    order.userId,
    order.status,
    order.paymentMethod,
    order.paymentStatus,
    order.addressId,
    JSON.stringify(order.deliveryAddress),
    order.subTotalAmt,
    order.totalAmt,
    order.expiresAt?.toISOString() ?? null,
    order.customer.name,
    order.customer.email,
    order.customer.phone,
    order.invoice ? JSON.stringify(order.invoice) : null,
    order.createdAt.toISOString(),
    JSON.stringify(lines),
    [...write.orderedCartLineIds],
    JSON.stringify(
      write.mails.map((mail) => ({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        secret: mail.secret,
        template: mail.template ?? null,
      })),
    ),
    answer?.key ?? null,
    answer?.statusCode ?? null,
    answer ? JSON.stringify(answer.body) : null,
    write.rememberedInvoice ? JSON.stringify(write.rememberedInvoice) : null,
    JSON.stringify(
      write.stock.map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        quantity: line.quantity,
        // The stock movements' order and author (migration 0048 reads them from the first line).
        order_id: order.id,
        actor_user_id: write.stockActor ?? order.userId,
      })),
    ),
    order.locale,
  ]);
  return row?.short ?? [];
}

export interface OrderRow {
  id: string;
  orderNumber: string;
  /** The fulfilment status. */
  status: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryAddress: Record<string, string>;
  subTotalAmt: number;
  totalAmt: number;
  createdAt: Date;
}

export interface OrderLineRow {
  orderId: string;
  productId: string | null;
  name: string;
  /** The product's code when ordered; '' for lines written before codes. */
  productCode: string;
  /** The variant bought and how it read (issue 43); null and '' without options. */
  variantId: string | null;
  variantLabel: string;
  image: string[];
  unit: string;
  unitPrice: number;
  discount: number;
  quantity: number;
  lineTotal: number;
  /** Its VAT rate and amount (issue 47); null on lines ordered before. */
  vatRate: VatRate | null;
  vatAmt: number | null;
}

/** An order row with its shipping details and what it owes back (decision 062). */
export interface ShippedOrderRow extends OrderRow {
  carrier: string | null;
  trackingNumber: string | null;
  /** What its recorded payments and refunds add up to, dong. */
  received: number;
  refunded: number;
  /** The contract's needsRefund over the sums above (`REFUND_OWED_SQL` is the same rule in SQL). */
  needsRefund: boolean;
}

/** The user's orders (or the one of them asked for), newest first, each with its lines in order. */
export async function selectOrdersOfUser(
  db: Database,
  userId: string,
  orderId?: string,
): Promise<{ orders: ShippedOrderRow[]; lines: OrderLineRow[] }> {
  const orderRows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      deliveryAddress: orders.deliveryAddress,
      subTotalAmt: orders.subTotalAmt,
      totalAmt: orders.totalAmt,
      createdAt: orders.createdAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      received: sql<number>`${RECEIVED_SQL}`.mapWith(Number),
      refunded: sql<number>`${REFUNDED_SQL}`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), orderId === undefined ? undefined : eq(orders.id, orderId)),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (orderRows.length === 0) return { orders: [], lines: [] };
  // The sums are selected already: the contract's rule over them is `REFUND_OWED_SQL`'s.
  const withRefunds = orderRows.map((row) => ({
    ...row,
    needsRefund: needsRefund({
      orderStatus: row.status,
      paymentStatus: row.paymentStatus,
      received: row.received,
      refunded: row.refunded,
    }),
  }));
  const lineRows = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      productCode: orderLines.productCode,
      variantId: orderLines.variantId,
      variantLabel: orderLines.variantLabel,
      image: orderLines.image,
      unit: orderLines.unit,
      unitPrice: orderLines.unitPrice,
      discount: orderLines.discount,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
      vatRate: sql<VatRate | null>`${orderLines.vatRate}`,
      vatAmt: orderLines.vatAmt,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        withRefunds.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return { orders: withRefunds, lines: lineRows };
}

/**
 * Locks up to `limit` pending orders whose time to pay has run out. Rows another process is
 * sweeping are skipped, not waited for, so several sweepers share the work; an order with a
 * payment recorded (a deposit) is never swept.
 */
export async function lockExpiredPendingOrders(
  tx: Database,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        lte(orders.expiresAt, now),
        // An order whose deposit came in is the buyer's, however long the balance takes.
        sql`NOT EXISTS (SELECT 1 FROM order_payments p WHERE p.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/**
 * The user's own orders still waiting for their payment: how they are paid and when each expires.
 * An order the staff took for them (by phone, a transfer agreed with the shop) is the shop's, and
 * holds up none of the customer's checkouts.
 */
export async function selectPendingOrders(
  tx: Database,
  userId: string,
): Promise<{ orderNumber: string; paymentMethod: PaymentMethod; expiresAt: Date | null }[]> {
  return tx
    .select({
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending_payment'),
        eq(orders.staffOrder, false),
      ),
    )
    .orderBy(asc(orders.expiresAt));
}

/** A line's key among the transfer holds: its product and variant (none for the default). */
export const holdKey = (productId: string, variantId: string | null): string =>
  `${productId}/${variantId ?? ''}`;

/**
 * Locks the rows these lines take stock from (in the order every writer of stock locks them,
 * migration 0035) and answers, for each variant, its stock on the shelf and the units unpaid
 * bank-transfer orders hold of it (by `holdKey`): a transfer placement checks its share against
 * them, and no other order's stock moves until it commits. A transfer the staff took (the shop's
 * own, agreed with its customer, decision 046's addendum) holds none of the shoppers' half: its
 * units are as good as sold, and the half is of what is left.
 */
export async function lockTransferHolds(
  tx: Database,
  lines: readonly { productId: string; variantId: string | null }[],
): Promise<Map<string, { stock: number; held: number }>> {
  if (lines.length === 0) return new Map();
  const asked = JSON.stringify(
    lines.map((line) => ({ product_id: line.productId, variant_id: line.variantId })),
  );
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const rows = await queryRows<{
    product_id: string;
    variant_id: string | null;
    stock: number;
    held: number;
  }>(
    tx,
    sql`
    WITH locked AS (
      SELECT * FROM shop_lock_stock(${asked}::jsonb)
    ), held AS (
      SELECT l.product_id, l.variant_id, sum(l.quantity)::integer AS held
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.status = 'pending_payment' AND o.payment_method = 'bank_transfer'
        AND NOT o.staff_order
        AND l.product_id IN (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      GROUP BY l.product_id, l.variant_id
    )
    SELECT locked.product_id, locked.variant_id, locked.stock,
      coalesce(held.held, 0)::integer AS held
    FROM locked LEFT JOIN held ON held.product_id = locked.product_id
      AND held.variant_id IS NOT DISTINCT FROM locked.variant_id`,
  );
  return new Map(
    rows.map((row) => [
      holdKey(row.product_id, row.variant_id),
      { stock: row.stock, held: row.held },
    ]),
  );
}
