/** The API's half of the stock rows (`endpoints/stock.ts`), spread into the table. */
import * as stock from './stock';

export const stockEndpointSchemas = {
  adminStockHistory: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: stock.StockHistoryRequestSchema,
    response: stock.StockHistoryResponseSchema,
    tag: 'admin',
    summary: 'A product’s stock movements, newest first (who, when, reason, change, stock after)',
  },
  adminStockItems: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: stock.StockItemsRequestSchema,
    response: stock.StockItemsResponseSchema,
    tag: 'admin',
    summary: 'Products and variants to receive goods for: found by code or name, or by product ids',
  },
  adminStockReceive: {
    auth: 'admin',
    area: 'catalogue',
    status: 201,
    request: stock.StockReceiveRequestSchema,
    response: stock.StockReceiveResponseSchema,
    tag: 'admin',
    summary: 'Record goods received for several products and variants at once (all or nothing)',
  },
  adminStockAdjust: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: stock.StockAdjustRequestSchema,
    response: stock.StockHistoryResponseSchema,
    tag: 'admin',
    summary: 'Correct a counted stock, or write off damaged or returned goods, with a reason',
  },
} as const;
