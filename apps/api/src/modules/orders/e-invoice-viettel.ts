import { vatPercent, vndInWords, type PaymentMethod, type VatRate } from '@shop/contract';
import type { EInvoiceIssuer, EInvoiceRequest, IssuedInvoice } from './e-invoice-issuer';

/*
 * Viettel S-Invoice (decision record 052): the requests its integration document describes, from
 * an order's lines as the shop keeps them (VAT-inclusive, each with its rate and rounded VAT).
 */

/** The shop's Viettel account and invoice template. */
export interface ViettelSettings {
  /** `https://api-vinvoice.viettel.vn`, or the test cluster's address. */
  baseUrl: string;
  username: string;
  password: string;
  /** The seller's tax code: the account's, named in every call's path or form. */
  supplierTaxCode: string;
  /** Mẫu số (`1/001`) and ký hiệu (`C26TAA`) of the invoices issued. */
  templateCode: string;
  invoiceSeries: string;
  seller: { legalName: string; address: string; phone: string; email: string };
  /** How long one call may take before it is given up (and the invoice asked for by its key). */
  timeoutMs: number;
}

/** Viettel's `taxPercentage`: the percent, and -2 for "không chịu thuế". */
export function viettelTaxPercentage(rate: VatRate): number {
  return rate === 'KCT' ? -2 : vatPercent(rate);
}

/** Viettel's `paymentMethodName`: TM (cash), CK (transfer), TM/CK when either may come. */
const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash_on_delivery: 'TM',
  bank_transfer: 'CK',
  online: 'CK',
};

interface ViettelItem {
  lineNumber: number;
  selection: 1;
  itemCode: string;
  itemName: string;
  unitName: string;
  unitPrice: number;
  quantity: number;
  itemTotalAmountWithoutTax: number;
  taxPercentage: number;
  taxAmount: number;
  itemTotalAmountWithTax: number;
  itemDiscount: 0;
}

/** The body of `InvoiceWS/createInvoice/{supplierTaxCode}` for one order. */
export function viettelCreateInvoiceBody(request: EInvoiceRequest, settings: ViettelSettings) {
  const itemInfo: ViettelItem[] = request.lines.map((line, index) => {
    const withoutTax = line.lineTotal - line.vatAmt;
    return {
      lineNumber: index + 1,
      selection: 1,
      itemCode: line.code,
      itemName: line.name,
      unitName: line.unit,
      // Whole dong, as VND is written: the amount before VAT per unit.
      unitPrice: Math.round(withoutTax / line.quantity),
      quantity: line.quantity,
      itemTotalAmountWithoutTax: withoutTax,
      taxPercentage: viettelTaxPercentage(line.vatRate),
      taxAmount: line.vatAmt,
      itemTotalAmountWithTax: line.lineTotal,
      itemDiscount: 0,
    };
  });
  const breakdowns = new Map<number, { taxableAmount: number; taxAmount: number }>();
  for (const item of itemInfo) {
    const at = breakdowns.get(item.taxPercentage) ?? { taxableAmount: 0, taxAmount: 0 };
    at.taxableAmount += item.itemTotalAmountWithoutTax;
    at.taxAmount += item.taxAmount;
    breakdowns.set(item.taxPercentage, at);
  }
  const totalTaxAmount = itemInfo.reduce((sum, item) => sum + item.taxAmount, 0);
  const totalAmountWithoutTax = request.totalAmt - totalTaxAmount;
  const { buyer } = request;
  const company = buyer.buyerKind !== 'individual';
  return {
    generalInvoiceInfo: {
      invoiceType: '1',
      templateCode: settings.templateCode,
      invoiceSeries: settings.invoiceSeries,
      currencyCode: 'VND',
      exchangeRate: 1,
      adjustmentType: request.replaces ? '3' : '1',
      paymentStatus: true,
      cusGetInvoiceRight: true,
      transactionUuid: request.transactionUuid,
      ...(request.replaces ? replacementFields(request.replaces, settings) : {}),
    },
    buyerInfo: {
      // A company's or a household business's name is its legal name; a person's is theirs.
      ...(company ? { buyerLegalName: buyer.buyerName } : { buyerName: buyer.buyerName }),
      ...(buyer.taxCode ? { buyerTaxCode: buyer.taxCode } : {}),
      buyerAddressLine: buyer.address,
      buyerEmail: buyer.email,
      buyerNotGetInvoice: 0,
    },
    sellerInfo: {
      sellerLegalName: settings.seller.legalName,
      sellerTaxCode: settings.supplierTaxCode,
      sellerAddressLine: settings.seller.address,
      sellerPhoneNumber: settings.seller.phone,
      sellerEmail: settings.seller.email,
    },
    payments: [{ paymentMethodName: PAYMENT_METHOD_NAMES[request.paymentMethod] }],
    itemInfo,
    summarizeInfo: {
      sumOfTotalLineAmountWithoutTax: totalAmountWithoutTax,
      totalAmountWithoutTax,
      totalTaxAmount,
      totalAmountWithTax: request.totalAmt,
      totalAmountWithTaxInWords: vndInWords(request.totalAmt),
      discountAmount: 0,
    },
    taxBreakdowns: [...breakdowns].map(([taxPercentage, at]) => ({ taxPercentage, ...at })),
  };
}

