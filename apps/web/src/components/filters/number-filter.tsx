import type { AttributeFacet, NumberRange } from '@shop/contract';
import { useLocale, useTexts } from '../../lib/locale';
import { filterTexts } from './filter-texts';
import { labelIn, rangeWords, withUnit } from './filter-words';
import { RangeFields } from './range-fields';

interface NumberFilterProps {
  facet: AttributeFacet;
  /** The range chosen for the attribute, if any (one value: `{ min: v, max: v }`). */
  range: NumberRange | undefined;
  onChange: (range: NumberRange | undefined) => void;
}

/**
 * A number attribute's filter (issue 42). When the facet lists its few values (`values`: 220 V,
 * 380 V), they are picks with their counts: a pick narrows to exactly that value, pressed again it
 * clears; a custom from–to range sits below in "Khoảng khác" (open when the range chosen is not one
 * value). Without `values` (many distinct values, a length in mm), the from–to fields alone.
 */
export function NumberFilter({ facet, range, onChange }: NumberFilterProps) {
  const t = useTexts(filterTexts);
  const locale = useLocale();
  const label = labelIn(facet, locale);
  const write = (value: number) => withUnit(value, facet.unit, locale);
  const fields = (
    <RangeFields
      label={label}
      unit={facet.unit}
      value={range}
      hint={
        facet.min === undefined
          ? undefined
          : rangeWords({ min: facet.min, max: facet.max }, write, t)
      }
      onApply={onChange}
    />
  );
  if (!facet.values) return fields;
  const exact = range?.min !== undefined && range.min === range.max ? range.min : undefined;
  // A value chosen that the other filters now leave no product of stays offered, to be cleared.
  const picks =
    exact === undefined || facet.values.some((entry) => entry.value === exact)
      ? facet.values
      : [...facet.values, { value: exact, count: 0 }].sort((a, b) => a.value - b.value);
  return (
    <>
      <ul aria-label={t.valuesOf(label)} className="flex flex-wrap gap-1.5 py-0.5">
        {picks.map(({ value, count }) => {
          const pressed = value === exact;
          return (
            <li key={value}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  onChange(pressed ? undefined : { min: value, max: value });
                }}
                className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm whitespace-nowrap text-stone-800 tabular-nums hover:border-brand-500 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {write(value)} <span className="text-xs opacity-75">({count})</span>
              </button>
            </li>
          );
        })}
      </ul>
      <details open={range !== undefined && exact === undefined} className="pt-1">
        <summary className="cursor-pointer rounded-md px-1 py-1 text-xs font-semibold text-brand-800 hover:bg-stone-100">
          {t.customRange}
        </summary>
        <div className="pt-1.5">{fields}</div>
      </details>
    </>
  );
}
