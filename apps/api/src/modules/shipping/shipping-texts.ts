import { defineTexts } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The refusals of the shipping calls, in both locales. */
export const shippingTexts = defineTexts({
  vi: {
    noCarrier:
      'Chưa kết nối hãng vận chuyển: nhập hãng và mã vận đơn bằng tay, hoặc cấu hình GHTK trong cài đặt.',
    orderNotFound: 'Không tìm thấy đơn hàng.',
    notConfirmed: 'Chỉ tạo vận đơn cho đơn hàng đã xác nhận, chưa giao cho hãng vận chuyển.',
    addressIncomplete:
      'Địa chỉ giao hàng thiếu số nhà/đường, phường/xã, tỉnh/thành hoặc số điện thoại: sửa địa chỉ của đơn trước khi tạo vận đơn.',
    notDeliverable: 'Hãng vận chuyển không giao đến địa chỉ này.',
    carrierRefused: (message: string) => `Hãng vận chuyển từ chối: ${message}`,
    carrierUnreachable: 'Không liên lạc được với hãng vận chuyển. Vui lòng thử lại sau.',
    beingCreated: 'Vận đơn của đơn hàng này đang được tạo. Vui lòng chờ giây lát rồi tải lại.',
    noShipment: (orderNumber: string) => `Đơn hàng ${orderNumber} chưa có vận đơn.`,
  },
  en: {
    noCarrier:
      'No carrier is connected: type the carrier and tracking code by hand, or configure GHTK in the settings.',
    orderNotFound: 'Order not found.',
    notConfirmed: 'A shipment is created only for a confirmed order not yet handed to the carrier.',
    addressIncomplete:
      'The delivery address lacks its street, ward, province or phone: correct the order’s address before creating the shipment.',
    notDeliverable: 'The carrier does not deliver to this address.',
    carrierRefused: (message: string) => `The carrier refused: ${message}`,
    carrierUnreachable: 'The carrier could not be reached. Please try again later.',
    beingCreated: 'This order’s shipment is being created. Please wait a moment and reload.',
    noShipment: (orderNumber: string) => `Order ${orderNumber} has no shipment yet.`,
  },
});

type ShippingWords = (typeof shippingTexts)['en'];

/** A refusal of the shipping calls in both locales. */
export function shippingText(pick: (words: ShippingWords) => string): AnswerText {
  return { vi: pick(shippingTexts.vi), en: pick(shippingTexts.en) };
}
