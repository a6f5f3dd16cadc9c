import type { FastifyBaseLogger } from 'fastify';
import {
  INSURANCE_VALUE_MAX,
  trackingUrlOf,
  type BuyerShipment,
  type Locale,
  type ShipmentBatchResult,
  type Shipment,
  type ShipmentCreateRequest,
  type ShipmentLabel,
  type ShipmentQuote,
  type ShipmentQuoteRequest,
  type ShipmentStatus,
} from '@shop/contract';
import { AppError } from '../../app-error';
import { inBoth } from '../../http/answer-texts';
import type { Database } from '../../db/client';
import { lockOrderState } from '../orders/order-lifecycle.repo';
import { changeOrderStatus } from '../orders/order-lifecycle.service';
import { moneyAfter } from '../orders/order-money.service';
import type { OrderMails } from '../orders/order-mails';
import { CarrierError, type CarrierAdapter, type CarrierStep, type Parcel } from './carrier';
import { shippingText } from './shipping-texts';
import {
  claimShipment,
  completeShipment,
  dropClaim,
  insertShipmentEvent,
  lockShipmentByCode,
  selectLabelRows,
  selectParcelLines,
  selectShipmentEvents,
  selectShipmentOfOrder,
  selectShipmentOrder,
  setShipmentStatus,
  takeTravelling,
  type ShipmentOrder,
  type ShipmentRow,
} from './shipments.repo';

/** The carrier's name as the order keeps it (what the staff typed by hand before). */
const CARRIER_NAMES = { ghtk: 'GHTK' } as const;

/** A claim older than this whose carrier call never finished is tried again. */
const STALE_CLAIM_MS = 60_000;

/** The steps after which a parcel moves no more. */
const FINAL: readonly ShipmentStatus[] = ['delivered', 'returned', 'cancelled'];

export interface ShippingDeps {
  db: Database;
  /** Undefined: no carrier configured; the calls answer 409 and the staff type codes by hand. */
  carrier: CarrierAdapter | undefined;
  mails: OrderMails;
  log: FastifyBaseLogger;
  /** Who sends, as the label prints it (the pickup name and address). */
  sender: string;
  /**
   * Called in the transaction that records a parcel the carrier brought back to the shop: where a
   * returned parcel enters the return flow (issue 44). Undefined: the step is recorded only.
   */
  onParcelReturned?:
    ((tx: Database, orderId: string, step: CarrierStep) => Promise<void>) | undefined;
}

function carrierOf(deps: ShippingDeps): CarrierAdapter {
  if (!deps.carrier)
    throw new AppError(
      'CONFLICT',
      shippingText((t) => t.noCarrier),
    );
  return deps.carrier;
}

async function orderOrThrow(db: Database, orderId: string): Promise<ShipmentOrder> {
  const order = await selectShipmentOrder(db, orderId);
  if (!order)
    throw new AppError(
      'NOT_FOUND',
      shippingText((t) => t.orderNotFound),
    );
  return order;
}

/**
 * The parcel of an order: its address as the carrier reads it (refused when a part is missing:
 * never sent wrong), its weight, and the COD of what the buyer still owes.
 */
async function parcelOf(
  db: Database,
  order: ShipmentOrder,
  request: { insuranceValue?: number | undefined; note?: string | undefined },
): Promise<Parcel> {
  const address = order.deliveryAddress;
  const recipient = {
    name: (address['recipient'] ?? '') || order.customerName,
    phone: (address['mobile'] ?? '') || order.customerPhone,
    address: address['address_line'] ?? '',
    province: address['state'] ?? '',
    // The 2025 units have no district: GHTK's district is left empty and the ward named.
    district: '',
    ward: address['city'] ?? '',
  };
  if (
    !recipient.name ||
    !recipient.phone ||
    !recipient.address ||
    !recipient.province ||
    !recipient.ward
  )
    throw new AppError(
      'BAD_REQUEST',
      shippingText((t) => t.addressIncomplete),
    );
  const lines = await selectParcelLines(db, order.id);
  const weightGrams = Math.max(
    1,
    lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
  );
  const money = await moneyAfter(db, order.id);
  return {
    orderNumber: order.orderNumber,
    recipient,
    lines,
    weightGrams,
    codAmount: money.balance,
    insuranceValue: request.insuranceValue ?? Math.min(order.totalAmt, INSURANCE_VALUE_MAX),
    note: request.note ?? '',
  };
}

