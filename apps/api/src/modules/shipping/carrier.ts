/**
 * What the shop asks of a carrier (decision 053): one adapter per carrier implements it, chosen
 * from config in server.ts; GHTK's is ghtk-client.ts. The service never sees a carrier's shapes.
 */
import type { Carrier, ShipmentStatus } from '@shop/contract';

/** A unit's parcel sides in centimetres, as the product form records them. */
export interface ParcelSides {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The parcel as the shop describes it, the same for every carrier. */
export interface Parcel {
  orderNumber: string;
  recipient: {
    name: string;
    phone: string;
    address: string;
    province: string;
    district: string;
    ward: string;
  };
  lines: {
    name: string;
    code: string;
    quantity: number;
    weightGrams: number;
    /** One unit's parcel sides (cm), longest first as measured; null where nothing says one. */
    sides?: ParcelSides | null;
  }[];
  weightGrams: number;
  codAmount: number;
  insuranceValue: number;
  note: string;
}

export interface CarrierQuote {
  service: string;
  fee: number;
  insuranceFee: number;
  expectedDelivery: string | null;
  deliverable: boolean;
}

export interface CarrierShipment {
  trackingCode: string;
  service: string;
  fee: number;
  insuranceFee: number;
  expectedDelivery: string | null;
}

/** A step of a parcel, as the carrier reported it. */
export interface CarrierStep {
  trackingCode: string;
  status: ShipmentStatus | undefined;
  carrierCode: string;
  carrierText: string;
  at: Date;
  /**
   * The carrier's copy of the shop's order code (GHTK's `partner_id`, our order number), when the
   * step names one: a step naming another order than the parcel's is not written.
   */
  orderNumber?: string;
}

/** The carrier refused or could not be reached: nothing was created. */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unreachable',
  ) {
    super(message);
  }
}

export interface CarrierAdapter {
  readonly carrier: Carrier;
  quote(parcel: Parcel): Promise<CarrierQuote>;
  /** Creates the parcel once: a second call for the same order number answers the first parcel. */
  create(parcel: Parcel): Promise<CarrierShipment>;
  /** The parcel's current step (the poll's question). */
  status(trackingCode: string): Promise<CarrierStep>;
}
