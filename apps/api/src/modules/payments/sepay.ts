/**
 * SePay's transfer notifications (https://developer.sepay.vn/en/sepay-webhooks): for each
 * transaction on the shop's linked bank account SePay POSTs a JSON body to the shop, authenticated,
 * with "API Key" chosen in its webhook form, by the header `Authorization: Apikey <key>`. The shop
 * answers 200 with `{"success": true}` once it has recorded the transfer; anything else makes SePay
 * retry (up to 7 times), so a transfer may arrive more than once: its `id` is the dedupe key.
 * What a transfer does to an order is decided in modules/orders (order-money.service.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Where SePay posts; the URL given in SePay's webhook form is the shop's PUBLIC_URL and this. */
export const SEPAY_WEBHOOK_PATH = '/api/payments/sepay/webhook';

/** The scheme SePay puts before the key in the Authorization header. */
export const SEPAY_AUTH_SCHEME = 'Apikey';

/** The most a transfer's content or other text field may hold (banks allow far less). */
const TEXT_MAX = 1000;

const text = z.string().max(TEXT_MAX);
const optionalText = text.nullable().optional();

/**
 * A notification's body, by SePay's documented field names and types. Fields SePay may add later
 * are kept (loose), never required.
 */
export const SepayTransferSchema = z.looseObject({
  /** SePay's transaction id: the same transfer resent keeps it. */
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The bank's name, e.g. "Vietcombank". */
  gateway: text,
  /** When the bank booked it, `YYYY-MM-DD HH:mm:ss` (Vietnam time). */
  transactionDate: text,
  accountNumber: optionalText,
  /** The payment code SePay recognised in the content (per the shop's code structure), or null. */
  code: optionalText,
  /** What the payer wrote: the order number, as the VietQR code puts it, is looked for here. */
  content: text,
  /** `in`: money received; `out`: money sent (never an order's payment). */
  transferType: z.enum(['in', 'out']),
  /** The amount in dong. */
  transferAmount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** The account's balance after it. */
  accumulated: z.number().optional(),
  subAccount: optionalText,
  /** The bank's reference of the transaction. */
  referenceCode: optionalText,
  description: optionalText,
});
export type SepayTransfer = z.infer<typeof SepayTransferSchema>;

/** Reads a body as SePay's notification; undefined when it is not one (wrong shape or types). */
export function readSepayTransfer(body: unknown): SepayTransfer | undefined {
  const parsed = SepayTransferSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the Authorization header is `Apikey <the configured key>`, exactly as SePay sends it.
 * The keys are compared as digests in constant time, so neither the key's length nor its first
 * differing character shows in how long a refusal takes.
 */
export function sepayKeyMatches(header: string | string[] | undefined, apiKey: string): boolean {
  if (typeof header !== 'string' || apiKey === '') return false;
  const prefix = `${SEPAY_AUTH_SCHEME} `;
  const given = header.startsWith(prefix) ? header.slice(prefix.length) : '';
  // Always compare, also when the scheme is wrong, so the time says nothing of which part failed.
  const same = timingSafeEqual(digest(given), digest(apiKey));
  return same && header.startsWith(prefix);
}

/**
 * The order numbers a transfer's text may hold. Banks drop the dashes of `ORD-20261128-7KX2QM`
 * (the VietQR code already writes it `ORD202611287KX2QM`) and some add spaces or lower the case,
 * so the text is read as its letters and digits alone.
 */
export function orderNumbersIn(...texts: (string | null | undefined)[]): string[] {
  const found: string[] = [];
  for (const value of texts) {
    if (!value) continue;
    const squeezed = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
    for (const match of squeezed.matchAll(/ORD(\d{8})([2-9A-HJ-NP-Z]{6})/g)) {
      const number = `ORD-${match[1] ?? ''}-${match[2] ?? ''}`;
      if (!found.includes(number)) found.push(number);
    }
  }
  return found;
}
