import {
  needsRefund,
  priceWithDiscount,
  refundOwedOf,
  transferPurpose,
  vietQrImageUrl,
  type FulfilmentStatus,
  type LifecycleActor,
  type Locale,
  type Order,
  type PaymentMethod,
} from '@shop/contract';
import type { Database } from '../../db/client';
import type {
  OrderMailEvent,
  OrderMailSettings,
  OrderMailSnapshot,
  TransferMailDetails,
} from '../mail/order-mail-heads';
import { insertMails, type MailToQueue } from '../mail/outbox.repo';
import { orderMailRows } from '../mail/order-mail-queue';
import { selectAdminOrder } from './admin-orders.repo';
import { toOrder } from './order-answers';
import { selectOrdersOfUser } from './orders.repo';

/** What a change adds to the order's mail: how to pay, what arrived, what came back or went back. */
export type OrderMailExtra = Pick<
  OrderMailSnapshot,
  'transfer' | 'received' | 'returned' | 'refund' | 'refundDue' | 'refundOwed'
>;

/** What the order code needs of the mail side. */
export interface OrderMails {
  settings: OrderMailSettings;
  /** Sends what was queued at once; call after the commit. */
  wake(): void;
}

/**
 * The mail a change of an order to `to` sends, if any: placed (cash on delivery at once, online
 * once paid, a bank transfer's money recorded), shipped, delivered, and cancelled when the
 * shopper had been told of the order or a person cancelled it. An online order never paid was
 * never confirmed to them, so its expiry or its refusal by the provider sends nothing; a bank
 * transfer was mailed at its placing, so its cancellation by the shopper or an admin is mailed.
 */
export function mailEventOf(
  from: FulfilmentStatus | undefined,
  to: FulfilmentStatus,
  order: { paymentMethod?: PaymentMethod; actor?: LifecycleActor } = {},
): OrderMailEvent | undefined {
  switch (to) {
    case 'placed':
      return from === 'pending_payment' && order.paymentMethod === 'bank_transfer'
        ? 'transfer_paid'
        : 'placed';
    case 'shipped':
    case 'delivered':
      return to;
    case 'cancelled':
      if (from !== 'pending_payment') return 'cancelled';
      return order.actor === 'admin' ||
        (order.actor === 'shopper' && order.paymentMethod === 'bank_transfer')
        ? 'cancelled'
        : undefined;
    default:
      return undefined;
  }
}

/** Who an order's mails go to, and how it ships, as the order row keeps them. */
export interface OrderMailCustomer {
  customerName: string;
  /** Empty when the account had none: then the shopper is not mailed (the staff still are). */
  customerEmail: string;
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  /** The locale the order was placed in: the shopper's mails go in it (none: English). */
  locale?: Locale | null | undefined;
}

/** The outbox rows of an order's change, made from the order as it stands after it. */
export function orderMailsOf(
  mails: OrderMails,
  order: Order,
  customer: OrderMailCustomer,
  event: OrderMailEvent,
  note?: string,
  extra: OrderMailExtra = {},
): MailToQueue[] {
  return orderMailRows(
    event,
    {
      ...extra,
      orderNumber: order.orderId,
      customerName: customer.customerName,
      email: customer.customerEmail,
      items: order.items.map((item) => ({
        // The variant bought, after the name (issue 43): "Điện trở chữ U (380V · 3kW)".
        name: item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
        code: item.code,
        quantity: item.quantity,
        unit: item.unit,
        unitPrice: priceWithDiscount(item.price, item.discount),
        lineTotal: item.totalAmt,
      })),
      subTotal: order.subTotalAmt,
      total: order.totalAmt,
      vat: order.vat,
      paymentMethod: order.payment_method,
      address: order.delivery_address,
      carrier: customer.carrier ?? undefined,
      trackingNumber: customer.trackingNumber ?? undefined,
      note: note === '' ? undefined : note,
      // Read with the order row when it is known by id (decision 062: a deposit counts too).
      refundDue:
        extra.refundDue ??
        needsRefund({ orderStatus: order.status, paymentStatus: order.payment_status }),
      locale: customer.locale ?? 'en',
    },
    mails.settings,
  );
}

/** The shop's account a transfer goes to, and how long an order waits for it. */
export interface TransferAccountDetails {
  bin: string;
  accountNumber: string;
  accountName: string;
}

/** How to pay `order` by transfer into `account`, as the mails show it. */
export function transferMailDetails(
  order: Order,
  account: TransferAccountDetails,
  holdUntil: Date,
  holdUntilText: string,
): TransferMailDetails {
  const purpose = transferPurpose(order.orderId);
  return {
    bin: account.bin,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount: order.totalAmt,
    purpose,
    qrImageUrl: vietQrImageUrl({
      bin: account.bin,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      amount: order.totalAmt,
      purpose,
    }),
    holdUntil: holdUntil.toISOString(),
    holdUntilText,
  };
}

/**
 * Writes the mail of an order's change into the order's own transaction (`tx`), from the order as
 * it stands there: the mail commits with the change or not at all, and sending it never holds up
 * or fails the order.
 */
export async function queueMailOf(
  tx: Database,
  mails: OrderMails,
  order: Order,
  customer: OrderMailCustomer,
  event: OrderMailEvent,
  note?: string,
  extra: OrderMailExtra = {},
): Promise<void> {
  await insertMails(tx, orderMailsOf(mails, order, customer, event, note, extra));
}

/**
 * `queueMailOf` for an order known by id: reads the order as it stands in `tx` (after a change
 * made there), then queues its mail; `extra` may be made from that order (how to pay it).
 */
export async function queueOrderMail(
  tx: Database,
  mails: OrderMails,
  orderId: string,
  event: OrderMailEvent,
  note?: string,
  extra: OrderMailExtra | ((order: Order) => OrderMailExtra) = {},
): Promise<void> {
  const customer = await selectAdminOrder(tx, orderId);
  if (!customer) return;
  const { orders, lines } = await selectOrdersOfUser(tx, customer.userId, orderId);
  const row = orders[0];
  if (!row) return;
  const order = toOrder(row, lines, mails.settings.publicUrl);
  // What is owed back (decision 062), as the admin list's filter judges it: a deposit counts.
  const owed = row.needsRefund
    ? {
        refundDue: true,
        refundOwed: refundOwedOf({
          orderStatus: row.status,
          paymentStatus: row.paymentStatus,
          total: row.totalAmt,
          received: row.received,
          refunded: row.refunded,
        }),
      }
    : { refundDue: false };
  await queueMailOf(tx, mails, order, customer, event, note, {
    ...owed,
    ...(typeof extra === 'function' ? extra(order) : extra),
  });
}
