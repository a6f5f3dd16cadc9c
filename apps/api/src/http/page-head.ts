import {
  CONTACT_SEGMENT,
  LANGUAGE_TAG,
  LOCALES,
  displayDescription,
  displayName,
  PRIVATE_PAGE_SEGMENTS,
  VI_PATH_PREFIX,
  homeTitle,
  pathInLocale,
  policyPath,
  listingPath,
  priceWithDiscount,
  productPath,
  slugWithId,
  type Locale,
  type ShopBusinessDetails,
  type Product,
  type SubCategory,
} from '@shop/contract';
import type {
  BreadcrumbList,
  Organization,
  Product as ProductLd,
  Thing,
  WithContext,
} from 'schema-dts';
import { pageHeadTexts } from './page-head-texts';
import type { PageKind } from './page-kind';

export type { PageKind } from './page-kind';

/** The shop as the configuration names it (SHOP_* settings) and where it is reached. */
export interface ShopIdentity {
  publicUrl: string;
  shop: ShopBusinessDetails;
}

/** The path prefixes robots.txt keeps crawlers out of: the private pages, the API, searches. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/api/',
  '/dev/',
  ...[...PRIVATE_PAGE_SEGMENTS.map((segment) => `/${segment}`), '/search?'].flatMap((prefix) => [
    prefix,
    VI_PATH_PREFIX + prefix,
  ]),
];

/** The catalogue answers a head is written from (those the page's first render asks for). */
export interface HeadData {
  product?: Product | undefined;
  subCategories?: readonly SubCategory[] | undefined;
}

/** A page's head, or where its canonical URL is when it was asked under another slug. */
export type PageHead =
  | {
      status: 200 | 404;
      title: string;
      description: string;
      /** Path (and query) of the canonical URL; absent for pages that have none. */
      canonicalPath?: string;
      noindex: boolean;
      ogType: 'website' | 'product';
      image?: string;
      jsonLd: WithContext<Thing>[];
    }
  | { status: 301; location: string };

const MAX_DESCRIPTION = 160;

/**
 * The head of a page of the given kind, from the answers its first render gets. The names of the
 * products and categories in its title, description and structured data are those a page in
 * `locale` shows (`displayName`: in en the English name when there is one); slugs, and so the
 * canonical paths, are always made from the Vietnamese names, the same in both locales.
 */
export function pageHead(
  page: PageKind,
  data: HeadData,
  identity: ShopIdentity,
  locale: Locale,
): PageHead {
  const t = pageHeadTexts[locale];
  const shopName = identity.shop.name;
  const homeDescription = t.homeDescription(shopName);
  const notFound: PageHead = {
    status: 404,
    title: t.notFound(shopName),
    description: homeDescription,
    noindex: true,
    ogType: 'website',
    jsonLd: [],
  };
  const home = { name: t.home, path: '/' };

  switch (page.kind) {
    case 'home':
      return {
        status: 200,
        title: homeTitle(shopName, locale),
        description: homeDescription,
        canonicalPath: '/',
        noindex: false,
        ogType: 'website',
        jsonLd: [organization(identity, locale)],
      };
    case 'search': {
      const query = page.query.trim();
      return {
        status: 200,
        title: query ? t.search(query, shopName) : t.searchAll(shopName),
        description: homeDescription,
        canonicalPath: query ? `/search?q=${encodeURIComponent(query)}` : '/search',
        noindex: true,
        ogType: 'website',
        jsonLd: [],
      };
    }
    case 'private':
      return {
        status: 200,
        title: `${page.title} | ${shopName}`,
        description: homeDescription,
        noindex: true,
        ogType: 'website',
        jsonLd: [],
      };
    case 'contact':
      return {
        status: 200,
        title: t.contact(shopName),
        description: shortened(
          t.contactDescription(
            shopName,
            [identity.shop.address, identity.shop.phone, identity.shop.email]
              .filter(Boolean)
              .join(' · '),
          ),
        ),
        canonicalPath: `/${CONTACT_SEGMENT}`,
        noindex: false,
        ogType: 'website',
        jsonLd: [organization(identity, locale)],
      };
    case 'policy':
      return {
        status: 200,
        title: `${page.title} | ${shopName}`,
        description: t.policyDescription(page.title, shopName),
        canonicalPath: policyPath(page.slug),
        noindex: false,
        ogType: 'website',
        jsonLd: [],
      };
    case 'unknown':
      return notFound;
    case 'listing': {
      const subCategory = data.subCategories?.find((sub) => sub._id === page.subCategoryId);
      const category = subCategory?.category.find((c) => c._id === page.categoryId);
      if (!subCategory || !category) return notFound;
      if (
        page.categorySlug !== slugWithId(category.name, category._id) ||
        page.subCategorySlug !== slugWithId(subCategory.name, subCategory._id)
      ) {
        return { status: 301, location: pathInLocale(listingPath(category, subCategory), locale) };
      }
      const path = listingPath(category, subCategory);
      const categoryPath = firstListingPath(category, data.subCategories ?? []) ?? path;
      const categoryName = displayName(category, locale);
      const subCategoryName = displayName(subCategory, locale);
      return {
        status: 200,
        title: `${subCategoryName} – ${categoryName} | ${shopName}`,
        description: t.listingDescription(subCategoryName, categoryName, shopName),
        canonicalPath: path,
        noindex: false,
        ogType: 'website',
        ...(subCategory.image ? { image: subCategory.image } : {}),
        jsonLd: [
          breadcrumbs(
            identity,
            [home, { name: categoryName, path: categoryPath }, { name: subCategoryName, path }],
            locale,
          ),
        ],
      };
    }
    case 'product': {
      const product = data.product;
      if (!product || product._id !== page.productId) return notFound;
      const path = productPath(product);
      if (page.slug !== slugWithId(product.name, product._id)) {
        return { status: 301, location: pathInLocale(path, locale) };
      }
      // The variant the URL names (issue 43) is the one drawn, and the one offered.
      const variant = product.variants?.find((each) => each.code === page.variantCode);
      const category = product.category[0];
      const subCategory = product.subCategory[0];
      const trail = [home];
      if (category && subCategory) {
        trail.push(
          { name: displayName(category, locale), path: listingPath(category, subCategory) },
          { name: displayName(subCategory, locale), path: listingPath(category, subCategory) },
        );
      }
      const productName = displayName(product, locale);
      trail.push({ name: productName, path });
      return {
        status: 200,
        title: `${productName} | ${shopName}`,
        description:
          shortened(displayDescription(product, locale)) ||
          t.productDescription(productName, shopName),
        canonicalPath: path,
        noindex: false,
        ogType: 'product',
        ...(product.image[0] ? { image: product.image[0] } : {}),
        jsonLd: [
          productLd(
            variant
              ? {
                  ...product,
                  price: variant.price,
                  discount: variant.discount,
                  stock: variant.stock,
                }
              : product,
            identity,
            locale,
          ),
          breadcrumbs(identity, trail, locale),
        ],
      };
    }
  }
}

