import type { FastifyBaseLogger } from 'fastify';
import { paymentRefusal, shopToday } from '@shop/contract';
import type { Database } from '../../db/client';
import type { CatalogChanges } from '../catalog/catalog-cache';
import type { PaymentNotification, PaymentProvider } from '../payments/payment-provider';
import {
  findPaymentBySession,
  lockPayment,
  recordPaymentEvent,
  type PaymentRowStatus,
  setPaymentStatus,
} from '../payments/payments.repo';
import { lockOrderState, moveOrders, movePayment } from './order-lifecycle.repo';
import { afterCancel, cancelOrders, type CancelOutcome } from './order-lifecycle.service';
import { receiveVnpayDeposit } from './order-money.service';
import { queueOrderMail, type OrderMails } from './order-mails';
import { lockExpiredPendingOrders } from './orders.repo';

export interface OrderPaymentsDeps {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Told which products' stock came back, once that is committed. */
  catalog: CatalogChanges;
  /** The order's confirmation, sent once it is paid. */
  mails: OrderMails;
}

export type NotificationResult = 'processed' | 'duplicate' | 'ignored';

/**
 * The shop cancels pending orders (unpaid in time, or refused by the provider): their payment
 * failed, their stock and their shoppers' cart lines come back, their open payments close.
 * Answers the orders it moved, the products whose stock came back and the sessions it closed.
 */
export async function cancelPendingOrders(
  tx: Database,
  orderIds: readonly string[],
): Promise<CancelOutcome> {
  return cancelOrders(tx, orderIds, 'pending_payment', { actor: 'system', userId: null });
}

/**
 * Applies a verified provider notification to its order, once per event id: paid marks the order
 * paid (or, when it was cancelled meanwhile, records the payment and marks the order as needing
 * its refund); expired or failed cancels it and releases its stock.
 */
