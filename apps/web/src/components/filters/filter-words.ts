import { formatSpecNumber, formatVnd } from '@shop/contract';
import type {
  Attribute,
  FilterQuery,
  Locale,
  NumberRange,
  ProductFilters,
  SpecFilter,
} from '@shop/contract';
import type { filterTexts } from './filter-texts';

type Words = (typeof filterTexts)['vi'];

/** A label in the page's locale: en shows `label_en` when there is one (attributes, choices). */
export function labelIn(entry: { label: string; label_en?: string | undefined }, locale: Locale) {
  return locale === 'en' && entry.label_en ? entry.label_en : entry.label;
}

/** A number with its unit, as the product table writes it ("2,5 kW"). */
export function withUnit(value: number, unit: string, locale: Locale): string {
  const number = formatSpecNumber(value, locale);
  return unit === '' ? number : `${number} ${unit}`;
}

/** A range as read: "2 – 3 kW", "from 2 kW", "up to 3 kW", "380 V". */
export function rangeWords(
  { min, max }: NumberRange,
  write: (value: number) => string,
  t: Words,
): string {
  if (min !== undefined && max !== undefined) {
    return min === max ? write(min) : t.between(write(min), write(max));
  }
  if (min !== undefined) return t.atLeast(write(min));
  return max === undefined ? '' : t.atMost(write(max));
}

/** One removable chip of the filters chosen: its words and the filters without it. */
export interface ChosenFilter {
  key: string;
  label: string;
  without: FilterQuery;
}

/** The filters without the fields left undefined (the request takes no `undefined`). */
function definedOnly(filters: Record<string, unknown>): ProductFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** `query` with attribute `id` narrowed to `filter` (undefined: not narrowed by it). */
export function withSpec(
  query: FilterQuery,
  id: string,
  filter: SpecFilter | undefined,
): FilterQuery {
  const specs = Object.fromEntries(
    Object.entries(query.filters.specs ?? {}).filter(([other]) => other !== id),
  );
  if (filter !== undefined) specs[id] = filter;
  const kept = Object.keys(specs).length > 0 ? specs : undefined;
  return { ...query, filters: definedOnly({ ...query.filters, specs: kept }) };
}

/** `query` with its stock or price filter set to `value` (undefined: removed). */
export function withFilter<K extends 'inStock' | 'price'>(
  query: FilterQuery,
  field: K,
  value: ProductFilters[K] | undefined,
): FilterQuery {
  return { ...query, filters: definedOnly({ ...query.filters, [field]: value }) };
}

/** The chips of `query`'s filters, the attributes' first (one per choice), then stock and price. */
export function chosenFilters(
  query: FilterQuery,
  attributes: readonly Attribute[],
  locale: Locale,
  t: Words,
): ChosenFilter[] {
  const chips: ChosenFilter[] = [];
  const specs = query.filters.specs ?? {};
  for (const attribute of attributes) {
    const filter = specs[attribute._id];
    if (filter === undefined) continue;
    const label = labelIn(attribute, locale);
    if (Array.isArray(filter)) {
      for (const value of filter) {
        const choice = attribute.choices.find((option) => option.value === value);
        const rest = filter.filter((other) => other !== value);
        chips.push({
          key: `${attribute._id}=${value}`,
          label: t.chip(label, choice ? labelIn(choice, locale) : value),
          without: withSpec(query, attribute._id, rest.length > 0 ? rest : undefined),
        });
      }
    } else {
      const value =
        typeof filter === 'boolean'
          ? filter
            ? t.yes
            : t.no
          : rangeWords(filter, (n) => withUnit(n, attribute.unit, locale), t);
      chips.push({
        key: attribute._id,
        label: t.chip(label, value),
        without: withSpec(query, attribute._id, undefined),
      });
    }
  }
  if (query.filters.inStock) {
    chips.push({
      key: 'in-stock',
      label: t.inStock,
      without: withFilter(query, 'inStock', undefined),
    });
  }
  if (query.filters.price) {
    chips.push({
      key: 'price',
      label: t.chip(t.price, rangeWords(query.filters.price, formatVnd, t)),
      without: withFilter(query, 'price', undefined),
    });
  }
  return chips;
}
