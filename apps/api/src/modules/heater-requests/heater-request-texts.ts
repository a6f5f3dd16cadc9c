import {
  defineTexts,
  HEATER_ATTACHMENT_MAX_BYTES,
  HEATER_ATTACHMENTS_MAX,
  type HeaterKind,
} from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

const MAX_MB = HEATER_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** The answers and mails of made-to-order heater requests (issue 46), in both locales. */
export const heaterRequestTexts = defineTexts({
  vi: {
    attachmentType:
      'Tệp đính kèm phải là bản vẽ PDF hoặc ảnh PNG, JPEG, WebP (kiểm tra theo nội dung tệp)',
    attachmentTooLarge: `Tệp đính kèm quá lớn: tối đa ${MAX_MB} MB`,
    attachmentUploaded: 'Đã tải tệp lên',
    attachmentMissing:
      'Không tìm thấy tệp đính kèm đã tải lên (hoặc tệp đã gắn vào yêu cầu khác); hãy tải lại',
    tooManyAttachments: `Mỗi yêu cầu có tối đa ${HEATER_ATTACHMENTS_MAX} tệp đính kèm`,
    wantedDatePast: 'Ngày cần hàng không được ở trong quá khứ',
    submitted: (number: string) => `Đã gửi yêu cầu ${number}. Cửa hàng sẽ liên hệ báo giá.`,
    keyReused: 'Idempotency-Key này đã được dùng cho một yêu cầu khác',
    notFound: 'Không tìm thấy yêu cầu',
    notStaff: 'Người được giao phải là nhân viên đang làm việc có quyền xử lý đơn hàng',
    updated: 'Đã cập nhật yêu cầu',
    // Mails
    buyerSubject: (number: string) => `Yêu cầu đặt điện trở ${number} đã được nhận`,
    staffSubject: (number: string, kind: string) => `Yêu cầu đặt hàng mới ${number}: ${kind}`,
    greeting: (name: string) => `Xin chào ${name},`,
    received: (number: string) =>
      `Cửa hàng đã nhận yêu cầu ${number}. Chúng tôi sẽ xem thông số và gửi báo giá cho bạn sớm.`,
    staffNew: (number: string) => `Có yêu cầu đặt điện trở theo yêu cầu mới: ${number}.`,
    kind: 'Loại',
    quantity: 'Số lượng',
    wantedDate: 'Ngày cần hàng',
    contact: 'Liên hệ',
    attachments: 'Tệp đính kèm',
    note: 'Ghi chú',
    openInbox: 'Xem yêu cầu',
    thanks: 'Cảm ơn bạn đã tin dùng cửa hàng.',
    kindName: (kind: HeaterKind) =>
      ({
        cartridge: 'Điện trở ống (cartridge)',
        tubular: 'Điện trở ống chữ U / W / thẳng',
        band: 'Điện trở vòng (band)',
        finned: 'Điện trở có cánh tản nhiệt',
        other: 'Loại khác',
      })[kind],
  },
  en: {
    attachmentType:
      'An attachment must be a PDF drawing or a PNG, JPEG or WebP image (checked by its contents)',
    attachmentTooLarge: `The attachment is too large: at most ${MAX_MB} MB`,
    attachmentUploaded: 'File uploaded',
    attachmentMissing:
      'An uploaded attachment was not found (or belongs to another request); upload it again',
    tooManyAttachments: `A request carries at most ${HEATER_ATTACHMENTS_MAX} attachments`,
    wantedDatePast: 'The wanted date may not be in the past',
    submitted: (number: string) => `Request ${number} sent. The shop will get back with a quote.`,
    keyReused: 'This Idempotency-Key was already used for another request',
    notFound: 'Request not found',
    notStaff: 'The assignee must be an active staff member who works on orders',
    updated: 'Request updated',
    buyerSubject: (number: string) => `Heater request ${number} received`,
    staffSubject: (number: string, kind: string) => `New made-to-order request ${number}: ${kind}`,
    greeting: (name: string) => `Hello ${name},`,
    received: (number: string) =>
      `We have received request ${number}. We will look at the specification and send you a quote soon.`,
    staffNew: (number: string) => `A new made-to-order heater request came in: ${number}.`,
    kind: 'Kind',
    quantity: 'Quantity',
    wantedDate: 'Wanted by',
    contact: 'Contact',
    attachments: 'Attachments',
    note: 'Note',
    openInbox: 'Open the request',
    thanks: 'Thank you for choosing us.',
    kindName: (kind: HeaterKind) =>
      ({
        cartridge: 'Cartridge heater',
        tubular: 'Tubular heater (straight, U or W)',
        band: 'Band heater',
        finned: 'Finned air heater',
        other: 'Other',
      })[kind],
  },
});

type HeaterRequestWords = (typeof heaterRequestTexts)['en'];

/** An answer's text in both locales, for an AppError. */
export function heaterText(pick: (texts: HeaterRequestWords) => string): AnswerText {
  return { vi: pick(heaterRequestTexts.vi), en: pick(heaterRequestTexts.en) };
}
