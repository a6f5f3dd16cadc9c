import { Link, Navigate, useLocation, useParams } from '../../lib/router';
import { loginPath } from '../../lib/login-path';
import {
  paymentStatusLabel,
  formatDateTime,
  formatVnd,
  priceWithDiscount,
  vndInWords,
  type AdminOrderDetail,
  type ShopDetails,
  LIFECYCLE_LABELS,
} from '@shop/contract';
import { Spinner } from '../../components/ui/spinner';
import { ProductCode } from '../../components/ui/product-code';
import { LineVariant } from '../../components/ui/variant-label';
import { VatBreakdown } from '../../components/ui/vat-breakdown';
import { useSession } from '../../lib/session-context';
import { useTexts, useLocale } from '../../lib/locale';
import { useOrderToPrint, useShopDetails } from './dashboard-queries';
import { orderPrintTexts } from './order-print-texts';

// A4 with the margins an office printer keeps; on paper only the sheet, without the shop's header,
// footer, the dashboard's menu or the button. The screen shows the same sheet on a grey desk.
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  *:has(> #main) > :not(#main), aside { display: none !important; }
  body * { visibility: hidden; }
  .print-sheet, .print-sheet * { visibility: visible; }
  .print-sheet { position: absolute; left: 0; top: 0; width: 100% !important; max-width: none !important;
    box-shadow: none !important; margin: 0 !important; padding: 0 !important; }
}
`;

function ShopHeader({ shop, order }: { shop: ShopDetails; order: AdminOrderDetail }) {
  const t = useTexts(orderPrintTexts);
  const locale = useLocale();
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-stone-800 pb-3">
      <div className="min-w-0 text-sm leading-relaxed">
        <p className="text-base font-bold uppercase">{shop.name}</p>
        <p>{t.address(shop.address)}</p>
        {shop.phone && <p>{t.phone(shop.phone)}</p>}
        {shop.email && <p>{t.email(shop.email)}</p>}
        {shop.taxCode && <p>{t.taxCode(shop.taxCode)}</p>}
      </div>
      <div className="text-right text-sm">
        <p>
          {t.number}
          <strong>{order.orderId}</strong>
        </p>
        <p>{t.orderedAt(formatDateTime(order.createdAt, locale))}</p>
      </div>
    </header>
  );
}

function Lines({ order }: { order: AdminOrderDetail }) {
  const t = useTexts(orderPrintTexts);
  const cell = 'border border-stone-400 px-2 py-1.5';
  // On a phone the six columns cannot fit the screen: the table scrolls inside the sheet (the page
  // itself never scrolls sideways); on paper it is the sheet's full width, as on a desktop.
  return (
    <div
      data-testid="order-lines"
      className="mt-4 max-w-full overflow-x-auto print:overflow-visible"
    >
      <table className="w-full min-w-[34rem] border-collapse text-sm print:min-w-0">
        <thead>
          <tr className="bg-stone-100">
            <th scope="col" className={`${cell} w-10`}>
              {t.lineNo}
            </th>
            <th scope="col" className={`${cell} text-left`}>
              {t.itemName}
            </th>
            <th scope="col" className={cell}>
              {t.unit}
            </th>
            <th scope="col" className={cell}>
              {t.quantity}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t.unitPrice}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.productId ?? item.name}-${index}`} className="break-inside-avoid">
              <td className={`${cell} text-center`}>{index + 1}</td>
              <td className={cell}>
                {item.name}
                <ProductCode code={item.code} className="text-xs text-stone-600" />
                <LineVariant label={item.variantLabel} code={item.code} />
                {item.discount > 0 && (
                  <span className="block text-xs text-stone-600">
                    {t.listPrice(formatVnd(item.price), item.discount)}
                  </span>
                )}
              </td>
              <td className={`${cell} text-center`}>{item.unit}</td>
              <td className={`${cell} text-center tabular-nums`}>{item.quantity}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatVnd(priceWithDiscount(item.price, item.discount))}
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatVnd(item.totalAmt)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.subTotalAmt !== order.totalAmt && (
            <tr>
              <td colSpan={5} className={`${cell} text-right`}>
                {t.subtotal}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatVnd(order.subTotalAmt)}</td>
            </tr>
          )}
          <tr className="font-bold">
            <td colSpan={5} className={`${cell} text-right`}>
              {t.total}
            </td>
            <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
              {formatVnd(order.totalAmt)}
            </td>
          </tr>
        </tfoot>
      </table>
      <VatBreakdown vat={order.vat} className="mt-2 ml-auto max-w-sm text-stone-800" />
    </div>
  );
}

