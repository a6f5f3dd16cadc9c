import { describe, expect, it } from 'vitest';
import { InvoiceDetailsSchema, isValidTaxCode } from './invoice';

// Check digits worked out by hand from the published rule (weights 31 29 23 19 17 13 7 5 3,
// check = 10 - sum mod 11), and real codes of well-known companies.
describe('isValidTaxCode', () => {
  it.each([
    '0100109106', // Viettel
    '0300588569', // Vinamilk
    '0100112437',
    '0100100008',
    '0312345673',
    '0100109106-001',
  ])('accepts %s', (code) => {
    expect(isValidTaxCode(code)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '0100109107'],
    ['another wrong check digit', '0300588560'],
    ['nine digits', '010010910'],
    ['eleven digits', '01001091061'],
    ['a branch of two digits', '0100109106-01'],
    ['letters', 'ABCDEFGHIJ'],
    ['a remainder of 0 (check would be 10)', '0303030300'],
    ['a remainder of 0 with any last digit', '0000000000'],
  ])('refuses %s', (_name, code) => {
    expect(isValidTaxCode(code)).toBe(false);
  });
});

const COMPANY = {
  buyerKind: 'company',
  buyerName: 'Công ty TNHH Cơ khí Tân Tạo',
  taxCode: '0100109106',
  address: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
  email: 'KeToan@Example.vn',
};

describe('InvoiceDetailsSchema', () => {
  it('accepts a company with a valid code and lower-cases the e-mail', () => {
    expect(InvoiceDetailsSchema.parse(COMPANY)).toMatchObject({ email: 'ketoan@example.vn' });
  });

  it('needs a tax code from a company and a household business', () => {
    for (const buyerKind of ['company', 'household']) {
      const result = InvoiceDetailsSchema.safeParse({ ...COMPANY, buyerKind, taxCode: '' });
      expect(result.error?.issues[0]?.path).toEqual(['taxCode']);
    }
  });

  it('refuses a company code with a wrong check digit, naming the field', () => {
    const result = InvoiceDetailsSchema.safeParse({ ...COMPANY, taxCode: '0100109107' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['taxCode'] });
  });

  it('lets a person give a citizen ID, a personal tax code or nothing', () => {
    for (const taxCode of ['001203004567', '0312345673', '']) {
      const parsed = InvoiceDetailsSchema.safeParse({
        ...COMPANY,
        buyerKind: 'individual',
        taxCode,
      });
      expect(parsed.success).toBe(true);
    }
    const wrong = InvoiceDetailsSchema.safeParse({
      ...COMPANY,
      buyerKind: 'individual',
      taxCode: '12345',
    });
    expect(wrong.success).toBe(false);
  });

  it('takes a household business’s owner’s 12-digit ID number, or its older 10-digit code', () => {
    for (const taxCode of ['001203004567', '079085001234', '0312345673', '0312345673-002']) {
      const parsed = InvoiceDetailsSchema.safeParse({
        ...COMPANY,
        buyerKind: 'household',
        taxCode,
      });
      expect(parsed.success).toBe(true);
    }
  });

  it('refuses a household code that is neither, naming the field', () => {
    for (const taxCode of ['0312345678', '00120300456', '0012030045678', 'CCCD001203004567']) {
      const result = InvoiceDetailsSchema.safeParse({
        ...COMPANY,
        buyerKind: 'household',
        taxCode,
      });
      expect(result.error?.issues[0]?.path).toEqual(['taxCode']);
      expect(result.error?.issues[0]?.message).toContain('số định danh cá nhân của chủ hộ (12 số)');
    }
  });

  it('keeps the check digit for a company: a 12-digit ID number is no company’s tax code', () => {
    const result = InvoiceDetailsSchema.safeParse({ ...COMPANY, taxCode: '001203004567' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['taxCode'] });
  });

  it('refuses an e-mail that is not one', () => {
    const result = InvoiceDetailsSchema.safeParse({ ...COMPANY, email: 'ke toan' });
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });
});
