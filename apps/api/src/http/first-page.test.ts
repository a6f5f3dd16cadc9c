import { HOME_ROWS_IN_FIRST_HTML, endpoints, slugWithId } from '@shop/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { keyOf, type ApiCall } from './first-page';
import { readPageRequest } from './page-request';

const firstPageAt = (url: string) => readPageRequest(url).first;

const CATEGORY_ID = '66a0b8c1d2e3f40516273801';
const SUB_CATEGORY_ID = '66a0b8c1d2e3f40516273802';
const PRODUCT_ID = '66a0b8c1d2e3f40516273803';

/** The keys the web app looks the carried answers up by. */
function keysAt(url: string): string[] | undefined {
  return firstPageAt(url)?.calls.map(keyOf);
}

describe('the first calls of a storefront page', () => {
  it('are the category lists on the home page, then the products of its first two rows', () => {
    const home = firstPageAt('/');
    expect(home?.page).toBe('home');
    expect(keysAt('/')).toEqual([
      `GET ${endpoints.listCategories.path}`,
      `POST ${endpoints.listSubCategories.path} {}`,
      `GET ${endpoints.listAttributes.path}`,
    ]);
    // The rows follow the category list's order (the server's, by name), as the page draws them.
    const categories = ['c1', 'c2', 'c3'].map((name, i) => ({
      _id: `${CATEGORY_ID.slice(0, -1)}${i}`,
      name,
    }));
    const answerOf = (call: ApiCall) =>
      call.endpoint === endpoints.listCategories ? { success: true, data: categories } : undefined;
    expect(categories.length).toBeGreaterThan(HOME_ROWS_IN_FIRST_HTML);
    expect(home?.callsAfter?.(answerOf).map(keyOf)).toEqual(
      categories
        .slice(0, HOME_ROWS_IN_FIRST_HTML)
        .map(({ _id }) => `POST ${endpoints.categoryRowProducts.path} {"id":"${_id}"}`),
    );
    // No list (its call failed): no rows.
    expect(home?.callsAfter?.(() => undefined)).toEqual([]);
  });

  it("are the first page of the search's results, with the query as the web app sends it", () => {
    expect(keysAt('/search?q=%C4%91i%E1%BB%87n%20tr%E1%BB%9F')).toEqual([
      `GET ${endpoints.listAttributes.path}`,
      `POST ${endpoints.searchProducts.path} {"page":1,"search":"điện trở"}`,
    ]);
    expect(keysAt('/search')).toEqual([
      `GET ${endpoints.listAttributes.path}`,
      `POST ${endpoints.searchProducts.path} {"page":1,"search":""}`,
    ]);
  });

  it("are the product's details, by the id at the end of its slug", () => {
    const url = `/product/${encodeURIComponent(slugWithId('Điện trở chữ U', PRODUCT_ID))}`;
    expect(firstPageAt(url)?.page).toBe('product');
    expect(keysAt(url)).toEqual([
      `POST ${endpoints.productDetails.path} {"productId":"${PRODUCT_ID}"}`,
    ]);
  });

  it("are the sub-categories and the listing's first page", () => {
    const url = `/${slugWithId('Quạt', CATEGORY_ID)}/${slugWithId('Quạt hút', SUB_CATEGORY_ID)}`;
    expect(firstPageAt(url)?.page).toBe('listing');
    expect(keysAt(url)).toEqual([
      `POST ${endpoints.listSubCategories.path} {}`,
      `GET ${endpoints.listAttributes.path}`,
      `POST ${endpoints.listingProducts.path} {"categoryId":"${CATEGORY_ID}","limit":8,"page":1,"subCategoryId":"${SUB_CATEGORY_ID}"}`,
    ]);
  });

  it('are none on pages that depend on who is signed in, or that cannot be decoded', () => {
    expect(firstPageAt('/dashboard/profile')).toBeUndefined();
    expect(firstPageAt('/chinh-sach/giao-hang')).toBeUndefined();
    expect(firstPageAt('/lien-he')).toBeUndefined();
    expect(firstPageAt('/cart')).toBeUndefined();
    expect(firstPageAt('/a/b/c')).toBeUndefined();
    expect(firstPageAt('/product/%E0%A4%A')).toBeUndefined();
  });
});

