import { defineTexts, formatDateTime, formatDay } from '@shop/contract';

/** The words of the buyer's list of their made-to-order requests, in their account. */
export const myHeaterRequestsTexts = defineTexts({
  vi: {
    time: (iso: string) => formatDateTime(iso, 'vi'),
    heading: 'Yêu cầu đặt hàng của tôi',
    intro: 'Các yêu cầu bạn đã gửi khi đăng nhập. Cửa hàng sẽ liên hệ báo giá cho từng yêu cầu.',
    loading: 'Đang tải yêu cầu',
    notLoaded: 'Không tải được danh sách yêu cầu. Vui lòng thử lại.',
    noData: 'Bạn chưa gửi yêu cầu đặt hàng nào.',
    newRequest: 'Gửi yêu cầu mới',
    number: 'Mã yêu cầu',
    sentAt: 'Ngày gửi',
    kind: 'Loại điện trở',
    quantity: 'Số lượng',
    status: 'Trạng thái',
    wantedOn: (day: string) => `Cần ngày ${formatDay(day)}`,
    quantityWord: (count: number) => `SL: ${String(count)}`,
  },
  en: {
    time: (iso: string) => formatDateTime(iso, 'en'),
    heading: 'My made-to-order requests',
    intro:
      'The requests you sent while logged in. The shop gets back to you with a quote for each.',
    loading: 'Loading requests',
    notLoaded: 'Your requests could not be loaded. Please try again.',
    noData: 'You have not sent a made-to-order request yet.',
    newRequest: 'Send a new request',
    number: 'Request number',
    sentAt: 'Sent',
    kind: 'Kind of heater',
    quantity: 'Quantity',
    status: 'Status',
    wantedOn: (day: string) => `Wanted by ${formatDay(day)}`,
    quantityWord: (count: number) => `Qty: ${String(count)}`,
  },
});
