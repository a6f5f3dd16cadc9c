import {
  fulfilmentRefusal,
  paymentRefusal,
  type BankTransferRow,
  type LifecycleOrder,
  type LifecycleState,
  type OrderMoney,
  type ReceivedPaymentMethod,
  type TransferOutcome,
  type TransferView,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { TransferReceiptMail } from '../mail/order-mail-heads';
import { closeOpenDepositSessions, sumHeldDeposits } from '../payments/payments.repo';
import { orderNumbersIn, type SepayTransfer } from '../payments/sepay';
import { moneyText } from './order-money-texts';
import {
  findOrderByNumbers,
  insertBankTransfer,
  insertOrderPayment,
  lockBankTransfer,
  selectBankTransfer,
  selectBankTransferPage,
  selectOrderMoneyState,
  selectOrderPayments,
  selectOrderTotal,
  selectQuoteDeposit,
  selectShopperPayments,
  setTransferOutcome,
  sumOrderPayments,
  type NewOrderPayment,
  type BankTransferListRow,
} from './order-money.repo';
import { lockOrderState, movePayment, type ChangeAuthor } from './order-lifecycle.repo';
import { changeOrderStatus, type LifecycleDeps } from './order-lifecycle.service';
import { inBoth, type AnswerText } from '../../http/answer-texts';

export type MoneyDeps = Pick<LifecycleDeps, 'db' | 'mails' | 'log'>;

type LockedOrder = LifecycleState & { id: string };

/** Whether an order may still take money: not cancelled, not paid, not paid through a provider. */
function owesMoney(order: LifecycleState): boolean {
  return (
    order.orderStatus !== 'cancelled' &&
    order.paymentMethod !== 'online' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'unpaid')
  );
}

/** Why the staff may not record money on the order now; undefined when they may. */
function recordRefusal(order: LifecycleState) {
  if (order.orderStatus === 'cancelled') return moneyText((t) => t.orderCancelled);
  if (order.paymentMethod === 'online') return moneyText((t) => t.onlinePayment);
  if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'unpaid')
    return moneyText((t) => t.alreadyPaid);
  return undefined;
}

/** What the locked order still owes: its total less its payments (never below 0). */
async function owedBy(tx: Database, orderId: string): Promise<{ total: number; owed: number }> {
  const total = (await selectOrderTotal(tx, orderId))?.totalAmt ?? 0;
  const received = await sumOrderPayments(tx, orderId);
  return { total, owed: Math.max(0, total - received) };
}

/**
 * Once the locked order's payments cover its total, it is paid: a bank-transfer order waiting for
 * its money is placed and paid (the lifecycle's one move for it, with the buyer's and the staff's
 * "transfer received" mails); an unpaid order's payment is marked paid when the lifecycle lets this
 * author by recording money (a cash-on-delivery order by an admin once delivered; the balance of
 * an order placed on its deposit). Short of the total, an accepted quote's order waiting for its
 * deposit is placed once its payments cover the deposit, its payment unpaid with the balance owed
 * (decision 061). Answers whether the order moved.
 */
async function settleIfCovered(
  tx: Database,
  deps: MoneyDeps,
  order: LockedOrder,
  author: ChangeAuthor,
  received: TransferReceiptMail,
): Promise<boolean> {
  const { total, owed } = await owedBy(tx, order.id);
  const waiting = order.orderStatus === 'pending_payment' && order.paymentStatus === 'pending';
  if (owed > 0) {
    if (!waiting) return false;
    const deposit = await selectQuoteDeposit(tx, order.id);
    if (deposit === undefined || total - owed < deposit) return false;
    if (fulfilmentRefusal(order, 'placed', author.actor, 'deposit') !== undefined) return false;
    await changeOrderStatus(tx, deps.mails, order, 'placed', author, {}, received, 'deposit');
    // Its deposit covered, no other VNPay page may take it again (decision 063).
    await closeOpenDepositSessions(tx, order.id);
    return true;
  }
  if (waiting) {
    await changeOrderStatus(tx, deps.mails, order, 'placed', author, {}, received);
    await closeOpenDepositSessions(tx, order.id);
    return true;
  }
  if (
    order.paymentStatus === 'unpaid' &&
    paymentRefusal(order, 'paid', author.actor, 'money') === undefined
  )
    return movePayment(tx, order.id, 'unpaid', 'paid', author);
  return false;
}

/**
 * One payment received for the locked order, recorded; the order is then paid if its payments
 * cover it (`settleIfCovered`). Answers whether the order moved.
 */
async function receivePayment(
  tx: Database,
  deps: MoneyDeps,
  order: LockedOrder,
  author: ChangeAuthor,
  payment: NewOrderPayment & { reference: string; receivedOn: string },
): Promise<boolean> {
  await insertOrderPayment(tx, payment);
  const { amount, reference, receivedOn } = payment;
  return settleIfCovered(tx, deps, order, author, { amount, reference, receivedOn });
}

