/**
 * The five-digit national postal code (mã bưu chính quốc gia) of each of the 34 provinces and
 * centrally run cities in force since 1 July 2025, by the province's official code (the address
 * units' data, /api/address/provinces, carries none).
 *
 * Source: Vietnam's national postal code (Mã bưu chính quốc gia), Decision 2475/QĐ-BTTTT (2017) as
 * amended for the 2025 reorganisation by Decision 2334/QĐ-BKHCN of 24 August 2025 (looked up at
 * mabuuchinh.vn): a merged province keeps the code of the province whose name it took (Tuyên Quang
 * 22000, not Hà Giang's 20000). Each ward has its own code under its province's; this is the
 * province's code, which the address dialog fills in and the shopper may correct by hand.
 *
 * Checked offline (November 2026): each code below is the 2018 scheme's code (2475/QĐ-BTTTT) of the
 * province whose name the merged one took, as a public repository's 63-province table lists them
 * (delta94/vietnam, libs/@vietnam/maps/src/provinces.ts: Hà Nội 10000, Tuyên Quang 22000, Gia Lai
 * 61000, Cần Thơ 94000…); all 34 agree. Not confirmed offline: that the 2025 decision keeps the
 * name-giving province's code for every merged one (mabuuchinh.vn could not be reached).
 */
export const PROVINCE_POSTAL_CODES: Readonly<Record<string, string>> = {
  '01': '10000', // Thành phố Hà Nội
  '04': '21000', // Tỉnh Cao Bằng
  '08': '22000', // Tỉnh Tuyên Quang (with Hà Giang)
  '11': '32000', // Tỉnh Điện Biên
  '12': '30000', // Tỉnh Lai Châu
  '14': '34000', // Tỉnh Sơn La
  '15': '31000', // Tỉnh Lào Cai (with Yên Bái)
  '19': '24000', // Tỉnh Thái Nguyên (with Bắc Kạn)
  '20': '25000', // Tỉnh Lạng Sơn
  '22': '01000', // Tỉnh Quảng Ninh
  '24': '16000', // Tỉnh Bắc Ninh (with Bắc Giang)
  '25': '35000', // Tỉnh Phú Thọ (with Vĩnh Phúc, Hoà Bình)
  '31': '04000', // Thành phố Hải Phòng (with Hải Dương)
  '33': '17000', // Tỉnh Hưng Yên (with Thái Bình)
  '37': '08000', // Tỉnh Ninh Bình (with Hà Nam, Nam Định)
  '38': '40000', // Tỉnh Thanh Hoá
  '40': '43000', // Tỉnh Nghệ An
  '42': '45000', // Tỉnh Hà Tĩnh
  '44': '48000', // Tỉnh Quảng Trị (with Quảng Bình)
  '46': '49000', // Thành phố Huế
  '48': '50000', // Thành phố Đà Nẵng (with Quảng Nam)
  '51': '53000', // Tỉnh Quảng Ngãi (with Kon Tum)
  '52': '61000', // Tỉnh Gia Lai (with Bình Định)
  '56': '57000', // Tỉnh Khánh Hoà (with Ninh Thuận)
  '66': '63000', // Tỉnh Đắk Lắk (with Phú Yên)
  '68': '66000', // Tỉnh Lâm Đồng (with Đắk Nông, Bình Thuận)
  '75': '76000', // Thành phố Đồng Nai (with Bình Phước)
  '79': '70000', // Thành phố Hồ Chí Minh (with Bình Dương, Bà Rịa – Vũng Tàu)
  '80': '80000', // Tỉnh Tây Ninh (with Long An)
  '82': '81000', // Tỉnh Đồng Tháp (with Tiền Giang)
  '86': '85000', // Tỉnh Vĩnh Long (with Bến Tre, Trà Vinh)
  '91': '90000', // Tỉnh An Giang (with Kiên Giang)
  '92': '94000', // Thành phố Cần Thơ (with Sóc Trăng, Hậu Giang)
  '96': '98000', // Tỉnh Cà Mau (with Bạc Liêu)
};

const PROVINCE_DEFAULTS = new Set(Object.values(PROVINCE_POSTAL_CODES));

/**
 * The postal code field after a province is picked: the province's code, unless the shopper
 * corrected the field by hand (anything but empty or a province's own code stays). No province, or
 * one not in the table, leaves the field as it is.
 */
export function postalCodeAfterPick(current: string, provinceCode: string | undefined): string {
  const filled = provinceCode === undefined ? undefined : PROVINCE_POSTAL_CODES[provinceCode];
  if (filled === undefined) return current;
  const typed = current.trim();
  return typed === '' || PROVINCE_DEFAULTS.has(typed) ? filled : current;
}
