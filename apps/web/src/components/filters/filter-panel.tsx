import type { ReactNode } from 'react';
import { formatVnd } from '@shop/contract';
import type { AttributeFacet, Facets, FilterQuery, SpecFilter } from '@shop/contract';
import { useLocale, useTexts } from '../../lib/locale';
import { Skeleton } from '../ui/skeleton';
import { filterTexts } from './filter-texts';
import { labelIn, rangeWords, withFilter, withSpec } from './filter-words';
import { NumberFilter } from './number-filter';
import { RangeFields } from './range-fields';

interface FilterPanelProps {
  facets: Facets | undefined;
  query: FilterQuery;
  onChange: (next: FilterQuery) => void;
}

/**
 * The filters of what a listing or a search shows (issue 42), from the answer's `facets`: stock
 * and price first, then each attribute (choices with their counts, a number's range in its unit,
 * yes/no). Every change goes to the URL at once (`onChange`).
 */
export function FilterPanel({ facets, query, onChange }: FilterPanelProps) {
  const t = useTexts(filterTexts);
  const locale = useLocale();
  if (!facets) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3 p-1">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const specs = query.filters.specs ?? {};
  const price = facets.price;
  return (
    <div className="flex flex-col divide-y divide-stone-200">
      <Group legend={t.stock}>
        <Check
          label={t.inStock}
          count={facets.inStock}
          checked={query.filters.inStock === true}
          onChange={(checked) => {
            onChange(withFilter(query, 'inStock', checked ? true : undefined));
          }}
        />
      </Group>
      <Group legend={t.price}>
        <RangeFields
          key={JSON.stringify(query.filters.price ?? null)}
          label={t.price}
          unit="VND"
          whole
          value={query.filters.price}
          hint={price ? rangeWords(price, formatVnd, t) : undefined}
          onApply={(range) => {
            onChange(withFilter(query, 'price', range));
          }}
        />
      </Group>
      {facets.attributes.map((facet) => (
        <Group key={facet.id} legend={labelIn(facet, locale)}>
          <AttributeFilter
            facet={facet}
            chosen={specs[facet.id]}
            onChange={(filter) => {
              onChange(withSpec(query, facet.id, filter));
            }}
          />
        </Group>
      ))}
    </div>
  );
}

function AttributeFilter({
  facet,
  chosen,
  onChange,
}: {
  facet: AttributeFacet;
  chosen: SpecFilter | undefined;
  onChange: (filter: SpecFilter | undefined) => void;
}) {
  const t = useTexts(filterTexts);
  const locale = useLocale();
  if (facet.kind === 'number') {
    const range = chosen !== undefined && typeof chosen === 'object' && !Array.isArray(chosen);
    return (
      <NumberFilter
        key={JSON.stringify(chosen ?? null)}
        facet={facet}
        range={range ? chosen : undefined}
        onChange={onChange}
      />
    );
  }
  if (facet.kind === 'boolean') {
    return (
      <>
        <Check
          label={t.yes}
          count={facet.yes ?? 0}
          checked={chosen === true}
          onChange={(checked) => {
            onChange(checked ? true : undefined);
          }}
        />
        <Check
          label={t.no}
          count={facet.no ?? 0}
          checked={chosen === false}
          onChange={(checked) => {
            onChange(checked ? false : undefined);
          }}
        />
      </>
    );
  }
  const values = Array.isArray(chosen) ? chosen : [];
  return (
    <>
      {(facet.choices ?? []).map((choice) => (
        <Check
          key={choice.value}
          label={labelIn(choice, locale)}
          count={choice.count}
          checked={values.includes(choice.value)}
          onChange={(checked) => {
            const next = checked
              ? [...values, choice.value]
              : values.filter((value) => value !== choice.value);
            onChange(next.length > 0 ? next : undefined);
          }}
        />
      ))}
    </>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <legend className="mb-1.5 float-left w-full text-sm font-semibold text-stone-900">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function Check({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTexts(filterTexts);
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-stone-700 hover:bg-stone-100">
      <input
        type="checkbox"
        aria-label={t.withCount(label, count)}
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="shrink-0 text-xs text-stone-500 tabular-nums">{count}</span>
    </label>
  );
}
