import { defineTexts, type CodLineOutcome } from '@shop/contract';

/** The COD reconciliation screen (issue 48). */
export const codStatementTexts = defineTexts({
  vi: {
    link: 'Đối soát COD (GHTK)',
    title: 'Đối soát tiền thu hộ (COD)',
    intro:
      'Tải lên file đối soát GHTK gửi (CSV). Mỗi dòng được khớp với đơn hàng theo mã vận đơn; tiền thu hộ của đơn khớp được ghi nhận là đã nhận, mỗi dòng chỉ một lần dù tải lên bao nhiêu lần.',
    csvOnly: 'Chỉ nhận file CSV: file Excel (XLSX) hãy mở rồi lưu lại dạng CSV UTF-8.',
    file: 'File đối soát (.csv)',
    importing: 'Đang đối soát…',
    import: 'Đối soát',
    result: 'Kết quả đối soát',
    code: 'Mã vận đơn',
    order: 'Đơn hàng',
    expected: 'Cần thu',
    collected: 'GHTK đã thu',
    fees: 'Phí GHTK',
    difference: 'Chênh lệch',
    recorded: 'Ghi nhận lần này',
    total: 'Tổng',
    flaggedCount: (count: number) => `${String(count)} dòng cần xem lại`,
    noneFlagged: 'Tất cả các dòng đều khớp.',
    outcome: (outcome: CodLineOutcome) =>
      ({
        recorded: 'Đã ghi nhận',
        already_imported: 'Đã đối soát trước đó',
        no_order: 'Không tìm thấy đơn',
        not_recorded: 'Không ghi nhận',
      })[outcome],
    flagged: 'Cần xem lại',
  },
  en: {
    link: 'COD reconciliation (GHTK)',
    title: 'Cash-on-delivery reconciliation',
    intro:
      'Upload the statement GHTK sends (CSV). Each line is matched to its order by tracking code; a matched order’s COD is recorded as received, each line once however often the file is uploaded.',
    csvOnly: 'CSV files only: open an Excel file (XLSX) and save it as CSV UTF-8.',
    file: 'Statement file (.csv)',
    importing: 'Reconciling…',
    import: 'Reconcile',
    result: 'Reconciliation',
    code: 'Tracking code',
    order: 'Order',
    expected: 'Expected',
    collected: 'Collected by GHTK',
    fees: 'GHTK fees',
    difference: 'Difference',
    recorded: 'Recorded now',
    total: 'Total',
    flaggedCount: (count: number) =>
      count === 1 ? '1 line to look at' : `${String(count)} lines to look at`,
    noneFlagged: 'Every line agrees.',
    outcome: (outcome: CodLineOutcome) =>
      ({
        recorded: 'Recorded',
        already_imported: 'Reconciled before',
        no_order: 'No such order',
        not_recorded: 'Not recorded',
      })[outcome],
    flagged: 'To look at',
  },
});
