import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import { requestLocale } from '../../http/answer-texts';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  adjustStock,
  receiveStock,
  stockHistory,
  stockItems,
  type StockDeps,
} from './stock.service';
import { stockTexts } from './stock-texts';

/**
 * The admin's stock calls (issue 45; the catalogue area, by the table): a product's movements,
 * the goods-received form's items and its write, and corrections. A write tells the catalogue
 * once committed, so the storefront's cached answers show the stock at once.
 */
export function registerStockRoutes(routes: EndpointRouter, deps: StockDeps): void {
  routes.add(endpoints.adminStockHistory, async (request) =>
    ok(await stockHistory(deps.db, request.body.productId, request.body.before)),
  );
  routes.add(endpoints.adminStockItems, async (request) =>
    ok({ items: await stockItems(deps.db, request.body) }),
  );
  routes.add(endpoints.adminStockReceive, async (request) =>
    ok(
      { items: await receiveStock(deps, authOf(request).userId, request.body) },
      stockTexts.received[requestLocale(request)],
    ),
  );
  routes.add(endpoints.adminStockAdjust, async (request) =>
    ok(
      await adjustStock(deps, authOf(request).userId, request.body),
      stockTexts.adjusted[requestLocale(request)],
    ),
  );
}
