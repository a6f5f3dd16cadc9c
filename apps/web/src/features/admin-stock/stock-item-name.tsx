import type { StockItem } from '@shop/contract';

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
