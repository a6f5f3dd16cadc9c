import {
  MAX_FILTER_CHOICES,
  MAX_FILTERED_ATTRIBUTES,
  ProductPageResponseSchema,
  type AttributeFacet,
  type Facets,
  type ProductFilters,
  type ProductSort,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { okWith } from '../../http/envelope';
import { MAX_COUNTED_HITS } from '../search/postgres-search-index';
import { filterRefusals } from './product-filters-texts';
import {
  selectFilterContexts,
  selectFilteredPage,
  selectNewestIds,
  type FacetRow,
  type FilterAttribute,
  type FilterSource,
  type FilteredPage,
  type FilteredQuery,
  type SpecCondition,
} from './product-filters.repo';
import type { CatalogDeps, PageRequest } from './catalog.service';
import { busyWhenCancelled, loadProducts, pageCountOf } from './catalog.service';

// Issue 42: listings and search results narrowed, sorted, with the filter column's counts.

/** The fields a listing or search request may add; none of them: today's answer. */
export interface FilterFields {
  filters?: ProductFilters;
  sort?: ProductSort;
  facets?: boolean;
}

/** Whether a request asks for anything beyond today's answer. */
export function asksToFilter(fields: FilterFields): boolean {
  return fields.filters !== undefined || fields.sort !== undefined || fields.facets === true;
}

/**
 * The part of a cache key the filter fields make: the same filters in any key order or with
 * duplicate choices give the same key, so they share one kept answer.
 */
export function filterKey(fields: FilterFields): string {
  const kept = keptFilterKeys.get(fields);
  if (kept !== undefined) return kept;
  const key = filterKeyOf(fields);
  // A frozen body is one the router keeps (`KeptBodies`): it comes again, so does its key.
  if (Object.isFrozen(fields)) keptFilterKeys.set(fields, key);
  return key;
}

/** The keys of the kept (frozen, repeated) bodies. */
const keptFilterKeys = new WeakMap<FilterFields, string>();

function filterKeyOf(fields: FilterFields): string {
  const specs = Object.entries(fields.filters?.specs ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, filter]) => [id, Array.isArray(filter) ? [...new Set(filter)].sort() : filter]);
  const price = fields.filters?.price;
  return JSON.stringify([
    specs,
    fields.filters?.inStock === true,
    price ? [price.min ?? null, price.max ?? null] : null,
    fields.sort ?? null,
    fields.facets === true,
  ]);
}

/**
 * Whether a filtered answer depends on the stock of products it does not show (the in-stock count,
 * in-stock only): a stock change of any product then makes it stale (`EVERY_PRODUCT`).
 */
export function dependsOnEveryStock(fields: FilterFields): boolean {
  return fields.facets === true || fields.filters?.inStock === true;
}

/** The request's conditions, each checked against its attribute: a refusal names the first wrong. */
function conditionsOf(
  filters: ProductFilters | undefined,
  attributes: ReadonlyMap<string, FilterAttribute>,
): SpecCondition[] {
  const specs = Object.entries(filters?.specs ?? {});
  if (specs.length > MAX_FILTERED_ATTRIBUTES)
    throw refusal(filterRefusals.tooManyAttributes(MAX_FILTERED_ATTRIBUTES));
  return specs.map(([attributeId, filter]) => {
    const attribute = attributes.get(attributeId);
    if (!attribute) throw refusal(filterRefusals.unknownAttribute(attributeId), attributeId);
    if (!attribute.filterable || attribute.kind === 'text')
      throw refusal(filterRefusals.notFilterable(attributeId), attributeId);
    if (attribute.kind === 'choice') {
      if (!Array.isArray(filter))
        throw refusal(filterRefusals.wantsChoices(attributeId), attributeId);
      if (filter.length > MAX_FILTER_CHOICES)
        throw refusal(filterRefusals.tooManyChoices(attributeId, MAX_FILTER_CHOICES), attributeId);
      const known = new Set(attribute.choices.map((choice) => choice.value));
      const unknown = filter.find((value) => !known.has(value));
      if (unknown !== undefined)
        throw refusal(filterRefusals.unknownChoice(attributeId, unknown), attributeId);
      return { attributeId, kind: 'choice', values: [...new Set(filter)] };
    }
    if (attribute.kind === 'number') {
      if (typeof filter !== 'object' || Array.isArray(filter))
        throw refusal(filterRefusals.wantsRange(attributeId), attributeId);
      return { attributeId, kind: 'number', range: filter };
    }
    if (typeof filter !== 'boolean')
      throw refusal(filterRefusals.wantsYesNo(attributeId), attributeId);
    return { attributeId, kind: 'boolean', value: filter };
  });
}