/**
 * What a replacement adds to `generalInvoiceInfo`: the replaced invoice's number, template and
 * issue date (milliseconds, as Viettel writes dates), and the reason as its reference text.
 */
function replacementFields(
  replaces: NonNullable<EInvoiceRequest['replaces']>,
  settings: ViettelSettings,
) {
  return {
    originalInvoiceId: replaces.invoiceNumber,
    originalTemplateCode: settings.templateCode,
    originalInvoiceIssueDate: replaces.issuedAt.getTime(),
    additionalReferenceDesc: replaces.reason,
    additionalReferenceDate: replaces.issuedAt.getTime(),
  };
}

export type ViettelCreateInvoiceBody = ReturnType<typeof viettelCreateInvoiceBody>;

/** Refused by Viettel (its `errorCode` and `description`), or not answered in time. */
export class EInvoiceProviderError extends Error {
  constructor(
    message: string,
    /** True when the provider may have made the invoice (a timeout, a lost answer). */
    readonly uncertain: boolean,
  ) {
    super(message);
    this.name = 'EInvoiceProviderError';
  }
}

const SERVICE_PATH = '/services/einvoiceapplication/api/InvoiceAPI';

/**
 * Issues invoices on a Viettel S-Invoice account. Before creating, it asks for an invoice made
 * under the request's `transactionUuid` (an earlier attempt may have made it and timed out), so
 * repeating `issue` never makes a second invoice.
 */
export class ViettelSInvoiceIssuer implements EInvoiceIssuer {
  constructor(
    private readonly settings: ViettelSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async issue(request: EInvoiceRequest): Promise<IssuedInvoice> {
    const token = await this.login();
    const made = await this.findByTransaction(token, request.transactionUuid);
    if (made) return made;
    const answer = await this.call<{
      errorCode: unknown;
      description: unknown;
      result?: { invoiceNo?: string; reservationCode?: string };
    }>(
      `${SERVICE_PATH}/InvoiceWS/createInvoice/${encodeURIComponent(this.settings.supplierTaxCode)}`,
      { token, json: viettelCreateInvoiceBody(request, this.settings) },
    );
    const invoiceNumber = answer.result?.invoiceNo;
    if (answer.errorCode != null || !invoiceNumber) {
      throw new EInvoiceProviderError(`Viettel refused the invoice: ${describe(answer)}`, false);
    }
    return { invoiceNumber, lookupCode: answer.result?.reservationCode ?? '' };
  }

  /** The invoice made under `transactionUuid`, if there is one. */
  async findByTransaction(token: string, transactionUuid: string): Promise<IssuedInvoice | null> {
    const answer = await this.call<{
      errorCode: unknown;
      result?: { invoiceNo?: string; reservationCode?: string }[] | null;
    }>(`${SERVICE_PATH}/InvoiceWS/searchInvoiceByTransactionUuid`, {
      token,
      form: { supplierTaxCode: this.settings.supplierTaxCode, transactionUuid },
    });
    const found = answer.result?.find((invoice) => invoice.invoiceNo);
    return found?.invoiceNo
      ? { invoiceNumber: found.invoiceNo, lookupCode: found.reservationCode ?? '' }
      : null;
  }

  private async login(): Promise<string> {
    const answer = await this.call<{ access_token?: string }>('/auth/login', {
      json: { username: this.settings.username, password: this.settings.password },
    });
    if (!answer.access_token) throw new EInvoiceProviderError('Viettel refused the login', false);
    return answer.access_token;
  }

  private async call<T>(
    path: string,
    body: { token?: string; json?: unknown; form?: Record<string, string> },
  ): Promise<T> {
    const headers: Record<string, string> = body.form
      ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }
      : { 'content-type': 'application/json' };
    if (body.token) headers['authorization'] = `Bearer ${body.token}`;
    let response: Response;
    try {
      response = await this.fetchFn(`${this.settings.baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: body.form ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new EInvoiceProviderError(`Viettel did not answer: ${String(error)}`, true);
    }
    if (response.status >= 500) {
      throw new EInvoiceProviderError(`Viettel answered ${String(response.status)}`, true);
    }
    if (!response.ok) {
      throw new EInvoiceProviderError(`Viettel answered ${String(response.status)}`, false);
    }
    return (await response.json()) as T;
  }
}

function describe(answer: { errorCode: unknown; description: unknown }): string {
  return `${String(answer.errorCode)} ${String(answer.description)}`;
}
