import {
  EDITABLE_ORDER_STATUSES,
  formatVnd,
  priceWithDiscount,
  type AdminOrderDetail,
  type OrderEditEntry,
  type OrderEditRequestSchema,
} from '@shop/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error';
import { inBoth } from '../../http/answer-texts';
import { adminOrderDetail } from './admin-orders.service';
import { lockOrderState } from './order-lifecycle.repo';
import { madeByQuote, selectOrderTotal, sumOrderPayments } from './order-money.repo';
import type { LifecycleDeps } from './order-lifecycle.service';
import { staffOrderText } from './staff-order-texts';
import {
  catalogueKey,
  insertEditEvents,
  lockOrderLines,
  moveStock,
  replaceOrderLines,
  selectDeliveryAddress,
  selectCatalogueLines,
  type EditedLineRow,
} from './staff-orders.repo';
import { checkLineInputs, deliveryAddressOf } from './staff-orders.service';
import { setStockContext } from '../stock/stock-context.repo';

export type OrderEditInput = z.output<typeof OrderEditRequestSchema>;

type NewLine = EditedLineRow & { productId: string; lineTotal: number };

const titleOf = (line: { name: string; variantLabel: string }) =>
  line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;
const priceText = (price: number, discount: number) =>
  discount > 0 ? `${formatVnd(price)} −${String(discount)}%` : formatVnd(price);
