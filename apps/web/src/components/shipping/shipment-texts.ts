import { defineTexts, type ShipmentStatus } from '@shop/contract';

const STATUS_VI: Readonly<Record<ShipmentStatus, string>> = {
  waiting_pickup: 'Chờ lấy hàng',
  picked_up: 'Đã lấy hàng',
  delivering: 'Đang giao hàng',
  delivered: 'Đã giao hàng',
  delivery_failed: 'Giao không thành công',
  returning: 'Đang hoàn hàng',
  returned: 'Đã hoàn hàng về shop',
  cancelled: 'Đã huỷ vận đơn',
};

const STATUS_EN: Readonly<Record<ShipmentStatus, string>> = {
  waiting_pickup: 'Waiting for pickup',
  picked_up: 'Picked up',
  delivering: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Delivery failed',
  returning: 'Returning to the shop',
  returned: 'Returned to the shop',
  cancelled: 'Shipment cancelled',
};

/** The carrier's steps as the buyer and the staff read them (issue 48). */
export const shipmentTexts = defineTexts({
  vi: {
    status: (status: ShipmentStatus) => STATUS_VI[status],
    steps: 'Hành trình đơn hàng',
    trackingCode: 'Mã vận đơn',
    trackOnCarrier: 'Theo dõi trên trang GHTK',
    expected: (date: string) => `Dự kiến giao: ${date}`,
  },
  en: {
    status: (status: ShipmentStatus) => STATUS_EN[status],
    steps: 'Parcel journey',
    trackingCode: 'Tracking code',
    trackOnCarrier: 'Track on GHTK’s site',
    expected: (date: string) => `Expected delivery: ${date}`,
  },
});
