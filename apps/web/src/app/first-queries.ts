import { isValidElement } from 'react';
import type { ReactNode } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiCallKey } from '@shop/contract';
import type { Endpoint, RequestBodyOf } from '@shop/contract';
import { createRoutesFromElements, matchRoutes } from '../lib/router';
import type { Params } from '../lib/router';

/** One query a page's first render makes, with the API call that answers it. */
export interface FirstQuery {
  queryKey: QueryKey;
  /** The call's `apiCallKey`, as the page's HTML names its answer. */
  call: string;
  /** An infinite query: its data is the pages, the first being the answer itself. */
  infinite?: boolean;
  /** Its data is the whole answer, not its `data` (a filter column reads `facets`, issue 42). */
  whole?: boolean;
}

/**
 * A route element's first queries, given the path's parameters and query string. They are seeded
 * in the order given, and `seeded` reads what a query already seeded holds: a page whose later
 * queries depend on an earlier answer (home's first rows on the category list) yields them after
 * it, from a generator.
 */
export type FirstQueriesOf = (
  params: Params,
  search: URLSearchParams,
  seeded: (queryKey: QueryKey) => unknown,
) => Iterable<FirstQuery>;

/** A first query answered by the call to `endpoint` with `body`. */
export function firstQuery<E extends Endpoint>(
  queryKey: QueryKey,
  endpoint: E,
  body: RequestBodyOf<E>,
  infinite?: boolean,
): FirstQuery {
  return { queryKey, call: apiCallKey(endpoint.method, endpoint.path, body), infinite };
}

function firstQueriesOf(element: ReactNode): FirstQueriesOf | undefined {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  const { firstQueries } = element.type as { firstQueries?: unknown };
  return typeof firstQueries === 'function' ? (firstQueries as FirstQueriesOf) : undefined;
}

/**
 * Puts the answers the page's HTML carries (decision 011) into the cache before the first render,
 * under the keys of the queries the page at `pathname` makes first: the server renders with them,
 * and the browser's first render, given the same answers, draws exactly what the server sent
 * (hydration), instead of skeletons waiting for a call that is already answered. `answerOf` gives
 * a call's carried answer, or undefined when the page has none (it then fetches as usual).
 * `answeredAt` (ms since the epoch) is when the answers were made: the cache counts their age from
 * then, so answers a page has carried for a while are asked for again once it has taken over.
 */
export function seedFirstQueries(
  queryClient: QueryClient,
  tree: ReactNode,
  pathname: string,
  search: string,
  answerOf: (call: string) => unknown,
  answeredAt: number,
): void {
  const searchParams = new URLSearchParams(search);
  const seeded = (queryKey: QueryKey) => queryClient.getQueryData(queryKey);
  for (const { route, params } of matchRoutes(createRoutesFromElements(tree), pathname) ?? []) {
    for (const { queryKey, call, infinite, whole } of firstQueriesOf(route.element)?.(
      params,
      searchParams,
      seeded,
    ) ?? []) {
      const answer = answerOf(call) as { success?: unknown; data?: unknown } | undefined;
      if (answer?.success !== true) continue;
      queryClient.setQueryData(
        queryKey,
        infinite ? { pages: [answer], pageParams: [1] } : whole ? answer : answer.data,
        { updatedAt: answeredAt },
      );
    }
  }
}
