import { inBoth } from '../../http/answer-texts';
import { AppError } from '../../app-error';
import type { LockedCartLine } from './orders.repo';

/** The 409 of a line whose product no longer has the quantity asked for. */
export function outOfStock(line: LockedCartLine): AppError {
  return new AppError(
    'CONFLICT',
    inBoth((t) => t.outOfStock(line.name, line.stock)),
  );
}
