import {
  AttributeListResponseSchema,
  CategoryListResponseSchema,
  ProductDetailsResponseSchema,
  ProductListResponseSchema,
  ProductPageResponseSchema,
  SubCategoryListResponseSchema,
  endpoints,
  type Endpoint,
  type ParsedBodyOf,
} from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CompressedBodies } from '../../http/content-encoding';
import type { EndpointRequest, EndpointRouter } from '../../http/endpoint-router';
import { ok, okWith } from '../../http/envelope';
import { RateLimiter } from '../users/rate-limiter';
import {
  getProductDetails,
  listCategories,
  listCategoryRowProducts,
  listProducts,
  listSubCategories,
  listingPageJson,
  searchProducts,
  type CatalogDeps,
} from './catalog.service';
import { EVERY_PRODUCT, type CachedAnswer } from './catalog-cache';
import {
  asksToFilter,
  dependsOnEveryStock,
  filterKey,
  filteredListing,
  filteredSearch,
  type FilterFields,
} from './product-filters';
import { listSortedProducts } from './catalog-transfer.service';
import { listAttributes } from './attributes.service';

/** A catalogue call's answer as the cache keeps it: its key, and how to make it. */
interface CachedCall {
  key: string;
  /** The answer's JSON bytes, and the products it shows (whose changes make it stale). */
  load: () => Promise<CachedAnswer>;
  /** Runs before a missing answer is made, with the caller's address; throws to refuse it. */
  beforeLoading?: (ip: string) => void;
}

/**
 * The public catalogue's answers asked for within the process, as a server-drawn page asks for its
 * first answers (decision 011): the row's request schema checks the body, and the answer comes
 * from the same cache, under the same limits, as over HTTP, without a request through the HTTP
 * layer (about a quarter of what a page drawn before costs).
 */
export interface CatalogAnswers {
  /**
   * The JSON the row answers `body` with, as it is sent with status 200; undefined when the body is
   * not one the row takes (HTTP would answer 400). Rejects as the route's answer fails: with an
   * `AppError` for a refusal (an unknown product, too many searches from `ip`).
   */
  answer(endpoint: Endpoint, body: unknown, ip: string): Promise<string | undefined>;
}

/** An answer made as an object: checked against its schema, then written as JSON. */
const checkedJson = (schema: z.ZodType, answer: unknown) =>
  Buffer.from(JSON.stringify(schema.parse(answer)));

const idsOf = (products: readonly { _id: string }[]) => products.map((product) => product._id);

/**
 * Whether to keep a page: an empty page past the first is sent but not kept, so asking for pages
 * that do not exist cannot fill the cache with copies of nothing.
 */
const worthKeeping = (page: number, shown: readonly unknown[]) => page === 1 || shown.length > 0;

/**
 * The public catalogue calls (docs/contract.md). Routes parse, call one service function, answer.
 * The storefront's calls answer from the catalogue cache (decision record 010): an answer is
 * checked against its response schema once, when made (a listing page is made as JSON from the
 * database's, decision 039), and then sent as the same JSON bytes until something it shows
 * changes. The admin list (`/api/product/get`) always reads the database.
 */
