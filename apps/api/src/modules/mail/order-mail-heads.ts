import {
  formatVnd,
  type DeliveryAddress,
  type Locale,
  type PaymentMethod,
  type ReceivedPaymentMethod,
  type ReturnCondition,
  type ReturnKind,
  type VatSummary,
} from '@shop/contract';
import { orderMailTexts } from './order-mail-texts';

/*
 * What an order mail is before it is drawn: who receives it, its subject, and the plain data its
 * page shows. The order's transaction writes this much to the outbox (no rendering while the
 * order's rows are locked); the outbox worker draws the page just before sending it.
 */

export const SHOP_NAME = 'Nhiệt Công Nghiệp';

/** One line of an order as the mails show it; amounts in dong. */
export interface OrderMailLine {
  name: string;
  /** The product's code when ordered; absent or '' for none (mails queued before codes). */
  code?: string | undefined;
  quantity: number;
  unit: string;
  unitPrice: number;
  lineTotal: number;
}

/**
 * What the order mails need of an order, copied out by the caller at the moment of the change:
 * plain data, so the mails render the same whatever the order code's own types become.
 */
export interface OrderMailSnapshot {
  /** The order number shown to people. */
  orderNumber: string;
  customerName: string;
  /** The shopper's address, the mails' recipient. */
  email: string;
  items: readonly OrderMailLine[];
  subTotal: number;
  total: number;
  /** The VAT the total holds, per rate (issue 47); absent for orders placed before. */
  vat?: VatSummary | undefined;
  paymentMethod: PaymentMethod;
  address: DeliveryAddress;
  /** Shipped: the carrier and its tracking number, when the admin gave them. */
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  /** Cancelled: why, when given. */
  note?: string | undefined;
  /** Paid, then cancelled: the money is owed back (the shopper is told how, the staff to do it). */
  refundDue?: boolean | undefined;
  /**
   * Cancelled with money in (decision 062): how much is owed back, dong; below the total when only
   * a part came in (a quote's deposit). Absent on mails queued before: the total then.
   */
  refundOwed?: number | undefined;
  /** A bank-transfer order: how to pay it, and until when it is held. */
  transfer?: TransferMailDetails | undefined;
  /** A bank transfer recorded as received: what the admin saw arrive. */
  received?: TransferReceiptMail | undefined;
  /** The locale the order was placed in: the shopper's mails go in it (none: en). */
  locale?: Locale | undefined;
  /** Goods that came back (issue 44): what, in what condition, and what is owed back now. */
  returned?: ReturnMail | undefined;
  /** Money paid back to the customer (issue 44). */
  refund?: RefundMail | undefined;
}

/** A return as its mail shows it. */
export interface ReturnMail {
  kind: ReturnKind;
  lines: readonly { name: string; quantity: number; condition: ReturnCondition }[];
  /** What the units that came back cost (with the shipping fee of a failed delivery). */
  value: number;
  /** What the shop owes back after it, in dong. */
  refundDue: number;
}

/** A refund as its mail shows it. */
export interface RefundMail {
  amount: number;
  method: ReceivedPaymentMethod;
  reference: string;
  /** `YYYY-MM-DD`. */
  refundedOn: string;
}

/** What a shopper needs to pay an order by transfer, as the mails show it. */
export interface TransferMailDetails {
  /** The bank's NAPAS BIN, the account number and its holder's name. */
  bin: string;
  accountNumber: string;
  accountName: string;
  /** The exact amount to transfer, in dong. */
  amount: number;
  /** The transfer's content (the order code, as bank apps keep it). */
  purpose: string;
  /** A picture of the VietQR code. */
  qrImageUrl: string;
  /** When the shop stops holding the order (ISO), and that wait in words. */
  holdUntil: string;
  holdUntilText: string;
}

/** A transfer as the admin recorded it: the amount, the bank's reference, the day it came. */
export interface TransferReceiptMail {
  amount: number;
  reference: string;
  /** `YYYY-MM-DD`. */
  receivedOn: string;
}

/**
 * The changes of an order that mail someone; `refund-due`: a payment came in for an order
 * already cancelled (the staff must give it back).
 */
export const ORDER_MAIL_EVENTS = [
  'placed',
  'shipped',
  'delivered',
  'cancelled',
  'refund-due',
  // A bank-transfer order: placed (how to pay; the staff told to expect the money), then paid.
  'transfer_placed',
  'transfer_paid',
  // Goods that came back of a shipped order, and money paid back (issue 44).
  'returned',
  'refunded',
] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