export async function handlePaymentNotification(
  deps: OrderPaymentsDeps,
  notification: PaymentNotification,
): Promise<NotificationResult> {
  const provider = deps.provider.name;
  let restocked: string[] = [];
  const result = await deps.db.transaction(async (tx): Promise<NotificationResult> => {
    const fresh = await recordPaymentEvent(tx, {
      provider,
      eventId: notification.eventId,
      type: notification.type,
      payload: notification.payload,
    });
    if (!fresh) return 'duplicate';
    const { outcome, sessionId } = notification;
    if (outcome === 'ignored' || !sessionId) return 'ignored';
    const payment = await findPaymentBySession(tx, provider, sessionId);
    if (!payment) {
      deps.log.warn({ provider, sessionId }, 'payment notification for an unknown session');
      return 'ignored';
    }
    // Order first, then payment: the sweep takes the same locks in the same order.
    const order = await lockOrderState(tx, payment.orderId);
    const paymentNow = await lockPayment(tx, payment.id);
    if (!order || !paymentNow) return 'ignored';

    if (outcome === 'paid' && !chargedAsRecorded(notification, payment)) {
      // A payment of another amount or currency is not this order's payment (a session edited
      // on the way, a provider account misused): the event stays recorded, the order unpaid.
      logAmountMismatch(deps.log, order.id, notification, payment);
      return 'ignored';
    }
    ({ restocked } = await applyOutcome(tx, deps, {
      order,
      payment: { id: payment.id, status: paymentNow.status },
      outcome,
      sessionId,
    }));
    return 'processed';
  });
  deps.catalog.productsChanged(restocked);
  if (result === 'processed') deps.mails.wake();
  return result;
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderState>>>;

function logAmountMismatch(
  log: FastifyBaseLogger,
  orderId: string,
  notification: PaymentNotification,
  payment: { amount: number; currency: string },
): void {
  log.error(
    {
      orderId,
      sessionId: notification.sessionId,
      expected: { amount: payment.amount, currency: payment.currency },
      notified: { amount: notification.amount, currency: notification.currency },
    },
    'payment notification does not match the payment; not applied',
  );
}

/** The note on the order's history when its payment came after it was cancelled. */
export const LATE_PAYMENT_NOTE =
  'Thanh toán đến sau khi đơn hàng đã bị hủy; cửa hàng sẽ hoàn lại tiền cho bạn.';

/**
 * What a verified, matching notification does, with its order and payment locked: paid marks the
 * order paid (or, when it was cancelled meanwhile, records the money as paid: the order stays
 * cancelled, needs its refund, and the staff are mailed); expired or failed closes the payment and
 * cancels the order if it still waits. A deposit (a part of the order) paid is recorded as one of
 * its payments; one not paid cancels nothing.
 */
async function applyOutcome(
  tx: Database,
  deps: Pick<OrderPaymentsDeps, 'db' | 'log' | 'mails'>,
  {
    order,
    payment,
    outcome,
    sessionId,
    deposit,
  }: {
    order: LockedOrder;
    payment: { id: string; status: PaymentRowStatus };
    outcome: 'paid' | 'expired' | 'failed';
    sessionId: string;
    /**
     * The session paid a part of the order (an accepted quote's deposit, issue 46), not its whole
     * total: the money is one of the order's payments, and a failed attempt cancels nothing.
     */
    deposit?: { amount: number; reference: string; receivedOn: string };
  },
): Promise<{ restocked: string[] }> {
  if (outcome === 'paid') {
    await setPaymentStatus(tx, payment.id, 'paid');
    // A deposit is one of the order's payments: the order is paid only once they cover it.
    if (
      deposit &&
      (await receiveVnpayDeposit(tx, deps, order, { paymentId: payment.id, ...deposit }))
    )
      return { restocked: [] };
    if (!deposit && order.orderStatus === 'pending_payment') {
      // The lifecycle's one move that pays an order: placed, and its payment pending → paid.
      await moveOrders(tx, [order.id], 'pending_payment', 'placed', {
        actor: 'system',
        userId: null,
      });
      // Confirmed to the shopper (and the staff told) now that it is paid, not when it was opened.
      await queueOrderMail(tx, deps.mails, order.id, 'placed');
    } else if (order.paymentStatus !== 'paid') {
      // Paid after the order was cancelled (at the very end of the window, or after the shopper
      // gave up): the money came in, so the order's payment is paid; the order stays cancelled
      // and reads "needs refund" until an admin records the refund. The staff are told.
      const refusal = paymentRefusal(order, 'paid', 'system');
      if (refusal === undefined) {
        await movePayment(tx, order.id, order.paymentStatus, 'paid', {
          actor: 'system',
          userId: null,
          note: LATE_PAYMENT_NOTE,
        });
        await queueOrderMail(tx, deps.mails, order.id, 'refund-due');
      }
      deps.log.error(
        { orderId: order.id, status: order.orderStatus, sessionId, refusal },
        'payment received for an order that is no longer pending; refund it',
      );
    }
    return { restocked: [] };
  }
  if (payment.status === 'open')
    await setPaymentStatus(tx, payment.id, outcome === 'expired' ? 'expired' : 'cancelled');
  // A deposit not paid on the provider's page may still come by transfer: the order waits on.
  if (!deposit && order.orderStatus === 'pending_payment')
    return cancelPendingOrders(tx, [order.id]);
  return { restocked: [] };
}

/**
 * VNPay's answer codes for its IPN: 00 recorded, 01 unknown order, 02 already confirmed,
 * 04 amount differs, 97 bad signature, 99 anything else.
 */
export type VnpayRspCode = '00' | '01' | '02' | '04' | '97' | '99';

/**
 * Applies a verified VNPay callback (its IPN, or the shopper's return when the IPN has not come),
 * checked in VNPay's order: the order must be known, the amount the one recorded, and the payment
 * not confirmed paid before. A repeat (by its values, the IPN and the return alike) or any result
 * for a payment already paid is "already confirmed"; a failed payment is recorded and cancels the
 * waiting order; a paid one for a payment closed meanwhile (cancelled, expired) is recorded as
 * paid and its order marked as needing its refund.
 */
export async function handleVnpayNotification(
  deps: OrderPaymentsDeps,
  notification: PaymentNotification,
): Promise<VnpayRspCode> {
  const { sessionId, outcome } = notification;
  let restocked: string[] = [];
  const code = await deps.db.transaction(async (tx): Promise<VnpayRspCode> => {
    const payment = sessionId ? await findPaymentBySession(tx, 'vnpay', sessionId) : undefined;
    if (!payment || !sessionId) return '01';
    if (!chargedAsRecorded(notification, payment)) {
      logAmountMismatch(deps.log, payment.orderId, notification, payment);
      return '04';
    }
    // Order first, then payment, as everywhere: concurrent repeats wait here, one at a time.
    const order = await lockOrderState(tx, payment.orderId);
    const paymentNow = await lockPayment(tx, payment.id);
    if (!order || !paymentNow) return '01';
    const fresh = await recordPaymentEvent(tx, {
      provider: 'vnpay',
      eventId: notification.eventId,
      type: notification.type,
      payload: notification.payload,
    });
    if (!fresh || paymentNow.status === 'paid') return '02';
    if (outcome === 'ignored') return '00';
    const deposit = payment.purpose === 'deposit';
    if (deposit && paymentNow.status !== 'open' && !takesDepositNow(order)) {
      // A deposit page closed (superseded by a newer one, or the deposit covered meanwhile) for
      // an order that no longer waits for its deposit: never a second deposit. VNPay is told the
      // order is already confirmed (its documented answer for one no longer pending).
      if (outcome === 'paid') await holdLateDeposit(tx, deps, order, payment, notification);
      return '02';
    }
    ({ restocked } = await applyOutcome(tx, deps, {
      order,
      payment: { id: payment.id, status: paymentNow.status },
      outcome,
      sessionId,
      // The session's own purpose (0059) says whether it pays the order whole or its deposit.
      ...(deposit
        ? {
            deposit: {
              amount: payment.amount,
              reference: notification.reference ?? '',
              receivedOn: shopToday(),
            },
          }
        : {}),
    }));
    return '00';
  });
  deps.catalog.productsChanged(restocked);
  if (code === '00') deps.mails.wake();
  return code;
}

/**
 * Whether a late deposit result still goes the usual way: the order waits for its deposit (a page
 * superseded for another amount may still bring it), or was cancelled (money paid then is owed
 * back, as for any payment that comes after its order was cancelled).
 */
function takesDepositNow(order: LockedOrder): boolean {
  return (
    order.orderStatus === 'cancelled' ||
    (order.orderStatus === 'pending_payment' && order.paymentStatus === 'pending')
  );
}

/**
 * VNPay took money on a deposit page closed after the deposit was covered (decision 063): the
 * money truly came in, so, as for the checkout's payment that comes on an order already paid, the
 * session reads paid; it is not one of the order's payments (not a second deposit) but held for
 * the staff, shown on the order's money card to give back or record, and logged.
 */
async function holdLateDeposit(
  tx: Database,
  deps: Pick<OrderPaymentsDeps, 'log'>,
  order: LockedOrder,
  payment: { id: string; amount: number },
  notification: PaymentNotification,
): Promise<void> {
  await setPaymentStatus(tx, payment.id, 'paid');
  deps.log.error(
    {
      orderId: order.id,
      sessionId: notification.sessionId,
      amount: payment.amount,
      status: order.orderStatus,
    },
    'VNPay took a deposit again after it was covered; held for the staff to refund or record',
  );
}

/** Whether the notification charged exactly the payment's amount, in its currency. */
function chargedAsRecorded(
  notification: PaymentNotification,
  payment: { amount: number; currency: string },
): boolean {
  return (
    notification.amount === payment.amount &&
    notification.currency?.toUpperCase() === payment.currency.toUpperCase()
  );
}

/** How many expired orders one sweep transaction handles; the next tick takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Cancels pending orders whose time to pay has run out and releases their stock. Safe to run from
 * several processes at once: each locks the orders it takes and skips those locked by another.
 */
export async function sweepExpiredOrders(
  // An order never paid was never confirmed to its shopper: its expiry mails no one.
  deps: Omit<OrderPaymentsDeps, 'mails'>,
  now: Date = new Date(),
): Promise<string[]> {
  const outcome = await deps.db.transaction(async (tx) => {
    const expired = await lockExpiredPendingOrders(tx, now, SWEEP_BATCH);
    return cancelPendingOrders(tx, expired);
  });
  await afterCancel(deps, outcome);
  const { cancelled } = outcome;
  if (cancelled.length > 0)
    deps.log.info({ orders: cancelled }, 'expired pending orders cancelled');
  return cancelled;
}

/**
 * Runs the sweep every `intervalMs` until stopped. The timer is unref'd (it never keeps the process
 * alive) and a sweep never overlaps the previous one of this process.
 */
export function startPendingOrderSweep(deps: Omit<OrderPaymentsDeps, 'mails'>, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = sweepExpiredOrders(deps)
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'pending order sweep failed');
      })
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
