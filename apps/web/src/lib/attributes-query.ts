import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attribute } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from './api-client';
import { ATTRIBUTES_KEY } from './query-keys';

/**
 * The specification attributes (issue 42): the product page's table and the cards' values are
 * drawn from them, and the admin edits them. The storefront pages' HTML carries them (the router's
 * first queries), so the first render shows the values; an admin change refreshes this key.
 */
export const attributesQuery = queryOptions({
  queryKey: ATTRIBUTES_KEY,
  queryFn: async ({ signal }) =>
    drawable((await apiRequest(endpoints.listAttributes, { signal })).data),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

const NONE: readonly Attribute[] = [];

/**
 * The entries a page can draw from: every card and product table reads them, so an answer not of
 * their shape (a proxy's page, a server of another version) leaves the values out rather than
 * breaking the page.
 */
function drawable(answer: unknown): Attribute[] {
  if (!Array.isArray(answer)) return [];
  return (answer as unknown[]).filter((entry): entry is Attribute => {
    const fields = entry as Partial<Record<keyof Attribute, unknown>> | null;
    return (
      typeof fields === 'object' &&
      fields !== null &&
      typeof fields._id === 'string' &&
      typeof fields.kind === 'string' &&
      Array.isArray(fields.choices) &&
      Array.isArray(fields.category) &&
      Array.isArray(fields.subCategory)
    );
  });
}

/** Every attribute, or none while they are on their way (or failed to come). */
export function useAttributes(): readonly Attribute[] {
  const { data } = useQuery(attributesQuery);
  return Array.isArray(data) ? data : NONE;
}
