/**
 * A local stand-in for SePay: it builds transfer notifications shaped as SePay documents them and
 * posts them to a shop with SePay's Authorization header, for tests and demos without a bank.
 * The command line (`npm run sepay:transfer -w apps/api -- --order ORD-… --amount 450000`) posts
 * one to a running shop.
 */
import { SEPAY_AUTH_SCHEME, SEPAY_WEBHOOK_PATH, type SepayTransfer } from './sepay';

// Milliseconds: two runs of the command line a moment apart still make two transfers.
let lastId = Date.now();

/** A fresh transaction id, as SePay's grow. */
export function nextSepayId(): number {
  lastId += 1;
  return lastId;
}

/** `YYYY-MM-DD HH:mm:ss` in Vietnam time, as SePay writes transactionDate. */
export function sepayDate(at = new Date()): string {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * An incoming transfer as SePay reports it. `content` is what the payer wrote; by default the
 * order number the way the VietQR code writes it (letters and digits only) in a bank's usual words.
 */
export function sepayTransfer(options: {
  amount: number;
  orderNumber?: string;
  content?: string;
  id?: number;
  transferType?: 'in' | 'out';
}): SepayTransfer {
  const id = options.id ?? nextSepayId();
  const code = options.orderNumber?.replace(/[^0-9A-Za-z]/g, '');
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: sepayDate(),
    accountNumber: '0011001234567',
    code: null,
    content: options.content ?? `${code ?? 'CHUYEN TIEN'} FT${String(id)} chuyen tien`,
    transferType: options.transferType ?? 'in',
    transferAmount: options.amount,
    accumulated: 19_077_000 + options.amount,
    subAccount: null,
    referenceCode: `MBVCB.${String(id)}`,
    description: '',
  };
}

/** Posts a notification to the shop at `baseUrl` as SePay would; answers the status and body. */
export async function postSepayTransfer(
  baseUrl: string,
  apiKey: string,
  transfer: SepayTransfer,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(SEPAY_WEBHOOK_PATH, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `${SEPAY_AUTH_SCHEME} ${apiKey}`,
    },
    body: JSON.stringify(transfer),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}
