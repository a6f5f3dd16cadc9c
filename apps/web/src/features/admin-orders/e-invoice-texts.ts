import { defineTexts, formatDateTime } from '@shop/contract';
import type { EInvoiceIssuePoint, EInvoiceState } from '@shop/contract';

/** The words of the admin order's e-invoice card (issue 47; decision 047: Vietnamese first). */
export const eInvoiceTexts = defineTexts({
  vi: {
    title: 'Hóa đơn điện tử',
    notConfigured:
      'Cửa hàng chưa cấu hình tài khoản hóa đơn điện tử (Viettel S-Invoice) nên không tự xuất hóa đơn. Xem hướng dẫn cấu hình trong tài liệu.',
    issuedAt: (point: EInvoiceIssuePoint): string =>
      point === 'paid' ? 'Tự xuất khi đơn hàng đã thanh toán.' : 'Tự xuất khi đơn hàng đã giao.',
    none: 'Chưa có hóa đơn: đơn hàng chưa đến lúc xuất.',
    state: (state: EInvoiceState): string =>
      ({
        waiting: 'Đang chờ xuất',
        issued: 'Đã xuất',
        skipped: 'Không xuất',
        replaced: 'Đã bị thay thế',
      })[state],
    replacementOf: (number: string) => `Thay thế hóa đơn ${number}`,
    issuedOn: 'Ngày xuất',
    mailedOn: 'Đã gửi e-mail',
    failed: (attempts: number) => `Lần thử thứ ${attempts} không thành công:`,
    retryAt: (iso: string) => `Sẽ thử lại lúc ${formatDateTime(iso, 'vi')}.`,
    reason: 'Lý do',
    time: (iso: string) => formatDateTime(iso, 'vi'),
    issueNow: 'Xuất hóa đơn ngay',
    resend: 'Gửi lại e-mail',
    replace: 'Xuất hóa đơn thay thế',
    replaceText: (number: string) =>
      `Hóa đơn ${number} sai sẽ được thay thế bằng hóa đơn mới lập từ đơn hàng hiện tại (hãy sửa thông tin đơn hàng trước). Hóa đơn cũ không còn giá trị.`,
    replaceReason: 'Lý do thay thế (sai sót gì)',
    enterReason: 'Nhập lý do thay thế (ít nhất 3 ký tự)',
  },
  en: {
    title: 'E-invoice',
    notConfigured:
      'No e-invoice account (Viettel S-Invoice) is configured, so the shop issues no invoices. See the configuration guide in the docs.',
    issuedAt: (point: EInvoiceIssuePoint): string =>
      point === 'paid'
        ? 'Issued by itself once the order is paid.'
        : 'Issued by itself once the order is delivered.',
    none: 'No invoice yet: the order has not reached the point it is issued at.',
    state: (state: EInvoiceState): string =>
      ({
        waiting: 'Waiting to be issued',
        issued: 'Issued',
        skipped: 'Not issued',
        replaced: 'Replaced',
      })[state],
    replacementOf: (number: string) => `Replaces invoice ${number}`,
    issuedOn: 'Issued on',
    mailedOn: 'E-mailed on',
    failed: (attempts: number) => `Attempt ${attempts} failed:`,
    retryAt: (iso: string) => `Tried again at ${formatDateTime(iso, 'en')}.`,
    reason: 'Reason',
    time: (iso: string) => formatDateTime(iso, 'en'),
    issueNow: 'Issue now',
    resend: 'Re-send e-mail',
    replace: 'Issue a replacement',
    replaceText: (number: string) =>
      `Invoice ${number} is replaced by a new invoice made from the order as it is now (correct the order first). The old invoice is no longer valid.`,
    replaceReason: 'Why it is replaced (what was wrong)',
    enterReason: 'Enter why it is replaced (3 characters or more)',
  },
});
