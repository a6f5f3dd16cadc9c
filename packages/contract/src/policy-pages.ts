// Apart from the schemas, so the footer's links carry no zod.
import type { Locale } from './locale';

/**
 * The policies a Vietnamese sales website publishes, by the slug of their page: `title` is the
 * Vietnamese title (vi), `title_en` the English one (en), as the catalogue names things (decision
 * 047). Each policy has a page per locale (`/chinh-sach/<slug>`, `/vi/chinh-sach/<slug>`); the
 * slug is the same in both.
 */
export const POLICY_PAGES = [
  { slug: 'giao-hang', title: 'Chính sách giao hàng', title_en: 'Delivery policy' },
  {
    slug: 'doi-tra-bao-hanh',
    title: 'Chính sách đổi trả và bảo hành',
    title_en: 'Returns and warranty policy',
  },
  { slug: 'thanh-toan', title: 'Chính sách thanh toán', title_en: 'Payment policy' },
  { slug: 'bao-mat', title: 'Chính sách bảo mật thông tin', title_en: 'Privacy policy' },
] as const;
export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];
export type PolicyPage = (typeof POLICY_PAGES)[number];

/** A policy page's title in `locale`. */
export function policyTitle(page: PolicyPage, locale: Locale): string {
  return locale === 'vi' ? page.title : page.title_en;
}

/** The title of the policy at `slug` in `locale`; undefined for a slug that names none. */
export function policyTitleOf(slug: string | undefined, locale: Locale): string | undefined {
  const page = POLICY_PAGES.find((each) => each.slug === slug);
  return page && policyTitle(page, locale);
}

export const POLICY_SLUGS = POLICY_PAGES.map((page) => page.slug) as [PolicySlug, ...PolicySlug[]];

/** The contact page's path segment (the seller's own information). */
export const CONTACT_SEGMENT = 'lien-he';
/** The first path segment of the policy pages: /chinh-sach/<slug>. */
export const POLICY_SEGMENT = 'chinh-sach';

export const policyPath = (slug: PolicySlug): string => `/${POLICY_SEGMENT}/${slug}`;

/** The shop's own pages that search engines should find: the contact page and the policies. */
export const SHOP_INFO_PATHS: readonly string[] = [
  `/${CONTACT_SEGMENT}`,
  ...POLICY_SLUGS.map(policyPath),
];
