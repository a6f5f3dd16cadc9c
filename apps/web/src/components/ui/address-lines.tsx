import type { DeliveryAddress } from '@shop/contract';

interface AddressLinesProps {
  address: DeliveryAddress;
  /** Room the surrounding layout gives it, e.g. `flex-1`. */
  className?: string;
}

/**
 * An address as the shop shows it everywhere: line, city, state, "country - pincode", mobile, one
 * under another, and the recipient's name first when the shopper named one. Spans, so it may also
 * sit inside a label (the checkout's address choice).
 */
export function AddressLines({ address, className = '' }: AddressLinesProps) {
  return (
    <span className={`min-w-0 space-y-0.5 text-sm text-stone-700 ${className}`}>
      {address.recipient && (
        <span className="block font-semibold break-words text-stone-900">{address.recipient}</span>
      )}
      <span className="block font-semibold break-words text-stone-900">{address.address_line}</span>
      <span className="block">{address.city}</span>
      <span className="block">{address.state}</span>
      <span className="block">
        {address.country} - {address.pincode}
      </span>
      <span className="block">{address.mobile}</span>
    </span>
  );
}
