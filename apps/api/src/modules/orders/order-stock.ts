import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { takeStock, type LockedCartLine } from './orders.repo';

/** The 409 of a line whose product no longer has the quantity asked for. */
export function outOfStock(line: LockedCartLine): AppError {
  return new AppError(
    'CONFLICT',
    line.stock > 0
      ? `Out of stock: ${line.name} (only ${line.stock} left)`
      : `Out of stock: ${line.name}`,
  );
}

/** Takes each line's stock, in product id order so concurrent orders never deadlock. */
export async function takeCartStock(tx: Database, lines: readonly LockedCartLine[]): Promise<void> {
  const byProduct = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of byProduct) {
    if (!(await takeStock(tx, line.productId, line.quantity))) throw outOfStock(line);
  }
}
