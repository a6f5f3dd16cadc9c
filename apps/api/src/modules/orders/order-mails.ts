import { priceWithDiscount, type FulfilmentStatus } from '@shop/contract';
import type { Database } from '../../db/client';
import type { OrderMailEvent, OrderMailSettings } from '../mail/order-mail-heads';
import { enqueueOrderMail } from '../mail/order-mail-queue';
import { selectAdminOrder } from './admin-orders.repo';
import { toOrder } from './order-answers';
import { selectOrdersOfUser } from './orders.repo';

/** What the order code needs of the mail side. */
export interface OrderMails {
  settings: OrderMailSettings;
  /** Sends what was queued at once; call after the commit. */
  wake(): void;
}

/**
 * The mail a change of an order to `to` sends, if any: placed (cash on delivery at once, online
 * once paid), shipped, delivered, and cancelled when the shopper had been told of the order (an
 * online order never paid was never confirmed to them, so its expiry sends nothing).
 */
export function mailEventOf(
  from: FulfilmentStatus | undefined,
  to: FulfilmentStatus,
): OrderMailEvent | undefined {
  switch (to) {
    case 'placed':
    case 'shipped':
    case 'delivered':
      return to;
    case 'cancelled':
      return from === 'pending_payment' ? undefined : 'cancelled';
    default:
      return undefined;
  }
}

/**
 * Writes the mail of an order's change into the order's own transaction (`tx`), as the order
 * stands in it: the mail commits with the change or not at all, and sending it never holds up or
 * fails the order.
 */
export async function queueOrderMail(
  tx: Database,
  mails: OrderMails,
  orderId: string,
  event: OrderMailEvent,
  note?: string,
): Promise<void> {
  const customer = await selectAdminOrder(tx, orderId);
  if (!customer?.customerEmail) return;
  const { orders, lines } = await selectOrdersOfUser(tx, customer.userId, orderId);
  const row = orders[0];
  if (!row) return;
  const order = toOrder(row, lines, mails.settings.publicUrl);
  await enqueueOrderMail(
    tx,
    event,
    {
      orderNumber: order.orderId,
      customerName: customer.customerName,
      email: customer.customerEmail,
      items: order.items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unit: item.unit,
        unitPrice: priceWithDiscount(item.price, item.discount),
        lineTotal: item.totalAmt,
      })),
      subTotal: order.subTotalAmt,
      total: order.totalAmt,
      paymentMethod: order.payment_method,
      address: order.delivery_address,
      carrier: customer.carrier ?? undefined,
      trackingNumber: customer.trackingNumber ?? undefined,
      note: note === '' ? undefined : note,
    },
    mails.settings,
  );
}
