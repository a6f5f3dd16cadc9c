import { useDeferredValue, useState } from 'react';
import type { StaffProductChoice } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { STAFF_PRODUCT_SEARCH_MIN, useStaffProductChoices } from '../../lib/staff-product-query';
import { staffProductPickerTexts } from './staff-product-picker-texts';
import { TextField } from './text-field';

type Variant = StaffProductChoice['variants'][number];

interface StaffProductPickerProps {
  /** The search field's label, as the screen asks for a product. */
  label: string;
  /** A choice's line under its name: its code and price, and what else the screen weighs. */
  describe: (variant: Variant) => string;
  /**
   * Whether a choice can be added now; `word` replaces "Add" on its button when it cannot (a
   * quote's "In the quote"). Every choice can be added unless said.
   */
  state?: (product: StaffProductChoice, variant: Variant) => { disabled: boolean; word?: string };
  onAdd: (product: StaffProductChoice, variant: Variant) => void;
}

/**
 * The staff's product search: the catalogue found by name or code, each product's variants one
 * choice each with an Add button named by the choice.
 */
export function StaffProductPicker({ label, describe, state, onAdd }: StaffProductPickerProps) {
  const t = useTexts(staffProductPickerTexts);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const { data } = useStaffProductChoices(deferred);
  const asked = deferred.trim().length >= STAFF_PRODUCT_SEARCH_MIN;
  const products = asked ? (data?.data ?? []) : [];
  return (
    <div className="min-w-0">
      <TextField
        label={label}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      {asked && data && products.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">{t.noProductFound}</p>
      )}
      {products.length > 0 && (
        <ul className="mt-2 max-h-72 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200">
          {products.flatMap((product) =>
            product.variants.map((variant) => {
              const name = variant.label ? `${product.name} (${variant.label})` : product.name;
              const now = state?.(product, variant) ?? { disabled: false };
              return (
                <li
                  key={`${product.productId}:${variant.variantId ?? ''}`}
                  className="flex items-center justify-between gap-2 p-2"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-semibold break-words text-stone-900">
                      {product.name}
                      {variant.label && <span className="font-normal"> ({variant.label})</span>}
                    </p>
                    <p className="text-xs text-stone-600">{describe(variant)}</p>
                  </div>
                  <button
                    type="button"
                    disabled={now.disabled}
                    aria-label={`${t.add} ${name}`}
                    onClick={() => {
                      onAdd(product, variant);
                    }}
                    className="h-9 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50 disabled:opacity-50"
                  >
                    {now.word ?? t.add}
                  </button>
                </li>
              );
            }),
          )}
        </ul>
      )}
    </div>
  );
}
