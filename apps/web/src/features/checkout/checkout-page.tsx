import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Landmark, LoaderCircle, Plus, Truck, type LucideIcon } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from '../../lib/router';
import { cartVat, summarizeCart } from '@shop/contract';
import type { Address, CartLine, InvoiceDetails, PlaceOrderRequest } from '@shop/contract';
import { AddressLines } from '../../components/ui/address-lines';
import { BillSummary } from '../../components/ui/bill-summary';
import { VatBreakdown } from '../../components/ui/vat-breakdown';
import { Spinner } from '../../components/ui/spinner';
import { useBottomBarHeight } from '../../components/ui/use-bottom-bar-height';
import { ApiError } from '../../lib/api-client';
import { activeAddresses, addressesQuery } from '../../lib/address-query';
import { bankTransferQuery } from '../../lib/bank-transfer-query';
import { cartQuery } from '../../lib/cart-query';
import { ORDERS_KEY } from '../../lib/query-keys';
import { loginPath } from '../../lib/login-path';
import { useSession } from '../../lib/session-context';
import { useCurrentUser } from '../../lib/use-current-user';
import { useTexts } from '../../lib/locale';
import { checkoutTexts } from './checkout-texts';
import { CheckoutLines } from './checkout-lines';
import { newIdempotencyKey } from './idempotency-key';
import { InvoiceSection, useInvoiceDraft } from './invoice-section';
import {
  placeBankTransferOrder,
  placeCashOnDeliveryOrder,
  startOnlineCheckout,
} from './order-requests';

/** The add-address dialog; the addresses feature owns it and app/ passes it in. */
export type AddressDialogComponent = ComponentType<{
  onClose: () => void;
  onSaved: (address: Address) => void;
}>;

interface CheckoutPageProps {
  AddressDialog: AddressDialogComponent;
}

/** /checkout: logged-in only; anyone else is told to log in and sent to /login. */
export function CheckoutPage({ AddressDialog }: CheckoutPageProps) {
  const { status } = useSession();
  const navigate = useNavigate();
  const { pleaseLogin } = useTexts(checkoutTexts);

  useEffect(() => {
    if (status !== 'logged-out') return;
    // The id keeps a repeated effect (development's double run) to one toast.
    toast(pleaseLogin, { id: pleaseLogin });
    void navigate(loginPath({ pathname: '/checkout', search: '' }), { replace: true });
  }, [status, navigate, pleaseLogin]);

  if (status !== 'logged-in') return <Spinner />;
  return <Checkout AddressDialog={AddressDialog} />;
}

type PaymentMethod = 'cash' | 'online' | 'transfer';

/** What the server compares to recognise a repeated submission (apart from the key itself). */
function attemptIdentity(method: PaymentMethod, body: PlaceOrderRequest): string {
  return JSON.stringify([method, body.addressId, body.totalAmt, body.invoice ?? null]);
}

function orderBody(
  lines: readonly CartLine[],
  addressId: string,
  invoice: InvoiceDetails | undefined,
): PlaceOrderRequest {
  const { total } = summarizeCart(lines);
  return {
    // Informational only: the server prices its own copy of the cart.
    list_items: lines.map((line) => ({ productId: line.productId._id, quantity: line.quantity })),
    addressId,
    // Delivery is free, so the subtotal is the total.
    subTotalAmt: total,
    totalAmt: total,
    ...(invoice ? { invoice } : {}),
  };
}

/** The address of the last order placed from this browser, to choose it again next time. */
const LAST_ADDRESS_STORAGE_KEY = 'shop.last-address';

