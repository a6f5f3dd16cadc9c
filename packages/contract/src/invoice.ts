import { z } from 'zod';

/** Who a VAT invoice is made out to: a company, a household business, or a person. */
export const INVOICE_BUYER_KINDS = ['company', 'household', 'individual'] as const;
export type InvoiceBuyerKind = (typeof INVOICE_BUYER_KINDS)[number];

export const INVOICE_BUYER_KIND_LABELS: Record<InvoiceBuyerKind, string> = {
  company: 'Công ty / tổ chức',
  household: 'Hộ kinh doanh',
  individual: 'Cá nhân',
};

const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/**
 * Whether a Vietnamese tax code (mã số thuế) is well formed: 10 digits, or 10 digits, a dash and
 * the 3 digits of a branch, with the 10th digit the check digit of the first nine (weighted sum,
 * 10 minus its remainder by 11; a remainder of 0 gives no valid code).
 */
export function isValidTaxCode(code: string): boolean {
  const match = /^(\d{10})(?:-\d{3})?$/.exec(code);
  const digits = match?.[1];
  if (!digits) return false;
  let sum = 0;
  TAX_CODE_WEIGHTS.forEach((weight, i) => {
    sum += weight * Number(digits[i]);
  });
  const check = 10 - (sum % 11);
  return check !== 10 && check === Number(digits[9]);
}

/**
 * A personal ID number (số định danh cá nhân, the citizen identity card's number): 12 digits. Since
 * 1 July 2025 it is also a person's tax code and a household business's (its owner's number),
 * Circular 86/2024/TT-BTC.
 */
export function isCitizenIdNumber(code: string): boolean {
  return /^\d{12}$/.test(code);
}

function text(max: number, missing: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, `Tối đa ${max} ký tự`);
}

/**
 * The buyer's details for a VAT invoice (hóa đơn GTGT), as checkout sends them and an order keeps
 * them. A company needs its tax code (10 digits or 10-3, check digit right); a household business
 * its owner's 12-digit personal ID number or its older 10-digit code; a person may give a
 * personal tax code, a personal ID number, or neither.
 */
export const InvoiceDetailsSchema = z
  .object({
    buyerKind: z.enum(INVOICE_BUYER_KINDS, { error: 'Chọn loại người mua' }),
    buyerName: text(200, 'Nhập tên công ty hoặc người mua'),
    taxCode: z.string({ error: 'Mã số thuế phải là chữ' }).trim().max(20, 'Tối đa 20 ký tự'),
    address: text(300, 'Nhập địa chỉ đăng ký'),
    email: z
      .string({ error: 'Nhập e-mail nhận hóa đơn' })
      .trim()
      .toLowerCase()
      .max(254, 'Tối đa 254 ký tự')
      .pipe(z.email({ error: 'E-mail nhận hóa đơn không hợp lệ' })),
  })
  .superRefine((invoice, context) => {
    const { buyerKind, taxCode } = invoice;
    if (buyerKind === 'individual') {
      if (taxCode === '' || isValidTaxCode(taxCode) || isCitizenIdNumber(taxCode)) return;
      context.addIssue({
        code: 'custom',
        path: ['taxCode'],
        message: 'Mã số thuế cá nhân (10 số) hoặc số CCCD (12 số) không hợp lệ',
      });
      return;
    }
    if (taxCode === '') {
      context.addIssue({ code: 'custom', path: ['taxCode'], message: 'Nhập mã số thuế' });
    } else if (buyerKind === 'household') {
      if (isCitizenIdNumber(taxCode) || isValidTaxCode(taxCode)) return;
      context.addIssue({
        code: 'custom',
        path: ['taxCode'],
        message:
          'Mã số thuế hộ kinh doanh không hợp lệ: số định danh cá nhân của chủ hộ (12 số) hoặc mã số thuế 10 số',
      });
    } else if (!isValidTaxCode(taxCode)) {
      context.addIssue({
        code: 'custom',
        path: ['taxCode'],
        message: 'Mã số thuế không hợp lệ: 10 số (hoặc 10 số-3 số của chi nhánh), sai số kiểm tra',
      });
    }
  });
export type InvoiceDetails = z.infer<typeof InvoiceDetailsSchema>;

/** The profile's remembered invoice details, for the next checkout (null: none yet). */
export const SavedInvoiceDetailsSchema = z.object({
  buyerKind: z.enum(INVOICE_BUYER_KINDS),
  buyerName: z.string(),
  taxCode: z.string(),
  address: z.string(),
  email: z.string(),
});
export type SavedInvoiceDetails = z.infer<typeof SavedInvoiceDetailsSchema>;
