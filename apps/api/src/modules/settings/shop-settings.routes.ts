import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import type { LiveShopSettings } from './shop-settings.service';

/** The settings screen's calls (the table's `admin` level guards them). */
export function registerShopSettingsRoutes(
  routes: EndpointRouter,
  settings: LiveShopSettings,
): void {
  routes.add(endpoints.adminShopSettings, async () => ok(await settings.answer()));
  routes.add(endpoints.adminUpdateShopSettings, async (request) => {
    await settings.save(authOf(request).userId, request.body);
    return ok(await settings.answer());
  });
}
