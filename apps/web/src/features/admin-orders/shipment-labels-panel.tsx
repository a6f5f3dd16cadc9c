import { useSearchParams } from '../../lib/router';
import { formatVnd, type ShipmentLabel } from '@shop/contract';
import { code128Bars, code128Writes } from '../../components/shipping/code128';
import { AdminBackLink } from '../../components/ui/admin-detail';
import { Spinner } from '../../components/ui/spinner';
import { useTexts } from '../../lib/locale';
import { adminOrdersTexts } from './admin-orders-texts';
import { useShipmentLabels } from './shipment-requests';
import { shipmentAdminTexts } from './shipment-texts';

/** /dashboard/orders/labels?ids=a,b: the shop's labels of these orders, one per page when printed. */
export function ShipmentLabelsPanel() {
  const t = useTexts(shipmentAdminTexts);
  const back = useTexts(adminOrdersTexts);
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, 50);
  const { data: labels, isPending } = useShipmentLabels(ids);
  return (
    <section>
      <div className="print:hidden">
        <AdminBackLink to="/dashboard/orders" label={back.orders} />
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-bold text-stone-900">{t.labelsTitle}</h1>
          {labels && labels.length > 0 && (
            <button
              type="button"
              onClick={() => {
                window.print();
              }}
              className="inline-flex h-10 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t.print}
            </button>
          )}
        </div>
      </div>
      {ids.length > 0 && isPending ? (
        <Spinner label={t.labelsLoading} />
      ) : !labels || labels.length === 0 ? (
        <p className="text-stone-600">{t.noLabels}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 print:block">
          {labels.map((label) => (
            <Label key={label.orderId} label={label} />
          ))}
        </div>
      )}
    </section>
  );
}

function Barcode({ code }: { code: string }) {
  if (!code128Writes(code)) return null;
  const { bars, width } = code128Bars(code);
  return (
    <svg
      viewBox={`0 0 ${String(width)} 50`}
      className="h-16 w-full"
      role="img"
      aria-label={code}
      preserveAspectRatio="none"
    >
      {bars.map(([x, w]) => (
        <rect key={x} x={x} y={0} width={w} height={50} fill="#000" />
      ))}
    </svg>
  );
}

function Label({ label }: { label: ShipmentLabel }) {
  const t = useTexts(shipmentAdminTexts);
  return (
    <article className="break-inside-avoid rounded-xl border-2 border-stone-900 p-4 text-sm text-stone-900 print:mb-4 print:break-after-page">
      <p className="flex justify-between font-bold">
        <span>{t.carrierName}</span>
        <span>
          {t.order} {label.orderNumber}
        </span>
      </p>
      <Barcode code={label.trackingCode} />
      <p className="text-center font-mono text-lg font-bold tracking-wider">{label.trackingCode}</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold text-stone-600 uppercase">{t.from}</p>
          <p className="break-words">{label.sender}</p>
        </div>
        <div>
          <p className="text-xs font-semibold text-stone-600 uppercase">{t.to}</p>
          <p className="font-semibold">{label.recipient}</p>
          <p>{label.phone}</p>
          <p className="break-words">{label.address}</p>
        </div>
      </div>
      <p className="mt-3 flex justify-between border-t border-stone-300 pt-2 text-base font-bold">
        <span>{t.collect}</span>
        <span>{formatVnd(label.codAmount)}</span>
      </p>
      <p className="text-xs text-stone-600">
        {t.grams(label.weightGrams)}
        {label.note && <span className="break-words"> · {label.note}</span>}
      </p>
    </article>
  );
}
