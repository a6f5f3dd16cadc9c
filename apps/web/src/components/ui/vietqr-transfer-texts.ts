import { defineTexts } from '@shop/contract';

/** The bank transfer's words: the VietQR code, the account's details and their copy buttons. */
export const vietQrTransferTexts = defineTexts({
  vi: {
    region: 'Thông tin chuyển khoản',
    heading: 'Chuyển khoản bằng mã VietQR',
    scanHint: 'Quét mã bằng ứng dụng ngân hàng để chuyển đúng số tiền và nội dung.',
    phoneHint:
      'Đang dùng điện thoại? Lưu ảnh mã QR rồi mở trong ứng dụng ngân hàng, hoặc chép từng thông tin bên dưới.',
    qrLabel: (amount: string) => `Mã VietQR chuyển ${amount}`,
    bank: 'Ngân hàng',
    bankByBin: (bin: string) => `Mã ngân hàng ${bin}`,
    accountNumber: 'Số tài khoản',
    accountName: 'Chủ tài khoản',
    amount: 'Số tiền',
    content: 'Nội dung',
    copy: 'Chép',
    copied: 'Đã chép',
    selected: 'Đã chọn',
    accountNumberWhat: 'số tài khoản',
    amountWhat: 'số tiền',
    contentWhat: 'nội dung chuyển khoản',
    copiedWhat: (what: string) => `Đã chép ${what}`,
    selectedWhat: (what: string) =>
      `Không chép tự động được: đã chọn ${what}, hãy dùng lệnh Sao chép của máy`,
    saveQr: 'Lưu ảnh mã QR',
    held: (hours: number) =>
      `Đơn hàng được giữ ${hours} giờ; cửa hàng xác nhận khi nhận được tiền.`,
  },
  en: {
    region: 'Bank transfer details',
    heading: 'Pay by bank transfer with VietQR',
    scanHint: 'Scan the code with your banking app to transfer the exact amount and content.',
    phoneHint:
      'On a phone? Save the QR image and open it in your banking app, or copy each detail below.',
    qrLabel: (amount: string) => `VietQR code to transfer ${amount}`,
    bank: 'Bank',
    bankByBin: (bin: string) => `Bank BIN ${bin}`,
    accountNumber: 'Account number',
    accountName: 'Account holder',
    amount: 'Amount',
    content: 'Content',
    copy: 'Copy',
    copied: 'Copied',
    selected: 'Selected',
    accountNumberWhat: 'account number',
    amountWhat: 'amount',
    contentWhat: 'transfer content',
    copiedWhat: (what: string) => `Copied the ${what}`,
    selectedWhat: (what: string) =>
      `Could not copy automatically: the ${what} is selected, copy it with your device's Copy`,
    saveQr: 'Save QR image',
    held: (hours: number) =>
      `The order is held for ${hours} ${hours === 1 ? 'hour' : 'hours'}; the shop confirms it once the money arrives.`,
  },
});
