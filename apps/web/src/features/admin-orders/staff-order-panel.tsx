import { useDeferredValue, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from '../../lib/router';
import {
  RECEIVED_PAYMENT_METHODS,
  STAFF_ORDER_PAYMENTS,
  formatVnd,
  priceWithDiscount,
} from '@shop/contract';
import type {
  AdminCustomerSummary,
  ReceivedPaymentMethod,
  StaffOrderPayment,
  StaffProductChoice,
} from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { StaffProductPicker } from '../../components/ui/staff-product-picker';
import { SubmitButton } from '../../components/ui/submit-button';
import { FIELD_INPUT_CLASS, TextField } from '../../components/ui/text-field';
import { PricesIncludeVat } from '../../components/ui/prices-include-vat';
import { useTexts } from '../../lib/locale';
import { staffOrderTexts } from './staff-order-texts';
import { useCreateStaffOrder, useCustomerChoices } from './staff-order-requests';

/** A line of the order being taken: the catalogue's price, and what the staff typed. */
export interface DraftLine {
  key: string;
  productId: string;
  variantId: string | null;
  name: string;
  label: string;
  code: string;
  unit: string;
  /** Null when not known (a line of an order being edited). */
  stock: number | null;
  listPrice: number;
  listDiscount: number;
  quantity: string;
  unitPrice: string;
  discount: string;
  reason: string;
}

export const toWhole = (text: string) =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
const CARD = 'rounded-xl border border-stone-200 p-4';
const HEADING = 'mb-3 text-base font-bold text-stone-900';

export function isOverridden(line: DraftLine): boolean {
  return toWhole(line.unitPrice) !== line.listPrice || toWhole(line.discount) !== line.listDiscount;
}

export function lineAmount(line: DraftLine): number {
  const price = toWhole(line.unitPrice);
  const discount = toWhole(line.discount);
  const quantity = toWhole(line.quantity);
  if ([price, discount, quantity].some(Number.isNaN) || discount > 100) return 0;
  return priceWithDiscount(price, discount) * quantity;
}

/** The lines with the product's variant added (at the catalogue's price), unless already there. */
export function withLine(
  current: DraftLine[],
  product: StaffProductChoice,
  variant: StaffProductChoice['variants'][number],
): DraftLine[] {
  const key = `${product.productId}:${variant.variantId ?? ''}`;
  if (current.some((line) => line.key === key)) return current;
  return [
    ...current,
    {
      key,
      productId: product.productId,
      variantId: variant.variantId,
      name: product.name,
      label: variant.label,
      code: variant.code,
      unit: product.unit,
      stock: variant.stock,
      listPrice: variant.price,
      listDiscount: variant.discount,
      quantity: '1',
      unitPrice: String(variant.price),
      discount: String(variant.discount),
      reason: '',
    },
  ];
}

/** What a line sends: its product, quantity, and its price when set by hand (with the reason). */
export function lineRequestOf(line: DraftLine) {
  return {
    productId: line.productId,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    quantity: toWhole(line.quantity),
    ...(isOverridden(line)
      ? {
          unitPrice: toWhole(line.unitPrice),
          discount: toWhole(line.discount),
          reason: line.reason,
        }
      : {}),
  };
}

/** Why the lines cannot be sent yet ('' when they can): none, or a price changed without reason. */
export function problemOfLines(
  lines: DraftLine[],
  t: { needLines: string; reasonNeeded: string },
): string {
  if (lines.length === 0) return t.needLines;
  if (lines.some((line) => isOverridden(line) && line.reason.trim() === '')) return t.reasonNeeded;
  return '';
}

/** The address fields as typed, as a request sends them (empty optional ones left out). */
export function addressRequestOf(address: {
  recipient: string;
  mobile: string;
  address_line: string;
  state: string;
  city: string;
}) {
  return {
    address_line: address.address_line,
    city: address.city,
    mobile: address.mobile,
    ...(address.recipient.trim() ? { recipient: address.recipient } : {}),
    ...(address.state.trim() ? { state: address.state } : {}),
  };
}

/** /dashboard/orders/new: the staff take an order for a customer (phone, Zalo; issue 44). */
export function StaffOrderPanel() {
  const t = useTexts(staffOrderTexts);
  const navigate = useNavigate();
  const create = useCreateStaffOrder();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [picked, setPicked] = useState<AdminCustomerSummary>();
  const [customer, setCustomer] = useState({ name: '', phone: '', email: '' });
  const [address, setAddress] = useState({
    recipient: '',
    mobile: '',
    address_line: '',
    state: '',
    city: '',
  });
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [shippingFee, setShippingFee] = useState('0');
  const [note, setNote] = useState('');
  const [payment, setPayment] = useState<StaffOrderPayment>('cash_on_delivery');
  const [paidMethod, setPaidMethod] = useState<ReceivedPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');

  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const fee = Number.isNaN(toWhole(shippingFee)) ? 0 : toWhole(shippingFee);

  const addLine = (
    product: StaffProductChoice,
    variant: StaffProductChoice['variants'][number],
  ) => {
    setLines((current) => withLine(current, product, variant));
  };

  const changeLine = (key: string, change: Partial<DraftLine>) => {
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...change } : line)),
    );
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const chosen =
      mode === 'existing'
        ? picked && { userId: picked._id }
        : customer.name.trim() && customer.phone.trim()
          ? {
              name: customer.name,
              phone: customer.phone,
              ...(customer.email.trim() ? { email: customer.email } : {}),
            }
          : undefined;
    if (!chosen) {
      setProblem(t.needCustomer);
      return;
    }
    const linesProblem = problemOfLines(lines, t);
    setProblem(linesProblem);
    if (linesProblem) return;
    create.mutate(
      {
        customer: chosen,
        address: addressRequestOf(address),
        lines: lines.map(lineRequestOf),
        shippingFee: toWhole(shippingFee),
        ...(note.trim() ? { note } : {}),
        payment,
        ...(payment === 'paid'
          ? { paidWith: { method: paidMethod, ...(reference.trim() ? { reference } : {}) } }
          : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(t.created(answer.data.orderId));
          void navigate(`/dashboard/orders/${answer.data._id}`);
        },
      },
    );
  };

  return (
    <section>
      <Link
        to="/dashboard/orders"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToOrders}
      </Link>
      <AdminPageHeader title={t.title} />
      <p className="-mt-2 mb-4 text-sm text-stone-600">{t.intro}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <fieldset className={CARD}>
            <legend className="px-1 text-base font-bold text-stone-900">{t.customer}</legend>
            <div role="group" aria-label={t.customer} className="mb-3 flex flex-wrap gap-2">
              {(['existing', 'new'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={mode === value}
                  onClick={() => {
                    setMode(value);
                  }}
                  className={`h-9 rounded-full px-4 text-sm font-semibold ring-1 ${
                    mode === value
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
                  }`}
                >
                  {value === 'existing' ? t.existingCustomer : t.newCustomer}
                </button>
              ))}
            </div>
            {mode === 'existing' ? (
              <CustomerPicker
                picked={picked}
                onPick={(row) => {
                  setPicked(row);
                  setAddress((current) => ({
                    ...current,
                    recipient: current.recipient || row.name,
                    mobile: current.mobile || row.mobile,
                  }));
                }}
                onClear={() => {
                  setPicked(undefined);
                }}
              />
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t.name}
                  value={customer.name}
                  autoComplete="off"
                  onChange={(event) => {
                    setCustomer({ ...customer, name: event.target.value });
                  }}
                />
                <TextField
                  label={t.phone}
                  value={customer.phone}
                  inputMode="tel"
                  autoComplete="off"
                  onChange={(event) => {
                    setCustomer({ ...customer, phone: event.target.value });
                  }}
                />
                <TextField
                  label={t.emailOptional}
                  value={customer.email}
                  type="email"
                  autoComplete="off"
                  className="sm:col-span-2"
                  onChange={(event) => {
                    setCustomer({ ...customer, email: event.target.value });
                  }}
                />
                <p className="text-xs text-stone-500 sm:col-span-2">{t.emailHint}</p>
              </div>
            )}
          </fieldset>

          <fieldset className={CARD}>
            <legend className="px-1 text-base font-bold text-stone-900">{t.address}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t.recipient}
                value={address.recipient}
                onChange={(event) => {
                  setAddress({ ...address, recipient: event.target.value });
                }}
              />
              <TextField
                label={t.deliveryPhone}
                value={address.mobile}
                inputMode="tel"
                onChange={(event) => {
                  setAddress({ ...address, mobile: event.target.value });
                }}
              />
              <TextField
                label={t.addressLine}
                value={address.address_line}
                className="sm:col-span-2"
                onChange={(event) => {
                  setAddress({ ...address, address_line: event.target.value });
                }}
              />
              <TextField
                label={t.district}
                value={address.state}
                onChange={(event) => {
                  setAddress({ ...address, state: event.target.value });
                }}
              />
              <TextField
                label={t.city}
                value={address.city}
                onChange={(event) => {
                  setAddress({ ...address, city: event.target.value });
                }}
              />
            </div>
          </fieldset>

          <section className={CARD} aria-labelledby="staff-order-products">
            <h2 id="staff-order-products" className={HEADING}>
              {t.products}
            </h2>
            <ProductPicker onAdd={addLine} />
            {lines.length === 0 ? (
              <p className="mt-3 text-sm text-stone-600">{t.noLines}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {lines.map((line) => (
                  <LineEditor
                    key={line.key}
                    line={line}
                    onChange={(change) => {
                      changeLine(line.key, change);
                    }}
                    onRemove={() => {
                      setLines((current) => current.filter((each) => each.key !== line.key));
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className="space-y-4">
          <section className={CARD} aria-labelledby="staff-order-payment">
            <h2 id="staff-order-payment" className={HEADING}>
              {t.payment}
            </h2>
            <div className="space-y-2">
              {STAFF_ORDER_PAYMENTS.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name="staff-order-payment"
                    value={value}
                    checked={payment === value}
                    onChange={() => {
                      setPayment(value);
                    }}
                    className="size-4 accent-brand-700"
                  />
                  {t.paymentOf(value)}
                </label>
              ))}
            </div>
            {payment === 'paid' && (
              <div className="mt-3 space-y-3">
                <label className="block text-sm font-medium text-stone-800">
                  {t.paidWith}
                  <select
                    value={paidMethod}
                    onChange={(event) => {
                      setPaidMethod(event.target.value as ReceivedPaymentMethod);
                    }}
                    className={`${FIELD_INPUT_CLASS} mt-1.5`}
                  >
                    {RECEIVED_PAYMENT_METHODS.map((value) => (
                      <option key={value} value={value}>
                        {t.method(value)}
                      </option>
                    ))}
                  </select>
                </label>
                <TextField
                  label={t.reference}
                  value={reference}
                  onChange={(event) => {
                    setReference(event.target.value);
                  }}
                />
              </div>
            )}
            <div className="mt-3 space-y-3">
              <TextField
                label={t.shippingFee}
                value={shippingFee}
                inputMode="numeric"
                onChange={(event) => {
                  setShippingFee(event.target.value);
                }}
              />
              <TextField
                label={t.note}
                value={note}
                maxLength={500}
                onChange={(event) => {
                  setNote(event.target.value);
                }}
              />
            </div>
          </section>
          <section className={CARD}>
            <dl className="space-y-1 text-sm text-stone-700">
              <div className="flex justify-between gap-2">
                <dt>{t.subtotal}</dt>
                <dd>{formatVnd(subtotal)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>{t.shippingFee}</dt>
                <dd>{formatVnd(fee)}</dd>
              </div>
              <div className="flex justify-between gap-2 text-base font-bold text-stone-900">
                <dt>{t.total}</dt>
                <dd>{formatVnd(subtotal + fee)}</dd>
              </div>
            </dl>
            {/* Prices are VAT-inclusive here as everywhere (issue 47): a total read out as a quote. */}
            <PricesIncludeVat className="mt-2 text-xs text-stone-500" />
            {problem && (
              <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
                {problem}
              </p>
            )}
            <SubmitButton pending={create.isPending} className="mt-4 w-full">
              {t.create}
            </SubmitButton>
          </section>
        </div>
      </form>
    </section>
  );
}

function CustomerPicker({
  picked,
  onPick,
  onClear,
}: {
  picked: AdminCustomerSummary | undefined;
  onPick: (row: AdminCustomerSummary) => void;
  onClear: () => void;
}) {
  const t = useTexts(staffOrderTexts);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const { data } = useCustomerChoices(deferred);
  if (picked)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 p-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{picked.name}</p>
          <p className="text-sm break-all text-stone-600">
            {[picked.mobile, picked.email].filter(Boolean).join(' · ')}
          </p>
        </div>
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          {t.change}
        </button>
      </div>
    );
  const rows = deferred.trim().length >= 2 ? (data?.data ?? []) : [];
  return (
    <div>
      <TextField
        label={t.findCustomer}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      {deferred.trim().length >= 2 && data && rows.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">{t.noCustomerFound}</p>
      )}
      {rows.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200">
          {rows.map((row) => (
            <li key={row._id} className="flex items-center justify-between gap-2 p-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-stone-900">{row.name}</p>
                <p className="truncate text-xs text-stone-600">
                  {[row.mobile, row.email].filter(Boolean).join(' · ')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => {
                  onPick(row);
                }}
                className="h-9 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
              >
                {t.pick}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The staff's product search for an order: a variant out of stock cannot be added. */
export function ProductPicker({
  onAdd,
}: {
  onAdd: (product: StaffProductChoice, variant: StaffProductChoice['variants'][number]) => void;
}) {
  const t = useTexts(staffOrderTexts);
  return (
    <StaffProductPicker
      label={t.findProduct}
      describe={(variant) =>
        `${variant.code} · ${t.percentOff(formatVnd(variant.price), variant.discount)} · ${
          variant.stock > 0 ? t.inStock(variant.stock) : t.outOfStock
        }`
      }
      state={(_product, variant) => ({ disabled: variant.stock === 0 })}
      onAdd={onAdd}
    />
  );
}

export function LineEditor({
  line,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  onChange: (change: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const t = useTexts(staffOrderTexts);
  const overridden = isOverridden(line);
  const title = line.label ? `${line.name} (${line.label})` : line.name;
  return (
    <li className="rounded-lg bg-stone-50 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{title}</p>
          <p className="text-xs text-stone-600">
            {line.code} · {t.listPrice(t.percentOff(formatVnd(line.listPrice), line.listDiscount))}
            {line.stock !== null && ` · ${t.inStock(line.stock)}`}
          </p>
        </div>
        <button
          type="button"
          aria-label={t.remove(title)}
          onClick={onRemove}
          className="grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-200"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <TextField
          label={t.quantity}
          value={line.quantity}
          inputMode="numeric"
          onChange={(event) => {
            onChange({ quantity: event.target.value });
          }}
        />
        <TextField
          label={t.unitPrice}
          value={line.unitPrice}
          inputMode="numeric"
          onChange={(event) => {
            onChange({ unitPrice: event.target.value });
          }}
        />
        <TextField
          label={t.discount}
          value={line.discount}
          inputMode="numeric"
          onChange={(event) => {
            onChange({ discount: event.target.value });
          }}
        />
      </div>
      {overridden && (
        <TextField
          label={t.reason}
          value={line.reason}
          maxLength={200}
          className="mt-2"
          onChange={(event) => {
            onChange({ reason: event.target.value });
          }}
        />
      )}
      <p className="mt-2 text-right text-sm text-stone-700">
        {t.lineTotal}: <span className="font-bold">{formatVnd(lineAmount(line))}</span>
      </p>
    </li>
  );
}
