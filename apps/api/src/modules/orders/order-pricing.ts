import { inBoth } from '../../http/answer-texts';
import {
  formatVnd,
  priceWithDiscount,
  summarizeCart,
  type DeliveryAddress,
  type InvoiceDetails,
  type Locale,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { toDeliveryAddress } from '../addresses/addresses.service';
import { outOfStock } from './order-stock';
import { IdempotencyKeyTaken } from './idempotency.repo';
import {
  lockCartForOrder,
  type KeyClaim,
  type LockedCartLine,
  type OrderCustomer,
} from './orders.repo';

/** What the shopper asks to order: the address, and the total they were shown. */
export interface PlaceOrderInput {
  addressId: string;
  totalAmt: number;
  subTotalAmt?: number | undefined;
  /** The VAT invoice's buyer, when the shopper asked for one. */
  invoice?: InvoiceDetails | undefined;
  /** The request's locale, when it names one: the order's mails go in it (else the account's). */
  locale?: Locale | undefined;
}

/** The caller's cart, locked and priced by the server. */
export interface PricedCart {
  lines: LockedCartLine[];
  deliveryAddress: DeliveryAddress;
  /** The account, as the order copies it. */
  customer: OrderCustomer;
  subTotalAmt: number;
  totalAmt: number;
}

/**
 * The cart's total counted in exact integers. Totals are numbers everywhere else, which are exact
 * only up to Number.MAX_SAFE_INTEGER: a cart past that is refused before any number can round.
 */
function exactTotal(lines: readonly LockedCartLine[]): bigint {
  return lines.reduce(
    (sum, line) =>
      sum + BigInt(priceWithDiscount(line.price, line.discount)) * BigInt(line.quantity),
    0n,
  );
}

/**
 * Locks and prices the caller's cart from the database and checks the address, the stock and the
 * client's total. Claims the request's Idempotency-Key (`claim`) in the same statement, and throws
 * IdempotencyKeyTaken when an earlier request has it. Writes nothing else.
 */
export async function priceCart(
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  claim?: KeyClaim,
): Promise<PricedCart> {
  const locked = await lockCartForOrder(tx, userId, input.addressId, claim);
  if (!locked.claimed) throw new IdempotencyKeyTaken();
  const { lines, address, customer } = locked;
  if (lines.length === 0 || !customer)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.cartEmpty),
    );
  if (!address)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.addressNotFound),
    );
  const short = lines.find((line) => line.quantity > line.stock);
  if (short) throw outOfStock(short);
  const overLimit = lines.find((line) => line.quantity > line.maxPerOrder);
  if (overLimit)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.overOrderLimitOf(overLimit.maxPerOrder, overLimit.name)),
    );
  if (exactTotal(lines) > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.orderTooLarge),
    );
  }
  const totals = summarizeCart(
    lines.map((line) => ({
      quantity: line.quantity,
      productId: { price: line.price, discount: line.discount },
    })),
  );
  if (totals.total !== input.totalAmt) {
    throw new AppError(
      'CONFLICT',
      inBoth((t) => t.pricesChanged(formatVnd(totals.total), formatVnd(input.totalAmt))),
    );
  }
  // Delivery is free, so the subtotal of the lines is what the shopper pays.
  return {
    lines,
    deliveryAddress: toDeliveryAddress(address),
    customer,
    subTotalAmt: totals.total,
    totalAmt: totals.total,
  };
}
