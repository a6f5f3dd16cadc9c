import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vatIncluded } from '@shop/contract';
import type { EInvoiceRequest } from './e-invoice-issuer';
import {
  EInvoiceProviderError,
  ViettelSInvoiceIssuer,
  viettelCreateInvoiceBody,
  type ViettelSettings,
} from './e-invoice-viettel';

/*
 * Our requests held to Viettel S-Invoice's documented shapes (decision record 052): each object is
 * strict, so a field the document does not name, a misspelt one or one of the wrong type fails.
 */
const whole = z.number().int();
const DocumentedCreateInvoice = z
  .object({
    generalInvoiceInfo: z
      .object({
        invoiceType: z.enum(['1']),
        templateCode: z.string().regex(/^\d\/\d{3}$/),
        invoiceSeries: z.string().regex(/^[CK]\d{2}[TDLMNBGH][A-Z]{2}$/),
        currencyCode: z.literal('VND'),
        exchangeRate: z.literal(1),
        adjustmentType: z.enum(['1', '3', '5']),
        paymentStatus: z.boolean(),
        cusGetInvoiceRight: z.boolean(),
        transactionUuid: z.string().min(1).max(36),
        // A replacement (adjustmentType 3): the replaced invoice and the reference to the reason.
        originalInvoiceId: z.string().min(1).optional(),
        originalTemplateCode: z
          .string()
          .regex(/^\d\/\d{3}$/)
          .optional(),
        originalInvoiceIssueDate: whole.positive().optional(),
        additionalReferenceDesc: z.string().min(1).optional(),
        additionalReferenceDate: whole.positive().optional(),
      })
      .strict(),
    buyerInfo: z
      .object({
        buyerName: z.string().min(1).optional(),
        buyerLegalName: z.string().min(1).optional(),
        buyerTaxCode: z.string().optional(),
        buyerAddressLine: z.string(),
        buyerEmail: z.string(),
        buyerNotGetInvoice: z.union([z.literal(0), z.literal(1)]),
      })
      .strict()
      .refine((buyer) => buyer.buyerName ?? buyer.buyerLegalName, 'a buyer name'),
    sellerInfo: z
      .object({
        sellerLegalName: z.string().min(1),
        sellerTaxCode: z.string().regex(/^\d{10}(-\d{3})?$/),
        sellerAddressLine: z.string().min(1),
        sellerPhoneNumber: z.string(),
        sellerEmail: z.string(),
      })
      .strict(),
    payments: z.array(z.object({ paymentMethodName: z.enum(['TM', 'CK', 'TM/CK']) }).strict()),
    itemInfo: z.array(
      z
        .object({
          lineNumber: whole.positive(),
          selection: z.literal(1),
          itemCode: z.string(),
          itemName: z.string().min(1),
          unitName: z.string(),
          unitPrice: whole.nonnegative(),
          quantity: whole.positive(),
          itemTotalAmountWithoutTax: whole.nonnegative(),
          taxPercentage: z.union([
            z.literal(-2),
            z.literal(0),
            z.literal(5),
            z.literal(8),
            z.literal(10),
          ]),
          taxAmount: whole.nonnegative(),
          itemTotalAmountWithTax: whole.nonnegative(),
          itemDiscount: z.literal(0),
        })
        .strict(),
    ),
    summarizeInfo: z
      .object({
        sumOfTotalLineAmountWithoutTax: whole,
        totalAmountWithoutTax: whole,
        totalTaxAmount: whole,
        totalAmountWithTax: whole,
        totalAmountWithTaxInWords: z.string().min(1),
        discountAmount: z.literal(0),
      })
      .strict(),
    taxBreakdowns: z.array(
      z.object({ taxPercentage: z.number(), taxableAmount: whole, taxAmount: whole }).strict(),
    ),
  })
  .strict();

const settings: ViettelSettings = {
  baseUrl: 'https://api-vinvoice.viettel.vn',
  username: '0312345673',
  password: 'secret',
  supplierTaxCode: '0312345673',
  templateCode: '1/001',
  invoiceSeries: 'C26TAA',
  seller: {
    legalName: 'Công ty TNHH Nhiệt Công Nghiệp',
    address: 'Số 68 Đường số 7, KCN Tân Tạo, TP. Hồ Chí Minh',
    phone: '0283456789',
    email: 'lienhe@nhietcongnghiep.vn',
  },
  timeoutMs: 1000,
};

const line = (
  name: string,
  quantity: number,
  unitPrice: number,
  vatRate: EInvoiceRequest['lines'][number]['vatRate'],
) => ({
  name,
  code: `C-${name.length}`,
  unit: 'cái',
  quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
  vatRate,
  vatAmt: vatIncluded(unitPrice * quantity, vatRate),
});