function carrierFailure(error: unknown): never {
  if (error instanceof CarrierError) {
    if (error.kind === 'refused')
      throw new AppError(
        'CONFLICT',
        shippingText((t) => t.carrierRefused(error.message)),
      );
    throw new AppError(
      'UNAVAILABLE',
      shippingText((t) => t.carrierUnreachable),
    );
  }
  throw error;
}

/** The carrier's quote for the order's parcel, shown before the shipment is created. */
export async function quoteShipment(
  deps: ShippingDeps,
  request: ShipmentQuoteRequest,
): Promise<ShipmentQuote> {
  const carrier = carrierOf(deps);
  const order = await orderOrThrow(deps.db, request.orderId);
  const parcel = await parcelOf(deps.db, order, request);
  const quote = await carrier.quote(parcel).catch(carrierFailure);
  return {
    carrier: carrier.carrier,
    service: quote.service,
    fee: quote.fee,
    insuranceFee: quote.insuranceFee,
    expectedDelivery: quote.expectedDelivery,
    codAmount: parcel.codAmount,
    insuranceValue: parcel.insuranceValue,
    weightGrams: parcel.weightGrams,
    deliverable: quote.deliverable,
  };
}

async function shipmentView(db: Database, row: ShipmentRow): Promise<Shipment> {
  const events = await selectShipmentEvents(db, [row.id]);
  const code = row.trackingCode ?? '';
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    carrier: row.carrier,
    trackingCode: code,
    trackingUrl: trackingUrlOf(row.carrier, code),
    status: row.status === 'creating' ? 'waiting_pickup' : row.status,
    service: row.service,
    fee: row.fee,
    insuranceFee: row.insuranceFee,
    codAmount: row.codAmount,
    insuranceValue: row.insuranceValue,
    weightGrams: row.weightGrams,
    expectedDelivery: row.expectedDelivery,
    note: row.note,
    steps: events.map((event) => ({
      status: event.status,
      carrierText: event.carrierText,
      at: event.at.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The order's shipment, or null before it has one with a code. */
export async function orderShipmentOf(db: Database, orderId: string): Promise<Shipment | null> {
  const row = await selectShipmentOfOrder(db, orderId);
  return row && row.trackingCode ? shipmentView(db, row) : null;
}

/** The buyer's view of one of their orders' parcel; another's order is not found. */
export async function buyerShipmentOf(
  db: Database,
  userId: string,
  orderId: string,
): Promise<BuyerShipment | null> {
  const order = await selectShipmentOrder(db, orderId);
  if (!order || order.userId !== userId)
    throw new AppError(
      'NOT_FOUND',
      shippingText((t) => t.orderNotFound),
    );
  const shipment = await orderShipmentOf(db, orderId);
  if (!shipment) return null;
  const { carrier, trackingCode, trackingUrl, status, expectedDelivery, steps } = shipment;
  return { carrier, trackingCode, trackingUrl, status, expectedDelivery, steps };
}

/**
 * Hands a confirmed order's parcel to the carrier, exactly once: the order's one shipment row is
 * claimed before the carrier is asked (a second press finds it), and the carrier's client order
 * code is the order number (a retry after a lost answer finds the carrier's parcel). Then the
 * order is shipped with the carrier and code, which mails the buyer the tracking link.
 */
export async function createShipment(
  deps: ShippingDeps,
  adminId: string,
  request: ShipmentCreateRequest,
): Promise<Shipment> {
  const carrier = carrierOf(deps);
  const order = await orderOrThrow(deps.db, request.orderId);
  const existing = await selectShipmentOfOrder(deps.db, order.id);
  if (existing?.trackingCode) return shipmentView(deps.db, existing);
  const stale = existing && Date.now() - existing.updatedAt.getTime() > STALE_CLAIM_MS;
  if (existing && !stale)
    throw new AppError(
      'CONFLICT',
      shippingText((t) => t.beingCreated),
    );
  if (order.status !== 'confirmed')
    throw new AppError(
      'CONFLICT',
      shippingText((t) => t.notConfirmed),
    );
  const parcel = await parcelOf(deps.db, order, request);
  const claimId =
    existing?.id ??
    (await claimShipment(deps.db, {
      orderId: order.id,
      carrier: carrier.carrier,
      codAmount: parcel.codAmount,
      insuranceValue: parcel.insuranceValue,
      weightGrams: parcel.weightGrams,
      note: parcel.note,
      createdBy: adminId,
    }));
  if (!claimId) {
    // Another press claimed it between the read and the insert.
    const other = await selectShipmentOfOrder(deps.db, order.id);
    if (other?.trackingCode) return shipmentView(deps.db, other);
    throw new AppError(
      'CONFLICT',
      shippingText((t) => t.beingCreated),
    );
  }
  let created;
  try {
    created = await carrier.create(parcel);
  } catch (error) {
    await dropClaim(deps.db, claimId);
    return carrierFailure(error);
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrderState(tx, order.id);
    if (!locked)
      throw new AppError(
        'NOT_FOUND',
        shippingText((t) => t.orderNotFound),
      );
    await completeShipment(tx, claimId, {
      ...created,
      carrierName: CARRIER_NAMES[carrier.carrier],
    });
    await insertShipmentEvent(tx, {
      shipmentId: claimId,
      status: 'waiting_pickup',
      carrierCode: 'created',
      carrierText: `${CARRIER_NAMES[carrier.carrier]}: ${created.trackingCode}`,
      source: 'poll',
      at: new Date(),
    });
    if (locked.orderStatus === 'confirmed')
      await changeOrderStatus(
        tx,
        deps.mails,
        locked,
        'shipped',
        { actor: 'admin', userId: adminId },
        { carrier: CARRIER_NAMES[carrier.carrier], trackingNumber: created.trackingCode },
      );
  });
  deps.mails.wake();
  const row = await selectShipmentOfOrder(deps.db, order.id);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      shippingText((t) => t.orderNotFound),
    );
  return shipmentView(deps.db, row);
}

/**
 * Creates the shipments of several orders in the order asked, one after another (the carrier is
 * asked once per order, as by the single press): each is created once however often the batch is
 * sent, an order that has its shipment already answers `existing`, and an order refused (not
 * confirmed, address incomplete, the carrier's refusal) is named with why, in `locale`, without
 * stopping the others.
 */
export async function createShipments(
  deps: ShippingDeps,
  adminId: string,
  request: { orderIds: readonly string[]; note?: string | undefined },
  locale: Locale,
): Promise<ShipmentBatchResult[]> {
  carrierOf(deps);
  const results: ShipmentBatchResult[] = [];
  for (const orderId of new Set(request.orderIds)) {
    const order = await selectShipmentOrder(deps.db, orderId);
    const orderNumber = order?.orderNumber ?? '';
    try {
      const before = await selectShipmentOfOrder(deps.db, orderId);
      const shipment = await createShipment(deps, adminId, { orderId, note: request.note ?? '' });
      results.push({
        orderId,
        orderNumber: shipment.orderNumber,
        outcome: before?.trackingCode ? 'existing' : 'created',
        trackingCode: shipment.trackingCode,
        message: null,
      });
    } catch (error) {
      // A refusal names its reason; anything else is logged and named as an error of ours.
      if (!(error instanceof AppError))
        deps.log.error({ err: error, orderId }, 'batch shipment failed');
      const text = error instanceof AppError ? error.text : inBoth((t) => t.somethingWentWrong);
      results.push({
        orderId,
        orderNumber,
        outcome: 'failed',
        trackingCode: null,
        message: text[locale],
      });
    }
  }
  return results;
}

export type StepOutcome =
  'recorded' | 'duplicate' | 'unknown_parcel' | 'ignored_status' | 'other_order' | 'after_final';

/**
 * A carrier's step of a parcel (its verified webhook or the poll): recorded once on the parcel's
 * timeline; delivered moves the order to delivered (the buyer's mail), returned hands the order to
 * the return flow. Steps the shop does not act on (a pickup delayed) are left out, and so is (with
 * nothing written) a step naming another order than the parcel's (`other_order`) and a step back
 * into travel after the parcel's journey ended (`after_final`: delivered, returned, cancelled).
 */
export async function receiveCarrierStep(
  deps: ShippingDeps,
  step: CarrierStep,
  source: 'webhook' | 'poll',
): Promise<StepOutcome> {
  const carrier = deps.carrier?.carrier ?? 'ghtk';
  const status = step.status;
  if (!status) return 'ignored_status';
  const outcome = await deps.db.transaction(async (tx): Promise<StepOutcome> => {
    const shipment = await lockShipmentByCode(tx, carrier, step.trackingCode);
    if (!shipment) return 'unknown_parcel';
    if (step.orderNumber !== undefined && step.orderNumber !== shipment.orderNumber)
      return 'other_order';
    const ended = shipment.status !== 'creating' && FINAL.includes(shipment.status);
    if (ended && !FINAL.includes(status)) return 'after_final';
    const [last] = (await selectShipmentEvents(tx, [shipment.id])).slice(-1);
    if (last?.status === status) return 'duplicate';
    const fresh = await insertShipmentEvent(tx, {
      shipmentId: shipment.id,
      status,
      carrierCode: step.carrierCode,
      carrierText: step.carrierText,
      source,
      at: step.at,
    });
    if (!fresh) return 'duplicate';
    const current = shipment.status === 'creating' ? 'waiting_pickup' : shipment.status;
    if (FINAL.includes(current)) return 'recorded';
    await setShipmentStatus(tx, shipment.id, status);
    const order = await lockOrderState(tx, shipment.orderId);
    if (status === 'delivered' && order?.orderStatus === 'shipped')
      await changeOrderStatus(tx, deps.mails, order, 'delivered', {
        actor: 'system',
        userId: null,
        note: step.carrierText,
      });
    if (status === 'returned') await deps.onParcelReturned?.(tx, shipment.orderId, step);
    return 'recorded';
  });
  if (outcome === 'recorded') deps.mails.wake();
  return outcome;
}

/** Asks the carrier after parcels still travelling, a few at a time: covers a missed webhook. */
export async function pollShipments(deps: ShippingDeps, batch = 20): Promise<number> {
  const carrier = deps.carrier;
  if (!carrier) return 0;
  let recorded = 0;
  for (const parcel of await takeTravelling(deps.db, batch)) {
    try {
      const step = await carrier.status(parcel.trackingCode);
      if ((await receiveCarrierStep(deps, step, 'poll')) === 'recorded') recorded += 1;
    } catch (error) {
      deps.log.warn({ err: error, trackingCode: parcel.trackingCode }, 'shipment poll failed');
    }
  }
  return recorded;
}

/** Polls every `intervalMs` until stopped. */
export function startShipmentPoll(deps: ShippingDeps, intervalMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pollShipments(deps)
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'shipment poll failed');
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}

/** The printable labels of these orders' parcels, in the order asked (orders without one left out). */
export async function shipmentLabels(
  deps: ShippingDeps,
  orderIds: readonly string[],
): Promise<ShipmentLabel[]> {
  const rows = await selectLabelRows(deps.db, [...new Set(orderIds)]);
  return rows.map((row) => {
    const a = row.deliveryAddress;
    return {
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      carrier: row.carrier,
      trackingCode: row.trackingCode ?? '',
      recipient: (a['recipient'] ?? '') || row.customerName,
      phone: (a['mobile'] ?? '') || row.customerPhone,
      address: [a['address_line'], a['city'], a['state']].filter(Boolean).join(', '),
      codAmount: row.codAmount,
      weightGrams: row.weightGrams,
      note: row.note,
      sender: deps.sender,
    };
  });
}
