import { MAX_STOCK_NOTE, type StockItem } from '@shop/contract';
import { TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { stockTexts } from './stock-texts';

/** An item as the stock screens name it: the product, then its code and its variant's values. */
export function StockItemName({ item }: { item: Pick<StockItem, 'name' | 'code' | 'label'> }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-stone-900">{item.name}</span>
      <span className="block text-xs text-stone-600">
        <span className="font-mono">{item.code}</span>
        {item.label !== '' && <span> · {item.label}</span>}
      </span>
    </span>
  );
}

/** What a line's item is called in a button's or a field's accessible name. */
export const stockItemTitle = (item: Pick<StockItem, 'name' | 'label'>): string =>
  item.label === '' ? item.name : `${item.name} (${item.label})`;

export const stockItemKey = (item: Pick<StockItem, 'productId' | 'variantId'>): string =>
  `${item.productId}/${item.variantId ?? ''}`;

/** The note a delivery or an adjustment keeps (a delivery note's number, why a count changed). */
export function StockNoteField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (note: string) => void;
  className: string;
}) {
  const t = useTexts(stockTexts);
  return (
    <TextField
      label={t.note}
      value={value}
      maxLength={MAX_STOCK_NOTE}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      className={className}
    />
  );
}