const companyOrder: EInvoiceRequest = {
  orderId: 'a'.repeat(24),
  orderNumber: 'ORD-20261129-7KX2QM',
  transactionUuid: 'b'.repeat(24),
  buyer: {
    buyerKind: 'company',
    buyerName: 'Công ty Cổ phần Cơ khí Bình Dương',
    taxCode: '0312345673',
    address: 'Lô A2, KCN Sóng Thần, Bình Dương',
    email: 'ketoan@cokhibd.vn',
  },
  paymentMethod: 'bank_transfer',
  lines: [
    line('Điện trở chữ U 380V 3kW', 2, 185_000, '8'),
    line('Quạt hút', 3, 99_999, '10'),
    line('Sách hướng dẫn', 1, 50_000, 'KCT'),
  ],
  totalAmt: 370_000 + 299_997 + 50_000,
};

describe('Viettel S-Invoice: the createInvoice body', () => {
  it('is the documented shape, with each line’s rate, VAT and amounts as the order keeps them', () => {
    const body = viettelCreateInvoiceBody(companyOrder, settings);
    expect(DocumentedCreateInvoice.safeParse(body).error?.issues).toBeUndefined();
    expect(body.buyerInfo).toEqual({
      buyerLegalName: 'Công ty Cổ phần Cơ khí Bình Dương',
      buyerTaxCode: '0312345673',
      buyerAddressLine: 'Lô A2, KCN Sóng Thần, Bình Dương',
      buyerEmail: 'ketoan@cokhibd.vn',
      buyerNotGetInvoice: 0,
    });
    expect(body.payments).toEqual([{ paymentMethodName: 'CK' }]);
    expect(
      body.itemInfo.map((item) => [
        item.taxPercentage,
        item.itemTotalAmountWithoutTax,
        item.taxAmount,
        item.itemTotalAmountWithTax,
      ]),
    ).toEqual([
      [8, 342_593, 27_407, 370_000],
      [10, 272_725, 27_272, 299_997],
      [-2, 50_000, 0, 50_000],
    ]);
    expect(body.taxBreakdowns).toEqual([
      { taxPercentage: 8, taxableAmount: 342_593, taxAmount: 27_407 },
      { taxPercentage: 10, taxableAmount: 272_725, taxAmount: 27_272 },
      { taxPercentage: -2, taxableAmount: 50_000, taxAmount: 0 },
    ]);
    expect(body.summarizeInfo).toMatchObject({
      totalAmountWithoutTax: 665_318,
      totalTaxAmount: 54_679,
      totalAmountWithTax: 719_997,
    });
    // The totals agree with the lines to the dong.
    const items = body.itemInfo;
    expect(items.reduce((sum, item) => sum + item.itemTotalAmountWithoutTax, 0)).toBe(
      body.summarizeInfo.totalAmountWithoutTax,
    );
    expect(items.reduce((sum, item) => sum + item.taxAmount, 0)).toBe(
      body.summarizeInfo.totalTaxAmount,
    );
  });

  it('writes a replacement as adjustment type 3, naming the invoice it replaces', () => {
    const issuedAt = new Date('2026-11-20T03:00:00Z');
    const body = viettelCreateInvoiceBody(
      {
        ...companyOrder,
        replaces: { invoiceNumber: 'C26TAA41', issuedAt, reason: 'Sai địa chỉ người mua' },
      },
      settings,
    );
    expect(DocumentedCreateInvoice.safeParse(body).error?.issues).toBeUndefined();
    expect(body.generalInvoiceInfo).toMatchObject({
      adjustmentType: '3',
      originalInvoiceId: 'C26TAA41',
      originalTemplateCode: '1/001',
      originalInvoiceIssueDate: issuedAt.getTime(),
      additionalReferenceDesc: 'Sai địa chỉ người mua',
    });
    const original = viettelCreateInvoiceBody(companyOrder, settings).generalInvoiceInfo;
    expect(original.adjustmentType).toBe('1');
    expect(original).not.toHaveProperty('originalInvoiceId');
  });

  it('names a person as the buyer (no legal name, no tax code) and cash as TM', () => {
    const body = viettelCreateInvoiceBody(
      {
        ...companyOrder,
        paymentMethod: 'cash_on_delivery',
        buyer: {
          buyerKind: 'individual',
          buyerName: 'Nguyễn Văn An',
          taxCode: '',
          address: '12 Lê Lợi, Huế',
          email: 'an@example.com',
        },
      },
      settings,
    );
    expect(DocumentedCreateInvoice.safeParse(body).success).toBe(true);
    expect(body.buyerInfo).not.toHaveProperty('buyerLegalName');
    expect(body.buyerInfo).not.toHaveProperty('buyerTaxCode');
    expect(body.buyerInfo).toMatchObject({ buyerName: 'Nguyễn Văn An' });
    expect(body.payments).toEqual([{ paymentMethodName: 'TM' }]);
  });
});

