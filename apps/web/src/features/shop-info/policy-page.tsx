import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import { apiQuery } from '../../lib/api-query';
import { Link, useParams } from '../../lib/router';
import { POLICY_SLUGS, policyTitleOf } from '@shop/contract';
import type { Locale, PolicyBlock, PolicySlug, PolicySpan } from '@shop/contract';
import { NoData } from '../../components/ui/no-data';
import { Spinner } from '../../components/ui/spinner';
import { useLocale, useTexts } from '../../lib/locale';
import { usePageTitle } from '../../lib/use-page-title';
import { shopInfoTexts } from './shop-info-texts';

/** One published policy in `locale`, as blocks of text. */
export const policyQuery = (slug: PolicySlug, locale: Locale) =>
  queryOptions({
    queryKey: ['shop', 'policy', slug, locale],
    queryFn: async ({ signal }) =>
      (await apiQuery(endpoints.shopPolicy, { slug, locale }, signal)).data,
    staleTime: 5 * 60_000,
  });

function Spans({ spans }: { spans: readonly PolicySpan[] }) {
  return spans.map((span, index) => {
    if (span.href) {
      const internal = span.href.startsWith('/');
      return internal ? (
        <Link key={index} to={span.href} className="text-brand-800 underline">
          {span.text}
        </Link>
      ) : (
        <a key={index} href={span.href} className="text-brand-800 underline" rel="noreferrer">
          {span.text}
        </a>
      );
    }
    return span.strong ? <strong key={index}>{span.text}</strong> : span.text;
  });
}

// Elements built from the blocks' text: nothing of the file is ever read as HTML.
function Block({ block }: { block: PolicyBlock }) {
  const [first = []] = block.lines;
  switch (block.kind) {
    case 'h2':
      return (
        <h2 className="mt-6 text-lg font-bold text-stone-900">
          <Spans spans={first} />
        </h2>
      );
    case 'h3':
      return (
        <h3 className="mt-4 font-bold text-stone-900">
          <Spans spans={first} />
        </h3>
      );
    case 'p':
      return (
        <p className="mt-3">
          <Spans spans={first} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List
          className={`mt-3 space-y-1 pl-5 ${block.kind === 'ul' ? 'list-disc' : 'list-decimal'}`}
        >
          {block.lines.map((line, index) => (
            <li key={index}>
              <Spans spans={line} />
            </li>
          ))}
        </List>
      );
    }
  }
}

const isPolicySlug = (slug: string | undefined): slug is PolicySlug =>
  (POLICY_SLUGS as readonly (string | undefined)[]).includes(slug);

/** /chinh-sach/:slug: one of the shop's policies in the page's locale, from its Markdown file on the server. */
export function PolicyPage() {
  const { slug } = useParams();
  const locale = useLocale();
  const t = useTexts(shopInfoTexts);
  usePageTitle(policyTitleOf(slug, locale));
  if (!isPolicySlug(slug)) return <NoData text={t.policyNotFound} />;
  return <Policy slug={slug} locale={locale} notFound={t.policyNotFound} />;
}

function Policy({
  slug,
  locale,
  notFound,
}: {
  slug: PolicySlug;
  locale: Locale;
  notFound: string;
}) {
  const { data: policy, isPending, isError } = useQuery(policyQuery(slug, locale));
  if (isPending) return <Spinner />;
  if (isError) return <NoData text={notFound} />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 text-stone-800">
      <h1 className="text-2xl font-bold text-stone-900">{policy.title}</h1>
      {policy.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </article>
  );
}
