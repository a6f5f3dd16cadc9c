import { useState } from 'react';
import { E_INVOICE_REASON_MAX, type AdminEInvoice, type AdminOrderEInvoices } from '@shop/contract';
import { ADMIN_ACTION_BUTTON, AdminCard } from '../../components/ui/admin-detail';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import { EInvoiceLookup, EInvoiceTerm } from '../../components/ui/e-invoice-lookup';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useTexts } from '../../lib/locale';
import { useEInvoiceAction, useOrderEInvoices } from './e-invoice-requests';
import { eInvoiceTexts } from './e-invoice-texts';

const STATE_LOOK: Record<AdminEInvoice['state'], string> = {
  waiting: 'bg-amber-100 text-amber-900',
  issued: 'bg-emerald-100 text-emerald-900',
  skipped: 'bg-stone-100 text-stone-700',
  replaced: 'bg-stone-100 text-stone-600 line-through',
};

/**
 * The order's e-invoice (issue 47), asked again when the order's `stage` (its statuses) changes: its state and number, a failure and when it is tried again,
 * and the staff's actions: issue now, re-send the buyer's mail, issue a replacement.
 */
export function EInvoiceCard({ orderId, stage }: { orderId: string; stage: string }) {
  const t = useTexts(eInvoiceTexts);
  const { data } = useOrderEInvoices(orderId, stage);
  const answer = data?.data;
  return (
    <AdminCard title={t.title} titleId="e-invoice-title">
      {answer ? <EInvoiceBody answer={answer} stage={stage} /> : null}
    </AdminCard>
  );
}

function EInvoiceBody({ answer, stage }: { answer: AdminOrderEInvoices; stage: string }) {
  const t = useTexts(eInvoiceTexts);
  const [replacing, setReplacing] = useState<AdminEInvoice>();
  const action = useEInvoiceAction(answer.orderId, stage, () => {
    setReplacing(undefined);
  });
  if (!answer.configured) {
    return <p className="text-sm text-stone-600">{t.notConfigured}</p>;
  }
  const { invoices } = answer;
  const standing = [...invoices].reverse().find((invoice) => invoice.state === 'issued');
  const waiting = invoices.some((invoice) => invoice.state === 'waiting');
  const original = invoices.find(
    (invoice) => invoice.replacesNumber === null && invoice.state !== 'waiting',
  );
  const mayIssue = !standing && (waiting || !original || original.state === 'skipped');
  return (
    <>
      <p className="mb-2 text-xs text-stone-500">{t.issuedAt(answer.issueAt)}</p>
      {invoices.length === 0 ? (
        <p className="text-sm text-stone-600">{t.none}</p>
      ) : (
        <ul className="space-y-2">
          {invoices.map((invoice) => (
            <EInvoiceItem key={invoice._id} invoice={invoice} />
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {mayIssue && (
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => {
              action.mutate({ kind: 'issue' });
            }}
            className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t.issueNow}
          </button>
        )}
        {standing && (
          <>
            <button
              type="button"
              disabled={action.isPending}
              onClick={() => {
                action.mutate({ kind: 'resend' });
              }}
              className={`${ADMIN_ACTION_BUTTON} border border-stone-300 text-stone-800 hover:bg-stone-100`}
            >
              {t.resend}
            </button>
            {!waiting && (
              <button
                type="button"
                onClick={() => {
                  setReplacing(standing);
                }}
                className={`${ADMIN_ACTION_BUTTON} border border-red-300 text-red-800 hover:bg-red-50`}
              >
                {t.replace}
              </button>
            )}
          </>
        )}
      </div>
      {replacing && (
        <ReplaceDialog
          invoice={replacing}
          pending={action.isPending}
          onReplace={(reason) => {
            action.mutate({ kind: 'replace', invoiceId: replacing._id, reason });
          }}
          onCancel={() => {
            setReplacing(undefined);
          }}
        />
      )}
    </>
  );
}

function EInvoiceItem({ invoice }: { invoice: AdminEInvoice }) {
  const t = useTexts(eInvoiceTexts);
  return (
    <li className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700" data-testid="e-invoice">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-all text-stone-900">{invoice.number ?? '—'}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_LOOK[invoice.state]}`}
        >
          {t.state(invoice.state)}
        </span>
      </p>
      {invoice.replacesNumber && (
        <p className="text-xs text-stone-600">{t.replacementOf(invoice.replacesNumber)}</p>
      )}
      <EInvoiceLookup look="staff" lookupCode={invoice.lookupCode} lookupUrl={invoice.lookupUrl}>
        {invoice.issuedAt && (
          <EInvoiceTerm look="staff" term={t.issuedOn}>
            {t.time(invoice.issuedAt)}
          </EInvoiceTerm>
        )}
        {invoice.mailedAt && (
          <EInvoiceTerm look="staff" term={t.mailedOn}>
            {t.time(invoice.mailedAt)}
          </EInvoiceTerm>
        )}
        {invoice.reason && (
          <EInvoiceTerm look="staff" term={t.reason}>
            {invoice.reason}
          </EInvoiceTerm>
        )}
      </EInvoiceLookup>
      {invoice.lastError && (
        <div role="alert" className="mt-1 text-xs text-red-800">
          <p>
            {invoice.state === 'waiting' ? t.failed(invoice.attempts) : null}{' '}
            <span className="break-words">{invoice.lastError}</span>
          </p>
          {invoice.state === 'waiting' && invoice.nextAttemptAt && (
            <p>{t.retryAt(invoice.nextAttemptAt)}</p>
          )}
        </div>
      )}
    </li>
  );
}

function ReplaceDialog({
  invoice,
  pending,
  onReplace,
  onCancel,
}: {
  invoice: AdminEInvoice;
  pending: boolean;
  onReplace: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useTexts(eInvoiceTexts);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <ConfirmFormDialog
      title={t.replace}
      text={t.replaceText(invoice.number ?? '')}
      confirmLabel={t.replace}
      pending={pending}
      danger
      onConfirm={() => {
        if (reason.trim().length < 3) {
          setError(t.enterReason);
          return;
        }
        onReplace(reason.trim());
      }}
      onCancel={onCancel}
    >
      <TextAreaField
        label={t.replaceReason}
        value={reason}
        maxLength={E_INVOICE_REASON_MAX}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmFormDialog>
  );
}