function refusal(text: { vi: string; en: string }, attributeId?: string): AppError {
  return new AppError('BAD_REQUEST', text, {
    field: attributeId === undefined ? 'filters.specs' : `filters.specs.${attributeId}`,
  });
}

/** The facets' JSON: the filterable attributes used by the products, in the table's order. */
function facetsOf(
  rows: { specs: FacetRow[]; price: { min: number; max: number } | null; inStock: number },
  attributes: readonly FilterAttribute[],
  chosen: readonly SpecCondition[],
): Facets {
  const byAttribute = new Map<string, FacetRow[]>();
  for (const row of rows.specs) {
    let group = byAttribute.get(row.k);
    if (!group) byAttribute.set(row.k, (group = []));
    group.push(row);
  }
  const chosenById = new Map(chosen.map((condition) => [condition.attributeId, condition]));
  const facets: AttributeFacet[] = [];
  for (const attribute of attributes) {
    if (!attribute.filterable || attribute.kind === 'text') continue;
    const group = byAttribute.get(attribute.id) ?? [];
    const own = chosenById.get(attribute.id);
    // An attribute no product left carries is not offered, unless it is chosen (to be cleared).
    if (group.length === 0 && !own) continue;
    const base = {
      id: attribute.id,
      label: attribute.label,
      ...(attribute.labelEn === '' ? {} : { label_en: attribute.labelEn }),
      kind: attribute.kind,
      unit: attribute.unit,
    };
    if (attribute.kind === 'choice') {
      const counts = new Map(group.map((row) => [String(row.v), row.n]));
      const picked = new Set(own?.kind === 'choice' ? own.values : []);
      facets.push({
        ...base,
        choices: attribute.choices
          .filter((choice) => (counts.get(choice.value) ?? 0) > 0 || picked.has(choice.value))
          .map((choice) => ({
            value: choice.value,
            label: choice.label,
            ...(choice.label_en ? { label_en: choice.label_en } : {}),
            count: counts.get(choice.value) ?? 0,
          })),
      });
    } else if (attribute.kind === 'number') {
      const los = group.flatMap((row) => (row.lo === null ? [] : [row.lo]));
      const his = group.flatMap((row) => (row.hi === null ? [] : [row.hi]));
      const values = group.find((row) => row.vs !== null)?.vs;
      facets.push({
        ...base,
        ...(los.length > 0 ? { min: Math.min(...los), max: Math.max(...his) } : {}),
        ...(values ? { values } : {}),
      });
    } else {
      const count = (value: boolean) => group.find((row) => row.v === value)?.n ?? 0;
      facets.push({ ...base, yes: count(true), no: count(false) });
    }
  }
  return {
    attributes: facets,
    ...(rows.price ? { price: rows.price } : {}),
    inStock: rows.inStock,
  };
}

/** A filtered answer's JSON, and the products it shows. */
export interface FilteredAnswer {
  body: Buffer;
  productIds: string[];
}

/** What a filtered request reads first: the attributes, the listing's and the search's versions. */
interface FilterStart {
  attributes: FilterAttribute[];
  listingVersion: string | undefined;
  searchVersion: string;
}

/**
 * The attributes and the versions: the attributes as the process keeps them (decision 051) unless
 * the database says they changed.
 */
async function filterContext(
  deps: CatalogDeps,
  db: Database,
  listing: { categoryId: string; subCategoryId: string } | undefined,
): Promise<FilterStart> {
  const memory = deps.filterMemory;
  const kept = memory?.attributes;
  const query = { listing, keptVersion: kept?.version };
  const context = await busyWhenCancelled(
    deps.batches
      ? deps.batches.filterContexts.read(query)
      : selectFilterContexts(db, [query]).then(([only]) => {
          if (!only) throw new Error('a filter context read gave no row');
          return only;
        }),
  );
  const { listingVersion, searchVersion } = context;
  if (context.attributes) {
    memory?.keepAttributes(context.attributesVersion, context.attributes);
    return { attributes: context.attributes, listingVersion, searchVersion };
  }
  if (!kept) throw new Error('attributes unchanged since a version this process does not keep');
  return { attributes: kept.list, listingVersion, searchVersion };
}

/**
 * A listing's filtered page: from its columns kept in memory when the shop keeps them (decision
 * 051), else from the statement of decision 048.
 */
