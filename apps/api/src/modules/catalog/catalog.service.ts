import { documentsOfProducts, productDocumentsOf } from '../documents/product-documents.service';
import { productVariantsOf } from './product-variants.service';
import type { FilterMemory } from './filter-memory';
import { inBoth } from '../../http/answer-texts';
import type { Category, Product, ProductDocument, SubCategory } from '@shop/contract';
import { HOME_ROW_SIZE } from '@shop/contract';
import { AppError } from '../../app-error';
import { okWithJsonData } from '../../http/envelope';
import { QUERY_CANCELED, type Database } from '../../db/client';
import { sqlStateOf } from '../../db/errors';
import { toPublicUrl } from '../files/image-store';
import { MAX_COUNTED_HITS } from '../search/postgres-search-index';
import type { SearchIndex } from '../search/search-index';
import type { CatalogCache } from './catalog-cache';
import { BatchedReads } from './batched-reads';
import {
  selectFilterContexts,
  type FilterContext,
  type FilterContextQuery,
} from './product-filters.repo';
import {
  categoryExists,
  selectCategories,
  selectNewestProductIdPage,
  selectNewestProductIdsInCategory,
  selectListingPages,
  selectProductsByIds,
  selectSubCategories,
  namedLinks,
  type CategoryRow,
  type IdPage,
  LINK_MARK,
  type ListingPage,
  type ListingPageJson,
  type ListingPageQuery,
  type ProductRow,
} from './catalog.repo';

export interface CatalogDeps {
  db: Database;
  search: SearchIndex;
  publicUrl: string;
  /** The storefront's answers, kept between requests; admin writes forget them. */
  cache: CatalogCache;
  /**
   * Where the storefront's page and count queries run: on a server, connections whose statements
   * the database cancels after the catalogue's query timeout (the search index reads there too);
   * `db` itself when absent.
   */
  reads?: Database;
  /** The storefront's reads, shared by the requests of one event-loop turn; unbatched when absent. */
  batches?: CatalogBatches;
  /**
   * What filtered requests keep between them, checked by version (decision 051): the listings'
   * filter columns, the attributes, searches' hits. From the database's statements alone when
   * absent.
   */
  filterMemory?: FilterMemory;
}

/** The storefront reads that many requests ask for at once: products by id, listing pages. */
export interface CatalogBatches {
  products: BatchedReads<string, ProductRow | undefined>;
  /** A product's documents (issue 42), for its details answer. */
  documents: BatchedReads<string, ProductDocument[]>;
  listingPages: BatchedReads<ListingPageQuery, ListingPage>;
  /** What every filtered request reads first: the attributes and the versions (issue 42). */
  filterContexts: BatchedReads<FilterContextQuery, FilterContext>;
}

/** A turn's share of a listing batch's answers: about a millisecond or two of work on a server. */
const LISTING_PAGES_PER_TURN = 8;

/**
 * Batches for a server's storefront (decision 029), both on `reads`: within the catalogue's
 * statement timeout, which then covers the whole batch. A search reads `products` only here, for
 * its page's products (decision 038), so a table held by a long write answers 503 here too.
 */
export function catalogBatches(reads: Database, publicUrl: string): CatalogBatches {
  return {
    products: new BatchedReads(async (ids) => {
      // Shoppers looking at the same product in the same turn ask for it once.
      const rows = await selectProductsByIds(reads, [...new Set(ids)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    }),
    documents: new BatchedReads((ids) => documentsOfProducts(reads, ids, publicUrl)),
    // Eight products to write out per page: handed out a few at a time (decision 039).
    listingPages: new BatchedReads((pages) => selectListingPages(reads, pages, publicUrl), {
      answersPerTurn: LISTING_PAGES_PER_TURN,
    }),
    filterContexts: new BatchedReads((queries) => selectFilterContexts(reads, queries)),
  };
}

/** A query the database cancelled for its time becomes a 503 the client may retry, not a 500. */
export async function busyWhenCancelled<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (sqlStateOf(error) === QUERY_CANCELED) {
      throw new AppError(
        'UNAVAILABLE',
        inBoth((t) => t.catalogueBusy),
      );
    }
    throw error;
  }
}

/** Runs page and count queries whose cost depends on what was asked within the statement timeout. */
const withinTimeout = <T>(
  deps: Pick<CatalogDeps, 'db' | 'reads'>,
  read: (db: Database) => Promise<T>,
): Promise<T> => busyWhenCancelled(read(deps.reads ?? deps.db));

export interface PageRequest {
  page: number;
  limit: number;
}

// Names are Vietnamese: sort them as Vietnamese readers expect, the same on every database.
const byVietnameseName = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
const sortByName = <T extends { name: string }>(items: T[]): T[] =>
  items.sort((a, b) => byVietnameseName.compare(a.name, b.name));

