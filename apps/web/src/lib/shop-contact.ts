import { SHOP_PHONE } from '../env';

/** The shop's public contact details, shown in the footer, the floating links and the policies. */
export const SHOP_NAME = 'Nhiệt Công Nghiệp';

/** `0900000000` → `0900 000 000`, the usual way Vietnamese numbers are written. */
export function formatPhone(phone: string): string {
  return phone.replace(/^(\d{4})(\d{3})(\d+)$/, '$1 $2 $3');
}

export const SHOP_PHONE_LINK = `tel:${SHOP_PHONE}`;
export const SHOP_ZALO_LINK = `https://zalo.me/${SHOP_PHONE.replace(/^\+84/, '0')}`;
export const SHOP_EMAIL = 'lienhe@nhietcongnghiep.vn';
export const SHOP_ADDRESS = 'Số 68 Đường số 7, KCN Tân Tạo, Q. Bình Tân, TP. Hồ Chí Minh';
