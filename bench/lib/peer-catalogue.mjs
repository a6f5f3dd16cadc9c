// The bench's generated catalogue in the peer's import format (issue 50): Vendure's products CSV
// (its `populate` import tool) and the initial data it is given with it (zone, country, tax,
// shipping, payment, and the collections a storefront lists). Pure: the bench reads the shop's
// catalogue from PostgreSQL and hands it here (bench/lib/peer-bench.mjs).

/**
 * @typedef {object} ShopCatalogue
 * @property {{ name: string, subCategories: string[] }[]} categories each category with the names
 *   of its sub-categories (the listings the storefront shows)
 * @property {ShopProduct[]} products
 */

/**
 * @typedef {object} ShopProduct
 * @property {string} id
 * @property {string} name
 * @property {string} description
 * @property {string} code its SKU
 * @property {number} price in đồng
 * @property {number} stock
 * @property {string[]} images the shop's image URLs (`/images/<file>`)
 * @property {string[]} categories the names of its categories
 * @property {string[]} subCategories the names of its sub-categories
 */

/** The columns of Vendure's product import CSV, in its order. */
export const VENDURE_CSV_COLUMNS = [
  'name',
  'slug',
  'description',
  'assets',
  'facets',
  'optionGroups',
  'optionValues',
  'sku',
  'price',
  'taxCategory',
  'stockOnHand',
  'trackInventory',
  'variantAssets',
  'variantFacets',
];

/** The facets the categories and sub-categories become (a collection lists a facet value). */
export const CATEGORY_FACET = 'category';
export const SUB_CATEGORY_FACET = 'subcategory';

/** The tax category every product is imported with: the shop's prices include VAT. */
const TAX_CATEGORY = 'VAT included';

/**
 * Lower-case ASCII words joined by hyphens, as a shopper types a slug ("Điện trở chữ U" →
 * "dien-tro-chu-u").
 * @param {string} text
 */
export function asciiSlug(text) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A product's slug in the peer: its name's and its id's, so every product's is unique and the
 * bench finds a sampled product's slug without asking the peer.
 * @param {{ id: string, name: string }} product
 */
export const peerProductSlug = ({ id, name }) => `${asciiSlug(name)}-${id}`;

/**
 * A name as a facet value's: the import's `facet:value|facet:value` column gives ':' and '|' a
 * meaning, so neither may be in a name.
 * @param {string} name
 */
export const facetValueName = (name) => name.replace(/[:|]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
 * @param {string} value
 */
export function csvField(value) {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Đồng as the import's price column: Vendure multiplies it by 100 into its integer minor unit, so
 * one minor unit is one đồng (VND has no smaller unit). Refused when that does not fit Vendure's
 * integer price column.
 * @param {number} dong
 */
export function importPrice(dong) {
  if (!Number.isInteger(dong) || dong < 0 || dong > 2_147_483_647)
    throw new RangeError(`peer: the price ${dong} đồng does not fit the peer's price column`);
  return (dong / 100).toFixed(2);
}

/**
 * The shop's image URL as a file of the import's assets folder (the shop's uploads folder holds
 * `/images/<file>` as `<file>`); other URLs are left out.
 * @param {string} url
 */
export function importAssetPath(url) {
  const match = /^\/images\/([\w.-]+)$/.exec(url);
  return match ? match[1] : undefined;
}

/**
 * The products as Vendure's import CSV: one row a product (a product without options is one
 * variant), its categories and sub-categories as facet values, its price, stock and images.
 * @param {ShopProduct[]} products
 */
export function vendureProductsCsv(products) {
  const lines = [VENDURE_CSV_COLUMNS.join(',')];
  for (const product of products) {
    const facets = [
      ...product.categories.map((name) => `${CATEGORY_FACET}:${facetValueName(name)}`),
      ...product.subCategories.map((name) => `${SUB_CATEGORY_FACET}:${facetValueName(name)}`),
    ];
    const assets = product.images.map(importAssetPath).filter((path) => path !== undefined);
    /** @type {Record<string, string>} */
    const row = {
      name: product.name,
      slug: peerProductSlug(product),
      description: product.description,
      assets: assets.join('|'),
      facets: facets.join('|'),
      optionGroups: '',
      optionValues: '',
      sku: product.code,
      price: importPrice(product.price),
      taxCategory: TAX_CATEGORY,
      stockOnHand: String(Math.max(0, product.stock)),
      trackInventory: 'true',
      variantAssets: '',
      variantFacets: '',
    };
    lines.push(VENDURE_CSV_COLUMNS.map((column) => csvField(row[column] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The initial data `populate` needs beside the CSV: Vietnam as the one country and zone, a 0 %
 * tax rate (the prices hold their VAT), a shipping and a payment method, and the collections: a
 * collection a category, a child collection a sub-category under it (listing the products with
 * its facet value; a child inherits its parent's filter).
 * @param {ShopCatalogue['categories']} categories
 */
export function vendureInitialData(categories) {
  const seen = new Set();
  /** @param {string} name */
  const once = (name) => {
    if (seen.has(name))
      throw new Error(`peer: "${name}" names two collections; the import finds them by name`);
    seen.add(name);
    return name;
  };
  /** @param {string} facet @param {string} name */
  const filterOf = (facet, name) => [
    {
      code: 'facet-value-filter',
      args: { facetValueNames: [`${facet}:${facetValueName(name)}`], containsAny: false },
    },
  ];
  const collections = categories.flatMap((category) => [
    {
      name: once(category.name),
      slug: asciiSlug(category.name),
      filters: filterOf(CATEGORY_FACET, category.name),
    },
    ...category.subCategories.map((sub) => ({
      name: once(sub),
      slug: asciiSlug(sub),
      parentName: category.name,
      filters: filterOf(SUB_CATEGORY_FACET, sub),
    })),
  ]);
  return {
    defaultLanguage: 'en',
    defaultZone: 'Asia',
    taxRates: [{ name: TAX_CATEGORY, percentage: 0 }],
    shippingMethods: [{ name: 'Giao hàng tiêu chuẩn', price: 30_000 }],
    paymentMethods: [
      {
        name: 'Thanh toán khi nhận hàng',
        handler: {
          code: 'dummy-payment-handler',
          arguments: [{ name: 'automaticSettle', value: 'false' }],
        },
      },
    ],
    countries: [{ name: 'Việt Nam', code: 'VN', zone: 'Asia' }],
    collections,
  };
}
