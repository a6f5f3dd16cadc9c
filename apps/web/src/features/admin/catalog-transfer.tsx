import { useState } from 'react';
import { Download, FileUp, LoaderCircle, Upload } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { formatVnd, type ImportPlan, type ImportPlanRow } from '@shop/contract';
import { Dialog } from '../../components/ui/dialog';
import { saveBlob } from '../../lib/api-download';
import { useTexts } from '../../lib/locale';
import {
  applyProductImport,
  downloadProductsCsv,
  planProductImport,
} from './catalog-transfer-requests';
import { productTableTexts } from './product-table-texts';

const HEADER_BUTTON_CLASS =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60';

/** Today in the shop's time zone, for the export's file name when the answer gives none. */
function shopToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** The product list's "Export CSV" and "Import CSV" buttons, and the import's dialog. */
export function CatalogTransferButtons({ onImported }: { onImported: () => void }) {
  const t = useTexts(productTableTexts);
  const [importing, setImporting] = useState(false);
  const exportCsv = useMutation({
    mutationFn: downloadProductsCsv,
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName ?? `san-pham-${shopToday()}.csv`);
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={exportCsv.isPending}
        onClick={() => {
          exportCsv.mutate();
        }}
        className={HEADER_BUTTON_CLASS}
      >
        {exportCsv.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {t.exportCsv}
      </button>
      <button
        type="button"
        onClick={() => {
          setImporting(true);
        }}
        className={HEADER_BUTTON_CLASS}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t.importCsv}
      </button>
      {importing && (
        <Dialog
          title={t.importTitle}
          size="lg"
          onClose={() => {
            setImporting(false);
          }}
        >
          <ImportSteps
            onImported={onImported}
            onClose={() => {
              setImporting(false);
            }}
          />
        </Dialog>
      )}
    </div>
  );
}

/** A file the owner chose, read as text, and the plan the API made of it. */
interface Checked {
  csv: string;
  plan: ImportPlan;
}

/** The import: choose a file, see the dry run's plan, confirm, see the result. */
export function ImportSteps({
  onImported,
  onClose,
}: {
  onImported: () => void;
  onClose: () => void;
}) {
  const t = useTexts(productTableTexts);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: async (file: File) => {
      const csv = await file.text();
      return { csv, plan: (await planProductImport(csv)).data };
    },
    onSuccess: setChecked,
  });
  const confirm = useMutation({
    mutationFn: (chosen: Checked) => applyProductImport(chosen.csv, chosen.plan.hash),
    onSuccess: (answer) => {
      setResult(t.done(answer.data.created, answer.data.updated));
      toast.success(answer.message);
      onImported();
    },
  });

  if (result) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
        >
          {result}
        </p>
        <button type="button" onClick={onClose} className={HEADER_BUTTON_CLASS}>
          {t.close}
        </button>
      </div>
    );
  }

  if (!checked) {
    return (
      <div className="space-y-4 text-sm text-stone-700">
        <p>{t.importHelp}</p>
        {/* The browser's own file button speaks the browser's language: the page's words instead. */}
        <label className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 py-5 text-center transition focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 hover:border-brand-400 hover:bg-brand-50">
          <FileUp aria-hidden="true" className="size-7 text-brand-700" />
          <span className="font-semibold text-stone-900">{t.chooseFile}</span>
          <span className="text-xs text-stone-500">{t.chooseFileHint}</span>
          <input
            aria-label={t.chooseFile}
            type="file"
            accept=".csv,text/csv"
            disabled={check.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (!/\.csv$/i.test(file.name)) {
                setFileProblem(t.notCsvFile);
                return;
              }
              setFileProblem(null);
              check.mutate(file);
            }}
            className="sr-only"
          />
        </label>
        {fileProblem && (
          <p role="alert" className="text-red-700">
            {fileProblem}
          </p>
        )}
        {check.isPending && (
          <p className="inline-flex items-center gap-2" aria-live="polite">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t.checking}
          </p>
        )}
      </div>
    );
  }

  const { plan } = checked;
  const writes = plan.counts.create + plan.counts.update;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Count
          label={t.toCreate}
          value={plan.counts.create}
          tone="text-emerald-800 bg-emerald-50"
        />
        <Count label={t.toUpdate} value={plan.counts.update} tone="text-brand-800 bg-brand-50" />
        <Count
          label={t.unchanged}
          value={plan.counts.unchanged}
          tone="text-stone-700 bg-stone-100"
        />
        <Count label={t.rejected} value={plan.counts.reject} tone="text-red-700 bg-red-50" />
      </dl>
      {plan.rows.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-lg border border-stone-200">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {t.line}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t.code}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t.changes}
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.rows.map((row) => (
                <PlanRow key={row.row} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {plan.counts.reject > 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-700">
          {t.fixFirst}
        </p>
      ) : writes === 0 ? (
        <p className="rounded-lg bg-stone-100 p-3 text-stone-700">{t.nothingToDo}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {plan.counts.reject === 0 && writes > 0 && (
          <button
            type="button"
            disabled={confirm.isPending}
            onClick={() => {
              confirm.mutate(checked);
            }}
            className="inline-flex h-10 items-center gap-1.5 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {confirm.isPending && (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            )}
            {confirm.isPending ? t.importing : t.confirmImport(writes)}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            setChecked(null);
            confirm.reset();
          }}
          className={HEADER_BUTTON_CLASS}
        >
          {t.chooseAnother}
        </button>
      </div>
    </div>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={`rounded-lg px-3 py-2 ${tone}`}>
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

const ACTION_TONE: Record<ImportPlanRow['action'], string> = {
  create: 'bg-emerald-50 text-emerald-800',
  update: 'bg-brand-50 text-brand-800',
  unchanged: 'bg-stone-100 text-stone-700',
  reject: 'bg-red-50 text-red-700',
};

/** A price in the plan as the shop writes amounts ("1.234.000 VND"); other values as they are. */
const shownChange = (column: string, value: string) =>
  column === 'price' && /^\d+$/.test(value) ? formatVnd(Number(value)) : value;

function PlanRow({ row }: { row: ImportPlanRow }) {
  const t = useTexts(productTableTexts);
  const label = {
    create: t.toCreate,
    update: t.toUpdate,
    unchanged: t.unchanged,
    reject: t.rejected,
  }[row.action];
  return (
    <tr className="border-t border-stone-100 align-top">
      <td className="px-2 py-2 tabular-nums text-stone-600">{row.row}</td>
      <td className="px-2 py-2">
        <span className="block font-mono text-xs">{row.code || t.newValue}</span>
        <span
          className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_TONE[row.action]}`}
        >
          {label}
        </span>
      </td>
      <td className="min-w-0 px-2 py-2">
        <span className="block font-medium text-stone-900">{row.name}</span>
        <ul className="mt-1 space-y-0.5 text-xs">
          {row.action === 'reject'
            ? row.problems.map((problem, index) => (
                <li key={index} className="text-red-700">
                  <span className="font-mono">{problem.column || t.wholeRow}</span>:{' '}
                  {problem.message}
                </li>
              ))
            : row.action === 'update'
              ? row.changes.map((change) => (
                  <li key={change.column} className="text-stone-700">
                    <span className="font-mono">{change.column}</span>:{' '}
                    <s className="text-stone-500">{shownChange(change.column, change.from)}</s> →{' '}
                    {shownChange(change.column, change.to)}
                  </li>
                ))
              : null}
        </ul>
      </td>
    </tr>
  );
}