/** A category has no page of its own: its link is the listing of its first sub-category, as on home. */
function firstListingPath(
  category: { _id: string; name: string },
  subCategories: readonly SubCategory[],
): string | undefined {
  const first = subCategories.find((sub) => sub.category.some((c) => c._id === category._id));
  return first && listingPath(category, first);
}

function shortened(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= MAX_DESCRIPTION) return plain;
  const cut = plain.slice(0, MAX_DESCRIPTION - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > MAX_DESCRIPTION / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

function absolute(identity: ShopIdentity, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${identity.publicUrl}/`).href;
}

function organization(identity: ShopIdentity, locale: Locale): WithContext<Organization> {
  const { shop } = identity;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: absolute(identity, pathInLocale('/', locale)),
    logo: absolute(identity, '/favicon.svg'),
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    address: { '@type': 'PostalAddress', streetAddress: shop.address, addressCountry: 'VN' },
    ...(shop.taxCode ? { taxID: shop.taxCode } : {}),
  };
}

function breadcrumbs(
  identity: ShopIdentity,
  trail: readonly { name: string; path: string }[],
  locale: Locale,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(identity, pathInLocale(path, locale)),
    })),
  };
}

function productLd(
  product: Product,
  identity: ShopIdentity,
  locale: Locale,
): WithContext<ProductLd> {
  const url = absolute(identity, pathInLocale(productPath(product), locale));
  const description = displayDescription(product, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: displayName(product, locale),
    ...(description ? { description } : {}),
    image: product.image.map((image) => absolute(identity, image)),
    sku: product._id,
    url,
    brand: { '@type': 'Brand', name: identity.shop.name },
    offers: {
      '@type': 'Offer',
      url,
      price: priceWithDiscount(product.price, product.discount),
      priceCurrency: 'VND',
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: identity.shop.name },
    },
  };
}

/** Text made safe inside an HTML element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON-LD inside a script element: "<" is escaped so that no text can close the element
 * ("</script>") or open a comment; JSON readers read "\u003c" back as "<".
 */
export function jsonLdScript(data: WithContext<Thing>): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * The head elements a page gets: title, description, robots, canonical, the other locale's version
 * (hreflang, decision 047), Open Graph, Twitter, JSON-LD.
 */
export function headElements(
  head: Extract<PageHead, { status: 200 | 404 }>,
  identity: ShopIdentity,
  locale: Locale,
): string {
  const { canonicalPath } = head;
  const canonical = canonicalPath && absolute(identity, pathInLocale(canonicalPath, locale));
  const alternate = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(identity, path))}">`;
  const alternates = canonicalPath
    ? [
        ...LOCALES.map((other) =>
          alternate(LANGUAGE_TAG[other], pathInLocale(canonicalPath, other)),
        ),
        alternate('x-default', canonicalPath),
      ]
    : [];
  const image = head.image && absolute(identity, head.image);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    ...alternates,
    meta('property', 'og:site_name', identity.shop.name),
    meta('property', 'og:locale', pageHeadTexts[locale].ogLocale),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    canonical ? meta('property', 'og:url', canonical) : '',
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : '',
    ...head.jsonLd.map(jsonLdScript),
  ];
  return tags.join('');
}
