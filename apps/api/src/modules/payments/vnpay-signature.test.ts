import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseVnpDate,
  vnpDate,
  vnpPaymentUrl,
  vnpSign,
  vnpSignedText,
  vnpVerify,
  withoutDiacritics,
} from './vnpay-signature';

const SECRET = 'SECRETKEYFORTESTSONLY0123456789AB';

// Deliberately out of order: signing sorts by key.
const REQUEST: Record<string, string> = {
  vnp_Version: '2.1.0',
  vnp_TmnCode: 'TESTCODE',
  vnp_Command: 'pay',
  vnp_Amount: '150000000',
  vnp_CurrCode: 'VND',
  vnp_TxnRef: 'ORD-20250101-ABCDEF-1a2b3c',
  vnp_OrderInfo: 'Thanh toan don hang ORD-20250101-ABCDEF',
  vnp_OrderType: 'other',
  vnp_Locale: 'vn',
  vnp_ReturnUrl: 'http://localhost:3000/api/payment/vnpay/return',
  vnp_IpAddr: '127.0.0.1',
  vnp_CreateDate: '20250102030405',
  vnp_ExpireDate: '20250102033405',
};

// The documented text, written out by hand: keys in order, values form-encoded, spaces as '+'.
const SIGNED_TEXT =
  'vnp_Amount=150000000&vnp_Command=pay&vnp_CreateDate=20250102030405&vnp_CurrCode=VND' +
  '&vnp_ExpireDate=20250102033405&vnp_IpAddr=127.0.0.1&vnp_Locale=vn' +
  '&vnp_OrderInfo=Thanh+toan+don+hang+ORD-20250101-ABCDEF&vnp_OrderType=other' +
  '&vnp_ReturnUrl=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fpayment%2Fvnpay%2Freturn' +
  '&vnp_TmnCode=TESTCODE&vnp_TxnRef=ORD-20250101-ABCDEF-1a2b3c&vnp_Version=2.1.0';

// Computed once outside this code: printf '%s' "$SIGNED_TEXT" | openssl dgst -sha512 -hmac "$SECRET"
const EXPECTED_HASH =
  '6c4e4f67a3879b29acbac758a96be7c6371d99fcf0dd70386199ab7694ce41852950f994ae0a29286d97d9ff0b51a140d89ec14ae9a23dab647bb4c220b9b8ab';

describe('VNPay signature', () => {
  it('signs the sorted, form-encoded parameters as the documentation says', () => {
    expect(vnpSignedText(REQUEST)).toBe(SIGNED_TEXT);
    expect(vnpSign(REQUEST, SECRET)).toBe(EXPECTED_HASH);
    // The same HMAC made directly over the hand-written text.
    expect(createHmac('sha512', SECRET).update(SIGNED_TEXT).digest('hex')).toBe(EXPECTED_HASH);
  });

  it('leaves the signature parameters and empty values out of what is signed', () => {
    const withHash = {
      ...REQUEST,
      vnp_SecureHash: EXPECTED_HASH,
      vnp_SecureHashType: 'HmacSHA512',
      vnp_BankCode: '',
    };
    expect(vnpSignedText(withHash)).toBe(SIGNED_TEXT);
    expect(vnpVerify(withHash, SECRET)).toBe(true);
  });

  it('refuses a tampered value, another secret, or a malformed hash', () => {
    const signed = { ...REQUEST, vnp_SecureHash: EXPECTED_HASH };
    expect(vnpVerify({ ...signed, vnp_Amount: '100' }, SECRET)).toBe(false);
    expect(vnpVerify(signed, `${SECRET}x`)).toBe(false);
    expect(vnpVerify({ ...signed, vnp_SecureHash: 'abc' }, SECRET)).toBe(false);
    expect(vnpVerify(REQUEST, SECRET)).toBe(false);
    // Upper-case hex is the same signature.
    expect(vnpVerify({ ...signed, vnp_SecureHash: EXPECTED_HASH.toUpperCase() }, SECRET)).toBe(
      true,
    );
  });

  it('puts the signed text and its hash in the payment url', () => {
    const url = vnpPaymentUrl('https://pay.example/vpcpay.html', REQUEST, SECRET);
    expect(url).toBe(
      `https://pay.example/vpcpay.html?${SIGNED_TEXT}&vnp_SecureHash=${EXPECTED_HASH}`,
    );
    const back = Object.fromEntries(new URL(url).searchParams);
    expect(back['vnp_OrderInfo']).toBe(REQUEST['vnp_OrderInfo']);
    expect(vnpVerify(back, SECRET)).toBe(true);
  });

  it('encodes Vietnamese and reserved characters as form encoding does', () => {
    expect(vnpSignedText({ vnp_OrderInfo: 'Đơn a&b=c+d/é' })).toBe(
      'vnp_OrderInfo=%C4%90%C6%A1n+a%26b%3Dc%2Bd%2F%C3%A9',
    );
  });
});

describe('VNPay dates and texts', () => {
  it('writes times in GMT+7 as yyyyMMddHHmmss, and reads them back', () => {
    const instant = new Date('2025-01-01T20:03:04.999Z');
    expect(vnpDate(instant)).toBe('20250102030304');
    expect(parseVnpDate('20250102030304')?.toISOString()).toBe('2025-01-01T20:03:04.000Z');
    expect(parseVnpDate('2025-01-02')).toBeUndefined();
  });

  it('strips diacritics for the order description', () => {
    expect(withoutDiacritics('Thanh toán đơn hàng ĐƠN-1 <x>')).toBe('Thanh toan don hang DON-1 x');
  });
});