function SignatureBox({ title }: { title: string }) {
  const t = useTexts(orderPrintTexts);
  return (
    <div className="flex h-36 flex-col items-center rounded border border-stone-400 p-2 text-center">
      <p className="font-bold">{title}</p>
      <p className="text-xs text-stone-600 italic">{t.signHere}</p>
    </div>
  );
}

/** The printed sheet: the shop, the customer, the lines, the total in words, two signatures. */
export function OrderSheet({ shop, order }: { shop: ShopDetails; order: AdminOrderDetail }) {
  const locale = useLocale();
  const labels = LIFECYCLE_LABELS[locale];
  const t = useTexts(orderPrintTexts);
  const address = order.delivery_address;
  return (
    <article className="print-sheet mx-auto w-full max-w-[210mm] min-w-0 bg-white p-4 break-words text-stone-900 shadow-md sm:p-10 print:max-w-none">
      <ShopHeader shop={shop} order={order} />
      <h1 className="mt-5 text-center text-xl font-bold uppercase">{t.title}</h1>
      <p className="text-center text-sm text-stone-600">{t.subtitle}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t.buyer}</dt>
        <dd>
          {order.customer.name || '—'}
          {order.customer.phone && ` · ${order.customer.phone}`}
          {order.customer.email && ` · ${order.customer.email}`}
        </dd>
        <dt className="font-semibold">{t.deliverTo}</dt>
        <dd>
          {[address.address_line, address.city, address.state, address.country]
            .filter(Boolean)
            .join(', ')}
          {address.pincode && ` - ${address.pincode}`}
        </dd>
        <dt className="font-semibold">{t.receiverPhone}</dt>
        <dd>{address.mobile}</dd>
        <dt className="font-semibold">{t.payment}</dt>
        <dd>
          {labels.method[order.payment_method]} ·{' '}
          {paymentStatusLabel(
            { orderStatus: order.order_status, paymentStatus: order.payment_status },
            locale,
          )}
        </dd>
        {order.tracking_number && (
          <>
            <dt className="font-semibold">{t.shipping}</dt>
            <dd>
              {order.carrier ?? ''} {order.tracking_number}
            </dd>
          </>
        )}
      </dl>
      <Lines order={order} />
      <p className="mt-3 text-sm">
        <span className="font-semibold">{t.inWords}</span> <em>{vndInWords(order.totalAmt)}</em>
      </p>
      <div className="mt-8 grid grid-cols-2 gap-6 break-inside-avoid">
        <SignatureBox title={t.buyerSignature} />
        <SignatureBox title={t.sellerSignature} />
      </div>
    </article>
  );
}

/** /dashboard/orders/:orderId/print (admins): the order as a printable A4 delivery note. */
export function OrderPrintPage() {
  const { orderId = '' } = useParams();
  const { status, isAdmin } = useSession();
  const { noPermission } = useTexts(orderPrintTexts);
  const location = useLocation();
  if (status === 'logged-out') return <Navigate to={loginPath(location)} replace />;
  if (status === 'loading') return <Spinner />;
  if (!isAdmin) return <p className="p-6 font-semibold text-red-600">{noPermission}</p>;
  return <PrintableOrder orderId={orderId} />;
}

function PrintableOrder({ orderId }: { orderId: string }) {
  const order = useOrderToPrint(orderId);
  const shop = useShopDetails();
  const t = useTexts(orderPrintTexts);
  return (
    <div className="max-w-full min-w-0 rounded-xl bg-stone-200 px-2 py-4 sm:py-8 print:bg-white print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] items-center justify-between gap-3 print:hidden">
        <Link to="/dashboard" className="text-sm font-semibold text-brand-800 hover:underline">
          {t.backToDashboard}
        </Link>
        <button
          type="button"
          disabled={!order.data || !shop.data}
          onClick={() => {
            window.print();
          }}
          className="inline-flex h-10 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t.print}
        </button>
      </div>
      {order.isError ? (
        <p className="mx-auto max-w-[210mm] rounded-xl bg-white p-6 text-sm text-red-700">
          {order.error.message}
        </p>
      ) : order.data && shop.data ? (
        <OrderSheet order={order.data} shop={shop.data} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