interface Call {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch answering Viettel's calls from `answers` by path, recording each call. */
function fakeViettel(answers: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  // The adapter calls with a string address and a string body.
  const fetchFn = (async (input: string, init?: RequestInit & { body?: string }) => {
    const url = input;
    const call = {
      url,
      headers: init?.headers as Record<string, string>,
      body: init?.body ?? '',
    };
    calls.push(call);
    const path = new URL(url).pathname;
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    if (!answer) return new Response('not found', { status: 404 });
    // As fetch does: a call whose signal aborts first rejects, whatever the server does after.
    const signal = init?.signal;
    if (!signal) return answer[1](call);
    return Promise.race([
      answer[1](call),
      new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => {
          reject(signal.reason as Error);
        });
      }),
    ]);
  }) as typeof fetch;
  return { calls, fetchFn };
}

const json = (value: unknown) => Response.json(value);
const login = () => json({ access_token: 'tok', token_type: 'bearer', expires_in: 600 });

describe('Viettel S-Invoice: issuing', () => {
  it('logs in, asks for an invoice under the key, then creates one, on the documented paths', async () => {
    const { calls, fetchFn } = fakeViettel({
      '/auth/login': login,
      '/searchInvoiceByTransactionUuid': () => json({ errorCode: null, result: null }),
      '/createInvoice/0312345673': () =>
        json({
          errorCode: null,
          description: null,
          result: {
            supplierTaxCode: '0312345673',
            invoiceNo: 'C26TAA12',
            transactionID: 't',
            reservationCode: 'X7K2M9Q',
          },
        }),
    });
    const issued = await new ViettelSInvoiceIssuer(settings, fetchFn).issue(companyOrder);
    expect(issued).toEqual({ invoiceNumber: 'C26TAA12', lookupCode: 'X7K2M9Q' });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/auth/login',
      '/services/einvoiceapplication/api/InvoiceAPI/InvoiceWS/searchInvoiceByTransactionUuid',
      '/services/einvoiceapplication/api/InvoiceAPI/InvoiceWS/createInvoice/0312345673',
    ]);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      username: '0312345673',
      password: 'secret',
    });
    expect(calls[1]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(calls[1]?.body))).toEqual({
      supplierTaxCode: '0312345673',
      transactionUuid: companyOrder.transactionUuid,
    });
    expect(calls[2]?.headers['authorization']).toBe('Bearer tok');
    const sent: unknown = JSON.parse(calls[2]?.body ?? '');
    expect(DocumentedCreateInvoice.safeParse(sent).success).toBe(true);
  });

  it('after a timeout, finds the invoice the lost call made and creates no second one', async () => {
    let created = 0;
    let made: { invoiceNo: string; reservationCode: string } | null = null;
    const { calls, fetchFn } = fakeViettel({
      '/auth/login': login,
      '/searchInvoiceByTransactionUuid': () => json({ errorCode: null, result: made && [made] }),
      '/createInvoice/0312345673': async () => {
        created += 1;
        made = { invoiceNo: 'C26TAA13', reservationCode: 'R2D2C3P' };
        // The invoice is made, but the answer never comes back in time.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return json({ errorCode: null, result: made });
      },
    });
    const issuer = new ViettelSInvoiceIssuer({ ...settings, timeoutMs: 50 }, fetchFn);
    const first = await issuer.issue(companyOrder).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(EInvoiceProviderError);
    expect((first as EInvoiceProviderError).uncertain).toBe(true);

    const again = await issuer.issue(companyOrder);
    expect(again).toEqual({ invoiceNumber: 'C26TAA13', lookupCode: 'R2D2C3P' });
    expect(created).toBe(1);
    expect(calls.filter((call) => call.url.includes('/createInvoice/'))).toHaveLength(1);
  });

  it('reports a refusal as certain, with Viettel’s code and description', async () => {
    const { fetchFn } = fakeViettel({
      '/auth/login': login,
      '/searchInvoiceByTransactionUuid': () => json({ errorCode: null, result: [] }),
      '/createInvoice/0312345673': () =>
        json({ errorCode: 'INVOICE_SERIES_INVALID', description: 'Ký hiệu không hợp lệ' }),
    });
    const refused = await new ViettelSInvoiceIssuer(settings, fetchFn)
      .issue(companyOrder)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EInvoiceProviderError);
    expect((refused as EInvoiceProviderError).uncertain).toBe(false);
    expect((refused as Error).message).toContain('INVOICE_SERIES_INVALID');
  });

  it('refuses a failed login before anything is sent', async () => {
    const { calls, fetchFn } = fakeViettel({
      '/auth/login': () => json({ error: 'invalid_grant' }),
    });
    await expect(new ViettelSInvoiceIssuer(settings, fetchFn).issue(companyOrder)).rejects.toThrow(
      'Viettel refused the login',
    );
    expect(calls).toHaveLength(1);
  });
});