describe("the pages named for the server's app-code element", () => {
  it("are pages of the web app's table, which its build maps to their modules", () => {
    const table = readFileSync(join(REPO_ROOT, 'apps/web/src/app/storefront-pages.ts'), 'utf8');
    const urls = {
      '/': 'home',
      '/search?q=x': 'search',
      [`/product/a-${PRODUCT_ID}`]: 'product',
      [`/b-${CATEGORY_ID}/c-${SUB_CATEGORY_ID}`]: 'listing',
    };
    for (const [url, page] of Object.entries(urls)) {
      expect(firstPageAt(url)?.page, url).toBe(page);
      expect(table, `storefront-pages.ts names ${page}`).toContain(`  ${page}: () => import(`);
    }
  });
});

describe('the first calls of a filtered page (issue 42)', () => {
  const attributes = [
    { _id: 'dien-ap', kind: 'number', filterable: true, choices: [] },
    { _id: 'cong-suat', kind: 'number', filterable: true, choices: [] },
  ];
  const answerOf = (call: ApiCall) =>
    call.endpoint === endpoints.listAttributes ? { success: true, data: attributes } : undefined;
  const listing = `/${slugWithId('Quạt', CATEGORY_ID)}/${slugWithId('Quạt hút', SUB_CATEGORY_ID)}`;
  const plainListing = `POST ${endpoints.listingProducts.path} {"categoryId":"${CATEGORY_ID}","limit":8,"page":1,"subCategoryId":"${SUB_CATEGORY_ID}"}`;

  it("are the listing's filtered first page and its facets, read with the attributes", () => {
    const first = firstPageAt(`${listing}?dien-ap=380&cong-suat=2-3&sap-xep=gia-tang`);
    expect(first?.calls.map(keyOf)).toEqual([
      `POST ${endpoints.listSubCategories.path} {}`,
      `GET ${endpoints.listAttributes.path}`,
    ]);
    const specs = '"specs":{"cong-suat":{"max":3,"min":2},"dien-ap":{"max":380,"min":380}}';
    expect(first?.callsAfter?.(answerOf).map(keyOf)).toEqual([
      `POST ${endpoints.listingProducts.path} {"categoryId":"${CATEGORY_ID}","filters":{${specs}},"limit":8,"page":1,"sort":"price-asc","subCategoryId":"${SUB_CATEGORY_ID}"}`,
      `POST ${endpoints.listingProducts.path} {"categoryId":"${CATEGORY_ID}","facets":true,"filters":{${specs}},"limit":1,"page":1,"subCategoryId":"${SUB_CATEGORY_ID}"}`,
    ]);
  });

  it("are today's when the query names nothing the attributes know", () => {
    const first = firstPageAt(`${listing}?utm=x&dien-ap=abc`);
    expect(first?.callsAfter?.(answerOf).map(keyOf)).toEqual([plainListing]);
    // Without the attributes (their call failed), nothing can be read.
    expect(first?.callsAfter?.(() => undefined).map(keyOf)).toEqual([plainListing]);
    // The locale switch alone is no filter: the page's calls stay today's.
    expect(keysAt(`${listing}?hl=en`)).toContain(plainListing);
  });

  it("are the search's filtered first page and its facets", () => {
    const first = firstPageAt('/search?q=fan&con-hang=1');
    expect(first?.calls.map(keyOf)).toEqual([`GET ${endpoints.listAttributes.path}`]);
    expect(first?.callsAfter?.(answerOf).map(keyOf)).toEqual([
      `POST ${endpoints.searchProducts.path} {"filters":{"inStock":true},"page":1,"search":"fan"}`,
      `POST ${endpoints.searchProducts.path} {"facets":true,"filters":{"inStock":true},"limit":1,"page":1,"search":"fan"}`,
    ]);
  });
});
