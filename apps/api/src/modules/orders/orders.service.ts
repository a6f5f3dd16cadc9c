import type { Order } from '@shop/contract';
import type { Database } from '../../db/client';
import { ordersPaidInTestMoney } from '../payments/payments.repo';
import { toOrder } from './order-answers';
import { withEInvoices } from './e-invoice.service';
import type { PlacementDeps } from './order-placement.service';
import { selectOrdersOfUser, type OrderLineRow } from './orders.repo';

export interface OrdersDeps extends PlacementDeps {
  db: Database;
}

/** The caller's orders, newest first. */
export async function listOrders(
  deps: Pick<OrdersDeps, 'db' | 'publicUrl'>,
  userId: string,
): Promise<Order[]> {
  const { orders, lines } = await selectOrdersOfUser(deps.db, userId);
  const linesByOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId);
    if (list) list.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
  const testPaid = await ordersPaidInTestMoney(
    deps.db,
    orders.map((row) => row.id),
  );
  return withEInvoices(
    deps.db,
    orders.map((row) =>
      toOrder(row, linesByOrder.get(row.id) ?? [], deps.publicUrl, testPaid.has(row.id)),
    ),
  );
}