function lastUsedAddressId(): string | null {
  try {
    return localStorage.getItem(LAST_ADDRESS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberAddress(addressId: string): void {
  try {
    localStorage.setItem(LAST_ADDRESS_STORAGE_KEY, addressId);
  } catch {
    // Not stored: the next checkout asks again.
  }
}

/** The address chosen before the shopper picks one: the last one used, or the only one. */
function preselected(addresses: readonly Address[]): Address | undefined {
  const lastId = lastUsedAddressId();
  const last = addresses.find((address) => address._id === lastId);
  if (last) return last;
  return addresses.length === 1 ? addresses[0] : undefined;
}

const PAY_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-xl px-2 py-1 text-center text-sm leading-tight font-bold transition disabled:cursor-not-allowed';
const PRIMARY_PAY_BUTTON =
  'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none';
const SECONDARY_PAY_BUTTON =
  'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:border-stone-300 disabled:bg-white disabled:text-stone-500';

/**
 * One way to pay. `showProgress` swaps the icon for a spinner while the order is sent (the
 * online one leaves the page instead, under its loading toast); `wide` spans the phone's bar.
 */
function PayButton({
  label,
  Icon,
  primary = false,
  wide = false,
  pending,
  showProgress = false,
  disabled,
  describedBy,
  onPress,
}: {
  label: string;
  Icon: LucideIcon;
  primary?: boolean;
  wide?: boolean;
  pending: boolean;
  showProgress?: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  onPress: () => void;
}) {
  const ShownIcon = showProgress && pending ? LoaderCircle : Icon;
  return (
    <button
      type="button"
      disabled={disabled}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      onClick={onPress}
      className={`${PAY_BUTTON} ${primary ? PRIMARY_PAY_BUTTON : SECONDARY_PAY_BUTTON}${wide ? ' max-lg:col-span-2' : ''}`}
    >
      <ShownIcon
        aria-hidden="true"
        className={showProgress && pending ? 'size-5 shrink-0 animate-spin' : 'size-5 shrink-0'}
      />
      {label}
    </button>
  );
}

function Checkout({ AddressDialog }: CheckoutPageProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTexts(checkoutTexts);
  const { data: lines = [], isPending: cartPending } = useQuery(cartQuery);
  const { data: addressList, isPending: addressesPending } = useQuery(addressesQuery);
  const { data: bankAccount } = useQuery(bankTransferQuery);
  const addresses = activeAddresses(addressList);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A removed address (another tab) no longer counts as chosen; until one is, the last used (or
  // the only) address is.
  const chosen =
    addresses.find((address) => address._id === chosenId) ??
    (chosenId === null ? preselected(addresses) : undefined);
  // One press of a way to pay: a second, before the page has re-drawn, must not send again.
  const submitting = useRef(false);
  const reasonId = useId();
  const payBar = useRef<HTMLDivElement>(null);
  useBottomBarHeight(payBar);
  const [addingAddress, setAddingAddress] = useState(false);
  const invoice = useInvoiceDraft(useCurrentUser().data?.invoice_details);

  // One key per checkout attempt: a retry of the same attempt (same way to pay, address and
  // total), e.g. after a lost answer, sends the same key, so the server never orders twice.
  const attempt = useRef<{ identity: string; key: string } | null>(null);
  const keyFor = (method: PaymentMethod, body: PlaceOrderRequest): string => {
    const identity = attemptIdentity(method, body);
    if (attempt.current?.identity !== identity) {
      attempt.current = { identity, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  const refreshAfterOrder = () =>
    Promise.allSettled([
      queryClient.invalidateQueries({ queryKey: cartQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
    ]);

  // The refusal's message is toasted by the query client, as for every change.
  const onOrderError = (error: Error) => {
    // 409: the cart changed under the shopper (prices, stock); show what it is now.
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
    }
  };

  // Cash on delivery and bank transfer both place the order at once and show it on /success;
  // a transfer order also brings the code to pay it with.
  const placeNow = useMutation({
    mutationFn: ({ method, body }: { method: 'cash' | 'transfer'; body: PlaceOrderRequest }) =>
      (method === 'cash' ? placeCashOnDeliveryOrder : placeBankTransferOrder)(
        body,
        keyFor(method, body),
      ),
    onSuccess: (answer, { method, body }) => {
      attempt.current = null;
      rememberAddress(body.addressId);
      toast.success(answer.message);
      void refreshAfterOrder();
      const order = answer.data;
      void navigate('/success', {
        state: {
          text: 'Order',
          orders: [order.orderId],
          total: order.totalAmt,
          method: order.payment_method,
          ...(method === 'transfer'
            ? { transfer: { orderCode: order.orderId, amount: order.totalAmt } }
            : {}),
        },
      });
    },
    onError: onOrderError,
    onSettled: () => {
      submitting.current = false;
    },
  });
  const placing = (method: 'cash' | 'transfer') =>
    placeNow.isPending && placeNow.variables.method === method;

  const onlinePayment = useMutation({
    onMutate: () => ({ loadingToast: toast.loading(t.loading) }),
    mutationFn: (body: PlaceOrderRequest) => startOnlineCheckout(body, keyFor('online', body)),
    onSuccess: async (answer) => {
      attempt.current = null;
      await refreshAfterOrder();
      // The loading toast stays until the provider's page replaces this one.
      window.location.assign(answer.url);
    },
    onError: (error, _body, context) => {
      submitting.current = false;
      if (context) toast.dismiss(context.loadingToast);
      onOrderError(error);
    },
  });

  const sending = placeNow.isPending || onlinePayment.isPending;
  const canOrder = chosen !== undefined && lines.length > 0 && !sending;
  // Why the ways to pay are disabled, said beside them (in the bar fixed on a phone's screen).
  const reason =
    cartPending || addressesPending || sending
      ? undefined
      : lines.length === 0
        ? t.cartEmpty
        : chosen === undefined
          ? addresses.length === 0
            ? t.addAddressToOrder
            : t.chooseAddressToOrder
          : undefined;
  const submit = (method: PaymentMethod) => {
    if (!chosen || lines.length === 0 || submitting.current) return;
    const invoiceDetails = invoice.read();
    // Not valid yet: the problems show under the invoice's fields.
    if (invoiceDetails === null) return;
    submitting.current = true;
    const body = orderBody(lines, chosen._id, invoiceDetails);
    if (method === 'online') rememberAddress(chosen._id);
    if (method === 'online') onlinePayment.mutate(body);
    else placeNow.mutate({ method, body });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">{t.checkout}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-4">
          <AddressChoice
            addresses={addresses}
            loading={addressesPending}
            chosenId={chosen?._id ?? null}
            onChoose={setChosenId}
            onAdd={() => {
              setAddingAddress(true);
            }}
          />
          <InvoiceSection draft={invoice} />
        </div>

        <div className="space-y-4 lg:sticky lg:top-24">
          {cartPending ? (
            <Spinner />
          ) : (
            <>
              <CheckoutLines lines={lines} />
              <BillSummary lines={lines} title={t.summary} />
              <VatBreakdown vat={cartVat(lines)} className="px-4" />
              {lines.length === 0 && (
                <p className="text-sm text-stone-600">
                  {t.cartEmpty}{' '}
                  <Link to="/" className="font-semibold text-brand-800 hover:underline">
                    {t.shopNow}
                  </Link>
                </p>
              )}
            </>
          )}
          {/* Below 1024 px the ways to pay are a bar fixed along the bottom, always in reach
              and never under the floating contact links (data-bottom-bar and its published
              height lift them above it, however many lines it has). */}
          <div
            ref={payBar}
            data-bottom-bar="narrow"
            className="grid gap-3 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:grid-cols-2 max-lg:border-t max-lg:border-stone-200 max-lg:bg-white max-lg:p-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))]"
          >
            {reason && (
              <p
                id={reasonId}
                className="text-center text-sm font-semibold text-amber-800 max-lg:col-span-2"
              >
                {reason}
              </p>
            )}
            {placeNow.isPending && (
              <p role="status" className="text-center text-sm text-stone-700 max-lg:col-span-2">
                {t.sending}
              </p>
            )}
            <PayButton
              label={t.onlinePayment}
              Icon={CreditCard}
              primary
              pending={onlinePayment.isPending}
              disabled={!canOrder}
              describedBy={reason ? reasonId : undefined}
              onPress={() => {
                submit('online');
              }}
            />
            <PayButton
              label={t.cashOnDelivery}
              Icon={Truck}
              pending={placing('cash')}
              showProgress
              disabled={!canOrder}
              describedBy={reason ? reasonId : undefined}
              onPress={() => {
                submit('cash');
              }}
            />
            {bankAccount && (
              <PayButton
                label={t.bankTransfer}
                Icon={Landmark}
                wide
                pending={placing('transfer')}
                showProgress
                disabled={!canOrder}
                describedBy={reason ? reasonId : undefined}
                onPress={() => {
                  submit('transfer');
                }}
              />
            )}
          </div>
        </div>
      </div>

      {addingAddress && (
        <AddressDialog
          onClose={() => {
            setAddingAddress(false);
          }}
          // The address just typed in is the one the shopper means.
          onSaved={(address) => {
            setChosenId(address._id);
          }}
        />
      )}
    </div>
  );
}

interface AddressChoiceProps {
  addresses: readonly Address[];
  loading: boolean;
  chosenId: string | null;
  onChoose: (id: string) => void;
  onAdd: () => void;
}

/** "Choose your address": a radio per active address, then the "Add address" tile. */
function AddressChoice({ addresses, loading, chosenId, onChoose, onAdd }: AddressChoiceProps) {
  const headingId = useId();
  const t = useTexts(checkoutTexts);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={headingId} className="mb-3 font-bold text-stone-900">
        {t.chooseAddress}
      </h2>
      {loading ? (
        <Spinner />
      ) : (
        <div className="grid gap-3">
          {addresses.length > 0 && (
            <div role="radiogroup" aria-labelledby={headingId} className="grid gap-3">
              {addresses.map((address) => (
                <label
                  key={address._id}
                  className="flex cursor-pointer gap-3 rounded-xl border border-stone-200 p-3 transition hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="address"
                    value={address._id}
                    checked={address._id === chosenId}
                    onChange={() => {
                      onChoose(address._id);
                    }}
                    className="mt-1 size-4 shrink-0 accent-brand-700"
                  />
                  <AddressLines address={address} />
                </label>
              ))}
            </div>
          )}
          <button
            type="button"
            onClick={onAdd}
            className="flex h-16 items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 text-sm font-semibold text-stone-600 transition hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800"
          >
            <Plus aria-hidden="true" className="size-5" />
            {t.addAddress}
          </button>
        </div>
      )}
    </section>
  );
}
