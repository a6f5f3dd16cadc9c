// Apart from the schemas, so the footer's links carry no zod.

/** The policies a Vietnamese sales website publishes, by the slug of their page. */
export const POLICY_PAGES = [
  { slug: 'giao-hang', title: 'Chính sách giao hàng' },
  { slug: 'doi-tra-bao-hanh', title: 'Chính sách đổi trả và bảo hành' },
  { slug: 'thanh-toan', title: 'Chính sách thanh toán' },
  { slug: 'bao-mat', title: 'Chính sách bảo mật thông tin' },
] as const;
export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];

export const POLICY_SLUGS = POLICY_PAGES.map((page) => page.slug) as [PolicySlug, ...PolicySlug[]];