/** An English text as the answers carry it: only when there is one (docs/contract.md). */
const english = <K extends string>(key: K, text: string): { [P in K]?: string } =>
  (text === '' ? {} : { [key]: text }) as { [P in K]?: string };

export function toCategory(row: CategoryRow, publicUrl: string): Category {
  return {
    _id: row.id,
    name: row.name,
    ...english('name_en', row.nameEn),
    image: toPublicUrl(row.image, publicUrl),
  };
}

function toProduct(row: ProductRow, publicUrl: string): Product {
  return {
    _id: row.id,
    name: row.name,
    ...english('name_en', row.nameEn),
    image: row.image.map((ref) => toPublicUrl(ref, publicUrl)),
    category: sortByName(row.categories.map((c) => toCategory(c, publicUrl))),
    subCategory: sortByName(row.subCategories.map((s) => toCategory(s, publicUrl))),
    unit: row.unit,
    stock: row.stock,
    price: row.price,
    discount: row.discount,
    description: row.description,
    ...english('description_en', row.descriptionEn),
    more_details: row.moreDetails,
    max_per_order: row.maxPerOrder,
    // Only when set: answers of products on the shop default keep their earlier shape.
    ...(row.lowStockThreshold === null ? {} : { low_stock_threshold: row.lowStockThreshold }),
    code: row.code,
    specs: row.specs,
    // Only on a product with options (issue 43): the others keep their shape.
    ...(row.priceRange === null ? {} : { price_range: row.priceRange }),
    ...(row.anyInStock === null ? {} : { in_stock: row.anyInStock }),
  };
}

/** The JSON of the link sets seen, for the public URL it was written with (see `linksJson`). */
interface LinkSetsMade {
  publicUrl: string;
  json: Map<string, string>;
}

/** The link sets made, by the category names they were made from. */
const linksJsonMade = new WeakMap<ReadonlyMap<string, CategoryRow>, LinkSetsMade>();
/** Past this many sets of one version, the kept JSON is forgotten and made again as asked. */
const MAX_KEPT_LINK_SETS = 10_000;

/**
 * The JSON of a product's categories (or sub-categories) as its answer shows them. Products share
 * a few sets of links, so each set's JSON is made once per version of the names kept by the process
 * (decision 029) rather than once per product shown. A process has one public URL: the sets are
 * kept by their ids alone, and made again should it ask with another.
 */
function linksJson(byId: ReadonlyMap<string, CategoryRow>, ids: string, publicUrl: string): string {
  let made = linksJsonMade.get(byId);
  if (made?.publicUrl !== publicUrl) {
    made = { publicUrl, json: new Map() };
    linksJsonMade.set(byId, made);
  }
  let json = made.json.get(ids);
  if (json === undefined) {
    if (made.json.size >= MAX_KEPT_LINK_SETS) made.json.clear();
    json = JSON.stringify(sortByName(namedLinks(ids, byId).map((c) => toCategory(c, publicUrl))));
    made.json.set(ids, json);
  }
  return json;
}

/**
 * A listing page's products as its answer's `data` items, in parts (decision 043): the database's
 * JSON with each product's categories and sub-categories written in where it marked their ids.
 */
function listingProductsParts({ text, names }: ListingPageJson, publicUrl: string): string[] {
  const parts = text.split(LINK_MARK);
  for (let at = 1; at < parts.length; at += 2) {
    const marked = parts[at] as string;
    const byId = marked.startsWith('c') ? names.categories : names.subCategories;
    parts[at] = linksJson(byId, marked.slice(1), publicUrl);
  }
  return parts;
}

/** Products by id, in the order given, as every catalogue answer shows them (the cart reuses it). */
export async function loadProducts(
  deps: Pick<CatalogDeps, 'db' | 'publicUrl' | 'batches'>,
  ids: readonly string[],
): Promise<Product[]> {
  const { batches } = deps;
  // The batch reads within the catalogue's statement timeout: cancelled, it is a 503.
  const rows = batches
    ? (await busyWhenCancelled(Promise.all(ids.map((id) => batches.products.read(id))))).filter(
        (row): row is ProductRow => row !== undefined,
      )
    : await selectProductsByIds(deps.db, ids);
  return rows.map((row) => toProduct(row, deps.publicUrl));
}

const offsetOf = ({ page, limit }: PageRequest) => ({ offset: (page - 1) * limit, limit });
const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
/** How many pages of `limit` a total makes, as every page answer counts them. */
export const pageCountOf = pageCount;

/** Every category, sorted by name. */
export async function listCategories(deps: CatalogDeps): Promise<Category[]> {
  return sortByName(
    (await selectCategories(deps.db)).map((row) => toCategory(row, deps.publicUrl)),
  );
}

