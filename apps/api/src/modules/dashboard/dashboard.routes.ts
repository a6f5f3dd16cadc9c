import { endpoints, type ShopDetails } from '@shop/contract';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { dashboardFigures, type DashboardDeps } from './dashboard.service';

/** The admin dashboard's figures (the table's `admin` level guards it) and the shop's details. */
export function registerDashboardRoutes(
  routes: EndpointRouter,
  deps: DashboardDeps,
  /** The shop's details now (the settings screen's; the environment's until changed). */
  shop: () => ShopDetails,
): void {
  routes.add(endpoints.adminDashboard, async () => ok(await dashboardFigures(deps)));
  routes.add(endpoints.shopDetails, () => ok(shop()));
}
