import { defineTexts } from '@shop/contract';

/** The buyer's mail with their e-invoice (issue 47), in the order's locale (decision 047). */
export const eInvoiceMailTexts = defineTexts({
  vi: {
    subject: (orderNumber: string) => `Hóa đơn điện tử của đơn hàng ${orderNumber}`,
    replacementSubject: (orderNumber: string) =>
      `Hóa đơn điện tử thay thế của đơn hàng ${orderNumber}`,
    greeting: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    issued: (orderNumber: string) =>
      `Hóa đơn giá trị gia tăng (hóa đơn điện tử) của đơn hàng ${orderNumber} đã được xuất.`,
    replaced: (orderNumber: string) =>
      `Hóa đơn điện tử thay thế cho hóa đơn trước của đơn hàng ${orderNumber} đã được xuất; hóa đơn trước không còn giá trị.`,
    number: 'Số hóa đơn',
    lookupCode: 'Mã tra cứu',
    lookupAt: 'Tra cứu và tải hóa đơn tại',
    thanks: 'Cảm ơn bạn đã mua hàng.',
  },
  en: {
    subject: (orderNumber: string) => `E-invoice for order ${orderNumber}`,
    replacementSubject: (orderNumber: string) => `Replacement e-invoice for order ${orderNumber}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    issued: (orderNumber: string) =>
      `The VAT invoice (e-invoice) of order ${orderNumber} has been issued.`,
    replaced: (orderNumber: string) =>
      `A replacement e-invoice for order ${orderNumber} has been issued; the earlier invoice is no longer valid.`,
    number: 'Invoice number',
    lookupCode: 'Lookup code',
    lookupAt: 'Look it up and download it at',
    thanks: 'Thank you for your order.',
  },
});
