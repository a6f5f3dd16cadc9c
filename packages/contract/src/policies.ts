import { z } from 'zod';
import { okEnvelope } from './envelope';
import { LOCALES } from './locale';
import { POLICY_SLUGS } from './policy-pages';

/**
 * `?slug=giao-hang&locale=en`: the policy in that locale. The locale is part of the address, so a
 * cache keeps each version apart; without it the answer is the Vietnamese text the shop published
 * before it had two locales.
 */
export const PolicyRequestSchema = z.object({
  slug: z.enum(POLICY_SLUGS, { error: 'slug must name one of the policies' }),
  locale: z.enum(LOCALES, { error: 'locale must be vi or en' }).optional(),
});
export type PolicyRequest = z.input<typeof PolicyRequestSchema>;

/** A run of text: plain, bold, or a link (only to this site or to http(s) addresses). */
export const PolicySpanSchema = z.object({
  text: z.string(),
  strong: z.boolean().optional(),
  href: z.string().optional(),
});
export type PolicySpan = z.infer<typeof PolicySpanSchema>;

/**
 * A block of a policy: a heading or a paragraph (one line of spans), or a list (one line per
 * item). Text, never HTML: the page builds its elements from these, so nothing in the Markdown
 * file can inject markup.
 */
export const PolicyBlockSchema = z.object({
  kind: z.enum(['h2', 'h3', 'p', 'ul', 'ol']),
  lines: z.array(z.array(PolicySpanSchema)),
});
export type PolicyBlock = z.infer<typeof PolicyBlockSchema>;

export const PolicySchema = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  blocks: z.array(PolicyBlockSchema),
});
export type Policy = z.infer<typeof PolicySchema>;

export const PolicyResponseSchema = okEnvelope(PolicySchema);
