// Apart from the schemas, so the settings page's bank choice carries no zod.

/**
 * A bank that VietQR transfers reach: its NAPAS BIN, VietQR's code for it, the short name people
 * use, its full name.
 */
export interface VietQrBank {
  bin: string;
  /** VietQR's bank code (`VCB`, `ICB`…): img.vietqr.io takes it in place of the BIN. */
  code: string;
  shortName: string;
  name: string;
}

/**
 * The banks of VietQR's bank list (api.vietqr.io/v2/banks) that take VietQR transfers, by NAPAS
 * BIN. The owner chooses the shop's bank by name from it; a BIN not in it is refused, in the
 * environment (BANK_BIN) and on the settings screen alike.
 *
 * Checked offline (November 2026) against a copy of that answer carried in a public repository
 * (its `id`, `name`, `code`, `bin`, `shortName` fields): every BIN, code and short name here is as
 * it lists them. Full names follow it too, except where a bank has renamed itself since that copy
 * (PGBank: Thịnh vượng và Phát triển, formerly Xăng dầu Petrolimex; UOB Việt Nam, a subsidiary).
 * VietQR's other entries (foreign banks' branches, HSBC, e-wallets, finance companies) are left
 * out: whether each takes transfers (its `transferSupported` flag) could not be confirmed offline.
 */
export const VIETQR_BANKS: readonly VietQrBank[] = [
  {
    bin: '970436',
    code: 'VCB',
    shortName: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
  },
  {
    bin: '970415',
    code: 'ICB',
    shortName: 'VietinBank',
    name: 'Ngân hàng TMCP Công thương Việt Nam',
  },
  {
    bin: '970418',
    code: 'BIDV',
    shortName: 'BIDV',
    name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
  },
  {
    bin: '970405',
    code: 'VBA',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
  },
  {
    bin: '970407',
    code: 'TCB',
    shortName: 'Techcombank',
    name: 'Ngân hàng TMCP Kỹ thương Việt Nam',
  },
  { bin: '970422', code: 'MB', shortName: 'MBBank', name: 'Ngân hàng TMCP Quân đội' },
  { bin: '970416', code: 'ACB', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { bin: '970432', code: 'VPB', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '970423', code: 'TPB', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { bin: '970403', code: 'STB', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  {
    bin: '970437',
    code: 'HDB',
    shortName: 'HDBank',
    name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh',
  },
  { bin: '970441', code: 'VIB', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970443', code: 'SHB', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  {
    bin: '970431',
    code: 'EIB',
    shortName: 'Eximbank',
    name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam',
  },
  { bin: '970426', code: 'MSB', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải' },
  { bin: '970440', code: 'SEAB', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970448', code: 'OCB', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970449', code: 'LPB', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '970428', code: 'NAB', shortName: 'NamABank', name: 'Ngân hàng TMCP Nam Á' },
  { bin: '970409', code: 'BAB', shortName: 'BacABank', name: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970425', code: 'ABB', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970427', code: 'VAB', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { bin: '970454', code: 'VCCB', shortName: 'VietCapitalBank', name: 'Ngân hàng TMCP Bản Việt' },
  {
    bin: '970412',
    code: 'PVCB',
    shortName: 'PVcomBank',
    name: 'Ngân hàng TMCP Đại Chúng Việt Nam',
  },
  {
    bin: '970400',
    code: 'SGICB',
    shortName: 'SaigonBank',
    name: 'Ngân hàng TMCP Sài Gòn Công Thương',
  },
  { bin: '970429', code: 'SCB', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { bin: '970406', code: 'DOB', shortName: 'DongABank', name: 'Ngân hàng TMCP Đông Á' },
  { bin: '970452', code: 'KLB', shortName: 'KienLongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970419', code: 'NCB', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  {
    bin: '970430',
    code: 'PGB',
    shortName: 'PGBank',
    name: 'Ngân hàng TMCP Thịnh vượng và Phát triển',
  },
  {
    bin: '970408',
    code: 'GPB',
    shortName: 'GPBank',
    name: 'Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu',
  },
  { bin: '970438', code: 'BVB', shortName: 'BaoVietBank', name: 'Ngân hàng TMCP Bảo Việt' },
  {
    bin: '970433',
    code: 'VIETBANK',
    shortName: 'VietBank',
    name: 'Ngân hàng TMCP Việt Nam Thương Tín',
  },
  {
    bin: '970444',
    code: 'CBB',
    shortName: 'CBBank',
    name: 'Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam',
  },
  {
    bin: '970414',
    code: 'Oceanbank',
    shortName: 'Oceanbank',
    name: 'Ngân hàng Thương mại TNHH MTV Đại Dương',
  },
  {
    bin: '970424',
    code: 'SHBVN',
    shortName: 'ShinhanBank',
    name: 'Ngân hàng TNHH MTV Shinhan Việt Nam',
  },
  { bin: '970457', code: 'WVN', shortName: 'Woori', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  {
    bin: '970439',
    code: 'PBVN',
    shortName: 'PublicBank',
    name: 'Ngân hàng TNHH MTV Public Việt Nam',
  },
  { bin: '970434', code: 'IVB', shortName: 'IndovinaBank', name: 'Ngân hàng TNHH Indovina' },
  {
    bin: '970458',
    code: 'UOB',
    shortName: 'UnitedOverseas',
    name: 'Ngân hàng United Overseas - Việt Nam',
  },
  {
    bin: '970410',
    code: 'SCVN',
    shortName: 'StandardChartered',
    name: 'Ngân hàng TNHH MTV Standard Chartered Việt Nam',
  },
  {
    bin: '970442',
    code: 'HLBVN',
    shortName: 'HongLeong',
    name: 'Ngân hàng TNHH MTV Hong Leong Việt Nam',
  },
  { bin: '422589', code: 'CIMB', shortName: 'CIMB', name: 'Ngân hàng TNHH MTV CIMB Việt Nam' },
  {
    bin: '546034',
    code: 'CAKE',
    shortName: 'CAKE',
    name: 'TMCP Việt Nam Thịnh Vượng - Ngân hàng số CAKE by VPBank',
  },
  {
    bin: '546035',
    code: 'Ubank',
    shortName: 'Ubank',
    name: 'TMCP Việt Nam Thịnh Vượng - Ngân hàng số Ubank by VPBank',
  },
  { bin: '963388', code: 'TIMO', shortName: 'Timo', name: 'Ngân hàng số Timo by Ban Viet Bank' },
];

/** The bank of a NAPAS BIN, or undefined when VietQR's list has none of it. */
export function vietQrBankOf(bin: string): VietQrBank | undefined {
  return VIETQR_BANKS.find((bank) => bank.bin === bin);
}

/** The short name of the bank with this BIN (what shoppers know it by), or undefined. */
export function vietQrBankName(bin: string): string | undefined {
  return vietQrBankOf(bin)?.shortName;
}
