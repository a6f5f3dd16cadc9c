import { describe, expect, it } from 'vitest';
import { CarrierError, type Parcel } from './carrier';
import {
  GhtkNotificationSchema,
  ghtkHashMatches,
  ghtkTime,
  readGhtkNotification,
  shipmentStatusOf,
  type GhtkSettings,
} from './ghtk';
import { GhtkAdapter } from './ghtk-client';

// Our requests held to GHTK's documented shapes (docs.giaohangtietkiem.vn: Submit Order,
// Calculate Shipping Fee, Get Order Status, Webhook), and its documented answers read back.

const SETTINGS: GhtkSettings = {
  baseUrl: 'https://services.giaohangtietkiem.vn',
  token: 'APITokenSample-ca441e70288cB0515F310742',
  clientSource: 'S308157',
  webhookHash: 'bi-mat-cua-shop-0123456789',
  pickup: {
    name: 'Nhiệt Công Nghiệp',
    address: 'Số 68 Đường số 7, KCN Tân Tạo',
    province: 'TP. Hồ Chí Minh',
    district: 'Quận Bình Tân',
    ward: 'Phường Tân Tạo A',
    tel: '0911222333',
  },
};

const PARCEL: Parcel = {
  orderNumber: 'ORD-20261129-0001',
  recipient: {
    name: 'Nguyễn Văn A',
    phone: '0901234567',
    address: '12 Nguyễn Huệ',
    province: 'Thành phố Hà Nội',
    district: '',
    ward: 'Phường Cầu Giấy',
  },
  lines: [{ name: 'Điện trở 3kW', code: 'DT-3KW', quantity: 2, weightGrams: 1200 }],
  weightGrams: 2400,
  codAmount: 900_000,
  insuranceValue: 900_000,
  note: 'Hàng dễ vỡ',
};

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records the request and answers with GHTK's documented answer. */
function recording(answer: unknown, status = 200) {
  const seen: Seen[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    seen.push({
      url: new URL(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return Promise.resolve(new Response(JSON.stringify(answer), { status }));
  };
  return { seen, fetchFn };
}

// The documented answers (shapes of the pages named above).
const FEE_ANSWER = {
  success: true,
  message: '',
  fee: {
    name: 'area1',
    fee: 30400,
    insurance_fee: 4000,
    delivery_type: 'tietkiem',
    a: 1,
    dt: 'local',
    extFees: [
      { display: '(+ 7,400 đ)', title: 'Phụ phí hàng dễ vỡ', amount: 7400, type: 'fragile' },
    ],
    delivery: true,
  },
};
const ORDER_ANSWER = {
  success: true,
  message: 'Các đơn hàng đã được add vào hệ thống GHTK thành công.',
  order: {
    partner_id: 'ORD-20261129-0001',
    label: 'S1.A1.17373471',
    area: 1,
    fee: 30400,
    insurance_fee: 4000,
    estimated_pick_time: 'Sáng 2026-11-30',
    estimated_deliver_time: 'Chiều 2026-12-02',
    products: [],
    status_id: 2,
  },
};
const STATUS_ANSWER = {
  success: true,
  message: '',
  order: {
    label_id: 'S1.A1.17373471',
    partner_id: 'ORD-20261129-0001',
    status: '5',
    status_text: 'Đã giao hàng/Chưa đối soát',
    created: '2026-11-29 08:40:11',
    modified: '2026-12-02 15:20:00',
    message: '',
    pick_date: '2026-11-30',
    deliver_date: '2026-12-02',
    customer_fullname: 'Nguyễn Văn A',
    customer_tel: '0901234567',
    address: '12 Nguyễn Huệ',
    storage_day: 3,
    ship_money: 30400,
    insurance: 4000,
    value: 900000,
    weight: 2400,
    pick_money: 900000,
    is_freeship: 1,
  },
};

describe('GHTK requests', () => {
  it('asks the fee by GET with the documented query (weight in grams) and both headers', async () => {
    const { seen, fetchFn } = recording(FEE_ANSWER);
    const quote = await new GhtkAdapter(SETTINGS, fetchFn).quote(PARCEL);
    const [call] = seen;
    expect(call?.method).toBe('GET');
    expect(call?.url.pathname).toBe('/services/shipment/fee');
    expect(call?.headers.get('Token')).toBe(SETTINGS.token);
    expect(call?.headers.get('X-Client-Source')).toBe('S308157');
    const query = Object.fromEntries(call?.url.searchParams ?? []);
    // The required parameters of the Calculate Shipping Fee page.
    for (const required of [
      'pick_province',
      'pick_district',
      'province',
      'weight',
      'deliver_option',
    ])
      expect(query).toHaveProperty(required);
    expect(query).toMatchObject({
      pick_province: 'TP. Hồ Chí Minh',
      province: 'Thành phố Hà Nội',
      ward: 'Phường Cầu Giấy',
      weight: '2400',
      value: '900000',
      deliver_option: 'none',
    });
    expect(quote).toEqual({
      service: 'area1',
      fee: 30400,
      insuranceFee: 4000,
      expectedDelivery: null,
      deliverable: true,
    });
  });

  it('submits the order by POST ?ver=1.5 with products (kg) and order (đồng), the order number as id', async () => {
    const { seen, fetchFn } = recording(ORDER_ANSWER);
    const now = () => new Date('2026-11-29T20:00:00Z');
    const created = await new GhtkAdapter(SETTINGS, fetchFn, now).create(PARCEL);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(`${call?.url.pathname}${call?.url.search}`).toBe('/services/shipment/order/?ver=1.5');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    const body = call?.body as {
      products: Record<string, unknown>[];
      order: Record<string, unknown>;
    };
    expect(body.products).toEqual([
      { name: 'Điện trở 3kW', weight: 1.2, quantity: 2, product_code: 'DT-3KW' },
    ]);
    // Every field the Submit Order page marks mandatory, with its documented type.
    const required = {
      id: 'string',
      pick_name: 'string',
      pick_money: 'number',
      pick_address: 'string',
      pick_province: 'string',
      pick_district: 'string',
      pick_tel: 'string',
      name: 'string',
      address: 'string',
      province: 'string',
      ward: 'string',
      hamlet: 'string',
      tel: 'string',
      value: 'number',
    };
    for (const [field, type] of Object.entries(required))
      expect(typeof body.order[field]).toBe(type);
    expect(body.order).toMatchObject({
      id: 'ORD-20261129-0001',
      pick_money: 900_000,
      value: 900_000,
      note: 'Hàng dễ vỡ',
      is_freeship: '1',
      // Vietnam's date: 20:00 UTC is already the 30th there.
      pick_date: '2026-11-30',
      transport: 'road',
    });
    expect(Number.isInteger(body.order['pick_money'])).toBe(true);
    expect(created).toEqual({
      trackingCode: 'S1.A1.17373471',
      service: 'road',
      fee: 30400,
      insuranceFee: 4000,
      expectedDelivery: '2026-12-02',
    });
  });

  it('sends each unit’s sides (cm) in the product fields Submit Order documents, none when unknown', async () => {
    const { seen, fetchFn } = recording(ORDER_ANSWER);
    await new GhtkAdapter(SETTINGS, fetchFn).create({
      ...PARCEL,
      lines: [
        {
          name: 'Điện trở 3kW',
          code: 'DT-3KW',
          quantity: 2,
          weightGrams: 1200,
          sides: { lengthCm: 55, widthCm: 12, heightCm: 9 },
        },
        { name: 'Rơ le nhiệt', code: 'RL-1', quantity: 1, weightGrams: 150, sides: null },
      ],
    });
    const body = seen[0]?.body as { products: Record<string, unknown>[] };
    expect(body.products).toEqual([
      {
        name: 'Điện trở 3kW',
        weight: 1.2,
        quantity: 2,
        product_code: 'DT-3KW',
        length: 55,
        width: 12,
        height: 9,
      },
      { name: 'Rơ le nhiệt', weight: 0.15, quantity: 1, product_code: 'RL-1' },
    ]);
    // The products table of Submit Order: these fields only, with their documented types
    // (name and weight required; height, width and length in cm).
    const documented: Record<string, string> = {
      name: 'string',
      price: 'number',
      weight: 'number',
      quantity: 'number',
      product_code: 'string',
      height: 'number',
      width: 'number',
      length: 'number',
    };
    for (const product of body.products) {
      expect(typeof product['name']).toBe('string');
      expect(typeof product['weight']).toBe('number');
      for (const [field, value] of Object.entries(product))
        expect(typeof value, field).toBe(documented[field]);
    }
  });

  it('reads the status by label and maps its documented codes', async () => {
    const { seen, fetchFn } = recording(STATUS_ANSWER);
    const step = await new GhtkAdapter(SETTINGS, fetchFn).status('S1.A1.17373471');
    expect(seen[0]?.url.pathname).toBe('/services/shipment/v2/S1.A1.17373471');
    expect(step).toMatchObject({
      trackingCode: 'S1.A1.17373471',
      status: 'delivered',
      carrierCode: '5',
      at: new Date('2026-12-02T08:20:00Z'),
    });
    expect(shipmentStatusOf(3)).toBe('picked_up');
    expect(shipmentStatusOf(9)).toBe('delivery_failed');
    expect(shipmentStatusOf(20)).toBe('returning');
    expect(shipmentStatusOf(21)).toBe('returned');
    expect(shipmentStatusOf(-1)).toBe('cancelled');
    expect(shipmentStatusOf(8)).toBeUndefined();
  });

  it('turns GHTK’s documented error answer into a refusal, and no answer into unreachable', async () => {
    const refusal = {
      success: false,
      message: 'Cần cung cấp token hợp lệ',
      error_code: '20101',
      log_id: 'x',
    };
    const { fetchFn } = recording(refusal, 401);
    await expect(new GhtkAdapter(SETTINGS, fetchFn).quote(PARCEL)).rejects.toMatchObject({
      kind: 'refused',
      message: 'Cần cung cấp token hợp lệ',
    });
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(new GhtkAdapter(SETTINGS, down).quote(PARCEL)).rejects.toBeInstanceOf(
      CarrierError,
    );
  });

  it('a create GHTK refuses as a repeat adopts the parcel its status call names by our order number', async () => {
    const answers = [
      { success: false, message: 'Mã đơn hàng đã tồn tại', error_code: '30110' },
      STATUS_ANSWER,
    ];
    const paths: string[] = [];
    const fetchFn: typeof fetch = (input) => {
      paths.push(new URL(input).pathname);
      return Promise.resolve(new Response(JSON.stringify(answers.shift()), { status: 200 }));
    };
    const created = await new GhtkAdapter(SETTINGS, fetchFn).create(PARCEL);
    expect(paths).toEqual(['/services/shipment/order/', '/services/shipment/v2/ORD-20261129-0001']);
    expect(created.trackingCode).toBe('S1.A1.17373471');
  });
});

describe('GHTK notifications', () => {
  it('reads the documented form fields and checks the secret in constant time', () => {
    const form = new URLSearchParams(
      'label_id=S1.A1.17373471&partner_id=1234567&action_time=2016-11-02T12:18:39+07:00&status_id=5&reason_code=&reason=&weight=2.4&fee=1500&return_part_package=0',
    );
    // `+` in a form is a space: GHTK's example time reads back as written only once decoded so.
    const fields = Object.fromEntries(form);
    const notification = readGhtkNotification(fields);
    expect(notification).toMatchObject({ label_id: 'S1.A1.17373471', status_id: 5 });
    expect(ghtkTime(notification?.action_time, new Date(0))).toEqual(
      new Date('2016-11-02T05:18:39Z'),
    );
    expect(GhtkNotificationSchema.safeParse({ label_id: 'x', status_id: 'năm' }).success).toBe(
      false,
    );
    expect(ghtkHashMatches(SETTINGS.webhookHash, SETTINGS.webhookHash)).toBe(true);
    expect(ghtkHashMatches('bi-mat-khac', SETTINGS.webhookHash)).toBe(false);
    expect(ghtkHashMatches(undefined, SETTINGS.webhookHash)).toBe(false);
    expect(ghtkHashMatches(['a'], SETTINGS.webhookHash)).toBe(false);
    expect(ghtkTime('2016-11-02T12:18:39+07:00', new Date(0))).toEqual(
      new Date('2016-11-02T05:18:39Z'),
    );
  });
});
