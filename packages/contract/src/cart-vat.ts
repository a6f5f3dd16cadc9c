import { priceWithDiscount, type CartLineForTotals } from './money';
import { summarizeVat, vatIncluded, type VatRate, type VatSummary } from './vat';

/**
 * The VAT a cart's total holds, per rate (issue 47), computed as the order will keep it: each
 * line's total at its discounted price, its VAT rounded per line. Undefined unless every line
 * carries its rate (the cart's own answer does), so no partial figure is ever shown.
 */
export function cartVat(
  lines: readonly (CartLineForTotals & { vatRate?: VatRate | undefined })[],
): VatSummary | undefined {
  if (lines.length === 0 || lines.some((line) => line.vatRate === undefined)) return undefined;
  return summarizeVat(
    lines.map((line) => {
      const totalAmt =
        priceWithDiscount(line.productId.price, line.productId.discount) * line.quantity;
      const vatRate = line.vatRate ?? '10';
      return { vatRate, vatAmt: vatIncluded(totalAmt, vatRate), totalAmt };
    }),
  );
}
