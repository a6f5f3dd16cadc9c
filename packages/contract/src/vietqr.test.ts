import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, transferPurpose, vietQrImageUrl, vietQrPayload } from './vietqr';
import { VIETQR_BANKS, vietQrBankName } from './vietqr-banks';

/** CRC-16/CCITT-FALSE bit by bit, written apart from the module's table-driven one. */
function crcBitwise(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

// Built field by field and its CRC computed by a separate script (Python, bitwise), once.
const EXPECTED =
  '000201' + // payload format 01
  '010212' + // dynamic: one payment
  '3857' +
  '0010A000000727' + // NAPAS
  '0127' +
  '0006970436' + // BIN
  '01130011001234567' + // account
  '0208QRIBFTTA' + // transfer to an account
  '5303704' + // VND
  '5406950000' + // amount
  '5802VN' +
  '6221' +
  '0817ORD20250101ABCDEF' + // purpose: the order code
  '6304A276';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crcBitwise('123456789')).toBe(0x29b1);
  });

  it('agrees with the bitwise form on other texts', () => {
    for (const text of ['', 'A', '000201010212', EXPECTED.slice(0, -4)])
      expect(crc16CcittFalse(text)).toBe(crcBitwise(text));
  });
});

describe('vietQrPayload', () => {
  it('builds the NAPAS transfer payload with the amount, the order code and its CRC', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '0011001234567',
      amount: 950_000,
      purpose: 'ORD-20250101-ABCDEF',
    });
    expect(payload).toBe(EXPECTED);
    expect(crcBitwise(payload.slice(0, -4)).toString(16).toUpperCase()).toBe(payload.slice(-4));
  });

  it('keeps only what bank apps keep in the transfer content', () => {
    expect(transferPurpose('ORD-20250101-ABCDEF')).toBe('ORD20250101ABCDEF');
    expect(transferPurpose('x'.repeat(40))).toHaveLength(25);
  });

  it('refuses a bad BIN or amount', () => {
    const base = { bin: '970436', accountNumber: '1', amount: 1, purpose: 'A' };
    expect(() => vietQrPayload({ ...base, bin: '97043' })).toThrow(/six digits/);
    expect(() => vietQrPayload({ ...base, amount: 0 })).toThrow(/positive/);
    expect(() => vietQrPayload({ ...base, amount: 1.5 })).toThrow(/positive/);
  });
});

describe('vietQrImageUrl', () => {
  it('links the picture of the same transfer: bank, account, amount, content and holder', () => {
    expect(
      vietQrImageUrl({
        bin: '970436',
        accountNumber: '0011001234567',
        accountName: 'CONG TY NHIET CONG NGHIEP',
        amount: 950_000,
        purpose: 'ORD-20250101-ABCDEF',
      }),
    ).toBe(
      'https://img.vietqr.io/image/970436-0011001234567-compact2.png?amount=950000&addInfo=ORD20250101ABCDEF&accountName=CONG%20TY%20NHIET%20CONG%20NGHIEP',
    );
  });
});

describe('vietQrBankName', () => {
  it('names a bank by its NAPAS BIN', () => {
    expect(vietQrBankName('970436')).toBe('Vietcombank');
    expect(vietQrBankName('970418')).toBe('BIDV');
    expect(vietQrBankName('970422')).toBe('MBBank');
  });

  it('knows nothing of a BIN not in the list, nor of an object’s own properties', () => {
    expect(vietQrBankName('123456')).toBeUndefined();
    expect(vietQrBankName('toString')).toBeUndefined();
  });

  it('lists six-digit BINs only, each bank once', () => {
    for (const { bin } of VIETQR_BANKS) expect(bin).toMatch(/^\d{6}$/);
    const bins = VIETQR_BANKS.map((bank) => bank.bin);
    expect(new Set(bins).size).toBe(bins.length);
    const names = VIETQR_BANKS.map((bank) => bank.shortName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('VIETQR_BANKS', () => {
  it("carries each bank once, with VietQR's six-digit BIN and its code (api.vietqr.io/v2/banks)", () => {
    expect(new Set(VIETQR_BANKS.map((bank) => bank.bin)).size).toBe(VIETQR_BANKS.length);
    expect(new Set(VIETQR_BANKS.map((bank) => bank.code)).size).toBe(VIETQR_BANKS.length);
    for (const bank of VIETQR_BANKS) expect(bank.bin).toMatch(/^\d{6}$/);
    expect(VIETQR_BANKS.find((bank) => bank.bin === '970454')).toMatchObject({
      code: 'VCCB',
      shortName: 'VietCapitalBank',
    });
    expect(VIETQR_BANKS.find((bank) => bank.bin === '970415')?.code).toBe('ICB');
  });
});
