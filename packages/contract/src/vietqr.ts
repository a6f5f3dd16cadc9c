/**
 * The VietQR payload (NAPAS's profile of the EMVCo merchant-presented QR) for a transfer of an exact
 * amount to a bank account, with the order code as the transfer's content: every Vietnamese bank
 * app reads it. Pure: the web app draws it, tests check it.
 */

/** NAPAS's identifier in the merchant account field. */
const NAPAS_GUID = 'A000000727';
/** The NAPAS 247 service: a transfer to an account number (not a card). */
const TO_ACCOUNT_SERVICE = 'QRIBFTTA';

export interface VietQrTransfer {
  /** The bank's six-digit NAPAS BIN, e.g. 970436 (Vietcombank). */
  bin: string;
  accountNumber: string;
  /** In whole dong. */
  amount: number;
  /** The transfer's content: the order code, so the shop matches the money to the order. */
  purpose: string;
}

/** One EMVCo field: its id, its length in two digits, its value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit += 1)
    crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) of an ASCII text, as EMVCo's field 63. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text.charCodeAt(i) & 0xff;
    crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0);
  }
  return crc;
}

/**
 * The content a transfer may carry: bank apps keep letters, digits and spaces only, and NAPAS
 * limits it to 25 characters here.
 */
export function transferPurpose(orderCode: string): string {
  return orderCode.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 25);
}

/** The payload text of a VietQR code for this transfer. */
export function vietQrPayload(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bin)) throw new Error('a VietQR BIN has six digits');
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0)
    throw new Error('a VietQR amount is a positive whole number of dong');
  const beneficiary = field('00', transfer.bin) + field('01', transfer.accountNumber);
  const merchant =
    field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT_SERVICE);
  const body =
    field('00', '01') +
    // 12: made for one payment (it carries an amount), not a reusable sticker.
    field('01', '12') +
    field('38', merchant) +
    field('53', '704') +
    field('54', String(transfer.amount)) +
    field('58', 'VN') +
    field('62', field('08', transferPurpose(transfer.purpose))) +
    '6304';
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A link to a picture of the same transfer's VietQR code, drawn by VietQR's public Quick Link
 * service (img.vietqr.io) from the bank, account, amount and content: for mails, whose readers
 * show a picture but run no script (decision record 046). The web app draws its own code.
 */
export function vietQrImageUrl(transfer: VietQrTransfer & { accountName: string }): string {
  const query = [
    `amount=${String(transfer.amount)}`,
    `addInfo=${encodeURIComponent(transferPurpose(transfer.purpose))}`,
    `accountName=${encodeURIComponent(transfer.accountName)}`,
  ].join('&');
  const account = encodeURIComponent(transfer.accountNumber);
  return `https://img.vietqr.io/image/${transfer.bin}-${account}-compact2.png?${query}`;
}
