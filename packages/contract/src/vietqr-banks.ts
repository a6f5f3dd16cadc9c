/**
 * The banks of the NAPAS 247 network a VietQR transfer can go to, by their six-digit BIN, with the
 * short name their customers know them by (as VietQR's own bank list writes it). The shop's
 * account is configured by its BIN (BANK_BIN); shoppers are shown the bank's name. Brand names are
 * the same in every locale.
 */
export const VIETQR_BANKS: Readonly<Record<string, string>> = {
  '970405': 'Agribank',
  '970436': 'Vietcombank',
  '970415': 'VietinBank',
  '970418': 'BIDV',
  '970422': 'MB Bank',
  '970407': 'Techcombank',
  '970416': 'ACB',
  '970432': 'VPBank',
  '970423': 'TPBank',
  '970403': 'Sacombank',
  '970437': 'HDBank',
  '970441': 'VIB',
  '970443': 'SHB',
  '970431': 'Eximbank',
  '970426': 'MSB',
  '970448': 'OCB',
  '970440': 'SeABank',
  '970449': 'LPBank',
  '970454': 'BVBank',
  '970429': 'SCB',
  '970425': 'ABBANK',
  '970409': 'Bac A Bank',
  '970412': 'PVcomBank',
  '970419': 'NCB',
  '970452': 'KienlongBank',
  '970438': 'BaoViet Bank',
  '970400': 'Saigonbank',
  '970430': 'PGBank',
  '970427': 'VietABank',
  '970433': 'Vietbank',
  '970428': 'Nam A Bank',
  '970408': 'GPBank',
  '970414': 'MBV',
  '970406': 'Vikki Bank',
  '970444': 'CBBank',
  '970446': 'Co-opBank',
  '970421': 'VRB',
  '970434': 'Indovina Bank',
  '970424': 'Shinhan Bank',
  '970439': 'Public Bank',
  '970442': 'Hong Leong Bank',
  '970457': 'Woori Bank',
  '970410': 'Standard Chartered',
  '970458': 'UOB',
  '970455': 'IBK',
};

/** The name of the bank with this BIN, or undefined when the list does not know it. */
export function vietQrBankName(bin: string): string | undefined {
  return Object.hasOwn(VIETQR_BANKS, bin) ? VIETQR_BANKS[bin] : undefined;
}
