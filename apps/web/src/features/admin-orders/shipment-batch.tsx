import { CheckCircle2, Printer, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { LABEL_BATCH_MAX, type ShipmentBatchResult } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { useCreateShipments } from './shipment-requests';
import { shipmentAdminTexts } from './shipment-texts';

/**
 * The orders list's batch (issue 48): the confirmed orders the admin ticked get their shipments in
 * one press, each once; each order's outcome is listed (a failure with why, the others created),
 * and the labels of those that have a code print together on one page.
 */
export function ShipmentBatchBar({
  selected,
  onClear,
}: {
  selected: readonly string[];
  onClear: () => void;
}) {
  const t = useTexts(shipmentAdminTexts);
  const create = useCreateShipments();
  const [results, setResults] = useState<ShipmentBatchResult[] | null>(null);
  if (selected.length === 0 && !results) return null;
  const printable = (results ?? []).filter((result) => result.trackingCode !== null);
  return (
    <div className="mb-4 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-stone-800">{t.selectedCount(selected.length)}</p>
          <button
            type="button"
            disabled={create.isPending}
            onClick={() => {
              create.mutate(
                { orderIds: selected.slice(0, LABEL_BATCH_MAX) },
                {
                  onSuccess: (answer) => {
                    setResults(answer);
                    onClear();
                  },
                },
              );
            }}
            className="inline-flex h-10 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {create.isPending ? t.creatingBatch : t.createBatch(selected.length)}
          </button>
          <button
            type="button"
            disabled={create.isPending}
            onClick={onClear}
            className="text-sm font-semibold text-stone-700 hover:underline"
          >
            {t.clearSelection}
          </button>
        </div>
      )}
      {results && (
        <section aria-label={t.batchTitle} className={selected.length > 0 ? 'mt-4' : ''}>
          <h2 className="mb-2 text-sm font-bold text-stone-900">{t.batchTitle}</h2>
          <ul className="space-y-1.5 text-sm">
            {results.map((result) => (
              <li key={result.orderId} className="flex items-start gap-2">
                {result.outcome === 'failed' ? (
                  <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                ) : (
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-700"
                  />
                )}
                <span className="min-w-0">
                  <span className="font-semibold text-stone-900">{result.orderNumber}</span>
                  {': '}
                  {result.outcome === 'failed' ? (
                    <span className="text-red-800">
                      {t.batchFailed}. {result.message}
                    </span>
                  ) : (
                    <span className="text-stone-700">
                      {result.outcome === 'created'
                        ? t.batchCreated(result.trackingCode ?? '')
                        : t.batchExisting(result.trackingCode ?? '')}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {printable.length > 0 && (
              <Link
                to={`/dashboard/orders/labels?ids=${printable.map((result) => result.orderId).join(',')}`}
                className="inline-flex h-10 items-center gap-1.5 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <Printer aria-hidden="true" className="size-4" />
                {t.printBatch(printable.length)}
              </Link>
            )}
            <button
              type="button"
              onClick={() => {
                setResults(null);
              }}
              className="text-sm font-semibold text-stone-700 hover:underline"
            >
              {t.closeBatch}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
