import {
  CategoryListResponseSchema,
  ProductDetailsResponseSchema,
  ProductListResponseSchema,
  ProductPageResponseSchema,
  SubCategoryListResponseSchema,
  endpoints,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CompressedBodies } from '../../http/content-encoding';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok, okWith } from '../../http/envelope';
import { RateLimiter } from '../users/rate-limiter';
import {
  getProductDetails,
  listCategories,
  listCategoryRowProducts,
  listProducts,
  listSubCategories,
  pageSubCategoryProducts,
  searchProducts,
  type CatalogDeps,
} from './catalog.service';

/** An answer and the products it shows (whose changes make it stale). */
interface Showing {
  answer: unknown;
  products: readonly { _id: string }[];
  /**
   * Whether to keep it: an empty page past the first is sent but not kept, so asking for pages
   * that do not exist cannot fill the cache with copies of nothing.
   */
  keep?: boolean;
}

const worthKeeping = (page: number, shown: readonly unknown[]) => page === 1 || shown.length > 0;

/**
 * The public catalogue calls (docs/contract.md). Routes parse, call one service function, answer.
 * The storefront's calls answer from the catalogue cache (decision record 010): an answer is
 * checked against its response schema once, when made, and then sent as the same JSON bytes until
 * something it shows changes. The admin list (`/api/product/get`) always reads the database.
 */
export function registerCatalogRoutes(
  routes: EndpointRouter,
  deps: CatalogDeps,
  searchesPerMinute = 120,
): void {
  const compressed = new CompressedBodies();
  // Searches the cache cannot answer reach the database; a client sending new words as fast as it
  // can is cut off per address. Kept answers are sent without counting: the search page asks on
  // every keystroke, and a popular search costs nothing.
  const searches = searchesPerMinute > 0 ? new RateLimiter(searchesPerMinute, 60_000) : undefined;
  const countSearch = (request: FastifyRequest) => searches?.hit(request.ip);

  /**
   * Answers from the cache. Not async: a kept answer is sent at once, without a promise, which is
   * most of what a cached answer costs; a missing one is made, then sent (or its error handled).
   */
  function sendCached(
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    load: () => Promise<Showing>,
    beforeLoading?: (request: FastifyRequest) => void,
  ): void {
    // Bytes with a JSON content type skip the route's serializer; browsers get them compressed.
    const send = (body: Buffer) => compressed.send(reply, body);
    const make = async () => {
      const { answer, products, keep = true } = await load();
      return {
        body: Buffer.from(JSON.stringify(schema.parse(answer))),
        productIds: products.map((product) => product._id),
        keep,
      };
    };
    const kept = deps.cache.kept(key, make);
    if (kept !== undefined) {
      send(kept);
      return;
    }
    try {
      beforeLoading?.(reply.request);
    } catch (error) {
      reply.send(error);
      return;
    }
    deps.cache.answer(key, make).then(send, (error: unknown) => reply.send(error));
  }

  routes.add(endpoints.listCategories, (_request, reply) => {
    sendCached(reply, 'categories', CategoryListResponseSchema, async () => ({
      answer: ok(await listCategories(deps)),
      products: [],
    }));
  });

  routes.add(endpoints.listSubCategories, (_request, reply) => {
    sendCached(reply, 'subcategories', SubCategoryListResponseSchema, async () => ({
      answer: ok(await listSubCategories(deps)),
      products: [],
    }));
  });

  routes.add(endpoints.categoryRowProducts, (request, reply) => {
    sendCached(reply, `row:${request.body.id}`, ProductListResponseSchema, async () => {
      const products = await listCategoryRowProducts(deps, request.body.id);
      return { answer: ok(products), products };
    });
  });

  routes.add(endpoints.listingProducts, (request, reply) => {
    const { categoryId, subCategoryId, page, limit } = request.body;
    const key = `listing:${categoryId}:${subCategoryId}:${page}:${limit}`;
    sendCached(reply, key, ProductPageResponseSchema, async () => {
      const { data, ...pageFields } = await pageSubCategoryProducts(deps, request.body);
      return { answer: okWith(data, pageFields), products: data, keep: worthKeeping(page, data) };
    });
  });

  routes.add(endpoints.searchProducts, (request, reply) => {
    const { search, page, limit } = request.body;
    sendCached(
      reply,
      `search:${page}:${limit}:${search}`,
      ProductPageResponseSchema,
      async () => {
        const { data, ...pageFields } = await searchProducts(deps, request.body);
        return { answer: okWith(data, pageFields), products: data, keep: worthKeeping(page, data) };
      },
      countSearch,
    );
  });

  routes.add(endpoints.listProducts, async (request) => {
    const { data, ...pageFields } = await listProducts(deps, request.body);
    return okWith(data, pageFields);
  });

  routes.add(endpoints.productDetails, (request, reply) => {
    sendCached(
      reply,
      `details:${request.body.productId}`,
      ProductDetailsResponseSchema,
      async () => {
        const product = await getProductDetails(deps, request.body.productId);
        return { answer: ok(product), products: [product] };
      },
    );
  });
}
