import type { InvoiceDetails, PaymentMethod, VatRate } from '@shop/contract';

/** What an e-invoice provider is told to issue for one order. */
export interface EInvoiceRequest {
  orderId: string;
  orderNumber: string;
  /**
   * The shop's key for this invoice, the same on every attempt: the provider makes at most one
   * invoice under it (decision record 052).
   */
  transactionUuid: string;
  buyer: InvoiceDetails;
  paymentMethod: PaymentMethod;
  /**
   * Lines at the prices charged, in dong, VAT included; each with its rate and the VAT its total
   * holds, as the order line keeps them (issue 47).
   */
  lines: {
    name: string;
    code: string;
    unit: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    vatRate: VatRate;
    vatAmt: number;
  }[];
  totalAmt: number;
  /**
   * A replacement (hóa đơn thay thế) of a wrong invoice: the one it replaces (its number and when
   * it was issued) and the staff's reason; absent for an order's original invoice.
   */
  replaces?: { invoiceNumber: string; issuedAt: Date; reason: string };
}

/** The invoice a provider issued: its number and the code the buyer looks it up with. */
export interface IssuedInvoice {
  invoiceNumber: string;
  /** The provider's lookup code (mã tra cứu); '' when it gives none. */
  lookupCode: string;
}

/**
 * Issues the legal e-invoice (hóa đơn điện tử) for an order with invoice details, through a
 * licensed provider's account (decision records 025, 052).
 */
export interface EInvoiceIssuer {
  /** Answers the provider's invoice once issued (or the one it already made for the key). */
  issue(request: EInvoiceRequest): Promise<IssuedInvoice>;
}
