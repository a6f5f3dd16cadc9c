import type { Attribute } from './specs';
import { listingBody, searchBody } from './storefront-calls';
import type { ProductsByCategoryAndSubCategoryRequest, SearchProductsRequest } from './catalog';
import { ATTRIBUTE_ID_PATTERN, MAX_FILTERED_ATTRIBUTES, MAX_FILTER_CHOICES } from './constants';
import type { ProductSort } from './constants';
import type { NumberRange, ProductFilters, SpecFilter } from './filters';

// Issue 42: the web's URL form of a listing's or a search's filters (docs/contract.md, "Filters",
// "In the web's URL"): `?dien-ap=380&cong-suat=2-3&vat-lieu-vo=inox-304,inox-316&con-hang=1&
// gia=100000-500000&sap-xep=gia-tang`. Read with the attributes' kinds; junk is left out, never
// refused: a shared link with a stale or mistyped part still shows the rest.

/** The parameters of the URL form that are not attributes. */
export const FILTER_PARAMS = { inStock: 'con-hang', price: 'gia', sort: 'sap-xep' } as const;

const SORT_WORDS: Readonly<Record<ProductSort, string>> = {
  newest: 'moi-nhat',
  'price-asc': 'gia-tang',
  'price-desc': 'gia-giam',
};

/** What a filtered page asks for: its filters (empty: none) and its order (absent: today's). */
export interface FilterQuery {
  filters: ProductFilters;
  sort?: ProductSort;
}

/** A query string's parameters, as `URLSearchParams` holds them (the contract names no DOM type). */
export interface QueryParams extends Iterable<[string, string]> {
  get(name: string): string | null;
  keys(): Iterable<string>;
}

/** What reading the URL needs to know of an attribute. */
export type FilterableAttribute = Pick<Attribute, '_id' | 'kind' | 'filterable' | 'choices'>;

const NUMBER = /^\d{1,13}(?:\.\d{1,6})?$/;
const RANGE = /^(\d{1,13}(?:\.\d{1,6})?)?-(\d{1,13}(?:\.\d{1,6})?)?$/;

