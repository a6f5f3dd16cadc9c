import type {
  ShopDetails,
  Address,
  AdminOrderDetail,
  CartLine,
  LifecycleOrder,
  Order,
  Product,
} from '@shop/contract';
import { priceWithDiscount } from '@shop/contract';
import { productFixture } from './product-fixture';

let nextId = 0x100;
/** A fresh 24-hex id, as the API makes them (no dashes). */
export function testId(): string {
  nextId += 1;
  return `65a1b2c3d4e5f6071829${nextId.toString(16).padStart(4, '0')}`;
}

export function cartLineFixture(product: Product = productFixture(), quantity = 1): CartLine {
  return { _id: testId(), quantity, productId: product };
}

export function addressFixture(overrides: Partial<Address> = {}): Address {
  return {
    _id: testId(),
    userId: '65a1b2c3d4e5f60718293a50',
    address_line: '12 Nguyễn Trãi',
    city: 'Quận 1',
    state: 'TP. Hồ Chí Minh',
    country: 'Việt Nam',
    pincode: '700000',
    mobile: '0912345678',
    status: true,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const product = productFixture();
  const totalAmt = priceWithDiscount(product.price, product.discount);
  return {
    _id: testId(),
    orderId: 'ORD-20260101-0001',
    status: 'placed',
    payment_status: 'unpaid',
    payment_method: 'cash_on_delivery',
    product_details: { name: product.name, image: product.image },
    items: [
      {
        productId: product._id,
        name: product.name,
        image: product.image,
        unit: product.unit,
        price: product.price,
        discount: product.discount,
        quantity: 1,
        totalAmt,
      },
    ],
    subTotalAmt: totalAmt,
    totalAmt,
    delivery_address: {
      address_line: '12 Nguyễn Trãi',
      city: 'Quận 1',
      state: 'TP. Hồ Chí Minh',
      country: 'Việt Nam',
      pincode: '700000',
      mobile: '0912345678',
    },
    createdAt: '2026-01-01T08:30:00.000Z',
    ...overrides,
  };
}

/** A cash-on-delivery order as GET /api/order/my-orders answers it: placed, cancellable. */
export function lifecycleOrderFixture(overrides: Partial<LifecycleOrder> = {}): LifecycleOrder {
  const order = orderFixture();
  return {
    ...order,
    order_status: 'placed',
    timeline: [{ kind: 'status', at: order.createdAt, from: null, to: 'placed' }],
    carrier: null,
    tracking_number: null,
    cancellable: true,
    needs_refund: false,
    ...overrides,
  };
}

/** An order as the admin's detail call answers it: placed, to be confirmed or cancelled. */
export function adminOrderFixture(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = orderFixture({ orderId: 'ORD-20260101-0042' });
  return {
    ...order,
    order_status: 'placed',
    carrier: null,
    tracking_number: null,
    cancellable: true,
    needs_refund: false,
    customer: {
      userId: '65a1b2c3d4e5f60718293a50',
      name: 'Nguyễn Văn An',
      email: 'an@example.com',
      phone: '0912345678',
    },
    internal_note: '',
    timeline: [
      {
        kind: 'status',
        at: order.createdAt,
        from: null,
        to: 'placed',
        by: 'shopper',
        byUserId: '65a1b2c3d4e5f60718293a50',
        byName: 'Nguyễn Văn An',
      },
    ],
    payments: [],
    allowed: { order: ['confirmed', 'cancelled'], payment: [] },
    testPayment: false,
    ...overrides,
  };
}

/** The seller's public details as GET /api/shop/details answers them; tests add what they look at. */
export function sellerFixture(overrides: Partial<ShopDetails> = {}): ShopDetails {
  return {
    name: 'Công ty TNHH Thiết bị Nhiệt Tân Tạo',
    address: 'Số 68 Đường số 7, KCN Tân Tạo, Q. Bình Tân, TP. Hồ Chí Minh',
    phone: '0281234567',
    email: 'banhang@nhiet-tantao.vn',
    taxCode: '0100109106',
    ...overrides,
  };
}
