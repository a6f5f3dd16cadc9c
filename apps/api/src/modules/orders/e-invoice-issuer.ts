import type { InvoiceDetails } from '@shop/contract';

/** What an e-invoice provider is told to issue for one order. */
export interface EInvoiceRequest {
  orderId: string;
  orderNumber: string;
  buyer: InvoiceDetails;
  /** Lines at the prices charged, in dong. */
  lines: { name: string; unit: string; quantity: number; unitPrice: number; lineTotal: number }[];
  totalAmt: number;
}

/**
 * Issues the legal e-invoice (hóa đơn điện tử) for an order with invoice details. Deliberately
 * without an implementation here: it needs a licensed provider's account (decision record 025).
 */
export interface EInvoiceIssuer {
  /** Answers the provider's invoice number once issued. */
  issue(request: EInvoiceRequest): Promise<{ invoiceNumber: string }>;
}
