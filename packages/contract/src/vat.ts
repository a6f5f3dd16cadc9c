/**
 * VAT (issue 47): the rates a product may carry, the VAT a VAT-inclusive line total holds, and an
 * order's VAT per rate. Prices are entered and shown with VAT included.
 */
import { z } from 'zod';

/** The rates, as codes: percent, or `KCT` (không chịu thuế: not subject to VAT). */
export const VAT_RATES = ['10', '8', '5', '0', 'KCT'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The shop's default rate until the owner chooses another in the settings. */
export const DEFAULT_VAT_RATE: VatRate = '10';

export const VatRateSchema = z.enum(VAT_RATES, {
  error: 'vatRate must be one of 10, 8, 5, 0 or KCT',
});

/** A rate's percent (KCT: none). */
export function vatPercent(rate: VatRate): number {
  return rate === 'KCT' ? 0 : Number(rate);
}

/**
 * The VAT a VAT-inclusive amount holds at `rate`: amount × r / (100 + r), rounded to the dong,
 * half up, per line (decision record 052: how the e-invoice provider rounds). Counted in exact
 * integers, so a line of any size rounds right.
 */
export function vatIncluded(amount: number, rate: VatRate): number {
  const percent = BigInt(vatPercent(rate));
  if (percent === 0n || amount <= 0) return 0;
  const divisor = 100n + percent;
  return Number((BigInt(amount) * percent * 2n + divisor) / (2n * divisor));
}

export const VatRateTotalSchema = z.object({
  rate: VatRateSchema,
  /** The lines' total before VAT (thành tiền chưa thuế), dong. */
  taxable: z.number().int(),
  /** The VAT they hold (tiền thuế GTGT), dong: the sum of their lines' rounded VAT. */
  vat: z.number().int(),
  /** Their total with VAT, as paid, dong. */
  total: z.number().int(),
});
export type VatRateTotal = z.infer<typeof VatRateTotalSchema>;

/** An order's VAT: per rate (in VAT_RATES order) and in all. */
export const VatSummarySchema = z.object({
  rates: z.array(VatRateTotalSchema),
  /** The VAT of every line, dong. */
  vatTotal: z.number().int(),
});
export type VatSummary = z.infer<typeof VatSummarySchema>;

/**
 * The VAT per rate of lines that carry a rate; undefined when none does (an order placed before
 * VAT was kept reads as it did).
 */
export function summarizeVat(
  lines: readonly {
    vatRate?: VatRate | undefined;
    vatAmt?: number | undefined;
    totalAmt: number;
  }[],
): VatSummary | undefined {
  const byRate = new Map<VatRate, VatRateTotal>();
  for (const line of lines) {
    if (line.vatRate === undefined || line.vatAmt === undefined) continue;
    const at = byRate.get(line.vatRate) ?? { rate: line.vatRate, taxable: 0, vat: 0, total: 0 };
    at.vat += line.vatAmt;
    at.total += line.totalAmt;
    at.taxable = at.total - at.vat;
    byRate.set(line.vatRate, at);
  }
  if (byRate.size === 0) return undefined;
  const rates = VAT_RATES.flatMap((rate) => byRate.get(rate) ?? []);
  return { rates, vatTotal: rates.reduce((sum, at) => sum + at.vat, 0) };
}

/** A rate as people read it: `10%`, or `KCT`. */
export function vatRateLabel(rate: VatRate): string {
  return rate === 'KCT' ? 'KCT' : `${rate}%`;
}
