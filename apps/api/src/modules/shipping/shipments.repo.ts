import { sql } from 'drizzle-orm';
import { DEFAULT_PARCEL_WEIGHT_GRAMS, type Carrier, type ShipmentStatus } from '@shop/contract';
import { queryRows, type Database } from '../../db/client';
import type { ParcelSides } from './carrier';

/** Grams of a parcel line whose product, variant and categories name none. */
export const DEFAULT_PARCEL_GRAMS = DEFAULT_PARCEL_WEIGHT_GRAMS;

export interface ShipmentOrder {
  id: string;
  orderNumber: string;
  userId: string;
  status: string;
  deliveryAddress: Record<string, string>;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  locale: string | null;
  totalAmt: number;
}

export async function selectShipmentOrder(
  db: Database,
  orderId: string,
): Promise<ShipmentOrder | undefined> {
  const [row] = await queryRows<Omit<ShipmentOrder, 'totalAmt'> & { totalAmt: string | number }>(
    db,
    sql`SELECT id, order_number AS "orderNumber", user_id AS "userId", status,
               delivery_address AS "deliveryAddress", customer_name AS "customerName",
               customer_phone AS "customerPhone", customer_email AS "customerEmail", locale,
               total_amt AS "totalAmt"
        FROM orders WHERE id = ${orderId}`,
  );
  return row ? { ...row, totalAmt: Number(row.totalAmt) } : undefined;
}

export interface ParcelLine {
  name: string;
  code: string;
  quantity: number;
  weightGrams: number;
  /** One unit's sides (cm); null unless all three are known at some level. */
  sides: ParcelSides | null;
}

/**
 * One parcel value of an order line's unit: the variant's, else the product's, else the largest of
 * its categories' defaults.
 */
const unitValue = (column: string) =>
  sql.raw(`coalesce(v.${column}, p.${column},
                    (SELECT max(c.${column}) FROM product_categories pc
                     JOIN categories c ON c.id = pc.category_id
                     WHERE pc.product_id = l.product_id))`);

/**
 * The order's lines with each unit's weight: the variant's, else the product's, else the largest
 * of its categories' defaults, else 500 g.
 */
export async function selectParcelLines(db: Database, orderId: string): Promise<ParcelLine[]> {
  const rows = await queryRows<{
    name: string;
    code: string;
    quantity: number | string;
    grams: number | string;
    length: number | string | null;
    width: number | string | null;
    height: number | string | null;
  }>(
    db,
    sql`SELECT l.name, l.product_code AS code, l.quantity,
               coalesce(${unitValue('parcel_weight_grams')}, ${DEFAULT_PARCEL_GRAMS}) AS grams,
               ${unitValue('parcel_length_cm')} AS length,
               ${unitValue('parcel_width_cm')} AS width,
               ${unitValue('parcel_height_cm')} AS height
        FROM order_lines l
        LEFT JOIN products p ON p.id = l.product_id
        LEFT JOIN product_variants v ON v.id = l.variant_id
        WHERE l.order_id = ${orderId}
        ORDER BY l.position`,
  );
  return rows.map((row) => ({
    name: row.name,
    code: row.code,
    quantity: Number(row.quantity),
    weightGrams: Number(row.grams),
    sides:
      row.length !== null && row.width !== null && row.height !== null
        ? { lengthCm: Number(row.length), widthCm: Number(row.width), heightCm: Number(row.height) }
        : null,
  }));
}

export interface ShipmentRow {
  id: string;
  orderId: string;
  orderNumber: string;
  carrier: Carrier;
  trackingCode: string | null;
  status: ShipmentStatus | 'creating';
  service: string;
  fee: number;
  insuranceFee: number;
  codAmount: number;
  insuranceValue: number;
  weightGrams: number;
  expectedDelivery: string | null;
  note: string;
  createdAt: Date;
  updatedAt: Date;
}

const SHIPMENT_COLUMNS = sql`s.id, s.order_id AS "orderId", o.order_number AS "orderNumber",
  s.carrier, s.tracking_code AS "trackingCode", s.status, s.service, s.fee::float8 AS fee,
  s.insurance_fee::float8 AS "insuranceFee", s.cod_amount::float8 AS "codAmount",
  s.insurance_value::float8 AS "insuranceValue", s.weight_grams AS "weightGrams",
  s.expected_delivery AS "expectedDelivery", s.note, s.created_at AS "createdAt",
  s.updated_at AS "updatedAt"`;

/** A row as the drivers read it: PostgreSQL's numbers may come as text, its times as text. */
type RawShipmentRow = {
  [K in keyof ShipmentRow]: ShipmentRow[K] extends number
    ? number | string
    : ShipmentRow[K] extends Date
      ? Date | string
      : ShipmentRow[K];
};

