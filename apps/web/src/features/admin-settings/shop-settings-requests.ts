import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { ShopSettings } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

/** The settings and their audit trail, as the screen edits and lists them. */
export const shopSettingsQuery = queryOptions({
  queryKey: ['admin', 'shop-settings'],
  queryFn: async ({ signal }) => (await apiRequest(endpoints.adminShopSettings, { signal })).data,
});

/** Saves the settings; answers them with the audit trail as they now stand. */
export async function saveShopSettings(settings: ShopSettings) {
  return (await apiRequest(endpoints.adminUpdateShopSettings, { body: settings })).data;
}