/** Every sub-category with its categories, sorted by name. */
export async function listSubCategories(deps: CatalogDeps): Promise<SubCategory[]> {
  const rows = await selectSubCategories(deps.db);
  return sortByName(
    rows.map((row) => ({
      ...toCategory(row, deps.publicUrl),
      category: sortByName(row.categories.map((c) => toCategory(c, deps.publicUrl))),
    })),
  );
}

/** The home page row of a category: its newest products. */
export async function listCategoryRowProducts(
  deps: CatalogDeps,
  categoryId: string,
): Promise<Product[]> {
  if (!(await categoryExists(deps.db, categoryId)))
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.categoryNotFound),
    );
  return loadProducts(
    deps,
    await selectNewestProductIdsInCategory(deps.db, categoryId, HOME_ROW_SIZE),
  );
}

async function toProductPage(deps: CatalogDeps, hits: IdPage, request: PageRequest) {
  return pageOf(await loadProducts(deps, hits.ids), hits.total, request);
}

/** A storefront page's fields besides its products. */
function pageFieldsOf(total: number, request: PageRequest) {
  return {
    totalCount: total,
    totalPage: pageCount(total, request.limit),
    page: request.page,
    limit: request.limit,
  };
}

function pageOf(data: Product[], total: number, request: PageRequest) {
  return { data, ...pageFieldsOf(total, request) };
}

/** A page's answer made as JSON text, and the products it shows (their changes make it stale). */
export interface PageJson {
  json: string;
  productIds: string[];
}

/**
 * A listing page's answer, as JSON (decisions 039, 043): products in both the category and the
 * sub-category, newest first. The answer a shopper waits for most often, made without writing its
 * products' fields a second time.
 */
export async function listingPageJson(
  deps: CatalogDeps,
  request: PageRequest & { categoryId: string; subCategoryId: string },
): Promise<PageJson> {
  const page: ListingPageQuery = {
    categoryId: request.categoryId,
    subCategoryId: request.subCategoryId,
    ...offsetOf(request),
  };
  const found = await withinTimeout(deps, async (db) => {
    if (deps.batches) return deps.batches.listingPages.read(page);
    const [one] = await selectListingPages(db, [page], deps.publicUrl);
    return one ?? { productIds: [], json: undefined, total: 0 };
  });
  return {
    json: okWithJsonData(
      found.json ? listingProductsParts(found.json, deps.publicUrl) : [],
      pageFieldsOf(found.total, request),
    ),
    productIds: found.productIds,
  };
}

async function findProductIds(
  deps: CatalogDeps,
  search: string,
  request: PageRequest,
): Promise<IdPage> {
  // Search totals are counted up to MAX_COUNTED_HITS, so no page past them can be reached by
  // paging; asking for one only makes the database skip rows to find nothing.
  const lastPage = Math.ceil(MAX_COUNTED_HITS / request.limit);
  if (request.page > lastPage) {
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.pageAtMost(lastPage)),
      { field: 'page' },
    );
  }
  // The search index runs its own queries within the same timeout.
  return search === ''
    ? withinTimeout(deps, (db) => selectNewestProductIdPage(db, offsetOf(request)))
    : busyWhenCancelled(deps.search.search(search, offsetOf(request)));
}

/** Storefront search; an empty search lists the newest products. */
export async function searchProducts(deps: CatalogDeps, request: PageRequest & { search: string }) {
  return toProductPage(deps, await findProductIds(deps, request.search, request), request);
}

/** The admin product list: the same search, with the admin page fields. */
export async function listProducts(deps: CatalogDeps, request: PageRequest & { search: string }) {
  const hits = await findProductIds(deps, request.search, request);
  return {
    data: await loadProducts(deps, hits.ids),
    totalCount: hits.total,
    totalNoPage: pageCount(hits.total, request.limit),
  };
}

/** A product's documents (issue 42): with the other details answers of the turn when batched. */
async function documentsOf(deps: CatalogDeps, productId: string): Promise<ProductDocument[]> {
  return deps.batches
    ? busyWhenCancelled(deps.batches.documents.read(productId))
    : productDocumentsOf(deps.reads ?? deps.db, productId, deps.publicUrl);
}

export async function getProductDetails(deps: CatalogDeps, productId: string): Promise<Product> {
  // The product and its documents are read at once: two batched statements, no waiting between.
  const [[product], documents] = await Promise.all([
    loadProducts(deps, [productId]),
    documentsOf(deps, productId),
  ]);
  if (!product)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.productNotFound),
    );
  // Its options and variants (issue 43), read only for a product that has some.
  const variants =
    product.price_range &&
    (await productVariantsOf(deps.reads ?? deps.db, productId, deps.publicUrl));
  return {
    ...product,
    ...(documents.length > 0 ? { documents } : {}),
    ...(variants && variants.options.length > 0 ? variants : {}),
  };
}
