import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { formatVnd, type CodStatement } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { AdminBackLink } from '../../components/ui/admin-detail';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { apiUpload } from '../../lib/api-upload';
import { useTexts } from '../../lib/locale';
import { ADMIN_ORDERS_KEY } from './admin-order-requests';
import { adminOrdersTexts } from './admin-orders-texts';
import { codStatementTexts } from './cod-statement-texts';

const signed = (amount: number) => (amount > 0 ? `+${formatVnd(amount)}` : formatVnd(amount));

/**
 * /dashboard/orders/cod: the staff upload GHTK's COD payout statement; each line is shown matched
 * to its order, expected against collected with the fees, differences flagged (issue 48).
 */
export function CodStatementPanel() {
  const t = useTexts(codStatementTexts);
  const back = useTexts(adminOrdersTexts);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async (statement: File) =>
      (await apiUpload(endpoints.adminCodStatementImport, statement)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
  return (
    <section>
      <AdminBackLink to="/dashboard/orders" label={back.orders} />
      <AdminPageHeader title={t.title} />
      <p className="-mt-2 mb-1 text-sm text-stone-600">{t.intro}</p>
      <p className="mb-4 text-sm text-stone-600">{t.csvOnly}</p>
      <form
        className="mb-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <label className="block text-sm font-medium text-stone-800">
          <span className="mb-1 block">{t.file}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
            }}
            className="block w-full max-w-xs text-sm text-stone-700 file:mr-3 file:h-10 file:rounded-xl file:border-0 file:bg-stone-100 file:px-4 file:font-semibold file:text-stone-800"
          />
        </label>
        <button
          type="submit"
          disabled={!file || upload.isPending}
          className="inline-flex h-10 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {upload.isPending ? t.importing : t.import}
        </button>
      </form>
      {upload.data && <StatementResult statement={upload.data} />}
    </section>
  );
}

function StatementResult({ statement }: { statement: CodStatement }) {
  const t = useTexts(codStatementTexts);
  const { totals } = statement;
  return (
    <section aria-label={t.result}>
      <h2 className="mb-1 text-lg font-bold text-stone-900">{t.result}</h2>
      <p
        className={`mb-3 text-sm font-semibold ${totals.flagged > 0 ? 'text-amber-800' : 'text-emerald-800'}`}
      >
        {totals.flagged > 0 ? t.flaggedCount(totals.flagged) : t.noneFlagged}
      </p>
      <ul className="space-y-3 md:hidden">
        {statement.lines.map((line) => (
          <li
            key={line.trackingCode}
            className={`rounded-xl border p-3 text-sm ${line.flagged ? 'border-amber-300 bg-amber-50' : 'border-stone-200'}`}
          >
            <p className="flex flex-wrap justify-between gap-2 font-semibold text-stone-900">
              <span className="break-all">{line.trackingCode}</span>
              <span className="inline-flex items-start gap-1">
                {line.flagged && (
                  <AlertTriangle
                    aria-label={t.flagged}
                    className="mt-0.5 size-4 shrink-0 text-amber-700"
                  />
                )}
                {t.outcome(line.outcome)}
              </span>
            </p>
            <LineFacts line={line} />
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto max-md:hidden">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-left text-stone-600">
              <th className="px-2 py-2 font-semibold">{t.code}</th>
              <th className="px-2 py-2 font-semibold">{t.order}</th>
              <th className="px-2 py-2 text-right font-semibold">{t.expected}</th>
              <th className="px-2 py-2 text-right font-semibold">{t.collected}</th>
              <th className="px-2 py-2 text-right font-semibold">{t.fees}</th>
              <th className="px-2 py-2 text-right font-semibold">{t.difference}</th>
              <th className="min-w-36 px-2 py-2 font-semibold">{t.result}</th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr
                key={line.trackingCode}
                className={`border-b border-stone-100 ${line.flagged ? 'bg-amber-50' : ''}`}
              >
                <td className="px-2 py-2">
                  <TrackingCode code={line.trackingCode} />
                </td>
                <td className="px-2 py-2">
                  <OrderLink line={line} />
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  {line.expected === null ? '—' : formatVnd(line.expected)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  {formatVnd(line.collected)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap">{formatVnd(line.fees)}</td>
                <td className="px-2 py-2 text-right font-semibold whitespace-nowrap">
                  {line.difference === null ? '—' : signed(line.difference)}
                </td>
                <td className="px-2 py-2">
                  <Outcome line={line} />
                  {line.recorded > 0 && (
                    <span className="block text-xs whitespace-nowrap text-stone-600">
                      {t.recorded}: {formatVnd(line.recorded)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-stone-900">
              <td className="px-2 py-2" colSpan={2}>
                {t.total}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap">
                {formatVnd(totals.expected)}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap">
                {formatVnd(totals.collected)}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap">{formatVnd(totals.fees)}</td>
              <td />
              <td className="px-2 py-2 text-xs">
                {t.recorded}:{' '}
                <span className="whitespace-nowrap">{formatVnd(totals.recorded)}</span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

type Line = CodStatement['lines'][number];

/** A tracking code that may wrap after its dots (`S22.A1.97100075`), never inside a part. */
function TrackingCode({ code }: { code: string }) {
  const parts = code.split('.');
  return (
    <span>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </span>
      ))}
    </span>
  );
}

function OrderLink({ line }: { line: Line }) {
  if (!line.orderId || !line.orderNumber) return <span>—</span>;
  return (
    <Link
      to={`/dashboard/orders/${line.orderId}`}
      className="font-semibold text-brand-800 hover:underline"
    >
      {line.orderNumber}
    </Link>
  );
}

function Outcome({ line }: { line: Line }) {
  const t = useTexts(codStatementTexts);
  return (
    <span className="inline-flex items-start gap-1">
      {line.flagged && (
        <AlertTriangle aria-label={t.flagged} className="mt-0.5 size-4 shrink-0 text-amber-700" />
      )}
      <span>
        {t.outcome(line.outcome)}
        {line.message && <span className="block text-xs text-stone-600">{line.message}</span>}
      </span>
    </span>
  );
}

function LineFacts({ line }: { line: Line }) {
  const t = useTexts(codStatementTexts);
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-stone-700">
      <dt className="text-stone-600">{t.order}</dt>
      <dd className="text-right">
        <OrderLink line={line} />
      </dd>
      <dt className="text-stone-600">{t.expected}</dt>
      <dd className="text-right">{line.expected === null ? '—' : formatVnd(line.expected)}</dd>
      <dt className="text-stone-600">{t.collected}</dt>
      <dd className="text-right">{formatVnd(line.collected)}</dd>
      <dt className="text-stone-600">{t.fees}</dt>
      <dd className="text-right">{formatVnd(line.fees)}</dd>
      <dt className="text-stone-600">{t.difference}</dt>
      <dd className="text-right font-semibold">
        {line.difference === null ? '—' : signed(line.difference)}
      </dd>
      <dt className="text-stone-600">{t.recorded}</dt>
      <dd className="text-right">{formatVnd(line.recorded)}</dd>
      {line.message && <dd className="col-span-2 text-xs text-stone-600">{line.message}</dd>}
    </dl>
  );
}
