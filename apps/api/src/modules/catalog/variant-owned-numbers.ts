import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { lockProductNumbers } from './product-variants.repo';
import { variantTexts } from './variant-texts';

/** The product row's fields that are its default variant's (decision 050). */
const DEFAULT_VARIANT_FIELDS = ['code', 'price', 'discount', 'stock'] as const;

type DefaultVariantNumbers = Partial<
  Record<(typeof DEFAULT_VARIANT_FIELDS)[number], string | number>
>;

/**
 * One owner for the default variant's code, price, discount and stock (issue 43): the variants
 * table (`PUT /api/product/variants`) once the product has options, the product form (`PUT
 * /api/product/update-product-details`) while it has none. A product update sending any of them
 * for a product with options is refused (409) unless it sends the very values stored, so a form
 * opened before the variants were saved cannot write its stale numbers over them, and a client that
 * sends the whole product unchanged still saves its other fields. Locks the product row, as the
 * variants' write does, so the two go in turn; call it inside the update's transaction.
 */
export async function refuseNumbersOwnedByVariants(
  tx: Database,
  productId: string,
  sent: DefaultVariantNumbers,
): Promise<void> {
  const named = DEFAULT_VARIANT_FIELDS.filter((field) => sent[field] !== undefined);
  if (named.length === 0) return;
  const stored = await lockProductNumbers(tx, productId);
  if (!stored?.hasOptions) return;
  const changed = named.filter((field) => String(sent[field]) !== String(stored[field]));
  if (changed.length > 0)
    throw new AppError('CONFLICT', variantTexts.numbersOwnedByVariants(changed), {
      field: changed[0],
    });
}