const addressText = (address: Record<string, string>) =>
  [
    address['recipient'],
    address['address_line'],
    address['state'],
    address['city'],
    address['mobile'],
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');

/**
 * An admin edits an order not yet shipped (issue 44): its lines as they are to be, and its address.
 * In one transaction, with the order locked (so two edits, or an edit and a shipment, go in turn):
 * a kept line keeps its price unless a new one is given (with its reason, kept as a price set by
 * hand); each product's stock moves by the difference only, in (product, variant) order as every
 * order takes stock, so a quantity raised past the stock is refused (409) and nothing is written;
 * the totals follow (the shipping fee kept); each change is one entry on the timeline.
 */
export async function editOrder(
  deps: LifecycleDeps,
  adminId: string,
  input: OrderEditInput,
): Promise<AdminOrderDetail> {
  checkLineInputs(input.lines);
  const touched = await deps.db.transaction(async (tx) => {
    const order = await lockOrderState(tx, input.orderId);
    if (!order)
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.orderNotFound),
      );
    if (!(EDITABLE_ORDER_STATUSES as readonly string[]).includes(order.orderStatus))
      throw new AppError(
        'CONFLICT',
        staffOrderText((t) => t.notEditable),
      );
    if (
      order.paymentMethod === 'online' ||
      (order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'pending')
    )
      throw new AppError(
        'CONFLICT',
        staffOrderText((t) => t.paidNotEditable),
      );

    // Its lines are the accepted quote's (made-to-order ones among them, with no catalogue product
    // to take their place): revised by a new quote, not here.
    if (await madeByQuote(tx, order.id))
      throw new AppError(
        'CONFLICT',
        staffOrderText((t) => t.quoteNotEditable),
      );

    const old = await lockOrderLines(tx, order.id);
    const oldByKey = new Map(
      old.flatMap((line) =>
        line.productId === null
          ? []
          : [[catalogueKey(line.productId, line.variantId), line] as const],
      ),
    );
    const catalogue = await selectCatalogueLines(
      tx,
      input.lines.map((line) => ({ productId: line.productId, variantId: line.variantId ?? null })),
    );
    const changes: { entry: OrderEditEntry; note: string }[] = [];
    const lines: NewLine[] = input.lines.map((line, index) => {
      const key = catalogueKey(line.productId, line.variantId ?? null);
      const before = oldByKey.get(key);
      const product = catalogue.get(key);
      if (!product && !before)
        throw new AppError(
          'BAD_REQUEST',
          staffOrderText((t) => t.productNotFound(index + 1)),
        );
      const base: NewLine = before
        ? { ...before, productId: line.productId, lineTotal: 0 }
        : {
            productId: line.productId,
            variantId: product?.variantId ?? null,
            name: product?.name ?? '',
            variantLabel: product?.variantLabel ?? '',
            productCode: product?.code ?? '',
            image: product?.image ?? [],
            unit: product?.unit ?? '',
            unitPrice: product?.price ?? 0,
            discount: product?.discount ?? 0,
            quantity: 0,
            listPrice: null,
            listDiscount: null,
            overrideReason: null,
            overrideBy: null,
            // A new line on an order kept without VAT (placed before it) stays without.
            vatRate:
              old.length > 0 && old.every((line) => line.vatRate === null)
                ? null
                : (product?.vatRate ?? null),
            lineTotal: 0,
          };
      const unitPrice = line.unitPrice ?? base.unitPrice;
      const discount = line.discount ?? (line.unitPrice === undefined ? base.discount : 0);
      const repriced = unitPrice !== base.unitPrice || discount !== base.discount;
      if (repriced && !product)
        throw new AppError(
          'BAD_REQUEST',
          staffOrderText((t) => t.lineGone(base.name)),
        );
      const next: NewLine = {
        ...base,
        quantity: line.quantity,
        unitPrice,
        discount,
        lineTotal: priceWithDiscount(unitPrice, discount) * line.quantity,
        ...(repriced && product
          ? {
              listPrice: product.price,
              listDiscount: product.discount,
              overrideReason: line.reason ?? '',
              overrideBy: adminId,
            }
          : {}),
      };
      const title = titleOf(next);
      if (!before)
        changes.push({
          entry: { what: 'added', line: title, from: '', to: String(line.quantity) },
          note: '',
        });
      else if (before.quantity !== line.quantity)
        changes.push({
          entry: {
            what: 'quantity',
            line: title,
            from: String(before.quantity),
            to: String(line.quantity),
          },
          note: '',
        });
      if (before && repriced)
        changes.push({
          entry: {
            what: 'price',
            line: title,
            from: priceText(before.unitPrice, before.discount),
            to: priceText(unitPrice, discount),
          },
          note: line.reason ?? '',
        });
      if (!before && line.reason && (line.unitPrice !== undefined || line.discount !== undefined))
        changes.push({
          entry: {
            what: 'price',
            line: title,
            from: priceText(base.unitPrice, base.discount),
            to: priceText(unitPrice, discount),
          },
          note: line.reason,
        });
      return next;
    });
    const kept = new Set(lines.map((line) => catalogueKey(line.productId, line.variantId)));
    for (const line of old) {
      const key = line.productId === null ? null : catalogueKey(line.productId, line.variantId);
      if (key === null || !kept.has(key))
        changes.push({
          entry: { what: 'removed', line: titleOf(line), from: String(line.quantity), to: '' },
          note: '',
        });
    }

    // Every product's difference, in (product, variant) order, as orders take stock.
    const moves = new Map<string, { productId: string; variantId: string | null; taken: number }>();
    const add = (productId: string, variantId: string | null, taken: number) => {
      const key = catalogueKey(productId, variantId);
      const move = moves.get(key) ?? { productId, variantId, taken: 0 };
      move.taken += taken;
      moves.set(key, move);
    };
    for (const line of old)
      if (line.productId !== null) add(line.productId, line.variantId, -line.quantity);
    for (const line of lines) add(line.productId, line.variantId, line.quantity);
    const ordered = [...moves.values()]
      .filter((move) => move.taken !== 0)
      .sort(
        (a, b) =>
          a.productId.localeCompare(b.productId) ||
          (a.variantId === null
            ? -1
            : b.variantId === null
              ? 1
              : a.variantId.localeCompare(b.variantId)),
      );
    // The stock movements name the order and the staff member (migration 0048).
    if (ordered.length > 0)
      await setStockContext(tx, { reason: 'order', orderId: order.id, actorUserId: adminId });
    for (const move of ordered) {
      if (!(await moveStock(tx, move.productId, move.variantId, move.taken))) {
        const line = lines.find(
          (each) => each.productId === move.productId && each.variantId === move.variantId,
        );
        const left = catalogue.get(catalogueKey(move.productId, move.variantId))?.stock ?? 0;
        throw new AppError(
          'CONFLICT',
          inBoth((t) => t.outOfStock(line?.name ?? '', left)),
        );
      }
    }

    let address: Record<string, string> | undefined;
    if (input.address) {
      const current = await selectDeliveryAddress(tx, order.id);
      const next = deliveryAddressOf(input.address) as Record<string, string>;
      if (addressText(next) !== addressText(current)) {
        address = next;
        changes.push({
          entry: {
            what: 'address',
            line: '',
            from: addressText(current),
            to: addressText(next),
          },
          note: '',
        });
      }
    }
    if (changes.length === 0)
      throw new AppError(
        'BAD_REQUEST',
        staffOrderText((t) => t.nothingChanged),
      );
    await replaceOrderLines(tx, order.id, lines, address);
    // Money already in (a deposit, part of it) is never left above what the order now comes to.
    const total = (await selectOrderTotal(tx, order.id))?.totalAmt ?? 0;
    const received = await sumOrderPayments(tx, order.id);
    if (total < received)
      throw new AppError(
        'CONFLICT',
        staffOrderText((t) => t.belowReceived(formatVnd(total), formatVnd(received))),
      );
    await insertEditEvents(tx, order.id, adminId, changes);
    return ordered.map((move) => move.productId);
  });
  deps.catalog.productsChanged(touched);
  return adminOrderDetail(deps, input.orderId);
}
