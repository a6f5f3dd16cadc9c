import { Link } from '../../lib/router';
import { Plus } from 'lucide-react';
import { EDITABLE_ORDER_STATUSES, formatVnd } from '@shop/contract';
import type { AdminOrderDetail, StaffOrderFacts } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { staffOrderTexts } from './staff-order-texts';

/** On an order the staff took: who took it, its shipping fee and the prices set by hand. */
export function StaffOrderFactsCard({ facts }: { facts: StaffOrderFacts }) {
  const t = useTexts(staffOrderTexts);
  return (
    <section className="rounded-xl border border-stone-200 p-4" aria-labelledby="staff-order-facts">
      <h2 id="staff-order-facts" className="mb-2 text-base font-bold text-stone-900">
        {t.staffOrder}
      </h2>
      <div className="space-y-1 text-sm text-stone-700">
        {facts.takenByName && <p>{t.takenBy(facts.takenByName)}</p>}
        <p>{t.shipping(facts.shippingFee)}</p>
      </div>
      {facts.overrides.length > 0 && (
        <>
          <h3 className="mt-3 mb-1 text-sm font-semibold text-stone-900">{t.overrides}</h3>
          <ul className="space-y-2 text-sm text-stone-700">
            {facts.overrides.map((line) => (
              <li key={line.position}>
                <p>
                  {t.override(
                    line.position + 1,
                    t.percentOff(formatVnd(line.listPrice), line.listDiscount),
                    t.percentOff(formatVnd(line.unitPrice), line.discount),
                  )}
                </p>
                <p className="text-xs text-stone-500">
                  {t.overrideBy(line.reason, line.byName ?? '')}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The order list's way to the new-order screen. */
export function NewOrderLink() {
  const t = useTexts(staffOrderTexts);
  return (
    <Link
      to="/dashboard/orders/new"
      className="inline-flex h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
    >
      <Plus aria-hidden="true" className="size-4" />
      {t.newOrder}
    </Link>
  );
}

/** Whether the admin may edit the order now: not yet shipped, not paid, not paid online. */
export function orderEditable(order: AdminOrderDetail): boolean {
  return (
    (EDITABLE_ORDER_STATUSES as readonly string[]).includes(order.order_status) &&
    order.payment_method !== 'online' &&
    (order.payment_status === 'unpaid' || order.payment_status === 'pending') &&
    // A quote's lines and prices are the quote's (decision 061).
    order.fromQuote !== true
  );
}

/** The order page's way to its editor, while the order may be edited. */
export function EditOrderLink({ order }: { order: AdminOrderDetail }) {
  const t = useTexts(staffOrderTexts);
  if (!orderEditable(order)) return null;
  return (
    <Link
      to={`/dashboard/orders/${order._id}/edit`}
      className="inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
    >
      {t.editOrder}
    </Link>
  );
}
