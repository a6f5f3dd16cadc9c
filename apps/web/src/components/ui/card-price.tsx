import { formatVnd, priceWithDiscount, type PriceRange } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { uiTexts } from './ui-texts';
import { priceRangeTexts } from './price-range-texts';

/**
 * An amount that may break before its currency: `999.999.999 VND` is wider than a card's column at
 * 320 px, so there the amount keeps its line and "VND" takes the next (the no-break space stays).
 */
function BreakableVnd({ amount }: { amount: number }) {
  const text = formatVnd(amount);
  const space = text.lastIndexOf('\u00a0');
  if (space === -1) return text;
  return (
    <>
      {text.slice(0, space)}
      <wbr />
      {text.slice(space)}
    </>
  );
}

/**
 * A product card's price (and the struck-out one before a discount), sized by the card's own width
 * (the card is an `@container`): a two-column grid on a 320 px phone leaves a card about 75 px of
 * text, a desktop card 200 px. Every price up to 999.999.999 VND stays inside the card.
 */
export function CardPrice({
  price,
  discount,
  range,
}: {
  price: number;
  discount: number;
  /** A product with variants (issue 43): when their prices differ, "từ" the lowest. */
  range?: PriceRange | undefined;
}) {
  const t = useTexts(uiTexts);
  const ranged = useTexts(priceRangeTexts);
  if (range && range.min < range.max)
    return (
      <p className="max-w-full min-w-0 text-xs font-bold text-stone-900 @[5.75rem]:text-sm @[11rem]:text-base">
        <span className="font-normal text-stone-600">{ranged.from} </span>
        <BreakableVnd amount={range.min} />
      </p>
    );
  return (
    <div className="max-w-full min-w-0">
      <p className="text-xs font-bold text-stone-900 @[5.75rem]:text-sm @[11rem]:text-base">
        <BreakableVnd amount={priceWithDiscount(price, discount)} />
      </p>
      {discount > 0 && (
        <p className="text-[11px] text-stone-500 @[5.75rem]:text-xs">
          <span className="sr-only">{t.originalPrice} </span>
          <del>
            <BreakableVnd amount={price} />
          </del>
        </p>
      )}
    </div>
  );
}