export function registerCatalogRoutes(
  routes: EndpointRouter,
  deps: CatalogDeps,
  searchesPerMinute = 120,
): CatalogAnswers {
  const compressed = new CompressedBodies();
  // Searches the cache cannot answer reach the database; a client sending new words as fast as it
  // can is cut off per address. Kept answers are sent without counting: the search page asks on
  // every keystroke, and a popular search costs nothing.
  const searches = searchesPerMinute > 0 ? new RateLimiter(searchesPerMinute, 60_000) : undefined;
  const countSearch = (ip: string) => searches?.hit(ip);

  /**
   * The call's answer from the cache, kept or made now; a kept one without a promise, which is most
   * of what a cached answer costs. The caller's address is read only to make one (behind a proxy,
   * it is worked out from the forwarded headers).
   */
  function cached(call: CachedCall, from: { readonly ip: string }): Buffer | Promise<Buffer> {
    const kept = deps.cache.kept(call.key, call.load);
    if (kept !== undefined) return kept;
    call.beforeLoading?.(from.ip);
    return deps.cache.answer(call.key, call.load);
  }

  /** What each cached row answers, by the row, for `CatalogAnswers`. */
  const callsByRow = new Map<Endpoint, (body: unknown) => CachedCall | undefined>();

  /**
   * Registers a row answered from the cache: over HTTP (bytes with a JSON content type skip the
   * route's serializer; browsers get them compressed once, here, so the compress plugin stays off
   * the route), and within the process.
   */
  function cachedRow<E extends Endpoint>(
    endpoint: E,
    callOf: (body: ParsedBodyOf<E>) => CachedCall,
  ): void {
    routes.add(
      endpoint,
      (request: EndpointRequest<E>, reply: FastifyReply) => {
        const send = (body: Buffer) => compressed.send(reply, body);
        let answer: Buffer | Promise<Buffer>;
        try {
          // Fastify's request type cannot resolve a row left generic; the router gives the row's body.
          answer = cached(callOf(request.body as ParsedBodyOf<E>), request);
        } catch (error) {
          reply.send(error);
          return;
        }
        if (Buffer.isBuffer(answer)) send(answer);
        else answer.then(send, (error: unknown) => reply.send(error));
      },
      { compress: false, keptBodies: true },
    );
    callsByRow.set(endpoint, (body) => {
      const checked = routes.checkedBody(endpoint, body);
      return checked && callOf(checked.body);
    });
  }

  cachedRow(endpoints.listCategories, () => ({
    key: 'categories',
    load: async () => ({
      body: checkedJson(CategoryListResponseSchema, ok(await listCategories(deps))),
      productIds: [],
    }),
  }));

  cachedRow(endpoints.listAttributes, () => ({
    key: 'attributes',
    load: async () => ({
      body: checkedJson(AttributeListResponseSchema, ok(await listAttributes(deps))),
      productIds: [],
    }),
  }));

  cachedRow(endpoints.listSubCategories, () => ({
    key: 'subcategories',
    load: async () => ({
      body: checkedJson(SubCategoryListResponseSchema, ok(await listSubCategories(deps))),
      productIds: [],
    }),
  }));

  cachedRow(endpoints.categoryRowProducts, (body) => ({
    key: `row:${body.id}`,
    load: async () => {
      const products = await listCategoryRowProducts(deps, body.id);
      return {
        body: checkedJson(ProductListResponseSchema, ok(products)),
        productIds: idsOf(products),
      };
    },
  }));

  /**
   * A filtered listing or search (issue 42), kept like the plain ones under its filters' key; one
   * that counts stock (facets, in stock only) is also forgotten when any product's stock changes.
   */
  const filteredCall = (
    key: string,
    fields: FilterFields,
    page: number,
    make: () => ReturnType<typeof filteredListing>,
  ): CachedCall => ({
    key: `${key}:f${filterKey(fields)}`,
    load: async () => {
      const { body, productIds } = await make();
      return {
        body,
        productIds: dependsOnEveryStock(fields) ? [...productIds, EVERY_PRODUCT] : productIds,
        keep: worthKeeping(page, productIds),
      };
    },
  });

  cachedRow(endpoints.listingProducts, (body) => {
    const { categoryId, subCategoryId, page, limit } = body;
    if (asksToFilter(body))
      return filteredCall(
        `listing:${categoryId}:${subCategoryId}:${page}:${limit}`,
        body,
        page,
        () => filteredListing(deps, body),
      );
    return {
      key: `listing:${categoryId}:${subCategoryId}:${page}:${limit}`,
      // Written from the database's JSON (decisions 039, 043): checked by the tests, not here.
      load: async () => {
        const { json, productIds } = await listingPageJson(deps, body);
        return { body: Buffer.from(json), productIds, keep: worthKeeping(page, productIds) };
      },
    };
  });

  cachedRow(endpoints.searchProducts, (body) => {
    const { search, page, limit } = body;
    if (asksToFilter(body))
      return {
        ...filteredCall(`search:${page}:${limit}:${search}`, body, page, () =>
          filteredSearch(deps, body),
        ),
        beforeLoading: countSearch,
      };
    return {
      key: `search:${page}:${limit}:${search}`,
      load: async () => {
        const { data, ...pageFields } = await searchProducts(deps, body);
        return {
          body: checkedJson(ProductPageResponseSchema, okWith(data, pageFields)),
          productIds: idsOf(data),
          keep: worthKeeping(page, data),
        };
      },
      beforeLoading: countSearch,
    };
  });

  routes.add(endpoints.listProducts, async (request) => {
    const { sort } = request.body;
    const { data, ...pageFields } = sort
      ? await listSortedProducts(deps, { ...request.body, sort })
      : await listProducts(deps, request.body);
    return okWith(data, pageFields);
  });

  cachedRow(endpoints.productDetails, (body) => ({
    key: `details:${body.productId}`,
    load: async () => {
      const product = await getProductDetails(deps, body.productId);
      return {
        body: checkedJson(ProductDetailsResponseSchema, ok(product)),
        productIds: [product._id],
      };
    },
  }));

  return {
    async answer(endpoint, body, ip) {
      const callOf = callsByRow.get(endpoint);
      if (!callOf) throw new Error(`${endpoint.path} is not answered from the catalogue cache`);
      const call = callOf(body);
      return call && (await cached(call, { ip })).toString();
    },
  };
}
