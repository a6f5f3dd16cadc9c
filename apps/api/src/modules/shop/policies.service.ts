import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { POLICY_PAGES, type Policy, type PolicySlug, type ShopDetails } from '@shop/contract';
import { POLICIES_DIR } from '../../paths';
import { parsePolicyMarkdown } from './policy-markdown';

export interface PoliciesDeps {
  /** The shop's details now (the settings screen's, the environment's first). */
  shop: () => ShopDetails;
  /** A policy's Markdown as the owner wrote it on the settings screen; undefined: its file. */
  ownMarkdown?: (slug: PolicySlug) => string | undefined;
  /** The folder of the Markdown files, one `<slug>.md` per policy. */
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
 * One policy: the owner's text from the settings screen, or else its Markdown file, read at each
 * call, so an edited file shows without a restart. The title is the first heading, or the page's
 * usual title.
 */
export async function readPolicy(deps: PoliciesDeps, slug: PolicySlug): Promise<Policy> {
  const markdown =
    deps.ownMarkdown?.(slug) ??
    (await readFile(join(deps.dir ?? POLICIES_DIR, `${slug}.md`), 'utf8'));
  const parsed = parsePolicyMarkdown(fillShopDetails(markdown, deps.shop()));
  const fallback = POLICY_PAGES.find((page) => page.slug === slug)?.title ?? slug;
  return { slug, title: parsed.title ?? fallback, blocks: parsed.blocks };
}
