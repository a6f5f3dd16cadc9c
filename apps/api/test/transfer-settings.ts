/**
 * The settings of a test shop that takes bank transfers (decision record 046): the shop's account
 * and a 48-hour hold, with the pending-order sweep off so a test moves time itself.
 */
export const TRANSFER_SHOP_SETTINGS = {
  ORDER_SWEEP_INTERVAL_SECONDS: '0',
  BANK_BIN: '970436',
  BANK_ACCOUNT_NUMBER: '0011001234567',
  BANK_ACCOUNT_NAME: 'CONG TY NHIET CONG NGHIEP',
  BANK_TRANSFER_HOLD_HOURS: '48',
} as const;