async function listingPage(
  deps: CatalogDeps,
  db: Database,
  listingVersion: string | undefined,
  query: FilteredQuery & { source: { kind: 'listing' } },
): Promise<FilteredPage> {
  const columns = deps.filterMemory?.columns;
  const fromColumns =
    columns && listingVersion !== undefined
      ? await columns.filteredPage(db, query.source, listingVersion, query)
      : undefined;
  return fromColumns ?? selectFilteredPage(db, query);
}

/**
 * A page of a listing or of a search's hits, narrowed, sorted, with the facets when asked, as the
 * answer's JSON (checked against the page's schema when made, as search answers are). `pageOf`
 * works out the narrowed page of the source.
 */
async function filteredAnswer<S extends FilterSource>(
  deps: CatalogDeps,
  source: S,
  attributes: FilterAttribute[],
  request: PageRequest & FilterFields,
  pageOf: (query: FilteredQuery & { source: S }) => Promise<FilteredPage>,
): Promise<FilteredAnswer> {
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const specs = conditionsOf(request.filters, byId);
  const query = {
    source,
    specs,
    inStock: request.filters?.inStock === true,
    price: request.filters?.price,
    sort: request.sort,
    offset: (request.page - 1) * request.limit,
    limit: request.limit,
    facetAttributeIds: request.facets
      ? attributes
          .filter((attribute) => attribute.filterable && attribute.kind !== 'text')
          .map((attribute) => attribute.id)
      : undefined,
  };
  const found = await busyWhenCancelled(pageOf(query));
  const data = await loadProducts(deps, found.ids);
  const answer = okWith(data, {
    totalCount: found.total,
    totalPage: pageCountOf(found.total, request.limit),
    page: request.page,
    limit: request.limit,
    ...(found.facets ? { facets: facetsOf(found.facets, attributes, specs) } : {}),
  });
  return {
    body: Buffer.from(JSON.stringify(ProductPageResponseSchema.parse(answer))),
    productIds: found.ids,
  };
}

/** A listing page narrowed (issue 42): the products of the pair that pass every filter. */
export async function filteredListing(
  deps: CatalogDeps,
  request: PageRequest & FilterFields & { categoryId: string; subCategoryId: string },
): Promise<FilteredAnswer> {
  const db = deps.reads ?? deps.db;
  const listing = { categoryId: request.categoryId, subCategoryId: request.subCategoryId };
  const { attributes, listingVersion } = await filterContext(deps, db, listing);
  return filteredAnswer(deps, { kind: 'listing', ...listing }, attributes, request, (query) =>
    listingPage(deps, db, listingVersion, query),
  );
}

/**
 * A search narrowed (issue 42): the hits a search counts (its first `MAX_COUNTED_HITS`, best
 * first; an empty search's newest products) that pass every filter.
 *
 * The shop keeping filter memory (decision 051), a text's hits are kept while the search's
 * version (migration 0051) stays, and their columns while the listings they were read from stay:
 * a shopper narrowing a search changes the filters, not the words.
 */
export async function filteredSearch(
  deps: CatalogDeps,
  request: PageRequest & FilterFields & { search: string },
): Promise<FilteredAnswer> {
  const lastPage = Math.ceil(MAX_COUNTED_HITS / request.limit);
  if (request.page > lastPage) throw refusalOfPage(lastPage);
  const db = deps.reads ?? deps.db;
  const { attributes, searchVersion } = await filterContext(deps, db, undefined);
  const memory = deps.filterMemory;
  const text = request.search;
  const kept = memory?.searchOf(text, searchVersion);
  const ids =
    kept?.ids ??
    (text === ''
      ? await busyWhenCancelled(selectNewestIds(db, MAX_COUNTED_HITS))
      : (await busyWhenCancelled(deps.search.search(text, { offset: 0, limit: MAX_COUNTED_HITS })))
          .ids);
  if (!memory) {
    return filteredAnswer(deps, { kind: 'hits', ids }, attributes, request, (query) =>
      selectFilteredPage(db, query),
    );
  }
  return filteredAnswer(deps, { kind: 'hits', ids }, attributes, request, async (query) => {
    const { page, hits } = await memory.columns.hitsPage(db, ids, query, kept?.columns);
    memory.keepSearch(text, searchVersion, ids, hits);
    return page;
  });
}

function refusalOfPage(lastPage: number): AppError {
  return new AppError('BAD_REQUEST', filterRefusals.pageAtMost(lastPage), { field: 'page' });
}
