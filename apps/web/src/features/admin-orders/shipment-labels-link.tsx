import { HandCoins, Printer } from 'lucide-react';
import { Link } from '../../lib/router';
import type { AdminOrderSummary } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { codStatementTexts } from './cod-statement-texts';
import { shipmentAdminTexts } from './shipment-texts';

/** Prints, in one batch, the labels of the shipped orders the list shows (none: no link). */
export function ShipmentLabelsLink({ orders }: { orders: readonly AdminOrderSummary[] }) {
  const t = useTexts(shipmentAdminTexts);
  const ids = orders.filter((order) => order.order_status === 'shipped').map((order) => order._id);
  if (ids.length === 0) return null;
  return (
    <Link
      to={`/dashboard/orders/labels?ids=${ids.slice(0, 50).join(',')}`}
      className="-mt-2 mb-4 ml-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <Printer aria-hidden="true" className="size-4" />
      {t.printShipped}
    </Link>
  );
}

/** The way from the order list to the COD reconciliation (issue 48). */
export function CodStatementLink() {
  const t = useTexts(codStatementTexts);
  return (
    <Link
      to="/dashboard/orders/cod"
      className="-mt-2 mb-4 ml-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <HandCoins aria-hidden="true" className="size-4" />
      {t.link}
    </Link>
  );
}