function shipmentOf(row: RawShipmentRow): ShipmentRow {
  return {
    ...row,
    fee: Number(row.fee),
    insuranceFee: Number(row.insuranceFee),
    codAmount: Number(row.codAmount),
    insuranceValue: Number(row.insuranceValue),
    weightGrams: Number(row.weightGrams),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

/** The order's shipment; `lock` holds it until the transaction ends. */
export async function selectShipmentOfOrder(
  db: Database,
  orderId: string,
  lock = false,
): Promise<ShipmentRow | undefined> {
  const [row] = await queryRows<RawShipmentRow>(
    db,
    sql`SELECT ${SHIPMENT_COLUMNS} FROM shipments s JOIN orders o ON o.id = s.order_id
        WHERE s.order_id = ${orderId} ${lock ? sql`FOR UPDATE OF s` : sql``}`,
  );
  return row && shipmentOf(row);
}

/** The parcel of a carrier's code, locked until the transaction ends. */
export async function lockShipmentByCode(
  tx: Database,
  carrier: Carrier,
  trackingCode: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await queryRows<RawShipmentRow>(
    tx,
    sql`SELECT ${SHIPMENT_COLUMNS} FROM shipments s JOIN orders o ON o.id = s.order_id
        WHERE s.carrier = ${carrier} AND s.tracking_code = ${trackingCode} FOR UPDATE OF s`,
  );
  return row && shipmentOf(row);
}

/**
 * Claims the order's one shipment before the carrier is asked: answers the new row's id, or
 * undefined when the order already has one (a second press, a retry).
 */
export async function claimShipment(
  tx: Database,
  claim: {
    orderId: string;
    carrier: Carrier;
    codAmount: number;
    insuranceValue: number;
    weightGrams: number;
    note: string;
    createdBy: string;
  },
): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO shipments (order_id, carrier, status, cod_amount, insurance_value,
                               weight_grams, note, created_by)
        VALUES (${claim.orderId}, ${claim.carrier}, 'creating', ${claim.codAmount},
                ${claim.insuranceValue}, ${claim.weightGrams}, ${claim.note}, ${claim.createdBy})
        ON CONFLICT (order_id) DO NOTHING
        RETURNING id`,
  );
  return row?.id;
}

/** The carrier's answer onto the claimed row, and the code onto the order (as typed by hand before). */
export async function completeShipment(
  tx: Database,
  id: string,
  done: {
    trackingCode: string;
    service: string;
    fee: number;
    insuranceFee: number;
    expectedDelivery: string | null;
    carrierName: string;
  },
): Promise<void> {
  await tx.execute(
    sql`WITH s AS (
          UPDATE shipments SET tracking_code = ${done.trackingCode}, status = 'waiting_pickup',
            service = ${done.service}, fee = ${done.fee}, insurance_fee = ${done.insuranceFee},
            expected_delivery = ${done.expectedDelivery}, updated_at = now()
          WHERE id = ${id} AND status = 'creating'
          RETURNING order_id
        )
        UPDATE orders SET carrier = ${done.carrierName}, tracking_number = ${done.trackingCode}
        FROM s WHERE orders.id = s.order_id`,
  );
}

/** Gives up a claim the carrier refused: the order may be tried again. */
export async function dropClaim(db: Database, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM shipments WHERE id = ${id} AND status = 'creating'`);
}

/** Records a carrier's step once; answers whether it was new. */
export async function insertShipmentEvent(
  tx: Database,
  event: {
    shipmentId: string;
    status: ShipmentStatus;
    carrierCode: string;
    carrierText: string;
    source: 'webhook' | 'poll';
    at: Date;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO shipment_events (shipment_id, status, carrier_code, carrier_text, source,
                                     happened_at)
        VALUES (${event.shipmentId}, ${event.status}, ${event.carrierCode}, ${event.carrierText},
                ${event.source}, ${event.at.toISOString()})
        ON CONFLICT ON CONSTRAINT shipment_events_once DO NOTHING
        RETURNING id`,
  );
  return rows.length > 0;
}

export async function setShipmentStatus(
  tx: Database,
  id: string,
  status: ShipmentStatus,
): Promise<void> {
  await tx.execute(
    sql`UPDATE shipments SET status = ${status}, updated_at = now() WHERE id = ${id}`,
  );
}

export interface ShipmentEventRow {
  shipmentId: string;
  status: ShipmentStatus;
  carrierText: string;
  at: Date;
}

/** The parcels' steps in the order the shop learned them. */
export async function selectShipmentEvents(
  db: Database,
  shipmentIds: readonly string[],
): Promise<ShipmentEventRow[]> {
  if (shipmentIds.length === 0) return [];
  const ids = sql.join(
    shipmentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<ShipmentEventRow>(
    db,
    sql`SELECT shipment_id AS "shipmentId", status, carrier_text AS "carrierText",
               happened_at AS at
        FROM shipment_events WHERE shipment_id IN (${ids})
        ORDER BY created_at, happened_at, id`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** Parcels still travelling, the least recently asked first, marked as asked now. */
export async function takeTravelling(
  db: Database,
  limit: number,
): Promise<{ id: string; carrier: Carrier; trackingCode: string }[]> {
  return queryRows(
    db,
    sql`UPDATE shipments SET polled_at = now()
        WHERE id IN (
          SELECT id FROM shipments
          WHERE status IN ('waiting_pickup', 'picked_up', 'delivering', 'delivery_failed',
                           'returning')
          ORDER BY polled_at NULLS FIRST LIMIT ${limit}
        )
        RETURNING id, carrier, tracking_code AS "trackingCode"`,
  );
}

interface LabelParts {
  deliveryAddress: Record<string, string>;
  customerName: string;
  customerPhone: string;
}
export type LabelRow = ShipmentRow & LabelParts;

/** The labels' rows of these orders that have a tracking code, in the order asked. */
export async function selectLabelRows(
  db: Database,
  orderIds: readonly string[],
): Promise<LabelRow[]> {
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<RawShipmentRow & LabelParts>(
    db,
    sql`SELECT ${SHIPMENT_COLUMNS}, o.delivery_address AS "deliveryAddress",
               o.customer_name AS "customerName", o.customer_phone AS "customerPhone"
        FROM shipments s JOIN orders o ON o.id = s.order_id
        WHERE s.order_id IN (${ids}) AND s.tracking_code IS NOT NULL`,
  );
  const byOrder = new Map(rows.map((row) => [row.orderId, row]));
  return orderIds.flatMap((id) => {
    const row = byOrder.get(id);
    return row
      ? [
          {
            ...shipmentOf(row),
            deliveryAddress: row.deliveryAddress,
            customerName: row.customerName,
            customerPhone: row.customerPhone,
          },
        ]
      : [];
  });
}
