import { useState } from 'react';
import { PAYMENT_REFERENCE_MAX, RETURN_NOTE_MAX, formatVnd, shopToday } from '@shop/contract';
import type {
  AdminOrderDetail,
  AdminOrderReturns,
  ReceivedPaymentMethod,
  ReturnKind,
} from '@shop/contract';
import { ADMIN_ACTION_BUTTON, AdminCard } from '../../components/ui/admin-detail';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ReceivedMethodSelect } from './received-method-select';
import { useTexts } from '../../lib/locale';
import { dongOf } from './order-money-card';
import { orderReturnTexts } from './order-returns-texts';
import { useRecordRefund, useRecordReturn } from './order-returns-requests';

/**
 * What came back of a shipped order (issue 44): each return's lines and condition, the refunds
 * paid, what is still owed back; recording a failed delivery, a return, a refund.
 */
export function OrderReturnsCard({
  order,
  returns,
}: {
  order: AdminOrderDetail;
  returns: AdminOrderReturns;
}) {
  const t = useTexts(orderReturnTexts);
  const [recording, setRecording] = useState<ReturnKind | 'refund' | null>(null);
  const close = () => {
    setRecording(null);
  };
  // A cancelled order that took money (decision 062): nothing was shipped, so no returns, only
  // the money that came in and what goes back.
  const cancelled = order.order_status === 'cancelled';
  const anyReturn = returns.returns.length > 0;
  const showMoney = anyReturn || returns.refunds.length > 0 || returns.refundDue > 0;
  return (
    <AdminCard title={cancelled ? t.cancelledTitle : t.title} titleId="order-returns-title">
      {!anyReturn && !cancelled && <p className="text-sm text-stone-500">{t.nothingBack}</p>}
      {cancelled && <p className="text-sm text-stone-600">{t.cancelledText}</p>}
      {showMoney && (
        <dl className={`space-y-1 text-sm ${cancelled ? 'mt-2' : ''}`}>
          {anyReturn && (
            <div className="flex justify-between gap-2">
              <dt className="text-stone-600">{t.returnedValue}</dt>
              <dd>{formatVnd(returns.returnedValue)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-2">
            <dt className="text-stone-600">{t.paid}</dt>
            <dd>{formatVnd(returns.paid)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-stone-600">{t.refunded}</dt>
            <dd>{formatVnd(returns.refunded)}</dd>
          </div>
          <div className="flex justify-between gap-2 text-base font-bold">
            <dt>{t.refundDue}</dt>
            <dd className={returns.refundDue > 0 ? 'text-red-700' : 'text-emerald-800'}>
              {returns.refundDue > 0 ? formatVnd(returns.refundDue) : t.nothingDue}
            </dd>
          </div>
        </dl>
      )}
      {anyReturn && (
        <ul className="mt-3 space-y-2" aria-label={t.title}>
          {returns.returns.map((each) => (
            <li key={each._id} className="rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-700">
              <p className="flex flex-wrap justify-between gap-1 text-sm font-semibold text-stone-900">
                <span>{t.kind(each.kind)}</span>
                <span>{formatVnd(each.value)}</span>
              </p>
              <ul>
                {each.lines.map((line, index) => (
                  <li key={`${line.lineId}-${String(index)}`} className="break-words">
                    {line.quantity} × {line.name}
                    {line.variantLabel && ` (${line.variantLabel})`} · {t.condition(line.condition)}{' '}
                    · {line.restocked ? t.restocked : t.notRestocked}
                  </li>
                ))}
              </ul>
              {each.recordedByName && <p>{t.recordedBy(each.recordedByName)}</p>}
              {each.note && <p className="break-words italic">{each.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {returns.refunds.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-stone-900">{t.refundsTitle}</h3>
          <ul className="mt-1 space-y-2" aria-label={t.refundsTitle}>
            {returns.refunds.map((refund) => (
              <li
                key={refund._id}
                className="rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-700"
              >
                <p className="flex flex-wrap justify-between gap-1 text-sm font-semibold text-stone-900">
                  <span>{t.method(refund.method)}</span>
                  <span>{formatVnd(refund.amount)}</span>
                </p>
                <p>
                  {t.day(refund.refundedOn)}
                  {refund.reference && <span className="break-all"> · {refund.reference}</span>}
                </p>
                {refund.recordedByName && <p>{t.recordedBy(refund.recordedByName)}</p>}
                {refund.note && <p className="break-words italic">{refund.note}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      {(returns.canReturn.length > 0 || returns.canRefund) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {returns.canReturn.map((kind) => (
            <button
              key={kind}
              type="button"
              onClick={() => {
                setRecording(kind);
              }}
              className={`${ADMIN_ACTION_BUTTON} border border-brand-300 text-brand-800 hover:bg-brand-50`}
            >
              {kind === 'failed_delivery' ? t.recordFailedDelivery : t.recordReturn}
            </button>
          ))}
          {returns.canRefund && (
            <button
              type="button"
              onClick={() => {
                setRecording('refund');
              }}
              className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t.recordRefund}
            </button>
          )}
        </div>
      )}
      {recording === 'refund' && <RefundDialog order={order} returns={returns} onClose={close} />}
      {(recording === 'return' || recording === 'failed_delivery') && (
        <ReturnDialog order={order} returns={returns} kind={recording} onClose={close} />
      )}
    </AdminCard>
  );
}

/** A count as typed: a whole number of units, 0 when empty, NaN when not a number. */
function unitsOf(typed: string): number {
  const trimmed = typed.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function ReturnDialog({
  order,
  returns,
  kind,
  onClose,
}: {
  order: AdminOrderDetail;
  returns: AdminOrderReturns;
  kind: ReturnKind;
  onClose: () => void;
}) {
  const t = useTexts(orderReturnTexts);
  const lines = returns.lines.filter((line) => line.returned < line.bought);
  // A failed delivery brings every unit back: each line starts whole and resellable.
  const [counts, setCounts] = useState<Record<string, { good: string; damaged: string }>>(() =>
    Object.fromEntries(
      lines.map((line) => [
        line._id,
        { good: kind === 'failed_delivery' ? String(line.bought) : '', damaged: '' },
      ]),
    ),
  );
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const record = useRecordReturn(t.returnRecorded, onClose);
  const title = kind === 'failed_delivery' ? t.recordFailedDelivery : t.recordReturn;
  const nameOf = (line: { name: string; variantLabel: string }) =>
    line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;

  return (
    <ConfirmFormDialog
      title={title}
      text={
        kind === 'failed_delivery'
          ? t.failedDeliveryText(order.orderId)
          : t.returnText(order.orderId)
      }
      confirmLabel={title}
      pending={record.isPending}
      onConfirm={() => {
        const asked: { lineId: string; quantity: number; condition: 'resellable' | 'damaged' }[] =
          [];
        for (const line of lines) {
          const typed = counts[line._id] ?? { good: '', damaged: '' };
          const good = unitsOf(typed.good);
          const damaged = unitsOf(typed.damaged);
          const left = line.bought - line.returned;
          if (Number.isNaN(good) || Number.isNaN(damaged) || good + damaged > left) {
            setError(t.tooMany(nameOf(line), left));
            return;
          }
          if (kind === 'failed_delivery' && good + damaged !== line.bought) {
            setError(t.wholeParcel(nameOf(line), line.bought));
            return;
          }
          if (good > 0) asked.push({ lineId: line._id, quantity: good, condition: 'resellable' });
          if (damaged > 0)
            asked.push({ lineId: line._id, quantity: damaged, condition: 'damaged' });
        }
        if (asked.length === 0) {
          setError(t.chooseUnits);
          return;
        }
        setError(undefined);
        record.mutate({ orderId: order._id, kind, lines: asked, note: note.trim() });
      }}
      onCancel={onClose}
    >
      <ul className="space-y-3">
        {lines.map((line) => {
          const typed = counts[line._id] ?? { good: '', damaged: '' };
          const set = (field: 'good' | 'damaged', value: string) => {
            setCounts((now) => ({ ...now, [line._id]: { ...typed, [field]: value } }));
          };
          return (
            <li key={line._id} className="rounded-lg bg-stone-50 p-3">
              <p className="text-sm font-semibold break-words text-stone-900">{nameOf(line)}</p>
              <p className="text-xs text-stone-600">
                {t.lineBought(line.bought, line.returned)} · {formatVnd(line.unitPaid)}
              </p>
              <div className="mt-2 grid grid-cols-2 gap-2">
                <TextField
                  label={t.resellableQty}
                  inputMode="numeric"
                  value={typed.good}
                  onChange={(event) => {
                    set('good', event.target.value);
                  }}
                />
                <TextField
                  label={t.damagedQty}
                  inputMode="numeric"
                  value={typed.damaged}
                  onChange={(event) => {
                    set('damaged', event.target.value);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <TextAreaField
        label={t.noteOptional}
        value={note}
        maxLength={RETURN_NOTE_MAX}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
    </ConfirmFormDialog>
  );
}

function RefundDialog({
  order,
  returns,
  onClose,
}: {
  order: AdminOrderDetail;
  returns: AdminOrderReturns;
  onClose: () => void;
}) {
  const t = useTexts(orderReturnTexts);
  const [method, setMethod] = useState<ReceivedPaymentMethod>('bank_transfer');
  const [amount, setAmount] = useState(String(returns.refundDue));
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(shopToday);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'refundedOn'; message: string }>();
  const record = useRecordRefund(t.refundRecorded, onClose);
  const dong = dongOf(amount);
  const due = formatVnd(returns.refundDue);

  return (
    <ConfirmFormDialog
      title={t.recordRefund}
      text={t.refundText(order.orderId, due)}
      confirmLabel={t.recordRefund}
      pending={record.isPending}
      onConfirm={() => {
        if (!Number.isSafeInteger(dong) || dong <= 0) {
          setError({ field: 'amount', message: t.enterAmount });
          return;
        }
        if (dong > returns.refundDue) {
          setError({ field: 'amount', message: t.notMoreThanDue(due) });
          return;
        }
        if (!/^\d{4}-\d{2}-\d{2}$/.test(refundedOn)) {
          setError({ field: 'refundedOn', message: t.chooseDay });
          return;
        }
        setError(undefined);
        record.mutate({
          orderId: order._id,
          method,
          amount: dong,
          reference: reference.trim(),
          refundedOn,
          note: note.trim(),
        });
      }}
      onCancel={onClose}
    >
      <ReceivedMethodSelect
        label={t.methodLabel}
        value={method}
        nameOf={t.method}
        onChange={setMethod}
      />
      <TextField
        label={t.amountLabel}
        inputMode="numeric"
        value={amount}
        error={error?.field === 'amount' ? error.message : undefined}
        onChange={(event) => {
          setAmount(event.target.value);
        }}
      />
      <TextField
        label={t.referenceOptional}
        value={reference}
        maxLength={PAYMENT_REFERENCE_MAX}
        onChange={(event) => {
          setReference(event.target.value);
        }}
      />
      <TextField
        label={t.refundedOnLabel}
        type="date"
        value={refundedOn}
        error={error?.field === 'refundedOn' ? error.message : undefined}
        onChange={(event) => {
          setRefundedOn(event.target.value);
        }}
      />
      <TextAreaField
        label={t.noteOptional}
        value={note}
        maxLength={RETURN_NOTE_MAX}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
    </ConfirmFormDialog>
  );
}
