import {
  CONTACT_SEGMENT,
  POLICY_PAGES,
  POLICY_SEGMENT,
  PRIVATE_PAGE_SEGMENTS,
  policyPath,
  privatePageTitleAt,
  idFromSlug,
  listingPath,
  priceWithDiscount,
  productPath,
  slugWithId,
  type PolicySlug,
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

/** The shop as the configuration names it (SHOP_* settings) and where it is reached. */
export interface ShopIdentity {
  publicUrl: string;
  shop: {
    name: string;
    address: string;
    phone: string;
    email: string;
    taxCode: string;
    /** The business registration number, when the shop has set one. */
    businessRegistration?: string;
  };
}

/** What a path of the web app is, as its router sees it (app/router.tsx). */
export type PageKind =
  | { kind: 'home' }
  | { kind: 'search'; query: string }
  | { kind: 'product'; slug: string; productId: string }
  | {
      kind: 'listing';
      categorySlug: string;
      subCategorySlug: string;
      categoryId: string;
      subCategoryId: string;
    }
  | { kind: 'private'; title: string }
  | { kind: 'contact' }
  | { kind: 'policy'; slug: PolicySlug; title: string }
  | { kind: 'unknown' };

/** The path prefixes robots.txt keeps crawlers out of: the private pages, the API, searches. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/api/',
  '/dev/',
  ...PRIVATE_PAGE_SEGMENTS.map((segment) => `/${segment}`),
  '/search?',
];

/** Classifies a path with the router's rules: the static segments first, then the listing pair. */
export function pageKindAt(url: string): PageKind {
  const [rawPath = '', rawQuery = ''] = url.split('?', 2);
  const segments = rawPath.split('/').filter(Boolean).map(decodedSegment);
  if (segments.some((segment) => segment === undefined)) return { kind: 'unknown' };
  const [first, second, ...rest] = segments as string[];
  if (first === undefined) return { kind: 'home' };
  // 'en' for now: the main session passes the page's locale (decision 047).
  const privateTitle = privatePageTitleAt(segments.join('/'), 'en');
  if (privateTitle !== undefined) return { kind: 'private', title: privateTitle };
  if (second === undefined) {
    if (first === 'search') {
      return { kind: 'search', query: new URLSearchParams(rawQuery).get('q') ?? '' };
    }
    return first === CONTACT_SEGMENT ? { kind: 'contact' } : { kind: 'unknown' };
  }
  if (rest.length > 0) return { kind: 'unknown' };
  if (first === POLICY_SEGMENT) {
    const policy = POLICY_PAGES.find((page) => page.slug === second);
    return policy
      ? { kind: 'policy', slug: policy.slug, title: policy.title }
      : { kind: 'unknown' };
  }
  if (first === 'product') return { kind: 'product', slug: second, productId: idFromSlug(second) };
  return {
    kind: 'listing',
    categorySlug: first,
    subCategorySlug: second,
    categoryId: idFromSlug(first),
    subCategoryId: idFromSlug(second),
  };
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

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

/** The head of a page of the given kind, from the answers its first render gets. */
export function pageHead(page: PageKind, data: HeadData, identity: ShopIdentity): PageHead {
  const shopName = identity.shop.name;
  const homeDescription = `${shopName}: điện trở đốt nóng, quạt công nghiệp, phụ kiện và tủ điều khiển. Giá tốt, bảo hành 12 tháng, giao hàng nhanh.`;
  const notFound: PageHead = {
    status: 404,
    title: `Không tìm thấy trang | ${shopName}`,
    description: homeDescription,
    noindex: true,
    ogType: 'website',
    jsonLd: [],
  };
  const home = { name: 'Trang chủ', path: '/' };

  switch (page.kind) {
    case 'home':
      return {
        status: 200,
        title: homeTitle(shopName),
        description: homeDescription,
        canonicalPath: '/',
        noindex: false,
        ogType: 'website',
        jsonLd: [organization(identity)],
      };
    case 'search': {
      const query = page.query.trim();
      return {
        status: 200,
        title: query ? `Tìm kiếm “${query}” | ${shopName}` : `Tìm kiếm sản phẩm | ${shopName}`,
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
        title: `Liên hệ | ${shopName}`,
        description: shortened(
          `Thông tin người bán ${shopName}: ${[identity.shop.address, identity.shop.phone, identity.shop.email].filter(Boolean).join(' · ')}`,
        ),
        canonicalPath: `/${CONTACT_SEGMENT}`,
        noindex: false,
        ogType: 'website',
        jsonLd: [organization(identity)],
      };
    case 'policy':
      return {
        status: 200,
        title: `${page.title} | ${shopName}`,
        description: `${page.title} của ${shopName}.`,
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
        return { status: 301, location: listingPath(category, subCategory) };
      }
      const path = listingPath(category, subCategory);
      const categoryPath = firstListingPath(category, data.subCategories ?? []) ?? path;
      return {
        status: 200,
        title: `${subCategory.name} – ${category.name} | ${shopName}`,
        description: `${subCategory.name} (${category.name}) tại ${shopName}: giá tốt, bảo hành 12 tháng, giao hàng nhanh.`,
        canonicalPath: path,
        noindex: false,
        ogType: 'website',
        ...(subCategory.image ? { image: subCategory.image } : {}),
        jsonLd: [
          breadcrumbs(identity, [
            home,
            { name: category.name, path: categoryPath },
            { name: subCategory.name, path },
          ]),
        ],
      };
    }
    case 'product': {
      const product = data.product;
      if (!product || product._id !== page.productId) return notFound;
      const path = productPath(product);
      if (page.slug !== slugWithId(product.name, product._id)) {
        return { status: 301, location: path };
      }
      const category = product.category[0];
      const subCategory = product.subCategory[0];
      const trail = [home];
      if (category && subCategory) {
        trail.push(
          { name: category.name, path: listingPath(category, subCategory) },
          { name: subCategory.name, path: listingPath(category, subCategory) },
        );
      }
      trail.push({ name: product.name, path });
      return {
        status: 200,
        title: `${product.name} | ${shopName}`,
        description: shortened(product.description) || `${product.name} tại ${shopName}.`,
        canonicalPath: path,
        noindex: false,
        ogType: 'product',
        ...(product.image[0] ? { image: product.image[0] } : {}),
        jsonLd: [productLd(product, identity), breadcrumbs(identity, trail)],
      };
    }
  }
}

/** The home page's title; the web app writes the same when a visitor comes back to it. */
export function homeTitle(shopName: string): string {
  return `${shopName} – Thiết bị gia nhiệt & quạt công nghiệp`;
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

function organization(identity: ShopIdentity): WithContext<Organization> {
  const { shop } = identity;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: absolute(identity, '/'),
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
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(identity, path),
    })),
  };
}

function productLd(product: Product, identity: ShopIdentity): WithContext<ProductLd> {
  const url = absolute(identity, productPath(product));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
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

/** The head elements a page gets: title, description, robots, canonical, Open Graph, Twitter, JSON-LD. */
export function headElements(
  head: Extract<PageHead, { status: 200 | 404 }>,
  identity: ShopIdentity,
): string {
  const canonical = head.canonicalPath && absolute(identity, head.canonicalPath);
  const image = head.image && absolute(identity, head.image);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    meta('property', 'og:site_name', identity.shop.name),
    meta('property', 'og:locale', 'vi_VN'),
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
