import { useId } from 'react';
import { useSearchParams } from '../../lib/router';
import type { Product, ProductOption, ProductVariant } from '@shop/contract';
import { useLocale, useTexts } from '../../lib/locale';
import { VARIANT_PARAMETER, chosenVariant, valueChoices } from './variant-choice';
import { variantPickerTexts } from './variant-picker-texts';

/**
 * The variant a product page shows (issue 43): the one its URL names (`?v=<code>`), else the
 * default; undefined for a product without options. Choosing another writes it in the URL in
 * place (no new history entry), so a shared or reloaded link shows it and the server draws it.
 */
export function useChosenVariant(product: Product) {
  const [params, setParams] = useSearchParams();
  const variants = product.options && product.variants ? product.variants : [];
  const variant = chosenVariant(variants, params.get(VARIANT_PARAMETER));
  const choose = (next: ProductVariant) => {
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next.isDefault) kept.delete(VARIANT_PARAMETER);
        else kept.set(VARIANT_PARAMETER, next.code);
        return kept;
      },
      { replace: true },
    );
  };
  return { variant, choose };
}

interface VariantPickerProps {
  product: Product;
  current: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}

/**
 * The options as rows of buttons: the chosen values pressed, a value no variant offers with the
 * values before it disabled, one whose variant is sold out struck through; then the chosen
 * variant's stock.
 */
export function VariantPicker({ product, current, onChoose }: VariantPickerProps) {
  const t = useTexts(variantPickerTexts);
  return (
    <section aria-label={t.options} className="flex flex-col gap-3" data-variant={current.code}>
      {(product.options ?? []).map((option, index) => (
        <OptionRow
          key={option.name}
          option={option}
          index={index}
          product={product}
          current={current}
          onChoose={onChoose}
        />
      ))}
      {current.stock > 0 ? (
        <p className="text-sm font-medium text-emerald-800">
          {t.inStock(current.stock, product.unit)}
        </p>
      ) : (
        <p className="text-sm font-medium text-red-700">{t.soldOut}</p>
      )}
    </section>
  );
}

interface OptionRowProps extends VariantPickerProps {
  option: ProductOption;
  index: number;
}

function OptionRow({ option, index, product, current, onChoose }: OptionRowProps) {
  const t = useTexts(variantPickerTexts);
  const locale = useLocale();
  const name = locale === 'en' && option.name_en ? option.name_en : option.name;
  const chosenValue = current.values[index] ?? '';
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-1.5 text-sm text-stone-600">
        {t.optionName(name)} <span className="font-semibold text-stone-900">{chosenValue}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {valueChoices(product, current, index).map(({ value, picks }) => {
          const soldOut = picks !== undefined && picks.stock <= 0;
          const label =
            picks === undefined ? t.valueNotMade(value) : soldOut ? t.valueSoldOut(value) : value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={value === chosenValue}
              aria-label={label}
              title={label}
              disabled={picks === undefined}
              onClick={() => {
                if (picks && picks !== current) onChoose(picks);
              }}
              className={`min-h-10 min-w-14 rounded-lg border px-3 py-1.5 text-sm font-semibold tabular-nums transition hover:border-brand-500 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:cursor-not-allowed disabled:border-dashed disabled:border-stone-200 disabled:bg-stone-50 disabled:text-stone-400 disabled:hover:bg-stone-50 ${
                soldOut
                  ? 'border-dashed border-stone-300 bg-white text-stone-500 line-through'
                  : 'border-stone-300 bg-white text-stone-800'
              }`}
            >
              {value}
            </button>
          );
        })}
      </div>
    </div>
  );
}
