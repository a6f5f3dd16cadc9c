import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  POLICY_PAGES,
  policyTitle,
  type Locale,
  type Policy,
  type PolicySlug,
  type ShopDetails,
} from '@shop/contract';
import { POLICIES_DIR } from '../../paths';
import { parsePolicyMarkdown } from './policy-markdown';

export interface PoliciesDeps {
  /** The shop's details now (the settings screen's, the environment's first). */
  shop: () => ShopDetails;
  /**
   * A policy's Markdown as the owner wrote it on the settings screen (it stands for the page in
   * both locales: the owner's words outrank the shipped translation); undefined: its file.
   */
  ownMarkdown?: (slug: PolicySlug) => string | undefined;
  /**
   * The folder of the Markdown files: one `<slug>.md` per policy in Vietnamese, and its English
   * version in `en/<slug>.md`.
   */
  dir?: string;
}

/** `{{SHOP_NAME}}` and its siblings in a policy file become the configured details. */
function fillShopDetails(markdown: string, shop: ShopDetails): string {
  const values: Record<string, string> = {
    SHOP_NAME: shop.name,
    SHOP_ADDRESS: shop.address,
    SHOP_PHONE: shop.phone,
    SHOP_EMAIL: shop.email,
    SHOP_TAX_CODE: shop.taxCode,
  };
  return markdown.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * One policy in `locale`: the owner's text from the settings screen, or else its Markdown file,
 * read at each call, so an edited file shows without a restart. The title is the first heading,
 * or the page's usual title in that locale.
 */
export async function readPolicy(
  deps: PoliciesDeps,
  slug: PolicySlug,
  locale: Locale = 'vi',
): Promise<Policy> {
  const dir = deps.dir ?? POLICIES_DIR;
  const file = locale === 'en' ? join(dir, 'en', `${slug}.md`) : join(dir, `${slug}.md`);
  const markdown = deps.ownMarkdown?.(slug) ?? (await readFile(file, 'utf8'));
  const parsed = parsePolicyMarkdown(fillShopDetails(markdown, deps.shop()));
  const page = POLICY_PAGES.find((each) => each.slug === slug);
  const fallback = page ? policyTitle(page, locale) : slug;
  return { slug, title: parsed.title ?? fallback, blocks: parsed.blocks };
}
