import { defineTexts } from '@shop/contract';

/** Checkout's words (decision 047: Vietnamese first, the specification's English verbatim). */
export const checkoutTexts = defineTexts({
  vi: {
    pleaseLogin: 'Vui lòng đăng nhập',
    loading: 'Đang tải...',
    checkout: 'Thanh toán',
    summary: 'Tóm tắt đơn hàng',
    cartEmpty: 'Giỏ hàng đang trống.',
    shopNow: 'Mua sắm ngay',
    addAddressToOrder: 'Thêm địa chỉ giao hàng để đặt hàng.',
    chooseAddressToOrder: 'Chọn địa chỉ giao hàng để đặt hàng.',
    sending: 'Đang gửi đơn hàng…',
    onlinePayment: 'Thanh toán trực tuyến',
    cashOnDelivery: 'Thanh toán khi nhận hàng',
    bankTransfer: 'Chuyển khoản (VietQR)',
    chooseAddress: 'Chọn địa chỉ giao hàng',
    addAddress: 'Thêm địa chỉ',
  },
  en: {
    pleaseLogin: 'Please Login',
    loading: 'Loading...',
    checkout: 'Checkout',
    summary: 'Summary',
    cartEmpty: 'Your cart is empty.',
    shopNow: 'Shop now',
    addAddressToOrder: 'Add a delivery address to place the order.',
    chooseAddressToOrder: 'Choose a delivery address to place the order.',
    sending: 'Sending your order…',
    onlinePayment: 'Online Payment',
    cashOnDelivery: 'Cash on Delivery',
    bankTransfer: 'Bank transfer (VietQR)',
    chooseAddress: 'Choose your address',
    addAddress: 'Add address',
  },
});

/** The VAT invoice part of checkout: its fields, and what is wrong with what was typed. */
export const invoiceTexts = defineTexts({
  vi: {
    heading: 'Xuất hóa đơn VAT',
    buyerIs: 'Người mua là',
    company: 'Công ty / tổ chức',
    household: 'Hộ kinh doanh',
    individual: 'Cá nhân',
    personName: 'Họ tên người mua',
    companyName: 'Tên công ty / hộ kinh doanh',
    companyTaxCode: 'Mã số thuế (10 số, chi nhánh: 10 số-3 số)',
    householdTaxCode: 'Mã số thuế hộ kinh doanh (số định danh 12 số của chủ hộ, hoặc MST 10 số)',
    individualTaxCode: 'Mã số thuế cá nhân hoặc số CCCD (không bắt buộc)',
    email: 'E-mail nhận hóa đơn điện tử',
    address: 'Địa chỉ đăng ký',
    chooseBuyerKind: 'Chọn loại người mua',
    enterBuyerName: 'Nhập tên công ty hoặc người mua',
    enterAddress: 'Nhập địa chỉ đăng ký',
    invalidEmail: 'E-mail nhận hóa đơn không hợp lệ',
    enterTaxCode: 'Nhập mã số thuế',
    invalidCompanyTaxCode:
      'Mã số thuế không hợp lệ: 10 số (hoặc 10 số-3 số của chi nhánh), sai số kiểm tra',
    invalidHouseholdTaxCode:
      'Mã số thuế hộ kinh doanh không hợp lệ: số định danh cá nhân của chủ hộ (12 số) hoặc mã số thuế 10 số',
    invalidPersonalTaxCode: 'Mã số thuế cá nhân (10 số) hoặc số CCCD (12 số) không hợp lệ',
    tooLong: (max: number) => `Tối đa ${max} ký tự`,
  },
  en: {
    heading: 'VAT invoice',
    buyerIs: 'The buyer is',
    company: 'Company / organisation',
    household: 'Household business',
    individual: 'Individual',
    personName: 'Buyer’s full name',
    companyName: 'Company / household business name',
    companyTaxCode: 'Tax code (10 digits; a branch: 10 digits-3 digits)',
    householdTaxCode:
      'Household business tax code (the owner’s 12-digit personal ID number, or a 10-digit tax code)',
    individualTaxCode: 'Personal tax code or citizen ID number (optional)',
    email: 'E-mail for the e-invoice',
    address: 'Registered address',
    chooseBuyerKind: 'Choose the kind of buyer',
    enterBuyerName: 'Enter the company or buyer name',
    enterAddress: 'Enter the registered address',
    invalidEmail: 'The e-mail for the invoice is not valid',
    enterTaxCode: 'Enter the tax code',
    invalidCompanyTaxCode:
      'The tax code is not valid: 10 digits (or 10-3 digits for a branch), with a correct check digit',
    invalidHouseholdTaxCode:
      'The household business tax code is not valid: the owner’s personal ID number (12 digits) or a 10-digit tax code',
    invalidPersonalTaxCode:
      'The personal tax code (10 digits) or citizen ID number (12 digits) is not valid',
    tooLong: (max: number) => `At most ${max} characters`,
  },
});
