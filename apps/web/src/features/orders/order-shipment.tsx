import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import { ShipmentSteps } from '../../components/shipping/shipment-steps';
import { shipmentTexts } from '../../components/shipping/shipment-texts';
import { apiRequest } from '../../lib/api-client';
import { useTexts } from '../../lib/locale';

/** The buyer's parcel: the carrier's steps and its tracking page (orders handed to GHTK). */
export function OrderShipment({ orderId }: { orderId: string }) {
  const t = useTexts(shipmentTexts);
  const { data: shipment } = useQuery({
    queryKey: ['order-shipment', orderId],
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.orderShipment, { body: { orderId }, signal })).data,
    staleTime: 60_000,
  });
  if (!shipment) return null;
  return (
    <section className="mt-3 rounded-lg border border-stone-200 px-3 py-2" aria-label={t.steps}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-stone-900">
          {t.status(shipment.status)}
          {shipment.expectedDelivery && shipment.status !== 'delivered' && (
            <span className="font-normal text-stone-600">
              {' '}
              · {t.expected(shipment.expectedDelivery)}
            </span>
          )}
        </p>
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          {t.trackOnCarrier}
        </a>
      </div>
      <ShipmentSteps steps={shipment.steps} />
    </section>
  );
}
