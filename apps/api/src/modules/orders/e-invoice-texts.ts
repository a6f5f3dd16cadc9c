import type { AnswerText } from '../../http/answer-texts';

/* The e-invoice answers (issue 47), in both locales (decision 047). */

const both = (vi: string, en: string): AnswerText => ({ vi, en });

export const eInvoiceTexts = {
  notConfigured: both(
    'Cửa hàng chưa cấu hình tài khoản hóa đơn điện tử nên chưa xuất được hóa đơn.',
    'No e-invoice account is configured, so the shop issues no invoices.',
  ),
  alreadyIssued: both(
    'Hóa đơn của đơn hàng này đã được xuất. Nếu hóa đơn sai, hãy xuất hóa đơn thay thế.',
    'This order’s invoice is already issued. If it is wrong, issue a replacement.',
  ),
  noneIssued: both(
    'Đơn hàng này chưa có hóa đơn đã xuất.',
    'This order has no issued invoice yet.',
  ),
  replacementUnderWay: both(
    'Hóa đơn này đã hoặc đang được thay thế.',
    'This invoice is already replaced, or its replacement is under way.',
  ),
  invoiceNotFound: both(
    'Không tìm thấy hóa đơn này trong đơn hàng.',
    'This order has no such invoice.',
  ),
  issueAsked: both('Đã yêu cầu xuất hóa đơn', 'The invoice is being issued'),
  mailQueued: both('Đã gửi lại e-mail hóa đơn', 'The invoice e-mail is sent again'),
  replacementAsked: both('Đã yêu cầu xuất hóa đơn thay thế', 'The replacement is being issued'),
};
