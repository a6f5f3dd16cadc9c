import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../lib/router';
import { TRANSFER_VIEWS, formatVnd } from '@shop/contract';
import type { BankTransferRow, TransferOutcome, TransferView } from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import { NoData } from '../../components/ui/no-data';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { orderMoneyTexts } from './order-money-texts';
import { useAttachTransfer, useBankTransfers } from './order-money-requests';

const OUTCOME_CLASS: Record<TransferOutcome, string> = {
  matched: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  attached: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  over: 'bg-amber-50 text-amber-900 ring-amber-200',
  short: 'bg-red-50 text-red-800 ring-red-200',
  unmatched: 'bg-stone-100 text-stone-800 ring-stone-300',
};

/** /dashboard/orders/transfers: the transfers SePay reported, and attaching one to an order. */
export function TransfersPanel() {
  const t = useTexts(orderMoneyTexts);
  const [view, setView] = useState<TransferView>('waiting');
  const [page, setPage] = useState(1);
  const [attaching, setAttaching] = useState<BankTransferRow>();
  const { data, isPending, isError } = useBankTransfers(view, page);

  return (
    <section>
      <Link
        to="/dashboard/orders"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToOrders}
      </Link>
      <AdminPageHeader title={t.transfersTitle} />
      <p className="-mt-2 mb-4 text-sm text-stone-600">{t.transfersIntro}</p>
      <div role="group" aria-label={t.transfersTitle} className="mb-4 flex flex-wrap gap-2">
        {TRANSFER_VIEWS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => {
              setView(value);
              setPage(1);
            }}
            className={`h-9 rounded-full px-4 text-sm font-semibold ring-1 ${
              view === value
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
            }`}
          >
            {t.view(value)}
          </button>
        ))}
      </div>
      {isPending ? (
        <Spinner label={t.loadingTransfers} />
      ) : isError ? (
        <p className="font-semibold text-red-700">{t.transfersNotLoaded}</p>
      ) : data.data.length === 0 ? (
        <NoData text={t.noTransfers} />
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-600">{t.transferCount(data.totalCount)}</p>
          <ul className="space-y-3">
            {data.data.map((row) => (
              <TransferItem
                key={row._id}
                row={row}
                onAttach={() => {
                  setAttaching(row);
                }}
              />
            ))}
          </ul>
          {data.totalNoPage > 1 && (
            <Pager page={page} pageCount={data.totalNoPage} onPage={setPage} />
          )}
        </>
      )}
      {attaching && (
        <AttachDialog
          row={attaching}
          onClose={() => {
            setAttaching(undefined);
          }}
        />
      )}
    </section>
  );
}

function TransferItem({ row, onAttach }: { row: BankTransferRow; onAttach: () => void }) {
  const t = useTexts(orderMoneyTexts);
  const waiting = row.outcome === 'short' || row.outcome === 'unmatched';
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-bold text-stone-900">{formatVnd(row.amount)}</p>
          <p className="text-xs text-stone-500">
            {row.transactionDate ? t.bankTime(row.transactionDate) : t.time(row.createdAt)} ·{' '}
            {row.gateway}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${OUTCOME_CLASS[row.outcome]}`}
        >
          {t.outcome(row.outcome)}
        </span>
      </div>
      <dl className="mt-2 space-y-1 text-sm text-stone-700">
        <div>
          <dt className="inline text-stone-600">{t.content}: </dt>
          <dd className="inline break-words">{row.content}</dd>
        </div>
        {row.referenceCode && (
          <div>
            <dt className="inline text-stone-600">{t.reference}: </dt>
            <dd className="inline break-all">{row.referenceCode}</dd>
          </div>
        )}
        {row.order && (
          <div>
            <dt className="inline text-stone-600">{t.order}: </dt>
            <dd className="inline">
              <Link
                to={`/dashboard/orders/${row.order._id}`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {row.order.orderId}
              </Link>{' '}
              ({t.orderOwes(formatVnd(row.order.totalAmt))})
            </dd>
          </div>
        )}
        {row.attachedByName && row.attachedAt && (
          <p className="text-xs text-stone-500">
            {t.attachedBy(row.attachedByName, t.time(row.attachedAt))}
          </p>
        )}
      </dl>
      {waiting && (
        <button
          type="button"
          onClick={onAttach}
          className="mt-3 inline-flex h-10 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.attach}
        </button>
      )}
    </li>
  );
}

function AttachDialog({ row, onClose }: { row: BankTransferRow; onClose: () => void }) {
  const t = useTexts(orderMoneyTexts);
  const [orderNumber, setOrderNumber] = useState(row.order?.orderId ?? '');
  const [error, setError] = useState<string>();
  const attach = useAttachTransfer(t.attached, onClose);
  return (
    <ConfirmFormDialog
      title={t.attachTitle}
      text={t.attachText(formatVnd(row.amount))}
      confirmLabel={t.attach}
      pending={attach.isPending}
      onConfirm={() => {
        if (!orderNumber.trim()) {
          setError(t.enterOrderNumber);
          return;
        }
        setError(undefined);
        attach.mutate({ transferId: row._id, orderNumber: orderNumber.trim() });
      }}
      onCancel={onClose}
    >
      <TextField
        label={t.orderNumberLabel}
        value={orderNumber}
        maxLength={40}
        autoCapitalize="characters"
        error={error}
        onChange={(event) => {
          setOrderNumber(event.target.value);
        }}
      />
    </ConfirmFormDialog>
  );
}
