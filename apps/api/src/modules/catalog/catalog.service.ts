import type { Category, Product, SubCategory } from '@shop/contract';
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
  type ListedProductRow,
  type ListingPage,
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
}

/** The storefront reads that many requests ask for at once: products by id, listing pages. */
export interface CatalogBatches {
  products: BatchedReads<string, ProductRow | undefined>;
  listingPages: BatchedReads<ListingPageQuery, ListingPage>;
}

/** A turn's share of a listing batch's answers: about a millisecond or two of work on a server. */
const LISTING_PAGES_PER_TURN = 8;

/**
 * Batches for a server's storefront (decision 029), both on `reads`: within the catalogue's
 * statement timeout, which then covers the whole batch. A search reads `products` only here, for
 * its page's products (decision 038), so a table held by a long write answers 503 here too.
 */
export function catalogBatches(reads: Database): CatalogBatches {
  return {
    products: new BatchedReads(async (ids) => {
      // Shoppers looking at the same product in the same turn ask for it once.
      const rows = await selectProductsByIds(reads, [...new Set(ids)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    }),
    // Eight products to write out per page: handed out a few at a time (decision 039).
    listingPages: new BatchedReads((pages) => selectListingPages(reads, pages), {
      answersPerTurn: LISTING_PAGES_PER_TURN,
    }),
  };
}

/** Answered when a catalogue query ran past its time and the database cancelled it. */
export const CATALOGUE_BUSY_MESSAGE =
  'Cửa hàng đang bận, vui lòng thử lại sau giây lát. / ' +
  'The catalogue took too long to answer; please try again in a moment.';

/** A query the database cancelled for its time becomes a 503 the client may retry, not a 500. */
async function busyWhenCancelled<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (sqlStateOf(error) === QUERY_CANCELED) {
      throw new AppError('UNAVAILABLE', CATALOGUE_BUSY_MESSAGE);
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

export function toCategory(row: CategoryRow, publicUrl: string): Category {
  return { _id: row.id, name: row.name, image: toPublicUrl(row.image, publicUrl) };
}

function toProduct(row: ProductRow, publicUrl: string): Product {
  return {
    _id: row.id,
    name: row.name,
    image: row.image.map((ref) => toPublicUrl(ref, publicUrl)),
    category: sortByName(row.categories.map((c) => toCategory(c, publicUrl))),
    subCategory: sortByName(row.subCategories.map((s) => toCategory(s, publicUrl))),
    unit: row.unit,
    stock: row.stock,
    price: row.price,
    discount: row.discount,
    description: row.description,
    more_details: row.moreDetails,
    max_per_order: row.maxPerOrder,
    // Only when set: answers of products on the shop default keep their earlier shape.
    ...(row.lowStockThreshold === null ? {} : { low_stock_threshold: row.lowStockThreshold }),
  };
}

/** The JSON of the link sets seen, by the category names they were made from (see `linksJson`). */
const linksJsonMade = new WeakMap<ReadonlyMap<string, CategoryRow>, Map<string, string>>();
/** Past this many sets of one version, the kept JSON is forgotten and made again as asked. */
const MAX_KEPT_LINK_SETS = 10_000;

/**
 * The JSON of a product's categories (or sub-categories) as its answer shows them. Products share
 * a few sets of links, so each set's JSON is made once per version of the names kept by the process
 * (decision 029) rather than once per product shown.
 */
function linksJson(byId: ReadonlyMap<string, CategoryRow>, ids: string, publicUrl: string): string {
  let made = linksJsonMade.get(byId);
  if (!made) {
    made = new Map();
    linksJsonMade.set(byId, made);
  }
  const key = `${publicUrl} ${ids}`;
  let json = made.get(key);
  if (json === undefined) {
    if (made.size >= MAX_KEPT_LINK_SETS) made.clear();
    json = JSON.stringify(sortByName(namedLinks(ids, byId).map((c) => toCategory(c, publicUrl))));
    made.set(key, json);
  }
  return json;
}

/**
 * A listed product's answer as JSON (decision 039): the same fields in the same order as
 * `toProduct`'s, with the parts the database wrote as JSON put in as they are.
 */
function toProductJson(row: ListedProductRow, publicUrl: string): string {
  const image = JSON.stringify(row.image.map((ref) => toPublicUrl(ref, publicUrl)));
  const category = linksJson(row.names.categories, row.categoryIds, publicUrl);
  const subCategory = linksJson(row.names.subCategories, row.subCategoryIds, publicUrl);
  return (
    `{${row.jsonHead},"image":${image},"category":${category},` +
    `"subCategory":${subCategory},${row.jsonTail}}`
  );
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
    throw new AppError('NOT_FOUND', 'Category not found');
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
 * A listing page's answer, as JSON (decision 039): products in both the category and the
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
    const [one] = await selectListingPages(db, [page]);
    return one ?? { products: [], total: 0 };
  });
  return {
    json: okWithJsonData(
      found.products.map((row) => toProductJson(row, deps.publicUrl)),
      pageFieldsOf(found.total, request),
    ),
    productIds: found.products.map((row) => row.id),
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
    const message = `page must be at most ${lastPage}`;
    throw new AppError('BAD_REQUEST', message, { field: 'page' });
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

export async function getProductDetails(deps: CatalogDeps, productId: string): Promise<Product> {
  const [product] = await loadProducts(deps, [productId]);
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  return product;
}
