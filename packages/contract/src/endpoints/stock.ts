/** The admin's stock calls (issue 45): a product's movements, goods received, corrections. */
import type {
  StockAdjustRequestSchema,
  StockHistoryRequestSchema,
  StockHistoryResponseSchema,
  StockItemsRequestSchema,
  StockItemsResponseSchema,
  StockReceiveRequestSchema,
  StockReceiveResponseSchema,
} from '../stock';
import type { Endpoint } from './endpoint';

export const adminStockHistory: Endpoint<
  typeof StockHistoryRequestSchema,
  typeof StockHistoryResponseSchema
> = { method: 'POST', path: '/api/admin/stock/history' };

export const adminStockItems: Endpoint<
  typeof StockItemsRequestSchema,
  typeof StockItemsResponseSchema
> = { method: 'POST', path: '/api/admin/stock/items' };

export const adminStockReceive: Endpoint<
  typeof StockReceiveRequestSchema,
  typeof StockReceiveResponseSchema
> = { method: 'POST', path: '/api/admin/stock/receive' };

export const adminStockAdjust: Endpoint<
  typeof StockAdjustRequestSchema,
  typeof StockHistoryResponseSchema
> = { method: 'POST', path: '/api/admin/stock/adjust' };
