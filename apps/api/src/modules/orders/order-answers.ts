import type { Order, OrderItem } from '@shop/contract';
import { toPublicUrl } from '../files/image-store';
import type { OrderLineRow, OrderRow } from './orders.repo';

function toOrderItem(line: Omit<OrderLineRow, 'orderId'>, publicUrl: string): OrderItem {
  return {
    productId: line.productId,
    name: line.name,
    image: line.image.map((ref) => toPublicUrl(ref, publicUrl)),
    unit: line.unit,
    price: line.unitPrice,
    discount: line.discount,
    quantity: line.quantity,
    totalAmt: line.lineTotal,
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
  const address = row.deliveryAddress;
  return {
    _id: row.id,
    orderId: row.orderNumber,
    status: row.status,
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
  };
}