export interface OrderMailSettings {
  /** The shop staff's address for new-order alerts (ORDER_NOTIFY_EMAIL); none, no alert. */
  staffEmail: string | undefined;
  /** The shop's base URL (PUBLIC_URL), for links to the shopper's orders and the admin's. */
  publicUrl: string;
  /** The shop's default locale (SHOP_DEFAULT_LOCALE): the staff's mails go in it (none: en). */
  staffLocale?: Locale | undefined;
}

/** The mails there are: one per change of an order, and the staff's alert of a new one. */
export type OrderMailKind =
  | 'confirmation'
  | 'staff-alert'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'refund-due'
  | 'transfer-instructions'
  | 'staff-transfer-expected'
  | 'transfer-received'
  | 'staff-transfer-received'
  | 'returned'
  | 'refunded';

/** What an outbox row keeps to draw an order mail later. */
export interface OrderMailTemplate {
  kind: OrderMailKind;
  order: OrderMailSnapshot;
  publicUrl: string;
  /** The mail's locale; rows queued before mails had one were Vietnamese. */
  locale?: Locale | undefined;
}

/** One mail to send: its kind, recipient and subject. */
export interface OrderMailHead {
  kind: OrderMailKind;
  to: string;
  subject: string;
  locale: Locale;
}

export function subjectOf(kind: OrderMailKind, order: OrderMailSnapshot, locale: Locale): string {
  const t = orderMailTexts[locale];
  const number = order.orderNumber;
  const total = formatVnd(order.total);
  switch (kind) {
    case 'confirmation':
      return t.confirmationSubject(SHOP_NAME, number);
    case 'staff-alert':
      return t.staffAlertSubject(number, total);
    case 'shipped':
      return t.shippedSubject(SHOP_NAME, number);
    case 'delivered':
      return t.deliveredSubject(SHOP_NAME, number);
    case 'cancelled':
      return t.cancelledSubject(SHOP_NAME, number);
    case 'refund-due':
      return t.refundDueSubject(number, formatVnd(order.refundOwed ?? order.total));
    case 'transfer-instructions':
      return t.transferInstructionsSubject(SHOP_NAME, number, total);
    case 'staff-transfer-expected':
      return t.transferExpectedSubject(number, total);
    case 'transfer-received':
      return t.transferReceivedSubject(SHOP_NAME, number);
    case 'staff-transfer-received':
      return t.transferRecordedSubject(number);
    case 'returned':
      return t.returnedSubject(SHOP_NAME, number);
    case 'refunded':
      return t.refundedSubject(SHOP_NAME, number, formatVnd(order.refund?.amount ?? 0));
  }
}

/**
 * The mails one change of an order sends (the shopper's in the order's locale, the staff's in the
 * shop's default locale): a placed order (and a bank transfer placed, then paid)
 * mails the shopper and, when ORDER_NOTIFY_EMAIL is set, the staff; the other changes mail the
 * shopper; an order whose money is owed back (cancelled after it was paid, or paid after it was
 * cancelled) also tells the staff to refund it. A shopper without an e-mail address gets nothing;
 * the staff still do.
 */
export function orderMailHeads(
  event: OrderMailEvent,
  order: OrderMailSnapshot,
  settings: OrderMailSettings,
): OrderMailHead[] {
  const shopperLocale = order.locale ?? 'en';
  const toShopper = (kind: OrderMailKind): OrderMailHead[] =>
    order.email
      ? [
          {
            kind,
            to: order.email,
            subject: subjectOf(kind, order, shopperLocale),
            locale: shopperLocale,
          },
        ]
      : [];
  const { staffEmail } = settings;
  const staffLocale = settings.staffLocale ?? 'en';
  const toStaff = (kind: OrderMailKind): OrderMailHead[] =>
    staffEmail
      ? [
          {
            kind,
            to: staffEmail,
            subject: subjectOf(kind, order, staffLocale),
            locale: staffLocale,
          },
        ]
      : [];
  switch (event) {
    case 'placed':
      return [...toShopper('confirmation'), ...toStaff('staff-alert')];
    case 'transfer_placed':
      return [...toShopper('transfer-instructions'), ...toStaff('staff-transfer-expected')];
    case 'transfer_paid':
      return [...toShopper('transfer-received'), ...toStaff('staff-transfer-received')];
    case 'refund-due':
      return toStaff('refund-due');
    case 'cancelled':
      return [...toShopper('cancelled'), ...(order.refundDue ? toStaff('refund-due') : [])];
    default:
      return toShopper(event);
  }
}
