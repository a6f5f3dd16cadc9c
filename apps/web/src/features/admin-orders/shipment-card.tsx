import { useState } from 'react';
import { Link } from '../../lib/router';
import { INSURANCE_VALUE_MAX, SHIPMENT_NOTE_MAX } from '@shop/contract';
import type { AdminOrderDetail, ShipmentQuote } from '@shop/contract';
import { ShipmentSteps } from '../../components/shipping/shipment-steps';
import { shipmentTexts } from '../../components/shipping/shipment-texts';
import { ADMIN_ACTION_BUTTON, AdminCard } from '../../components/ui/admin-detail';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { shipmentAdminTexts } from './shipment-texts';
import { useCreateShipment, useOrderShipment, useShipmentQuote } from './shipment-requests';

/**
 * The order's parcel with the carrier: once created, its code, fee, COD and the carrier's steps;
 * before, for a confirmed order, the carrier's quote first and then one press that creates it.
 */
export function ShipmentCard({ order }: { order: AdminOrderDetail }) {
  const t = useTexts(shipmentAdminTexts);
  const s = useTexts(shipmentTexts);
  const { data: shipment } = useOrderShipment(order._id);
  if (shipment === undefined) return null;
  if (shipment === null && order.order_status !== 'confirmed') return null;
  return (
    <AdminCard title={t.title} titleId="order-shipment-title">
      {shipment ? (
        <>
          <dl className="space-y-1 text-sm">
            <Line term={s.trackingCode}>
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold break-all text-brand-800 hover:underline"
              >
                {shipment.trackingCode}
              </a>
            </Line>
            <Line term={t.fee}>{t.money(shipment.fee + shipment.insuranceFee)}</Line>
            <Line term={t.cod}>{t.money(shipment.codAmount)}</Line>
            <Line term={t.expected}>{shipment.expectedDelivery ?? t.unknownDate}</Line>
          </dl>
          <div className="mt-3">
            <ShipmentSteps steps={shipment.steps} />
          </div>
          <Link
            to={`/dashboard/orders/labels?ids=${order._id}`}
            className={`${ADMIN_ACTION_BUTTON} mt-3 border border-stone-300 text-stone-800 hover:bg-stone-50`}
          >
            {t.printLabel}
          </Link>
        </>
      ) : (
        <NewShipment orderId={order._id} total={order.totalAmt} />
      )}
    </AdminCard>
  );
}

function Line({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

function NewShipment({ orderId, total }: { orderId: string; total: number }) {
  const t = useTexts(shipmentAdminTexts);
  const [insurance, setInsurance] = useState(String(Math.min(total, INSURANCE_VALUE_MAX)));
  const [note, setNote] = useState('');
  const [quote, setQuote] = useState<ShipmentQuote | null>(null);
  const quoting = useShipmentQuote();
  const creating = useCreateShipment(t.created);
  const insuranceValue = Number(insurance.replace(/[\s.,₫]/g, ''));
  const valid =
    Number.isInteger(insuranceValue) &&
    insuranceValue >= 0 &&
    insuranceValue <= INSURANCE_VALUE_MAX;
  return (
    <div className="space-y-3 text-sm">
      <label className="block">
        <span className="mb-1 block text-stone-700">{t.insuranceValue}</span>
        <input
          className={FIELD_INPUT_CLASS}
          inputMode="numeric"
          value={insurance}
          onChange={(event) => {
            setInsurance(event.target.value);
            setQuote(null);
          }}
        />
      </label>
      <label className="block">
        <span className="mb-1 block text-stone-700">{t.note}</span>
        <input
          className={FIELD_INPUT_CLASS}
          maxLength={SHIPMENT_NOTE_MAX}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
      </label>
      {quote && (
        <dl className="space-y-1 rounded-lg bg-stone-50 p-3" aria-label={t.getQuote}>
          <Line term={t.service}>{quote.service}</Line>
          <Line term={t.fee}>{t.money(quote.fee)}</Line>
          <Line term={t.insuranceFee}>{t.money(quote.insuranceFee)}</Line>
          <Line term={t.expected}>{quote.expectedDelivery ?? t.unknownDate}</Line>
          <Line term={t.cod}>{t.money(quote.codAmount)}</Line>
          <Line term={t.weight}>{t.grams(quote.weightGrams)}</Line>
          {!quote.deliverable && <p className="font-semibold text-red-700">{t.notDeliverable}</p>}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!valid || quoting.isPending}
          onClick={() => {
            quoting.mutate({ orderId, insuranceValue }, { onSuccess: setQuote });
          }}
          className={`${ADMIN_ACTION_BUTTON} border border-stone-300 text-stone-800 hover:bg-stone-50`}
        >
          {quoting.isPending ? t.quoting : t.getQuote}
        </button>
        {quote?.deliverable && (
          <button
            type="button"
            disabled={!valid || creating.isPending || creating.isSuccess}
            onClick={() => {
              creating.mutate({ orderId, insuranceValue, note });
            }}
            className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {creating.isPending ? t.creating : t.create}
          </button>
        )}
      </div>
    </div>
  );
}
