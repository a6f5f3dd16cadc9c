import { useState } from 'react';
import { Link } from '../../lib/router';
import {
  PAYMENT_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  depositOf,
  formatVnd,
  shopToday,
} from '@shop/contract';
import type { AdminOrderDetail, OrderMoney, ReceivedPaymentMethod } from '@shop/contract';
import { ADMIN_ACTION_BUTTON, AdminCard } from '../../components/ui/admin-detail';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ReceivedMethodSelect } from './received-method-select';
import { useTexts } from '../../lib/locale';
import { orderMoneyTexts } from './order-money-texts';
import { useRecordPayment } from './order-money-requests';

/** The order's payments (a deposit, the balance), what it still owes, and recording one more. */
export function OrderMoneyCard({ order, money }: { order: AdminOrderDetail; money: OrderMoney }) {
  const t = useTexts(orderMoneyTexts);
  const [recording, setRecording] = useState(false);
  return (
    <AdminCard title={t.moneyTitle} titleId="order-money-title">
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-stone-600">{t.total}</dt>
          <dd>{formatVnd(money.total)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-stone-600">{t.received}</dt>
          <dd className="font-semibold text-emerald-800">{formatVnd(money.received)}</dd>
        </div>
        <div className="flex justify-between gap-2 text-base font-bold">
          <dt>{t.balance}</dt>
          <dd className={money.balance > 0 ? 'text-red-700' : 'text-emerald-800'}>
            {money.balance > 0
              ? formatVnd(money.balance)
              : order.order_status === 'cancelled'
                ? t.nothingMoreCancelled
                : t.paidInFull}
          </dd>
        </div>
        {money.deposit !== undefined && (
          <div className="flex justify-between gap-2">
            <dt className="text-stone-600">{t.quoteDeposit}</dt>
            <dd>{formatVnd(money.deposit)}</dd>
          </div>
        )}
        {money.overpaid > 0 && (
          <div className="flex justify-between gap-2 font-semibold text-amber-800">
            <dt>{t.overpaid}</dt>
            <dd>{formatVnd(money.overpaid)}</dd>
          </div>
        )}
      </dl>
      <DepositState money={money} />
      {money.heldByVnpay !== undefined && money.heldByVnpay > 0 && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.heldByVnpay(formatVnd(money.heldByVnpay))}
        </p>
      )}
      {money.payments.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{t.noPayments}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={t.moneyTitle}>
          {money.payments.map((payment) => (
            <li
              key={payment._id}
              className="rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-700"
            >
              <p className="flex flex-wrap justify-between gap-1 text-sm font-semibold text-stone-900">
                <span>{t.method(payment.method)}</span>
                <span>{formatVnd(payment.amount)}</span>
              </p>
              <p>
                {t.day(payment.receivedOn)}
                {payment.reference && <span className="break-all"> · {payment.reference}</span>}
              </p>
              <p>
                {payment.recordedByName
                  ? t.recordedBy(payment.recordedByName)
                  : payment.source === 'sepay'
                    ? t.bySepay
                    : payment.source === 'vnpay'
                      ? t.byVnpay
                      : ''}
              </p>
              {payment.note && <p className="break-words italic">{payment.note}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {money.canRecord && (
          <button
            type="button"
            onClick={() => {
              setRecording(true);
            }}
            className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t.recordPayment}
          </button>
        )}
        <Link
          to="/dashboard/orders/transfers"
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          {t.unmatchedLink}
        </Link>
      </div>
      {recording && (
        <RecordPaymentDialog
          order={order}
          money={money}
          onClose={() => {
            setRecording(false);
          }}
        />
      )}
    </AdminCard>
  );
}

/**
 * Where an accepted quote's order stands with its deposit (decision 061): still waiting for it, or
 * placed on it with the balance owed. Nothing for other orders, or once paid.
 */
function DepositState({ money }: { money: OrderMoney }) {
  const t = useTexts(orderMoneyTexts);
  if (money.deposit === undefined || money.balance === 0 || !money.canRecord) return null;
  if (money.received < money.deposit)
    return (
      <p
        role="status"
        className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
      >
        {t.depositWaiting(formatVnd(money.deposit - money.received))}
      </p>
    );
  return (
    <div role="status" className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      <p className="font-semibold">{t.depositReceived(formatVnd(money.balance))}</p>
      <p className="text-xs">{t.depositReceivedHint}</p>
    </div>
  );
}

/** The amount as typed, in whole dong (dots, commas and spaces ignored); NaN when none. */
export function dongOf(typed: string): number {
  const digits = typed.replace(/[\s.,₫]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

function RecordPaymentDialog({
  order,
  money,
  onClose,
}: {
  order: AdminOrderDetail;
  money: OrderMoney;
  onClose: () => void;
}) {
  const t = useTexts(orderMoneyTexts);
  const [method, setMethod] = useState<ReceivedPaymentMethod>(
    order.payment_method === 'cash_on_delivery' ? 'cash' : 'bank_transfer',
  );
  const [amount, setAmount] = useState(String(money.balance));
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(shopToday);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'receivedOn'; message: string }>();
  const record = useRecordPayment(t.paymentRecorded, onClose);
  const dong = dongOf(amount);
  // The quote's deposit still to come, for an accepted quote's order; else the usual 30 %.
  const deposit =
    money.deposit === undefined
      ? Math.min(depositOf(money.total), money.balance)
      : Math.max(0, Math.min(money.deposit - money.received, money.balance));

  return (
    <ConfirmFormDialog
      title={t.recordPayment}
      text={t.recordPaymentText(order.orderId, formatVnd(money.balance))}
      confirmLabel={t.recordPayment}
      pending={record.isPending}
      onConfirm={() => {
        if (!Number.isSafeInteger(dong) || dong <= 0) {
          setError({ field: 'amount', message: t.enterAmount });
          return;
        }
        if (dong > money.balance) {
          setError({ field: 'amount', message: t.notMoreThanBalance(formatVnd(money.balance)) });
          return;
        }
        if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) {
          setError({ field: 'receivedOn', message: t.chooseDay });
          return;
        }
        setError(undefined);
        record.mutate({
          orderId: order._id,
          method,
          amount: dong,
          reference: reference.trim(),
          receivedOn,
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
      <div className="flex flex-wrap gap-2">
        {deposit > 0 && deposit < money.balance && (
          <button
            type="button"
            onClick={() => {
              setAmount(String(deposit));
            }}
            className="rounded-full border border-brand-300 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {money.deposit === undefined ? t.deposit30 : t.quoteDeposit} · {formatVnd(deposit)}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            setAmount(String(money.balance));
          }}
          className="rounded-full border border-brand-300 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t.wholeBalance} · {formatVnd(money.balance)}
        </button>
      </div>
      <TextField
        label={t.referenceOptional}
        value={reference}
        maxLength={PAYMENT_REFERENCE_MAX}
        onChange={(event) => {
          setReference(event.target.value);
        }}
      />
      <TextField
        label={t.receivedOnLabel}
        type="date"
        value={receivedOn}
        error={error?.field === 'receivedOn' ? error.message : undefined}
        onChange={(event) => {
          setReceivedOn(event.target.value);
        }}
      />
      <TextAreaField
        label={t.noteOptional}
        value={note}
        maxLength={PAYMENT_NOTE_MAX}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
    </ConfirmFormDialog>
  );
}
