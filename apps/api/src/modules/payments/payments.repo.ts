import { and, asc, eq, inArray, isNull, sum } from 'drizzle-orm';
import type { FulfilmentStatus, Locale, PaymentMethod, PaymentStatus } from '@shop/contract';
import type { Database } from '../../db/client';
import { orderPayments, orders, paymentEvents, payments } from '../../db/schema';
import type { PaymentProviderName } from './payment-provider';

export type PaymentRowStatus = (typeof payments.$inferSelect)['status'];
type ProviderColumn = (typeof payments.$inferSelect)['provider'];

export async function insertPayment(
  tx: Database,
  values: {
    orderId: string;
    provider: PaymentProviderName;
    sessionId: string;
    amount: number;
    test: boolean;
    /** A quote's deposit (0059): its page, until when it is payable, the buyer's locale. */
    deposit?: { url: string; expiresAt: Date; locale: Locale | null };
  },
): Promise<void> {
  await tx.insert(payments).values({
    orderId: values.orderId,
    provider: values.provider,
    providerSessionId: values.sessionId,
    status: 'open',
    amount: values.amount,
    currency: 'VND',
    test: values.test,
    ...(values.deposit
      ? {
          purpose: 'deposit' as const,
          checkoutUrl: values.deposit.url,
          expiresAt: values.deposit.expiresAt,
          locale: values.deposit.locale,
        }
      : {}),
  });
}

/** The order's open deposit session (at most one: a unique index), read under the order's lock. */
export async function findOpenDepositSession(
  tx: Database,
  orderId: string,
): Promise<{ id: string; amount: number; url: string | null; expiresAt: Date | null } | undefined> {
  const [row] = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      url: payments.checkoutUrl,
      expiresAt: payments.expiresAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, 'deposit'),
        eq(payments.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Closes the order's open deposit sessions (superseded by a new one, or the deposit covered): a
 * result VNPay sends for one later is not a deposit any more. Answers how many it closed.
 */
export async function closeOpenDepositSessions(tx: Database, orderId: string): Promise<number> {
  const closed = await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, 'deposit'),
        eq(payments.status, 'open'),
      ),
    )
    .returning({ id: payments.id });
  return closed.length;
}

/**
 * What VNPay took on the order's deposit pages that is not one of its payments: a page paid after
 * the deposit was covered (decision 063), held for the staff to give back or record.
 */
export async function sumHeldDeposits(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ held: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .leftJoin(orderPayments, eq(orderPayments.paymentId, payments.id))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, 'deposit'),
        eq(payments.status, 'paid'),
        isNull(orderPayments.id),
      ),
    );
  return row?.held ?? 0;
}

/** Which of these orders were paid in test money (a paid test payment). */
export async function ordersPaidInTestMoney(
  db: Database,
  orderIds: readonly string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, [...orderIds]),
        eq(payments.test, true),
        eq(payments.status, 'paid'),
      ),
    );
  return new Set(rows.map((row) => row.orderId));
}

/** Records a provider event; false when this event id was recorded before (a redelivery). */
export async function recordPaymentEvent(
  tx: Database,
  event: { provider: PaymentProviderName; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function findPaymentBySession(
  tx: Database,
  provider: PaymentProviderName,
  sessionId: string,
): Promise<
  | {
      id: string;
      orderId: string;
      amount: number;
      currency: string;
      purpose: 'order' | 'deposit';
    }
  | undefined
> {
  const [row] = await tx
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amount: payments.amount,
      currency: payments.currency,
      purpose: payments.purpose,
    })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  return row;
}

/** A payment's status, locked until the transaction ends (lock its order first: one lock order). */
export async function lockPayment(
  tx: Database,
  paymentId: string,
): Promise<{ status: PaymentRowStatus } | undefined> {
  const [row] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return row;
}

export async function setPaymentStatus(
  tx: Database,
  paymentId: string,
  status: PaymentRowStatus,
): Promise<void> {
  await tx.update(payments).set({ status }).where(eq(payments.id, paymentId));
}

/** Closes the open payments of these orders (their time ran out); answers their sessions. */
export async function expireOpenPayments(
  tx: Database,
  orderIds: readonly string[],
): Promise<{ provider: ProviderColumn; sessionId: string }[]> {
  if (orderIds.length === 0) return [];
  return tx
    .update(payments)
    .set({ status: 'expired' })
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'open')))
    .returning({ provider: payments.provider, sessionId: payments.providerSessionId });
}

export interface SandboxSessionView {
  orderNumber: string;
  totalAmt: number;
  orderStatus: FulfilmentStatus;
  /** Whether the order is paid (by this session or, for a late payment, not at all). */
  orderPaymentStatus: PaymentStatus;
  paymentStatus: PaymentRowStatus;
  /** How the order is paid: `online` when the session pays it whole, else the session is a deposit. */
  orderPaymentMethod: PaymentMethod;
  orderLocale: Locale | null;
  /** What the session pays (0059): the order's whole total, or an accepted quote's deposit. */
  purpose: 'order' | 'deposit';
  /** The locale the buyer opened the session in, when it was recorded (deposits, 0059). */
  sessionLocale: Locale | null;
}

/** What the sandbox page shows for a session: its order's number, amount and state. */
export async function findSessionView(
  db: Database,
  provider: PaymentProviderName,
  sessionId: string,
): Promise<SandboxSessionView | undefined> {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      totalAmt: payments.amount,
      orderStatus: orders.status,
      orderPaymentStatus: orders.paymentStatus,
      paymentStatus: payments.status,
      orderPaymentMethod: orders.paymentMethod,
      orderLocale: orders.locale,
      purpose: payments.purpose,
      sessionLocale: payments.locale,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  return row;
}

/** The provider sessions opened for an order, oldest first. */
export async function selectPaymentsOfOrder(db: Database, orderId: string) {
  return db
    .select({
      provider: payments.provider,
      sessionId: payments.providerSessionId,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      test: payments.test,
      purpose: payments.purpose,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
