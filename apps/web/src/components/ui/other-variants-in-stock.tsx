import { useTexts } from '../../lib/locale';
import { otherVariantsTexts } from './other-variants-texts';

/**
 * Where a card's "Add" goes when its product's default variant is sold out but another is in
 * stock (issue 43): the card is in stock, and its link leads to the page where one is chosen.
 */
export function OtherVariantsInStock() {
  const t = useTexts(otherVariantsTexts);
  return <p className="text-xs font-semibold text-emerald-800">{t.otherVariantsInStock}</p>;
}
