import type { OrderMailSnapshot } from '../src/modules/mail/order-mail';

/** An order as the order code hands it to the mails: two lines, cash on delivery. */
export function orderSnapshot(overrides: Partial<OrderMailSnapshot> = {}): OrderMailSnapshot {
  return {
    orderNumber: 'DH-7K2M9P',
    locale: 'vi',
    customerName: 'Trần Thị Bình',
    email: 'binh.tran@example.vn',
    items: [
      {
        name: 'Điện trở nhiệt ống chữ U',
        quantity: 2,
        unit: 'cái',
        unitPrice: 1_250_000,
        lineTotal: 2_500_000,
      },
      {
        name: 'Tủ điều khiển nhiệt độ',
        quantity: 1,
        unit: 'bộ',
        unitPrice: 15_300_000,
        lineTotal: 15_300_000,
      },
    ],
    subTotal: 17_800_000,
    total: 17_800_000,
    paymentMethod: 'cash_on_delivery',
    address: {
      address_line: '12 Đường Nguyễn Trãi',
      city: 'Hà Nội',
      state: 'Thanh Xuân',
      country: 'Việt Nam',
      pincode: '100000',
      mobile: '0912345678',
    },
    ...overrides,
  };
}
