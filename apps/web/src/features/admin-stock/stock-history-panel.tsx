import { useState } from 'react';
import { PackagePlus } from 'lucide-react';
import { Link, useParams } from '../../lib/router';
import {
  formatDateTime,
  type StockItem,
  type StockMovement,
  type StockReason,
} from '@shop/contract';
import { AdminBackLink, AdminCard } from '../../components/ui/admin-detail';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { FIELD_INPUT_CLASS, TextField } from '../../components/ui/text-field';
import { useLocale, useTexts } from '../../lib/locale';
import { StockItemName, StockNoteField, stockItemKey } from './stock-item-name';
import { useAdjustStock, useStockHistory } from './stock-requests';
import { stockReasonTexts, stockTexts } from './stock-texts';

const ADJUST_REASONS = ['correction', 'damage', 'return'] as const;
type AdjustReason = (typeof ADJUST_REASONS)[number];
const adjustReasonOf = (value: string): AdjustReason =>
  ADJUST_REASONS.find((reason) => reason === value) ?? 'correction';

const REASON_LOOK: Record<StockReason, string> = {
  opening: 'bg-stone-100 text-stone-700 ring-stone-200',
  received: 'bg-green-50 text-green-800 ring-green-200',
  correction: 'bg-amber-50 text-amber-800 ring-amber-200',
  damage: 'bg-red-50 text-red-800 ring-red-200',
  return: 'bg-sky-50 text-sky-800 ring-sky-200',
  order: 'bg-brand-50 text-brand-800 ring-brand-200',
  order_cancelled: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** /dashboard/stock/:productId: a product's stock now, its adjustments and its history. */
export function StockHistoryPanel() {
  const t = useTexts(stockTexts);
  const { productId = '' } = useParams();
  const history = useStockHistory(productId);
  const pages = history.data?.pages ?? [];
  const first = pages[0];
  if (!first) return <Spinner label={t.loading} />;
  const movements = pages.flatMap((page) => page.movements);
  return (
    <section className="space-y-5">
      <AdminBackLink to="/dashboard/product" label={t.backToProducts} />
      <AdminPageHeader title={t.historyTitle(first.name)}>
        <Link
          to={`/dashboard/stock?product=${productId}`}
          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
        >
          <PackagePlus aria-hidden="true" className="size-4" />
          {t.receiveFor}
        </Link>
      </AdminPageHeader>
      <div className="grid gap-5 lg:grid-cols-2">
        <AdminCard title={t.itemsTitle} titleId="stock-items">
          <ul className="divide-y divide-stone-100">
            {first.items.map((item) => (
              <li key={stockItemKey(item)} className="flex items-center justify-between gap-3 py-2">
                <StockItemName item={item} />
                <strong className="text-lg tabular-nums">{item.stock}</strong>
              </li>
            ))}
          </ul>
        </AdminCard>
        <AdjustForm productId={productId} items={first.items} />
      </div>
      <AdminCard title={t.movements} titleId="stock-movements">
        {movements.length === 0 ? (
          <p className="text-sm text-stone-600">{t.noMovements}</p>
        ) : (
          <MovementTable movements={movements} />
        )}
        {history.hasNextPage && (
          <button
            type="button"
            disabled={history.isFetchingNextPage}
            onClick={() => {
              void history.fetchNextPage();
            }}
            className="mt-3 rounded-full border border-brand-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {t.more}
          </button>
        )}
      </AdminCard>
    </section>
  );
}

/** A correction (the count), damaged goods written off or returned goods put back. */
function AdjustForm({ productId, items }: { productId: string; items: StockItem[] }) {
  const t = useTexts(stockTexts);
  const reasons = useTexts(stockReasonTexts);
  const [itemKey, setItemKey] = useState(items[0] ? stockItemKey(items[0]) : '');
  const [reason, setReason] = useState<AdjustReason>('correction');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const adjust = useAdjustStock(productId, () => {
    setAmount('');
    setNote('');
  });
  const item = items.find((each) => stockItemKey(each) === itemKey) ?? items[0];
  return (
    <form
      aria-labelledby="stock-adjust"
      onSubmit={(event) => {
        event.preventDefault();
        if (!item || amount.trim() === '') return;
        const base = { productId, variantId: item.variantId, note };
        const value = Number(amount);
        adjust.mutate(
          reason === 'correction'
            ? { ...base, reason, stock: value }
            : { ...base, reason, quantity: value },
        );
      }}
      className="rounded-xl border border-stone-200 p-4"
    >
      <h2 id="stock-adjust" className="mb-1 text-base font-bold text-stone-900">
        {t.adjustTitle}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{t.adjustHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {items.length > 1 && (
          <label className="block text-sm font-medium text-stone-800 sm:col-span-2">
            <span className="mb-1.5 block">{t.item}</span>
            <select
              value={itemKey}
              onChange={(event) => {
                setItemKey(event.target.value);
              }}
              className={`${FIELD_INPUT_CLASS} pr-8`}
            >
              {items.map((each) => (
                <option key={stockItemKey(each)} value={stockItemKey(each)}>
                  {[each.code, each.label || t.productItself].join(' · ')}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block text-sm font-medium text-stone-800">
          <span className="mb-1.5 block">{t.reason}</span>
          <select
            value={reason}
            onChange={(event) => {
              setReason(adjustReasonOf(event.target.value));
            }}
            className={`${FIELD_INPUT_CLASS} pr-8`}
          >
            {ADJUST_REASONS.map((each) => (
              <option key={each} value={each}>
                {reasons[each]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={reason === 'correction' ? t.counted : t.quantity}
          type="number"
          inputMode="numeric"
          min={reason === 'correction' ? 0 : 1}
          step={1}
          required
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
          }}
        />
        <StockNoteField value={note} onChange={setNote} className="sm:col-span-2" />
      </div>
      <SubmitButton
        pending={adjust.isPending}
        ready={amount.trim() !== ''}
        className="mt-3 md:w-auto"
      >
        {t.save}
      </SubmitButton>
    </form>
  );
}

/** The movements, newest first: a table on wide screens, a card each on phones. */
function MovementTable({ movements }: { movements: StockMovement[] }) {
  const t = useTexts(stockTexts);
  const reasons = useTexts(stockReasonTexts);
  const locale = useLocale();
  const cell = 'md:px-3 md:py-2';
  return (
    <div className="md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block md:min-w-[48rem]">
        <thead className="max-md:sr-only">
          <tr className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <th scope="col" className="px-3 py-2">
              {t.when}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.item}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.reason}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t.change}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t.after}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.by}
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-2">
          {movements.map((move) => (
            <tr
              key={move.id}
              className="border-stone-100 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-xl max-md:border max-md:p-3 md:border-b"
            >
              <td className={`whitespace-nowrap text-stone-700 ${cell}`}>
                {formatDateTime(move.createdAt, locale)}
              </td>
              <td className={`text-xs text-stone-700 max-md:col-start-1 ${cell}`}>
                <span className="font-mono">{move.code}</span>
                {move.label !== '' && <span className="block">{move.label}</span>}
              </td>
              <td className={`max-md:col-start-1 ${cell}`}>
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${REASON_LOOK[move.reason]}`}
                >
                  {reasons[move.reason]}
                </span>
                {move.order && (
                  <Link
                    to={`/dashboard/orders/${move.order.orderId}`}
                    aria-label={`${t.order} ${move.order.orderNumber}`}
                    className="ml-1 font-mono text-xs text-brand-800 hover:underline max-md:block max-md:ml-0"
                  >
                    {move.order.orderNumber}
                  </Link>
                )}
                {move.note !== '' && (
                  <span className="block text-xs text-stone-600">{move.note}</span>
                )}
              </td>
              <td
                className={`text-right font-semibold tabular-nums max-md:col-start-2 max-md:row-start-1 ${move.delta > 0 ? 'text-green-700' : 'text-red-700'} ${cell}`}
              >
                {move.delta > 0 ? `+${String(move.delta)}` : `−${String(-move.delta)}`}
              </td>
              <td
                className={`text-right tabular-nums max-md:col-start-2 max-md:row-start-2 ${cell}`}
              >
                <span className="text-xs text-stone-600 md:sr-only">{t.after} </span>
                {move.after}
              </td>
              <td className={`text-stone-700 max-md:col-span-2 ${cell}`}>
                {move.by ? move.by.name || move.by.email : t.system}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