/** The order's payments and what it still owes. */
export async function orderMoneyOf(
  db: Database,
  order: LifecycleState & { id: string; totalAmt: number },
): Promise<OrderMoney> {
  const rows = await selectOrderPayments(db, order.id);
  const received = rows.reduce((sum, row) => sum + row.amount, 0);
  const balance = balanceOf(order, received);
  const deposit = await selectQuoteDeposit(db, order.id);
  const held = deposit === undefined ? 0 : await sumHeldDeposits(db, order.id);
  return {
    ...(deposit === undefined ? {} : { deposit }),
    ...(held > 0 ? { heldByVnpay: held } : {}),
    total: order.totalAmt,
    received,
    balance,
    overpaid: Math.max(0, received - order.totalAmt),
    payments: rows.map((row) => ({
      _id: row.id,
      method: row.method,
      amount: row.amount,
      reference: row.reference,
      note: row.note,
      receivedOn: row.receivedOn,
      source: row.source,
      recordedByName: row.recordedByName,
      transferId: row.transferId,
      createdAt: row.createdAt.toISOString(),
    })),
    canRecord: balance > 0 && recordRefusal(order) === undefined,
  };
}

/**
 * What is still owed on an order of this total once `received` came in: 0 once it is paid, and 0
 * once it is cancelled (nothing more is asked; what came in is owed back instead: decision 062).
 */
function balanceOf(
  order: {
    orderStatus: LifecycleState['orderStatus'];
    paymentStatus: LifecycleState['paymentStatus'];
    totalAmt: number;
  },
  received: number,
): number {
  if (order.orderStatus === 'cancelled') return 0;
  const settled = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  return settled ? 0 : Math.max(0, order.totalAmt - received);
}

/**
 * The shopper's orders, each with the payments the shop recorded and what is still owed (a
 * deposit, then the balance); an order with none recorded is as it was. One query for the list.
 */
export async function withShopperMoney(
  db: Database,
  list: readonly LifecycleOrder[],
): Promise<LifecycleOrder[]> {
  const rows = await selectShopperPayments(
    db,
    list.map((order) => order._id),
  );
  if (rows.length === 0) return [...list];
  const byOrder = new Map<string, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return list.map((order) => {
    const payments = byOrder.get(order._id);
    if (!payments) return order;
    const received = payments.reduce((sum, row) => sum + row.amount, 0);
    return {
      ...order,
      money: {
        received,
        balance: balanceOf(
          {
            orderStatus: order.order_status,
            paymentStatus: order.payment_status,
            totalAmt: order.totalAmt,
          },
          received,
        ),
        payments: payments.map(({ method, amount, receivedOn }) => ({
          method,
          amount,
          receivedOn,
        })),
      },
    };
  });
}

async function lockOrThrow(tx: Database, orderId: string) {
  const order = await lockOrderState(tx, orderId);
  if (!order)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.orderNotFound),
    );
  return order;
}

/** The order's money as the admin reads it after a change. */
export async function moneyAfter(db: Database, orderId: string): Promise<OrderMoney> {
  const order = await selectOrderMoneyState(db, orderId);
  if (!order)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.orderNotFound),
    );
  return orderMoneyOf(db, order);
}

/**
 * A staff member records money received for an order (a deposit, a part, the balance). Refused
 * (nothing written): a cancelled, paid or online-payment order (409), more than it owes (400).
 * When the payments then cover the total the order is paid.
 */
export async function recordOrderPayment(
  deps: MoneyDeps,
  adminId: string,
  request: {
    orderId: string;
    method: ReceivedPaymentMethod;
    amount: number;
    reference: string;
    receivedOn: string;
    note: string;
  },
): Promise<OrderMoney> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrThrow(tx, request.orderId);
    const refusal = recordRefusal(order);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const { owed } = await owedBy(tx, order.id);
    if (request.amount > owed)
      throw new AppError(
        'BAD_REQUEST',
        moneyText((t) => t.moreThanBalance(owed)),
        { field: 'amount' },
      );
    await receivePayment(
      tx,
      deps,
      order,
      { actor: 'admin', userId: adminId },
      {
        orderId: order.id,
        method: request.method,
        amount: request.amount,
        reference: request.reference,
        note: request.note,
        receivedOn: request.receivedOn,
        source: 'staff',
        recordedBy: adminId,
      },
    );
  });
  deps.mails.wake();
  return moneyAfter(deps.db, request.orderId);
}

