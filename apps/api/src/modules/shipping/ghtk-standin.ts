/**
 * A local stand-in for GHTK's API (GHTK_STANDIN=true), for tests and the demo without a network or
 * a contract: the same paths, headers and answer shapes as ghtk.ts reads (GHTK's documented ones),
 * with parcels kept in memory. It refuses a wrong Token, a missing field and an order id it already
 * has, as GHTK does; `advance` moves a parcel to a GHTK status and posts GHTK's notification to the
 * shop's callback URL, the way GHTK would.
 */
import { randomInt } from 'node:crypto';
import { GHTK_FEE_PATH, GHTK_STATUS_PATH, ghtkStatusText, type GhtkOrderBody } from './ghtk';

interface StandInParcel {
  label: string;
  partnerId: string;
  status: number;
  fee: number;
  insuranceFee: number;
  pickMoney: number;
  value: number;
  weightGrams: number;
  created: string;
  modified: string;
  deliverDate: string;
}

export interface StandInAnswer {
  status: number;
  body: unknown;
}

/** Vietnam's wall time as GHTK's status answer writes it, `YYYY-MM-DD hh:mm:ss`. */
function ghtkWallTime(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The stand-in's fee: 22,000 đ to 500 g, 5,000 đ per 500 g more; 0.5% insurance above 1 million. */
export function standInFee(weightGrams: number, value: number): { fee: number; insurance: number } {
  const extra = Math.max(0, Math.ceil((weightGrams - 500) / 500));
  return {
    fee: 22_000 + extra * 5_000,
    insurance: value > 1_000_000 ? Math.round(value * 0.005) : 0,
  };
}

const refusal = (status: number, message: string, code: number): StandInAnswer => ({
  status,
  body: { success: false, message, error_code: String(code), log_id: `standin-${randomInt(1e9)}` },
});

export class GhtkStandIn {
  private readonly parcels = new Map<string, StandInParcel>();
  private readonly byPartner = new Map<string, string>();
  private sequence = 0;
  /**
   * Where this stand-in's codes start: two stand-ins (the shop's and a test's own) give codes from
   * ranges apart, so the second does not repeat a code the shop already stored.
   */
  private readonly firstCode = 17_000_000 + randomInt(1000) * 100_000;

  constructor(
    private readonly token: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Answers a request the way GHTK's API would. `path` holds the query string. */
  handle(method: string, path: string, token: string | undefined, body: unknown): StandInAnswer {
    if (token !== this.token) return refusal(401, 'Cần cung cấp token hợp lệ', 20101);
    const url = new URL(path, 'http://standin');
    if (method === 'GET' && url.pathname === GHTK_FEE_PATH) return this.fee(url.searchParams);
    if (method === 'POST' && url.pathname === '/services/shipment/order/') return this.create(body);
    if (method === 'GET' && url.pathname.startsWith(GHTK_STATUS_PATH))
      return this.status(decodeURIComponent(url.pathname.slice(GHTK_STATUS_PATH.length)));
    return refusal(404, 'Đường dẫn không tồn tại, vui lòng thử lại sau', 10104);
  }

  /** The stand-in as a `fetch`: the adapter calls it instead of the network. */
  readonly fetch: typeof fetch = (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input : input.url,
    );
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    let body: unknown;
    try {
      body = text === undefined ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = undefined;
    }
    const answer = this.handle(
      init?.method ?? 'GET',
      `${url.pathname.replace(/^.*?(?=\/services\/)/, '')}${url.search}`,
      headers.get('token') ?? undefined,
      body,
    );
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };

  private fee(query: URLSearchParams): StandInAnswer {
    for (const field of ['pick_province', 'pick_district', 'province', 'weight', 'deliver_option'])
      if (!query.get(field)) return refusal(422, `Thiếu thông tin ${field}`, 40101);
    const weight = Number(query.get('weight'));
    const value = Number(query.get('value') ?? '0');
    if (!Number.isInteger(weight) || weight <= 0)
      return refusal(422, 'Khối lượng không hợp lệ', 40102);
    const { fee, insurance } = standInFee(weight, value);
    return {
      status: 200,
      body: {
        success: true,
        message: '',
        fee: {
          name: 'area1',
          fee,
          insurance_fee: insurance,
          delivery_type: 'tietkiem',
          a: 1,
          dt: 'local',
          extFees: [],
          delivery: true,
        },
      },
    };
  }

  private create(raw: unknown): StandInAnswer {
    const body = raw as Partial<GhtkOrderBody> | undefined;
    const order = body?.order;
    const products = body?.products;
    if (!order || !Array.isArray(products) || products.length === 0)
      return refusal(422, 'Thiếu thông tin đơn hàng', 30101);
    for (const field of [
      'id',
      'pick_name',
      'pick_province',
      'pick_district',
      'pick_tel',
      'name',
      'tel',
      'address',
      'province',
    ] as const)
      if (typeof order[field] !== 'string' || order[field] === '')
        return refusal(422, `Thiếu thông tin order.${field}`, 30101);
    if (!Number.isInteger(order.pick_money) || !Number.isInteger(order.value))
      return refusal(422, 'Tiền thu hộ không hợp lệ', 30105);
    if (this.byPartner.has(order.id)) return refusal(422, 'Mã đơn hàng đã tồn tại', 30110);
    const weightGrams = Math.round(
      products.reduce((sum, p) => sum + p.weight * 1000 * p.quantity, 0),
    );
    const { fee, insurance } = standInFee(weightGrams, order.value);
    this.sequence += 1;
    const label = `S22.A1.${String(this.firstCode + this.sequence * 7 + randomInt(7))}`;
    const now = this.now();
    const deliver = new Date(now.getTime() + 3 * 86_400_000);
    const parcel: StandInParcel = {
      label,
      partnerId: order.id,
      status: 2,
      fee,
      insuranceFee: insurance,
      pickMoney: order.pick_money,
      value: order.value,
      weightGrams,
      created: ghtkWallTime(now),
      modified: ghtkWallTime(now),
      deliverDate: ghtkWallTime(deliver).slice(0, 10),
    };
    this.parcels.set(label, parcel);
    this.byPartner.set(order.id, label);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Các đơn hàng đã được add vào hệ thống GHTK thành công.',
        order: {
          partner_id: order.id,
          label,
          area: 1,
          fee,
          insurance_fee: insurance,
          estimated_pick_time: `Sáng ${parcel.created.slice(0, 10)}`,
          estimated_deliver_time: `Chiều ${parcel.deliverDate}`,
          products: [],
          status_id: 2,
        },
      },
    };
  }

  private status(code: string): StandInAnswer {
    const label = this.parcels.has(code) ? code : this.byPartner.get(code);
    const parcel = label ? this.parcels.get(label) : undefined;
    if (!parcel) return refusal(404, 'Không tìm thấy đơn hàng', 50101);
    return {
      status: 200,
      body: {
        success: true,
        message: '',
        order: {
          label_id: parcel.label,
          partner_id: parcel.partnerId,
          status: String(parcel.status),
          status_text: ghtkStatusText(parcel.status),
          created: parcel.created,
          modified: parcel.modified,
          message: '',
          pick_date: parcel.created.slice(0, 10),
          deliver_date: parcel.deliverDate,
          storage_day: 3,
          ship_money: parcel.fee,
          insurance: parcel.insuranceFee,
          value: parcel.value,
          weight: parcel.weightGrams,
          pick_money: parcel.pickMoney,
          is_freeship: 1,
        },
      },
    };
  }

  /**
   * Moves a parcel to a GHTK status and answers the notification GHTK posts for it (its
   * documented form fields); undefined when the stand-in has no such parcel.
   */
  advance(label: string, statusId: number, reason = ''): Record<string, string> | undefined {
    const parcel = this.parcels.get(label);
    if (!parcel) return undefined;
    const at = this.now();
    parcel.status = statusId;
    parcel.modified = ghtkWallTime(at);
    return {
      label_id: parcel.label,
      partner_id: parcel.partnerId,
      status_id: String(statusId),
      action_time: new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19) + '+07:00',
      reason_code: '',
      reason,
      weight: String(parcel.weightGrams / 1000),
      fee: String(parcel.fee),
      pick_money: String(parcel.pickMoney),
      return_part_package: '0',
    };
  }
}
