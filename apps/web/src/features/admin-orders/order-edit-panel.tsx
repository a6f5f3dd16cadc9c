import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate, useParams } from '../../lib/router';
import { formatVnd } from '@shop/contract';
import type { AdminOrderDetail } from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { useAdminOrder } from './admin-order-requests';
import {
  LineEditor,
  ProductPicker,
  addressRequestOf,
  lineAmount,
  lineRequestOf,
  problemOfLines,
  withLine,
  type DraftLine,
} from './staff-order-panel';
import { staffOrderTexts } from './staff-order-texts';
import { useEditOrder } from './staff-order-requests';

/** The order's lines as the editor holds them: each at the price it has now. */
function draftLinesOf(order: AdminOrderDetail): DraftLine[] {
  return order.items.flatMap((item) =>
    item.productId === null
      ? []
      : [
          {
            key: `${item.productId}:${item.variantId ?? ''}`,
            productId: item.productId,
            variantId: item.variantId ?? null,
            name: item.name,
            label: item.variantLabel ?? '',
            code: item.code ?? '',
            unit: item.unit,
            stock: null,
            listPrice: item.price,
            listDiscount: item.discount,
            quantity: String(item.quantity),
            unitPrice: String(item.price),
            discount: String(item.discount),
            reason: '',
          },
        ],
  );
}

/** /dashboard/orders/:orderId/edit: an order not yet shipped, edited (issue 44). */
export function OrderEditPanel() {
  const orderId = useParams()['orderId'] ?? '';
  const { data: order, isPending } = useAdminOrder(orderId);
  if (isPending || !order) return <Spinner />;
  return <OrderEditor order={order} />;
}

function OrderEditor({ order }: { order: AdminOrderDetail }) {
  const t = useTexts(staffOrderTexts);
  const navigate = useNavigate();
  const save = useEditOrder();
  const [lines, setLines] = useState<DraftLine[]>(() => draftLinesOf(order));
  const [address, setAddress] = useState({
    recipient: order.delivery_address.recipient ?? '',
    mobile: order.delivery_address.mobile,
    address_line: order.delivery_address.address_line,
    state: order.delivery_address.state,
    city: order.delivery_address.city,
  });
  const [problem, setProblem] = useState('');
  const back = `/dashboard/orders/${order._id}`;
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const linesProblem = problemOfLines(lines, t);
    setProblem(linesProblem);
    if (linesProblem) return;
    save.mutate(
      {
        orderId: order._id,
        lines: lines.map(lineRequestOf),
        address: addressRequestOf(address),
      },
      {
        onSuccess: () => {
          toast.success(t.saved);
          void navigate(back);
        },
      },
    );
  };

  const field = (name: keyof typeof address, label: string, wide = false) => (
    <TextField
      label={label}
      value={address[name]}
      className={wide ? 'sm:col-span-2' : ''}
      onChange={(event) => {
        setAddress({ ...address, [name]: event.target.value });
      }}
    />
  );

  return (
    <section>
      <Link
        to={back}
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToOrder}
      </Link>
      <AdminPageHeader title={t.editTitle(order.orderId)} />
      <p className="-mt-2 mb-4 text-sm text-stone-600">{t.editIntro}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <section className="rounded-xl border border-stone-200 p-4" aria-labelledby="edit-lines">
            <h2 id="edit-lines" className="mb-3 text-base font-bold text-stone-900">
              {t.products}
            </h2>
            <ProductPicker
              onAdd={(product, variant) => {
                setLines((current) => withLine(current, product, variant));
              }}
            />
            <ul className="mt-3 space-y-3">
              {lines.map((line) => (
                <LineEditor
                  key={line.key}
                  line={line}
                  onChange={(change) => {
                    setLines((current) =>
                      current.map((each) =>
                        each.key === line.key ? { ...each, ...change } : each,
                      ),
                    );
                  }}
                  onRemove={() => {
                    setLines((current) => current.filter((each) => each.key !== line.key));
                  }}
                />
              ))}
            </ul>
          </section>
          <fieldset className="rounded-xl border border-stone-200 p-4">
            <legend className="px-1 text-base font-bold text-stone-900">{t.address}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {field('recipient', t.recipient)}
              {field('mobile', t.deliveryPhone)}
              {field('address_line', t.addressLine, true)}
              {field('state', t.district)}
              {field('city', t.city)}
            </div>
          </fieldset>
        </div>
        <section className="h-fit rounded-xl border border-stone-200 p-4">
          <dl className="space-y-1 text-sm text-stone-700">
            <div className="flex justify-between gap-2 text-base font-bold text-stone-900">
              <dt>{t.subtotal}</dt>
              <dd>{formatVnd(subtotal)}</dd>
            </div>
          </dl>
          {problem && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
              {problem}
            </p>
          )}
          <SubmitButton pending={save.isPending} className="mt-4 w-full">
            {t.save}
          </SubmitButton>
        </section>
      </form>
    </section>
  );
}
