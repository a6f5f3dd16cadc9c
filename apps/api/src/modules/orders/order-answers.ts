import {
  shopperMayCancel,
  shopperStatus,
  summarizeVat,
  type FulfilmentStatus,
  type LifecycleOrder,
  type Order,
  type OrderItem,
  type PaymentStatus,
  type TimelineEntry,
} from '@shop/contract';
import { toPublicUrl } from '../files/image-store';
import type { OrderEventRow } from './order-lifecycle.repo';
import type { OrderLineRow, OrderRow, ShippedOrderRow } from './orders.repo';

function toOrderItem(line: Omit<OrderLineRow, 'orderId'>, publicUrl: string): OrderItem {
  return {
    productId: line.productId,
    name: line.name,
    code: line.productCode,
    image: line.image.map((ref) => toPublicUrl(ref, publicUrl)),
    unit: line.unit,
    price: line.unitPrice,
    discount: line.discount,
    quantity: line.quantity,
    totalAmt: line.lineTotal,
    // Only a line of a product with options names its variant (issue 43); the default's id is
    // the product's own.
    ...(line.variantLabel === ''
      ? {}
      : { variantId: line.variantId ?? line.productId ?? '', variantLabel: line.variantLabel }),
    // Lines ordered before VAT was kept (issue 47) read as they did.
    ...(line.vatRate === null || line.vatAmt === null
      ? {}
      : { vatRate: line.vatRate, vatAmt: line.vatAmt }),
  };
}

/**
 * An order row and its lines in the contract's order shape, image references made public urls.
 * `testPayment` appears only on orders paid in test money, so other answers keep their shape.
 */
export function toOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  publicUrl: string,
  testPayment = false,
): Order {
  const items = lines.map((line) => toOrderItem(line, publicUrl));
  const first = items[0];
  const vat = summarizeVat(items);
  const address = row.deliveryAddress;
  return {
    _id: row.id,
    orderId: row.orderNumber,
    // Existing clients know one status mixing fulfilment and payment.
    status: shopperStatus(row.status, row.paymentStatus),
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    product_details: { name: first?.name ?? '', image: first?.image ?? [] },
    items,
    subTotalAmt: row.subTotalAmt,
    totalAmt: row.totalAmt,
    delivery_address: {
      address_line: address['address_line'] ?? '',
      city: address['city'] ?? '',
      state: address['state'] ?? '',
      country: address['country'] ?? '',
      pincode: address['pincode'] ?? '',
      mobile: address['mobile'] ?? '',
    },
    createdAt: row.createdAt.toISOString(),
    ...(testPayment ? { testPayment: true } : {}),
    ...(vat ? { vat } : {}),
  };
}

/** A history row as the shopper's timeline shows it (notes on the internal note are not given). */
export function toTimelineEntry(event: OrderEventRow): TimelineEntry | undefined {
  const note = event.note === '' ? {} : { note: event.note };
  const at = event.createdAt.toISOString();
  if (event.kind === 'status' && event.toValue !== null) {
    return {
      kind: 'status',
      at,
      from: event.fromValue as FulfilmentStatus | null,
      to: event.toValue as FulfilmentStatus,
      ...note,
    };
  }
  if (event.kind === 'payment' && event.toValue !== null) {
    return {
      kind: 'payment',
      at,
      from: event.fromValue as PaymentStatus | null,
      to: event.toValue as PaymentStatus,
      ...note,
    };
  }
  return undefined;
}

/** An order in the shopper's lifecycle shape: the order answer and its new fields beside it. */
export function toLifecycleOrder(
  row: ShippedOrderRow,
  lines: readonly OrderLineRow[],
  events: readonly OrderEventRow[],
  publicUrl: string,
  testPayment = false,
): LifecycleOrder {
  return {
    ...toOrder(row, lines, publicUrl, testPayment),
    order_status: row.status,
    timeline: events.flatMap((event) => toTimelineEntry(event) ?? []),
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    cancellable: shopperMayCancel({
      orderStatus: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
    }),
    // Decision 062: read with the row, by the same SQL as the admin list's filter.
    needs_refund: row.needsRefund,
  };
}
