import { defineTexts, HEATER_QUOTE_VALID_DAYS_MAX } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The answers, mails and printed quote of made-to-order heater quotes (issue 46), in both locales. */
export const heaterQuoteTexts = defineTexts({
  vi: {
    requestNotFound: 'Không tìm thấy yêu cầu',
    quoteNotFound: 'Không tìm thấy báo giá',
    linkNotFound:
      'Không tìm thấy báo giá theo đường dẫn này. Hãy mở đúng đường dẫn trong e-mail cửa hàng gửi.',
    superseded:
      'Báo giá này đã được thay bằng bản mới hơn; hãy mở đường dẫn trong e-mail báo giá mới nhất.',
    expired: (day: string) =>
      `Báo giá đã hết hạn ngày ${day}. Hãy liên hệ cửa hàng để nhận báo giá mới.`,
    notSent: 'Báo giá này chưa được gửi',
    alreadyAccepted: (order: string) =>
      order ? `Báo giá đã được chấp nhận, đơn hàng ${order}` : 'Báo giá đã được chấp nhận',
    requestClosed: 'Yêu cầu này đã đóng (đã chấp nhận hoặc đã từ chối); không thể báo giá thêm',
    onlyDraftSent: 'Chỉ gửi được bản nháp của báo giá',
    validUntilPast: 'Ngày hết hạn báo giá không được ở trong quá khứ',
    validUntilFar: `Báo giá có hiệu lực tối đa ${HEATER_QUOTE_VALID_DAYS_MAX} ngày`,
    productNotFound: (line: number) => `Dòng ${line}: không tìm thấy sản phẩm trong danh mục`,
    sameProductTwice: (line: number) => `Dòng ${line}: sản phẩm này đã có ở dòng khác`,
    tooLarge: 'Tổng báo giá quá lớn',
    noTransferAccount:
      'Cửa hàng chưa cài đặt tài khoản nhận chuyển khoản để nhận tiền đặt cọc; hãy gọi cửa hàng',
    saved: (version: number) => `Đã lưu bản nháp báo giá phiên bản ${version}`,
    sent: (version: number) => `Đã gửi báo giá phiên bản ${version}`,
    accepted: (order: string) =>
      `Đã chấp nhận báo giá. Đơn hàng ${order} đã được tạo; cửa hàng sẽ liên hệ xác nhận.`,
    changesAsked: 'Đã gửi yêu cầu điều chỉnh; cửa hàng sẽ gửi báo giá mới.',
    noVnpay: 'Cửa hàng chưa nhận thanh toán qua VNPay; hãy chuyển khoản tiền đặt cọc',
    notAccepted: 'Báo giá chưa được chấp nhận; hãy chấp nhận báo giá trước khi đặt cọc',
    depositNotWaiting: (order: string) =>
      `Đơn hàng ${order} không còn chờ tiền đặt cọc (đã nhận cọc, đã thanh toán hoặc đã huỷ)`,
    depositNotStarted: 'Chưa mở được trang thanh toán VNPay; hãy thử lại sau ít phút',
    depositCovered: (order: string) =>
      `Đơn hàng ${order} đã nhận đủ tiền đặt cọc; bạn không cần đặt cọc thêm`,
    depositChanged: (order: string) =>
      `Số tiền đặt cọc còn thiếu của đơn hàng ${order} vừa thay đổi; hãy tải lại trang rồi bấm thanh toán lại`,
    depositOpened: (order: string) => `Mở trang VNPay để đặt cọc cho đơn hàng ${order}`,
    madeLine: (number: string) => `Điện trở làm theo yêu cầu ${number}`,
    // Mails
    quoteSubject: (number: string, version: number) =>
      `Báo giá cho yêu cầu ${number} (phiên bản ${version})`,
    greeting: (name: string) => `Xin chào ${name},`,
    quoteReady: (number: string, total: string, day: string) =>
      `Cửa hàng gửi bạn báo giá cho yêu cầu ${number}: tổng cộng ${total} (đã gồm VAT), có hiệu lực đến hết ngày ${day}.`,
    quoteOpen:
      'Mở đường dẫn dưới đây để xem báo giá, chấp nhận hoặc đề nghị điều chỉnh (không cần tài khoản):',
    openQuote: 'Xem báo giá',
    printHint: 'Bản in khổ A4 (in hoặc lưu thành PDF):',
    printQuote: 'In báo giá / PDF',
    changesSubject: (number: string) => `Khách đề nghị điều chỉnh báo giá ${number}`,
    changesBody: (number: string, version: number) =>
      `Khách hàng đề nghị điều chỉnh báo giá phiên bản ${version} của yêu cầu ${number}:`,
    openRequest: 'Xem yêu cầu',
    // The printed quote
    title: 'BÁO GIÁ',
    quoteNo: 'Số',
    version: 'Phiên bản',
    date: 'Ngày',
    seller: 'Bên bán',
    buyer: 'Bên mua',
    taxCode: 'Mã số thuế',
    phone: 'Điện thoại',
    address: 'Địa chỉ',
    email: 'E-mail',
    no: 'STT',
    item: 'Hàng hoá',
    unit: 'ĐVT',
    quantity: 'SL',
    unitPrice: 'Đơn giá',
    discount: 'CK',
    vatRate: 'Thuế suất',
    amount: 'Thành tiền',
    taxable: 'Tiền hàng chưa thuế',
    vat: 'Tiền thuế GTGT',
    total: 'Tổng cộng (đã gồm VAT)',
    inWords: 'Số tiền bằng chữ',
    deposit: (percent: number) => `Đặt cọc ${percent}%`,
    leadTime: 'Thời gian giao hàng',
    validUntil: 'Báo giá có hiệu lực đến',
    paymentTerms: 'Điều kiện thanh toán',
    deliveryTerms: 'Điều kiện giao hàng',
    note: 'Ghi chú',
    pricesIncludeVat: 'Đơn giá đã bao gồm thuế GTGT.',
    buyerSigns: 'Đại diện bên mua',
    sellerSigns: 'Đại diện bên bán',
    signHint: '(Ký, ghi rõ họ tên)',
    statusSuperseded: 'Đã có phiên bản mới hơn',
    statusExpired: 'Đã hết hạn',
    statusAccepted: (order: string) => `Đã chấp nhận — đơn hàng ${order}`,
  },
  en: {
    requestNotFound: 'Request not found',
    quoteNotFound: 'Quote not found',
    linkNotFound: 'No quote was found at this link. Open the link in the shop’s e-mail as it is.',
    superseded:
      'This quote was replaced by a newer version; open the link in the latest quote e-mail.',
    expired: (day: string) =>
      `This quote expired on ${day}. Please contact the shop for a new quote.`,
    notSent: 'This quote has not been sent',
    alreadyAccepted: (order: string) =>
      order ? `The quote was accepted: order ${order}` : 'The quote was accepted',
    requestClosed: 'This request is closed (accepted or declined); it takes no more quotes',
    onlyDraftSent: 'Only a draft version of a quote can be sent',
    validUntilPast: 'The quote’s validity day may not be in the past',
    validUntilFar: `A quote is valid for at most ${HEATER_QUOTE_VALID_DAYS_MAX} days`,
    productNotFound: (line: number) => `Line ${line}: the product is not in the catalogue`,
    sameProductTwice: (line: number) => `Line ${line}: this product is on another line already`,
    tooLarge: 'The quote’s total is too large',
    noTransferAccount:
      'The shop has no account set up to receive the deposit by transfer; please call the shop',
    saved: (version: number) => `Draft of quote version ${version} saved`,
    sent: (version: number) => `Quote version ${version} sent`,
    accepted: (order: string) =>
      `Quote accepted. Order ${order} was created; the shop will contact you to confirm.`,
    changesAsked: 'Your request for changes was sent; the shop will send a new quote.',
    noVnpay: 'The shop does not take VNPay payments; please pay the deposit by bank transfer',
    notAccepted: 'This quote is not accepted yet; accept it before paying the deposit',
    depositNotWaiting: (order: string) =>
      `Order ${order} no longer waits for a deposit (deposit received, paid or cancelled)`,
    depositNotStarted:
      'VNPay’s payment page could not be opened; please try again in a few minutes',
    depositCovered: (order: string) =>
      `The deposit of order ${order} has already been received in full; there is no more deposit to pay`,
    depositChanged: (order: string) =>
      `The deposit still owed on order ${order} has just changed; please reload the page and pay again`,
    depositOpened: (order: string) => `Opening VNPay to pay the deposit of order ${order}`,
    madeLine: (number: string) => `Heater made to request ${number}`,
    quoteSubject: (number: string, version: number) =>
      `Quote for request ${number} (version ${version})`,
    greeting: (name: string) => `Hello ${name},`,
    quoteReady: (number: string, total: string, day: string) =>
      `Here is our quote for request ${number}: ${total} in total (VAT included), valid until the end of ${day}.`,
    quoteOpen:
      'Open the link below to see the quote, accept it or ask for changes (no account needed):',
    openQuote: 'Open the quote',
    printHint: 'The A4 printable copy (print it or save it as PDF):',
    printQuote: 'Print quote / PDF',
    changesSubject: (number: string) => `The buyer asks for changes to quote ${number}`,
    changesBody: (number: string, version: number) =>
      `The buyer asks for changes to version ${version} of the quote for request ${number}:`,
    openRequest: 'Open the request',
    title: 'QUOTATION',
    quoteNo: 'No.',
    version: 'Version',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Buyer',
    taxCode: 'Tax code',
    phone: 'Phone',
    address: 'Address',
    email: 'E-mail',
    no: 'No.',
    item: 'Item',
    unit: 'Unit',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Disc.',
    vatRate: 'VAT rate',
    amount: 'Amount',
    taxable: 'Amount before VAT',
    vat: 'VAT',
    total: 'Total (VAT included)',
    inWords: 'Amount in words',
    deposit: (percent: number) => `Deposit ${percent}%`,
    leadTime: 'Lead time',
    validUntil: 'Valid until',
    paymentTerms: 'Payment terms',
    deliveryTerms: 'Delivery terms',
    note: 'Note',
    pricesIncludeVat: 'Unit prices include VAT.',
    buyerSigns: 'For the buyer',
    sellerSigns: 'For the seller',
    signHint: '(Signature and full name)',
    statusSuperseded: 'A newer version exists',
    statusExpired: 'Expired',
    statusAccepted: (order: string) => `Accepted — order ${order}`,
  },
});

type HeaterQuoteWords = (typeof heaterQuoteTexts)['en'];

/** An answer's text in both locales, for an AppError. */
export function quoteText(pick: (texts: HeaterQuoteWords) => string): AnswerText {
  return { vi: pick(heaterQuoteTexts.vi), en: pick(heaterQuoteTexts.en) };
}
