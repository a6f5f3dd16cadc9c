import {
  MAX_PRODUCT_STOCK,
  type StockAdjustRequest,
  type StockHistory,
  type StockItem,
  type StockReceiveRequest,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { setStockContext } from './stock-context.repo';
import {
  findStockItems,
  lockStockItems,
  moveStockItems,
  selectMovements,
  selectProductName,
  selectStockItems,
  stockKeyOf,
  type StockKey,
} from './stock.repo';
import { stockTexts } from './stock-texts';

/** Movements on one page of a product's history. */
export const STOCK_HISTORY_PAGE = 50;
/** Products one search of the goods-received form finds. */
const ITEMS_FOUND = 20;

export interface StockDeps {
  db: Database;
  /** Told which products' stock changed, once committed (the storefront's cached answers). */
  productsChanged: (productIds: string[]) => void;
}

/** A product's items and the page of its movements older than `before`; 404 for no product. */
export async function stockHistory(
  db: Database,
  productId: string,
  before?: number,
): Promise<StockHistory> {
  const name = await selectProductName(db, productId);
  if (name === undefined) throw new AppError('NOT_FOUND', stockTexts.productNotFound(productId));
  const [items, movements] = await Promise.all([
    selectStockItems(db, [productId]),
    selectMovements(db, productId, before, STOCK_HISTORY_PAGE + 1),
  ]);
  const page = movements.slice(0, STOCK_HISTORY_PAGE);
  return {
    productId,
    name,
    items,
    movements: page,
    nextBefore: movements.length > STOCK_HISTORY_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** What the goods-received form offers: these products' items, or those a search finds. */
export async function stockItems(
  db: Database,
  request: { query: string; productIds: string[] },
): Promise<StockItem[]> {
  if (request.productIds.length > 0) return selectStockItems(db, request.productIds);
  if (request.query === '') return [];
  return findStockItems(db, request.query, ITEMS_FOUND);
}

const keyOf = (line: { productId: string; variantId?: string | null | undefined }): StockKey => ({
  productId: line.productId,
  variantId: line.variantId ?? null,
});

/** Refuses (404) the first of these keys not found among the locked items. */
function requireFound(keys: readonly StockKey[], found: Map<string, number>): void {
  const missing = keys.find((key) => !found.has(stockKeyOf(key)));
  if (!missing) return;
  if (missing.variantId === null)
    throw new AppError('NOT_FOUND', stockTexts.productNotFound(missing.productId));
  throw new AppError('NOT_FOUND', stockTexts.variantNotOfProduct(missing.variantId), {
    field: 'variantId',
  });
}

/**
 * Records goods received: every line's units added to its product's or variant's stock, as one
 * movement each ('received', the staff member, the note); all or nothing. The same item twice is
 * one movement of both quantities. An unknown product, a variant of another product or a stock
 * past the most a product holds refuses the whole delivery.
 */
export async function receiveStock(
  deps: StockDeps,
  actorUserId: string,
  request: StockReceiveRequest,
): Promise<StockItem[]> {
  const moves = new Map<string, StockKey & { delta: number }>();
  for (const line of request.lines) {
    const key = keyOf(line);
    const move = moves.get(stockKeyOf(key)) ?? { ...key, delta: 0 };
    move.delta += line.quantity;
    moves.set(stockKeyOf(key), move);
  }
  const productIds = [...new Set(request.lines.map((line) => line.productId))];
  await deps.db.transaction(async (tx) => {
    const found = await lockStockItems(tx, [...moves.values()]);
    requireFound([...moves.values()], found);
    for (const [key, move] of moves)
      if ((found.get(key) ?? 0) + move.delta > MAX_PRODUCT_STOCK)
        throw new AppError('BAD_REQUEST', stockTexts.tooMuch(MAX_PRODUCT_STOCK), {
          field: 'lines',
        });
    await setStockContext(tx, {
      reason: 'received',
      actorUserId,
      note: request.note ?? '',
    });
    await moveStockItems(tx, [...moves.values()]);
  });
  deps.productsChanged(productIds);
  const items = new Map(
    (await selectStockItems(deps.db, productIds)).map((item) => [stockKeyOf(item), item]),
  );
  return [...moves.keys()].flatMap((key) => items.get(key) ?? []);
}

/**
 * A correction (the stock counted), damaged goods written off or returned goods put back, as one
 * movement with its reason and note; a count equal to the stock moves nothing. Answers the
 * product's history as it now stands.
 */
export async function adjustStock(
  deps: StockDeps,
  actorUserId: string,
  request: StockAdjustRequest,
): Promise<StockHistory> {
  const key = keyOf(request);
  await deps.db.transaction(async (tx) => {
    const found = await lockStockItems(tx, [key]);
    requireFound([key], found);
    const stock = found.get(stockKeyOf(key)) ?? 0;
    const delta =
      request.reason === 'correction'
        ? request.stock - stock
        : request.reason === 'damage'
          ? -request.quantity
          : request.quantity;
    if (stock + delta < 0)
      throw new AppError('CONFLICT', stockTexts.notEnough(stock), { field: 'quantity' });
    if (stock + delta > MAX_PRODUCT_STOCK)
      throw new AppError('BAD_REQUEST', stockTexts.tooMuch(MAX_PRODUCT_STOCK), {
        field: 'quantity',
      });
    if (delta === 0) return;
    await setStockContext(tx, { reason: request.reason, actorUserId, note: request.note ?? '' });
    await moveStockItems(tx, [{ ...key, delta }]);
  });
  deps.productsChanged([request.productId]);
  return stockHistory(deps.db, request.productId);
}
