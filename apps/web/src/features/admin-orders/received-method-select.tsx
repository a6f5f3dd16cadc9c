import { RECEIVED_PAYMENT_METHODS } from '@shop/contract';
import type { ReceivedPaymentMethod } from '@shop/contract';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';

/** How money moved (a payment received, a refund paid): one choice of the four ways. */
export function ReceivedMethodSelect({
  label,
  value,
  nameOf,
  onChange,
}: {
  label: string;
  value: ReceivedPaymentMethod;
  nameOf: (method: ReceivedPaymentMethod) => string;
  onChange: (method: ReceivedPaymentMethod) => void;
}) {
  return (
    <label className="block text-sm font-medium text-stone-800">
      {label}
      <select
        value={value}
        onChange={(event) => {
          onChange(event.target.value as ReceivedPaymentMethod);
        }}
        className={`${FIELD_INPUT_CLASS} mt-1.5`}
      >
        {RECEIVED_PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {nameOf(method)}
          </option>
        ))}
      </select>
    </label>
  );
}
