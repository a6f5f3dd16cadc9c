import { CircleCheck, Info } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import * as endpoints from '@shop/contract/endpoints';
import { LIFECYCLE_LABELS, PAYMENT_METHODS, formatVnd } from '@shop/contract';
import type { LifecycleOrder, PaymentMethod } from '@shop/contract';
import { VietQrTransfer } from '../../components/ui/vietqr-transfer';
import { apiRequest } from '../../lib/api-client';
import { bankTransferQuery } from '../../lib/bank-transfer-query';
import { useLocale, useTexts } from '../../lib/locale';
import { ORDERS_KEY } from '../../lib/query-keys';
import { successTexts } from './success-texts';

/**
 * What the page may say succeeded. Anyone can send a shopper a link to /success with any `text`,
 * so only these words are shown (a link saying "Refund Successfully" must not look like the shop).
 */
const KNOWN_TEXTS = ['Order', 'Payment'] as const;
type KnownText = (typeof KNOWN_TEXTS)[number];

function knownText(text: unknown): KnownText | undefined {
  return KNOWN_TEXTS.find((known) => known === text);
}

/** What checkout passes in the navigation's state about the order it placed. */
interface PlacedOrder {
  text?: unknown;
  orders?: unknown;
  total?: unknown;
  method?: unknown;
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return PAYMENT_METHODS.some((method) => method === value);
}

function placedOrder(state: unknown): PlacedOrder {
  return typeof state === 'object' && state !== null ? state : {};
}

const LINK_CLASS =
  'inline-flex h-11 items-center rounded-xl border-2 px-5 text-sm font-bold transition';

/** The transfer a bank-transfer order still waits for, when the checkout passed one. */
function transferFromState(state: unknown): { orderCode: string; amount: number } | undefined {
  if (typeof state !== 'object' || state === null || !('transfer' in state)) return undefined;
  const transfer: unknown = state.transfer;
  if (typeof transfer !== 'object' || transfer === null) return undefined;
  const { orderCode, amount } = transfer as Record<string, unknown>;
  return typeof orderCode === 'string' && typeof amount === 'number'
    ? { orderCode, amount }
    : undefined;
}

/** The VietQR code of the order just placed by transfer, once the shop's account is known. */
function TransferToPay({ orderCode, amount }: { orderCode: string; amount: number }) {
  const { data: account } = useQuery(bankTransferQuery);
  if (!account) return null;
  return (
    <div className="mt-4 w-full">
      <VietQrTransfer account={account} amount={amount} orderCode={orderCode} />
    </div>
  );
}

/**
 * The order a payment provider came back for (`?order=` its number): read from the shopper's own
 * orders (the key My Orders uses), so a link naming someone else's order, or one not paid, shows
 * nothing of it.
 */
function usePaidOrder(orderNumber: string | null): LifecycleOrder | undefined {
  const { data } = useQuery({
    queryKey: [...ORDERS_KEY, 'mine'],
    queryFn: async ({ signal }): Promise<LifecycleOrder[]> =>
      (await apiRequest(endpoints.myOrders, { signal })).data,
    enabled: orderNumber !== null,
    retry: false,
  });
  return data?.find((order) => order.orderId === orderNumber && order.payment_status === 'paid');
}

/**
 * /success: "Order Successfully" after cash on delivery or a bank transfer order (router state,
 * with the order's number, total and way to pay; for a transfer also the VietQR code to pay it
 * with), "Payment Successfully" when the payment provider returns with `?text=Payment` (and, from
 * VNPay, `&order=` its number: the shopper's paid order is then shown the same way). Opened with
 * neither, no order is behind it, so it claims nothing was paid.
 */
export function SuccessPage() {
  const state: unknown = useLocation().state;
  const locale = useLocale();
  const t = useTexts(successTexts);
  const placed = placedOrder(state);
  const [searchParams] = useSearchParams();
  const text = knownText(placed.text) ?? knownText(searchParams.get('text'));
  const paidOrder = usePaidOrder(text === 'Payment' ? searchParams.get('order') : null);
  const placedNumbers = Array.isArray(placed.orders)
    ? placed.orders.filter((each): each is string => typeof each === 'string')
    : [];
  const orderNumbers = paidOrder ? [paidOrder.orderId] : placedNumbers;
  const total = paidOrder ? paidOrder.totalAmt : placed.total;
  const placedMethod = paidOrder ? paidOrder.payment_method : placed.method;
  const method = isPaymentMethod(placedMethod)
    ? LIFECYCLE_LABELS[locale].method[placedMethod]
    : undefined;
  const transfer = transferFromState(state);

  if (!text) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center sm:py-16">
        <div className="w-full rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
          <Info aria-hidden="true" className="mx-auto size-14 text-stone-500" />
          <h1 className="mt-3 text-xl font-bold text-stone-900">{t.noNewOrder}</h1>
          <p className="mt-2 text-sm text-stone-600">{t.noNewOrderText}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link
              to="/dashboard/myorders"
              className={`${LINK_CLASS} border-brand-700 text-brand-800 hover:bg-brand-700 hover:text-white`}
            >
              {t.myOrders}
            </Link>
            <Link
              to="/"
              className={`${LINK_CLASS} border-stone-400 text-stone-800 hover:bg-stone-100`}
            >
              {t.goHome}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="w-full rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-700" />
        <h1 className="mt-3 text-xl font-bold break-words text-emerald-900">
          {text === 'Order' ? t.orderSucceeded : t.paymentSucceeded}
        </h1>
        {orderNumbers.length > 0 && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm text-stone-800">
            <dt className="font-semibold">{t.orderNumber}</dt>
            <dd className="font-mono">{orderNumbers.join(', ')}</dd>
            {typeof total === 'number' && (
              <>
                <dt className="font-semibold">{t.total}</dt>
                <dd>{formatVnd(total)}</dd>
              </>
            )}
            {method && (
              <>
                <dt className="font-semibold">{t.payment}</dt>
                <dd>{method}</dd>
              </>
            )}
          </dl>
        )}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link
            to="/dashboard/myorders"
            className={`${LINK_CLASS} border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            {t.myOrders}
          </Link>
          <Link
            to="/"
            className={`${LINK_CLASS} border-emerald-700 text-emerald-800 hover:bg-emerald-700 hover:text-white`}
          >
            {t.goHome}
          </Link>
        </div>
      </div>
      {transfer && <TransferToPay {...transfer} />}
    </section>
  );
}