/**
 * Money a carrier collected for the order and paid out (its COD, from a payout statement), in the
 * caller's transaction: recorded as a payment by the rules the staff's record follows (a cancelled,
 * paid or online-payment order takes none; never more than it owes), and the order paid once the
 * payments cover it. Answers what was recorded (0 and why, when nothing).
 */
export async function receiveCarrierCod(
  tx: Database,
  deps: MoneyDeps,
  adminId: string,
  payment: { orderId: string; amount: number; reference: string; receivedOn: string; note: string },
): Promise<{ recorded: number; refusal?: AnswerText }> {
  const order = await lockOrThrow(tx, payment.orderId);
  const refusal = recordRefusal(order);
  if (refusal) return { recorded: 0, refusal };
  const { owed } = await owedBy(tx, order.id);
  const amount = Math.min(payment.amount, owed);
  if (amount <= 0) return { recorded: 0, refusal: moneyText((t) => t.alreadyPaid) };
  await receivePayment(
    tx,
    deps,
    order,
    { actor: 'admin', userId: adminId },
    {
      orderId: order.id,
      method: 'bank_transfer',
      amount,
      reference: payment.reference,
      note: payment.note,
      receivedOn: payment.receivedOn,
      source: 'staff',
      recordedBy: adminId,
    },
  );
  return { recorded: amount };
}

/**
 * A deposit paid on VNPay's page (issue 46, decision 060), in the caller's transaction with the
 * order locked: one of the order's payments, recorded as any other (the order is paid only once
 * its payments cover it, so a deposit leaves the balance owed). Answers false, recording nothing,
 * when the order takes no money now (cancelled, paid, or paid online as a whole): the caller
 * treats the money as owed back.
 */
export async function receiveVnpayDeposit(
  tx: Database,
  deps: MoneyDeps,
  order: LockedOrder,
  payment: { paymentId: string; amount: number; reference: string; receivedOn: string },
): Promise<boolean> {
  if (recordRefusal(order)) return false;
  await receivePayment(
    tx,
    deps,
    order,
    { actor: 'system', userId: null },
    {
      orderId: order.id,
      method: 'card',
      amount: payment.amount,
      reference: payment.reference.slice(0, 100),
      note: 'VNPay',
      receivedOn: payment.receivedOn,
      source: 'vnpay',
      paymentId: payment.paymentId,
    },
  );
  return true;
}

/**
 * What the locked order must still receive to go on: the rest of its accepted quote's deposit
 * while it waits for it, else all it owes.
 */
async function depositStillDue(tx: Database, order: LockedOrder, owed: number): Promise<number> {
  if (order.orderStatus !== 'pending_payment' || order.paymentStatus !== 'pending') return owed;
  const deposit = await selectQuoteDeposit(tx, order.id);
  if (deposit === undefined) return owed;
  return Math.max(0, deposit - (await sumOrderPayments(tx, order.id)));
}

/** What a SePay notification came to: recorded (and what of it), a resend, or not a receipt. */
export type SepayResult = TransferOutcome | 'duplicate' | 'ignored';

