import { specTableRows } from '@shop/contract';
import type { Product } from '@shop/contract';
import { useAttributes } from '../../lib/attributes-query';
import { useLocale, useTexts } from '../../lib/locale';
import { productSpecRowsTexts } from './product-spec-rows-texts';

/** The typed specification rows of a product, first in its table: label, then value with unit. */
function useSpecRows(product: Pick<Product, 'specs'>) {
  const attributes = useAttributes();
  const locale = useLocale();
  const words = useTexts(productSpecRowsTexts);
  return specTableRows(attributes, product.specs, locale, words);
}

/**
 * The product's typed values as rows of the product page's "Thông số kỹ thuật" table (issue 42),
 * drawn from the attributes the page's HTML carries, so they are in the first render.
 */
export function ProductSpecRows({ product }: { product: Pick<Product, 'specs'> }) {
  const rows = useSpecRows(product);
  return (
    <>
      {rows.map((row) => (
        <tr key={row.id} className="odd:bg-white even:bg-stone-50" data-spec={row.id}>
          <th
            scope="row"
            className="w-2/5 px-3 py-2 text-left align-top font-medium text-stone-600"
          >
            {row.label}
          </th>
          <td className="px-3 py-2 text-stone-900">{row.value}</td>
        </tr>
      ))}
    </>
  );
}

/**
 * The free fields (`more_details`) still to show: all but those whose name is the label of a typed
 * value the table already shows ("Điện áp" kept as text and as a number reads twice).
 */
export function useFreeDetails(
  product: Pick<Product, 'specs'>,
  details: [string, string][],
): [string, string][] {
  const attributes = useAttributes();
  const shown = new Set(
    attributes
      .filter((attribute) => product.specs?.[attribute._id] !== undefined)
      .map((attribute) => attribute.label.trim().toLowerCase()),
  );
  return details.filter(([field]) => !shown.has(field.trim().toLowerCase()));
}