/** `380` (exactly), `2-3`, `2-` (from 2), `-3` (up to 3); undefined for anything else. */
function readRange(text: string, whole: boolean): NumberRange | undefined {
  const exact = NUMBER.exec(text);
  if (exact) {
    const value = Number(text);
    return whole && !Number.isInteger(value) ? undefined : { min: value, max: value };
  }
  const match = RANGE.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const range: NumberRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (whole && [range.min, range.max].some((end) => end !== undefined && !Number.isInteger(end))) {
    return undefined;
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return undefined;
  return range;
}

function writeRange({ min, max }: NumberRange): string {
  if (min !== undefined && min === max) return String(min);
  return `${min === undefined ? '' : String(min)}-${max === undefined ? '' : String(max)}`;
}

function readSpec(attribute: FilterableAttribute, text: string): SpecFilter | undefined {
  switch (attribute.kind) {
    case 'number':
      return readRange(text, false);
    case 'boolean':
      return text === '1' ? true : text === '0' ? false : undefined;
    case 'choice': {
      const known = new Set(attribute.choices.map((choice) => choice.value));
      const chosen = [...new Set(text.split(','))].filter(
        (value) => ATTRIBUTE_ID_PATTERN.test(value) && known.has(value),
      );
      return chosen.length === 0 ? undefined : chosen.slice(0, MAX_FILTER_CHOICES);
    }
    default:
      return undefined;
  }
}

function writeSpec(filter: SpecFilter): string {
  if (typeof filter === 'boolean') return filter ? '1' : '0';
  if (Array.isArray(filter)) return filter.join(',');
  return writeRange(filter);
}

const isReserved = (key: string) =>
  (Object.values(FILTER_PARAMS) as string[]).includes(key) || key === 'q' || key === 'hl';

/**
 * The filters and order a page's query string asks for, read with the attributes' kinds (the
 * catalogue's attributes: only filterable number, choice and yes/no ones count). Unknown
 * parameters, values of the wrong form and choices an attribute does not have are left out.
 */
export function parseFilterQuery(
  search: QueryParams,
  attributes: readonly FilterableAttribute[],
): FilterQuery {
  const filters: ProductFilters = {};
  const specs: Record<string, SpecFilter> = {};
  for (const attribute of attributes) {
    if (!attribute.filterable || isReserved(attribute._id)) continue;
    if (Object.keys(specs).length >= MAX_FILTERED_ATTRIBUTES) break;
    const text = search.get(attribute._id);
    if (text === null) continue;
    const filter = readSpec(attribute, text);
    if (filter !== undefined) specs[attribute._id] = filter;
  }
  if (Object.keys(specs).length > 0) filters.specs = specs;
  if (search.get(FILTER_PARAMS.inStock) === '1') filters.inStock = true;
  const price = readRange(search.get(FILTER_PARAMS.price) ?? '', true);
  if (price) filters.price = price;
  const sortWord = search.get(FILTER_PARAMS.sort);
  const sort = (Object.keys(SORT_WORDS) as ProductSort[]).find((s) => SORT_WORDS[s] === sortWord);
  return sort === undefined ? { filters } : { filters, sort };
}

/** Whether a query narrows or orders anything (without, a page is today's page). */
export function hasFilterQuery({ filters, sort }: FilterQuery): boolean {
  return sort !== undefined || Object.keys(filters).length > 0;
}

/**
 * Whether `search` has parameters the attributes are needed to read (a page waits for them before
 * it asks for its products, rather than asking twice).
 */
export function needsAttributesToRead(search: QueryParams): boolean {
  return [...search.keys()].some((key) => !isReserved(key));
}

/**
 * The query string (with its `?`, or '' for none) of `query` over `others` (the page's other
 * parameters, such as a search's `q`, kept first): attributes in `attributes`' order, then
 * `con-hang`, `gia`, `sap-xep`. Commas stay commas.
 */
export function filterQueryString(
  query: FilterQuery,
  others: QueryParams,
  attributes: readonly Pick<Attribute, '_id'>[],
): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/g, ',')}`);
  };
  const own = new Set<string>([
    ...attributes.map((attribute) => attribute._id),
    ...Object.values(FILTER_PARAMS),
  ]);
  for (const [key, value] of others) if (!own.has(key)) add(key, value);
  const specs = query.filters.specs ?? {};
  for (const { _id } of attributes) {
    const filter = specs[_id];
    if (filter !== undefined && !isReserved(_id)) add(_id, writeSpec(filter));
  }
  if (query.filters.inStock) add(FILTER_PARAMS.inStock, '1');
  if (query.filters.price) add(FILTER_PARAMS.price, writeRange(query.filters.price));
  if (query.sort) add(FILTER_PARAMS.sort, SORT_WORDS[query.sort]);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/**
 * The fields a filtered listing or search request adds to its body (none for today's page, so its
 * body, and the key its first answer is carried under, stay as they were).
 */
export function filterFields(query: FilterQuery): { filters?: ProductFilters; sort?: ProductSort } {
  const fields: { filters?: ProductFilters; sort?: ProductSort } = {};
  if (Object.keys(query.filters).length > 0) fields.filters = query.filters;
  if (query.sort) fields.sort = query.sort;
  return fields;
}

/** A listing page's products, narrowed and ordered as `query` asks (today's body without). */
export function filteredListingBody(
  categoryId: string,
  subCategoryId: string,
  page: number,
  query: FilterQuery,
): ProductsByCategoryAndSubCategoryRequest {
  return { ...listingBody(categoryId, subCategoryId, page), ...filterFields(query) };
}

/** A search's results, narrowed and ordered as `query` asks (today's body without). */
export function filteredSearchBody(
  search: string,
  page: number,
  query: FilterQuery,
): SearchProductsRequest {
  return { ...searchBody(search, page), ...filterFields(query) };
}

/** The filter column's counts of a listing: one product and the facets (the order changes none). */
export function listingFacetsBody(
  categoryId: string,
  subCategoryId: string,
  query: FilterQuery,
): ProductsByCategoryAndSubCategoryRequest {
  const { filters } = filterFields(query);
  return {
    ...listingBody(categoryId, subCategoryId, 1),
    limit: 1,
    ...(filters && { filters }),
    facets: true,
  };
}

/** The filter column's counts of a search. */
export function searchFacetsBody(search: string, query: FilterQuery): SearchProductsRequest {
  const { filters } = filterFields(query);
  return { ...searchBody(search, 1), limit: 1, ...(filters && { filters }), facets: true };
}