/** The day a SePay transfer was booked (its transactionDate), or today when it has none readable. */
function dayOf(transactionDate: string, fallback: Date): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(transactionDate)?.[0];
  return day ?? new Date(fallback.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Records a transfer SePay reported, once per its transaction id however often it is resent. An
 * incoming transfer whose content holds an order number pays that order when it covers what the
 * order owes (matched; over when more); less than owed is held for the staff (short), as is one
 * naming no order (unmatched). Money sent out is no order's payment and is not recorded.
 */
export async function receiveSepayTransfer(
  deps: MoneyDeps,
  transfer: SepayTransfer,
): Promise<SepayResult> {
  if (transfer.transferType !== 'in' || transfer.transferAmount <= 0) return 'ignored';
  const result = await deps.db.transaction(async (tx): Promise<SepayResult> => {
    const transferId = await insertBankTransfer(tx, {
      provider: 'sepay',
      providerId: String(transfer.id),
      gateway: transfer.gateway,
      transactionDate: transfer.transactionDate,
      accountNumber: transfer.accountNumber ?? '',
      code: transfer.code ?? null,
      content: transfer.content,
      referenceCode: transfer.referenceCode ?? '',
      amount: transfer.transferAmount,
      outcome: 'unmatched',
      payload: transfer,
    });
    if (!transferId) return 'duplicate';
    const orderId = await findOrderByNumbers(
      tx,
      orderNumbersIn(transfer.code, transfer.content, transfer.description),
    );
    if (!orderId) return 'unmatched';
    const order = await lockOrThrow(tx, orderId);
    const { owed } = await owedBy(tx, order.id);
    if (!owesMoney(order) || owed === 0) {
      // Money for an order that owes nothing (paid, cancelled): all of it is the customer's.
      await setTransferOutcome(tx, transferId, { outcome: 'over', orderId });
      return 'over';
    }
    // Short of the total, a transfer is still the order's when it covers what its quote's deposit
    // still needs (decision 061): it places the order, the balance owed.
    const needed = Math.min(owed, await depositStillDue(tx, order, owed));
    if (transfer.transferAmount < needed) {
      await setTransferOutcome(tx, transferId, { outcome: 'short', orderId });
      return 'short';
    }
    const outcome = transfer.transferAmount <= owed ? 'matched' : 'over';
    await setTransferOutcome(tx, transferId, { outcome, orderId });
    const receivedOn = dayOf(transfer.transactionDate, new Date());
    const reference = (transfer.referenceCode ?? '').slice(0, 100);
    await receivePayment(
      tx,
      deps,
      order,
      { actor: 'system', userId: null },
      {
        orderId,
        method: 'bank_transfer',
        amount: transfer.transferAmount,
        reference,
        receivedOn,
        source: 'sepay',
        bankTransferId: transferId,
      },
    );
    return outcome;
  });
  if (result === 'matched' || result === 'over') deps.mails.wake();
  if (result === 'short' || result === 'unmatched' || result === 'over')
    deps.log.warn({ sepayId: transfer.id, result }, 'SePay transfer needs the staff');
  return result;
}

function toTransferRow(row: BankTransferListRow): BankTransferRow {
  return {
    _id: row.id,
    providerId: row.providerId,
    gateway: row.gateway,
    transactionDate: row.transactionDate,
    accountNumber: row.accountNumber,
    content: row.content,
    code: row.code,
    referenceCode: row.referenceCode,
    amount: row.amount,
    outcome: row.outcome,
    order:
      row.orderId && row.orderNumber && row.orderTotal !== null
        ? { _id: row.orderId, orderId: row.orderNumber, totalAmt: row.orderTotal }
        : null,
    attachedByName: row.attachedByName,
    attachedAt: row.attachedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the reported transfers for the staff. */
export async function listBankTransfers(
  db: Database,
  request: { view: TransferView; page: number; limit: number },
): Promise<{ data: BankTransferRow[]; totalCount: number; totalNoPage: number }> {
  const { rows, total } = await selectBankTransferPage(db, request.view, {
    offset: (request.page - 1) * request.limit,
    limit: request.limit,
  });
  return {
    data: rows.map(toTransferRow),
    totalCount: total,
    totalNoPage: Math.ceil(total / request.limit),
  };
}

/** `ORD-20261128-7KX2QM` however it was typed (lower case, without its dashes, with spaces). */
function orderNumberOf(typed: string): string {
  return orderNumbersIn(typed)[0] ?? typed.trim().toUpperCase();
}

/**
 * An admin puts a short or unmatched transfer on an order: it becomes one of the order's payments
 * (the order is paid when its payments cover the total). Refused, writing nothing: a transfer
 * already on an order, an unknown order, or one that takes no money (cancelled, paid, online).
 */
export async function attachBankTransfer(
  deps: MoneyDeps,
  adminId: string,
  request: { transferId: string; orderNumber: string },
): Promise<BankTransferRow> {
  await deps.db.transaction(async (tx) => {
    const transfer = await lockBankTransfer(tx, request.transferId);
    if (!transfer)
      throw new AppError(
        'NOT_FOUND',
        moneyText((t) => t.transferNotFound),
      );
    if (transfer.outcome !== 'short' && transfer.outcome !== 'unmatched')
      throw new AppError(
        'CONFLICT',
        moneyText((t) => t.transferSettled),
      );
    const number = orderNumberOf(request.orderNumber);
    const orderId = await findOrderByNumbers(tx, [number]);
    if (!orderId)
      throw new AppError(
        'NOT_FOUND',
        moneyText((t) => t.orderNumberNotFound(number)),
        { field: 'orderNumber' },
      );
    const order = await lockOrThrow(tx, orderId);
    const refusal = recordRefusal(order);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const receivedOn = dayOf(transfer.transactionDate, transfer.createdAt);
    const reference = transfer.referenceCode.slice(0, 100);
    await setTransferOutcome(tx, transfer.id, {
      outcome: 'attached',
      orderId,
      attachedBy: adminId,
      attachedAt: new Date(),
    });
    await receivePayment(
      tx,
      deps,
      order,
      { actor: 'admin', userId: adminId },
      {
        orderId,
        method: 'bank_transfer',
        amount: transfer.amount,
        reference,
        receivedOn,
        source: 'sepay',
        bankTransferId: transfer.id,
        recordedBy: adminId,
      },
    );
  });
  deps.mails.wake();
  const row = await selectBankTransfer(deps.db, request.transferId);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      moneyText((t) => t.transferNotFound),
    );
  return toTransferRow(row);
}
