import { useQuery } from '@tanstack/react-query';
import { formatVnd } from '@shop/contract';
import type { Order, OrderStatus } from '@shop/contract';
import { NoData } from '../../components/ui/no-data';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { ordersQuery } from '../../lib/order-query';
import { UI_TEXT } from '../../lib/ui-settings';

const STATUS_LABEL: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const STATUS_CLASS: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-50 text-amber-800 ring-amber-200',
  placed: 'bg-sky-50 text-sky-800 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-200',
};

const orderDate = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' });

/** /dashboard/myorders: every order, newest first, by number, first product and total. */
export function MyOrdersPage() {
  const { data: orders, isPending } = useQuery(ordersQuery);

  return (
    <section>
      <h1 className="border-b border-stone-200 pb-4 text-xl font-bold text-stone-900 sm:text-2xl">
        My Orders
      </h1>
      {isPending ? (
        <Spinner />
      ) : !orders || orders.length === 0 ? (
        <NoData text={UI_TEXT.noData} />
      ) : (
        <ul className="mt-5 space-y-3">
          {orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: Order }) {
  const more = order.items.length - 1;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">
          Order No: <span className="font-semibold text-stone-900">{order.orderId}</span>
        </p>
        <span className="flex flex-wrap items-center gap-1.5">
          {order.testPayment && (
            <span
              className="rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200"
              title="Đơn này được thanh toán bằng tiền thử, không phải tiền thật"
            >
              Thanh toán thử
            </span>
          )}
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[order.status]}`}
          >
            {STATUS_LABEL[order.status]}
          </span>
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <ProductImage
          src={order.product_details.image[0]}
          alt={order.product_details.name}
          width={64}
          height={64}
          sizes="64px"
          className="size-16 shrink-0 rounded-lg bg-stone-50 object-contain ring-1 ring-stone-100"
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm font-medium text-stone-900">
            {order.product_details.name}
          </p>
          {more > 0 && <p className="text-xs text-stone-500">and {more} more</p>}
          <p className="mt-1 text-xs text-stone-500">
            <time dateTime={order.createdAt}>{orderDate.format(new Date(order.createdAt))}</time>
          </p>
        </div>
        <p className="shrink-0 text-sm font-bold text-stone-900">{formatVnd(order.totalAmt)}</p>
      </div>
    </li>
  );
}
