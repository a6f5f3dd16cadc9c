import type { CarrierAdapter, CarrierQuote, CarrierShipment, CarrierStep, Parcel } from './carrier';
import { CarrierError } from './carrier';
import {
  feeQuery,
  GHTK_FEE_PATH,
  GHTK_ORDER_PATH,
  GHTK_STATUS_PATH,
  GhtkFeeAnswerSchema,
  GhtkOrderAnswerSchema,
  GhtkRefusalSchema,
  GhtkStatusAnswerSchema,
  ghtkStatusText,
  ghtkTime,
  orderBody,
  shipmentStatusOf,
  type GhtkDestination,
  type GhtkSettings,
} from './ghtk';

/** A call to GHTK that takes longer than this is given up (nothing is assumed created). */
const TIMEOUT_MS = 15_000;

/** Vietnam's date today, `YYYY-MM-DD`, GHTK's pick_date. */
function vietnamDate(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

function destinationOf(parcel: Parcel): GhtkDestination {
  const to = parcel.recipient;
  return {
    name: to.name,
    tel: to.phone,
    address: to.address,
    province: to.province,
    district: to.district,
    ward: to.ward,
  };
}

/** GHTK's `estimated_deliver_time` reads like "Sáng 2016-10-04" or a date: its date part. */
function dateIn(text: string | undefined): string | null {
  const found = /\d{4}-\d{2}-\d{2}/.exec(text ?? '');
  return found ? found[0] : null;
}

/** GHTK through its HTTP API (or the stand-in serving the same paths). */
export class GhtkAdapter implements CarrierAdapter {
  readonly carrier = 'ghtk' as const;

  constructor(
    private readonly settings: GhtkSettings,
    private readonly fetchFn: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.settings.baseUrl}${path}`, {
        ...init,
        headers: {
          Token: this.settings.token,
          'X-Client-Source': this.settings.clientSource,
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CarrierError('GHTK could not be reached', 'unreachable');
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new CarrierError(`GHTK answered ${response.status} without JSON`, 'unreachable');
    }
  }

  private refusal(answer: unknown): CarrierError {
    const refused = GhtkRefusalSchema.safeParse(answer);
    return new CarrierError(
      refused.success && refused.data.message ? refused.data.message : 'GHTK refused the request',
      'refused',
    );
  }

  async quote(parcel: Parcel): Promise<CarrierQuote> {
    const query = feeQuery(
      this.settings.pickup,
      destinationOf(parcel),
      parcel.weightGrams,
      parcel.insuranceValue,
    );
    const answer = await this.call(`${GHTK_FEE_PATH}?${query.toString()}`);
    const fee = GhtkFeeAnswerSchema.safeParse(answer);
    if (!fee.success) throw this.refusal(answer);
    return {
      service: fee.data.fee.name,
      fee: fee.data.fee.fee,
      insuranceFee: fee.data.fee.insurance_fee,
      expectedDelivery: null,
      deliverable: fee.data.fee.delivery,
    };
  }

  async create(parcel: Parcel): Promise<CarrierShipment> {
    const body = orderBody(this.settings.pickup, {
      orderNumber: parcel.orderNumber,
      to: destinationOf(parcel),
      products: parcel.lines.map((line) => ({
        name: line.name,
        weightKg: Math.max(0.01, Math.round(line.weightGrams / 10) / 100),
        quantity: line.quantity,
        productCode: line.code,
        sides: line.sides ?? null,
      })),
      codAmount: parcel.codAmount,
      insuranceValue: parcel.insuranceValue,
      note: parcel.note,
      pickDate: vietnamDate(this.now()),
    });
    const answer = await this.call(GHTK_ORDER_PATH, { method: 'POST', body: JSON.stringify(body) });
    const created = GhtkOrderAnswerSchema.safeParse(answer);
    if (created.success) {
      const order = created.data.order;
      return {
        trackingCode: order.label,
        service: 'road',
        fee: order.fee,
        insuranceFee: order.insurance_fee,
        expectedDelivery: dateIn(order.estimated_deliver_time),
      };
    }
    // A create whose answer was lost and is tried again: GHTK refuses the order id it already
    // has; its status call takes our order number too, and names that parcel.
    const refusal = this.refusal(answer);
    const existing = await this.status(parcel.orderNumber).catch(() => undefined);
    if (!existing) throw refusal;
    return {
      trackingCode: existing.trackingCode,
      service: 'road',
      fee: existing.fee,
      insuranceFee: existing.insuranceFee,
      expectedDelivery: existing.expectedDelivery,
    };
  }

  async status(
    trackingCode: string,
  ): Promise<CarrierStep & Omit<CarrierShipment, 'service' | 'trackingCode'>> {
    const answer = await this.call(`${GHTK_STATUS_PATH}${encodeURIComponent(trackingCode)}`);
    const found = GhtkStatusAnswerSchema.safeParse(answer);
    if (!found.success) throw this.refusal(answer);
    const order = found.data.order;
    return {
      trackingCode: order.label_id,
      status: shipmentStatusOf(order.status),
      carrierCode: String(order.status),
      carrierText: order.status_text ?? ghtkStatusText(order.status),
      at: ghtkTime(order.modified, this.now()),
      fee: order.ship_money ?? 0,
      insuranceFee: order.insurance ?? 0,
      expectedDelivery: dateIn(order.deliver_date ?? undefined),
    };
  }
}
