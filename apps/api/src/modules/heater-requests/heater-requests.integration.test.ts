import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { HEATER_ATTACHMENT_MAX_BYTES, type HeaterRequestSubmit } from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heaterRequestAttachments, heaterRequests, mailOutbox } from '../../db/schema';
import { datasheetPdf } from '../documents/datasheet-pdf';
import {
  callAs,
  changeShopSettings,
  makeAdmin,
  makeShopper,
  type Shopper,
} from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { multipartFile } from '../../../test/user-fixtures';

// Made-to-order heater requests (issue 46): a guest or a buyer sends one, once, with drawings
// checked by their bytes; the staff who work on orders read, assign and move it; nobody else reads
// it or its files.

let shop: TestShop;
let owner: Shopper;
let orderStaff: Shopper;
let catalogueStaff: Shopper;
let shopper: Shopper;
let png: Buffer;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  owner = await makeAdmin(shop);
  orderStaff = await makeStaff(shop, 'ORDERS');
  catalogueStaff = await makeStaff(shop, 'CATALOGUE');
  shopper = await makeShopper(shop, { name: 'Phạm Thị Mua' });
  png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  await changeShopSettings(shop, owner, { staffEmail: 'kinhdoanh@example.vn' });
});

afterAll(async () => {
  await shop.close();
});

let ip = 0;
const nextIp = () => `198.51.100.${((ip += 1) % 250) + 1}`;

async function upload(bytes: Buffer, fileName: string, contentType = 'application/pdf') {
  const form = multipartFile('file', fileName, contentType, bytes);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/heater-requests/attachments',
    remoteAddress: nextIp(),
    payload: form.payload,
    headers: form.headers,
  });
  return {
    status: response.statusCode,
    body: response.json<{ message: string; data: { _id: string; type: string; size: number } }>(),
  };
}

const uHeater = {
  kind: 'tubular',
  shape: 'u',
  tubeDiameterMm: 8,
  legLengthMm: 400,
  legSpacingMm: 40,
  coldEndMm: 50,
  fitting: 'Ren G1/2 inox',
  voltage: 220,
  power: 2000,
  sheathMaterial: 'ss304',
  medium: 'water',
} as const;

function requestBody(overrides: Partial<HeaterRequestSubmit> = {}): HeaterRequestSubmit {
  return {
    heater: uHeater,
    quantity: 20,
    wantedDate: '',
    note: 'Lắp vào bồn nước 200 lít',
    contact: {
      name: 'Nguyễn Văn Khách',
      phone: '0912 345 678',
      email: 'khach@example.vn',
      company: 'Công ty TNHH Nhựa Bình Dương',
      taxCode: '',
    },
    attachments: [],
    ...overrides,
  };
}

async function submit(
  body: unknown,
  who?: Shopper,
  headers: Record<string, string> = {},
  locale = 'vi',
) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/heater-requests',
    remoteAddress: nextIp(),
    payload: body as object,
    headers: {
      'accept-language': locale,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...headers,
    },
  });
  return {
    status: response.statusCode,
    body: response.json<{ message: string; data: { number: string; status: string } }>(),
    headers: response.headers,
  };
}

const requestCount = async () => (await shop.db.select({ n: count() }).from(heaterRequests))[0]?.n;
const mailCount = async () => (await shop.db.select({ n: count() }).from(mailOutbox))[0]?.n;
const storedFiles = () =>
  existsSync(shop.config.uploadsDir)
    ? readdirSync(shop.config.uploadsDir).filter((name) => name.startsWith('rfq-'))
    : [];

async function requestByNumber(number: string) {
  const [row] = await shop.db
    .select()
    .from(heaterRequests)
    .where(eq(heaterRequests.number, number));
  if (!row) throw new Error(`no request ${number}`);
  return row;
}

describe('a guest’s request', () => {
  it('is written with its spec, claims its drawing, and mails the buyer and the staff', async () => {
    const drawing = await upload(datasheetPdf('Bản vẽ điện trở chữ U', {}), 'ban-ve-U.pdf');
    expect(drawing.status).toBe(201);
    expect(drawing.body.data.type).toBe('pdf');
    const photo = await upload(png, 'anh-bon.png', 'image/png');
    expect(photo.status).toBe(201);
    expect(photo.body.data.type).toBe('png');

    const mailsBefore = await mailCount();
    const sent = await submit(
      requestBody({ attachments: [drawing.body.data._id, photo.body.data._id] }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.number).toMatch(/^RFQ-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    expect(sent.body.message).toContain(sent.body.data.number);

    const row = await requestByNumber(sent.body.data.number);
    expect(row).toMatchObject({
      kind: 'tubular',
      quantity: 20,
      status: 'new',
      userId: null,
      contactPhone: '0912 345 678',
      company: 'Công ty TNHH Nhựa Bình Dương',
    });
    expect(row.spec).toEqual(
      expect.objectContaining({ shape: 'u', legLengthMm: 400, medium: 'water' }),
    );
    expect(row.spec).not.toHaveProperty('kind');
    const claimed = await shop.db
      .select()
      .from(heaterRequestAttachments)
      .where(eq(heaterRequestAttachments.requestId, row.id));
    expect(claimed.map((a) => a.name).sort()).toEqual(['anh-bon.png', 'ban-ve-U.pdf']);

    const mails = await shop.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox);
    expect((await mailCount()) ?? 0).toBe((mailsBefore ?? 0) + 2);
    const buyer = mails.find((mail) => mail.to === 'khach@example.vn');
    expect(buyer?.subject).toContain(sent.body.data.number);
    expect(buyer?.text).toContain('Điện trở ống chữ U / W / thẳng');
    const staff = mails.find(
      (mail) => mail.to === 'kinhdoanh@example.vn' && mail.subject.includes(sent.body.data.number),
    );
    expect(staff?.text).toContain(`/dashboard/heater-requests/${row.id}`);
    expect(staff?.text).toContain('ban-ve-U.pdf');
  });

  it('without an e-mail mails the staff alone', async () => {
    const before = await mailCount();
    const sent = await submit(
      requestBody({ contact: { ...requestBody().contact, email: '' } }),
      undefined,
      {},
      'en',
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(
      `Request ${sent.body.data.number} sent. The shop will get back with a quote.`,
    );
    expect(await mailCount()).toBe((before ?? 0) + 1);
  });

  it('from a logged-in buyer carries their account', async () => {
    const sent = await submit(requestBody(), shopper);
    expect(sent.status).toBe(201);
    expect((await requestByNumber(sent.body.data.number)).userId).toBe(shopper.id);
  });

  it('replayed with its Idempotency-Key makes one request; the key with another body is refused', async () => {
    const key = randomUUID();
    const before = await requestCount();
    const first = await submit(requestBody(), undefined, { 'idempotency-key': key });
    const again = await submit(requestBody(), undefined, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.number).toBe(first.body.data.number);
    expect(await requestCount()).toBe((before ?? 0) + 1);

    const other = await submit(requestBody({ quantity: 21 }), undefined, {
      'idempotency-key': key,
    });
    expect(other.status).toBe(409);
    expect(await requestCount()).toBe((before ?? 0) + 1);
  });

  it('sent twice at once with one key still makes one request', async () => {
    const key = randomUUID();
    const before = await requestCount();
    const answers = await Promise.all([
      submit(requestBody(), undefined, { 'idempotency-key': key }),
      submit(requestBody(), undefined, { 'idempotency-key': key }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.data.number)).size).toBe(1);
    expect(await requestCount()).toBe((before ?? 0) + 1);
  });
});

describe('values that make no sense are refused and nothing is written', () => {
  let before: number | undefined;
  let mailsBefore: number | undefined;
  beforeEach(async () => {
    before = await requestCount();
    mailsBefore = await mailCount();
  });

  const refusals: [string, unknown, RegExp][] = [
    ['a negative diameter', { heater: { ...uHeater, tubeDiameterMm: -8 } }, /tubeDiameterMm/],
    ['a huge power', { heater: { ...uHeater, power: 1e12 } }, /power/],
    ['a power that is not a number', { heater: { ...uHeater, power: 'nhiều' } }, /power/],
    ['cold ends longer than the tube', { heater: { ...uHeater, coldEndMm: 480 } }, /coldEndMm/],
    [
      'a U bend tighter than its tube',
      { heater: { ...uHeater, legSpacingMm: 10 } },
      /legSpacingMm/,
    ],
    ['a zero quantity', { quantity: 0 }, /quantity/],
    ['a negative quantity', { quantity: -5 }, /quantity/],
    ['a huge quantity', { quantity: 1e9 }, /quantity/],
    ['a fractional quantity', { quantity: 1.5 }, /quantity/],
    ['an unknown kind', { heater: { kind: 'nuclear' } }, /kind/],
    [
      'a cartridge heated nowhere',
      {
        heater: {
          kind: 'cartridge',
          diameterMm: 12.5,
          sheathLengthMm: 160,
          unheatedLengthMm: 160,
          voltage: 380,
          power: 800,
          leadLengthMm: 300,
          leadInsulation: 'fiberglass',
          termination: 'straight_leads',
          thermocouple: false,
          medium: 'metal',
        },
      },
      /unheatedLengthMm/,
    ],
    [
      'a field the kind does not have',
      { heater: { ...uHeater, diameterMm: 10 } },
      /diameterMm|Unrecognized|unrecognized/,
    ],
    ['no phone', { contact: { name: 'An', phone: '' } }, /contact.phone|phone/],
    ['a bad tax code', { contact: { ...requestBody().contact, taxCode: '0101243151' } }, /taxCode/],
    ['a day not in the calendar', { wantedDate: '2027-02-30' }, /wantedDate/],
    ['a day in the past', { wantedDate: '2020-01-01' }, /./],
    ['an attachment nobody uploaded', { attachments: ['aaaaaaaaaaaaaaaaaaaaaaaa'] }, /./],
  ];
  for (const [what, overrides, field] of refusals) {
    it(what, async () => {
      const answer = await submit({ ...requestBody(), ...(overrides as object) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(field);
      expect(await requestCount()).toBe(before);
      expect(await mailCount()).toBe(mailsBefore);
    });
  }

  it('an attachment another request claimed is not claimed again', async () => {
    const drawing = await upload(datasheetPdf('Bản vẽ', {}), 'ban-ve.pdf');
    const first = await submit(requestBody({ attachments: [drawing.body.data._id] }));
    expect(first.status).toBe(201);
    const count1 = await requestCount();
    const second = await submit(requestBody({ attachments: [drawing.body.data._id] }));
    expect(second.status).toBe(400);
    expect(await requestCount()).toBe(count1);
  });
});

describe('attachments are judged by their bytes', () => {
  it('an executable named .pdf is refused and nothing is stored', async () => {
    const filesBefore = storedFiles().length;
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(4000, 0x90),
    ]);
    const answer = await upload(elf, 'ban-ve.pdf', 'application/pdf');
    expect(answer.status).toBe(415);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]);
    expect((await upload(exe, 'drawing.pdf')).status).toBe(415);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('a PNG signature glued to something else, an SVG and an empty file are refused', async () => {
    const glued = Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]);
    expect((await upload(glued, 'anh.png', 'image/png')).status).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    expect((await upload(svg, 'ban-ve.png', 'image/png')).status).toBe(415);
    expect((await upload(Buffer.alloc(0), 'empty.pdf')).status).toBe(415);
  });

  it('a file over the limit is refused with 413 and nothing is stored', async () => {
    const filesBefore = storedFiles().length;
    const pdf = datasheetPdf('To', {});
    const big = Buffer.concat([pdf, Buffer.alloc(HEATER_ATTACHMENT_MAX_BYTES, 0x20)]);
    const answer = await upload(big, 'to.pdf');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/MB/);
    expect(storedFiles().length).toBe(filesBefore);
  });
});

describe('the inbox is the order staff’s', () => {
  let requestId: string;
  let attachmentId: string;
  let number: string;

  beforeAll(async () => {
    const drawing = await upload(datasheetPdf('Bản vẽ W', {}), 'ban-ve-W.pdf');
    attachmentId = drawing.body.data._id;
    const sent = await submit(
      requestBody({
        attachments: [attachmentId],
        contact: { ...requestBody().contact, company: 'Xưởng Cơ Khí Đồng Nai' },
      }),
    );
    number = sent.body.data.number;
    requestId = (await requestByNumber(number)).id;
  });

  it('a guest, a shopper and catalogue staff read no request, no list and no file', async () => {
    const calls: [string, object][] = [
      ['/api/admin/heater-requests/list', {}],
      ['/api/admin/heater-requests/details', { requestId }],
      ['/api/admin/heater-requests/update', { requestId, status: 'declined' }],
    ];
    for (const [url, body] of calls) {
      expect((await callAs(shop.app, undefined, 'POST', url, body)).status).toBe(401);
      expect((await callAs(shop.app, shopper, 'POST', url, body)).status).toBe(403);
      expect((await callAs(shop.app, catalogueStaff, 'POST', url, body)).status).toBe(403);
    }
    const file = `/api/admin/heater-requests/attachments/${attachmentId}`;
    expect((await callAs(shop.app, undefined, 'GET', file)).status).toBe(401);
    expect((await callAs(shop.app, shopper, 'GET', file)).status).toBe(403);
    expect((await callAs(shop.app, catalogueStaff, 'GET', file)).status).toBe(403);
    expect((await requestByNumber(number)).status).toBe('new');
  });

  it('the public images route does not serve an attachment', async () => {
    for (const name of storedFiles()) {
      const response = await shop.app.inject({ method: 'GET', url: `/images/${name}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('the order staff find it by the company, read it and download its drawing', async () => {
    const list = await callAs<{
      data: {
        requests: { _id: string; number: string; attachmentCount: number }[];
        counts: Record<string, number>;
      };
    }>(shop.app, orderStaff, 'POST', '/api/admin/heater-requests/list', {
      q: 'xuong co khi dong nai',
    });
    expect(list.status).toBe(200);
    expect(list.body.data.requests.map((r) => r.number)).toEqual([number]);
    expect(list.body.data.requests[0]?.attachmentCount).toBe(1);
    expect(list.body.data.counts.new).toBeGreaterThan(0);

    const detail = await callAs<{
      data: {
        heater: Record<string, unknown>;
        attachments: { url: string }[];
        wattDensity: { wattsPerCm2: number; tooHigh: boolean; limit: number } | null;
        staff: { _id: string }[];
      };
    }>(shop.app, orderStaff, 'POST', '/api/admin/heater-requests/details', { requestId });
    expect(detail.status).toBe(200);
    expect(detail.body.data.heater).toMatchObject({ kind: 'tubular', shape: 'u' });
    // 2000 W over π × 0.8 cm × (2 × 40 + π × 4 / 2 − 2 × 5) cm ≈ 191.7 cm²: 10.43 W/cm², above
    // water's 9.
    expect(detail.body.data.wattDensity).toMatchObject({
      wattsPerCm2: 10.43,
      limit: 9,
      tooHigh: true,
    });
    expect(detail.body.data.staff.map((s) => s._id)).toEqual(
      expect.arrayContaining([owner.id, orderStaff.id]),
    );
    expect(detail.body.data.staff.map((s) => s._id)).not.toContain(catalogueStaff.id);

    const url = new URL(detail.body.data.attachments[0]?.url ?? '').pathname;
    const file = await shop.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${orderStaff.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="ban-ve-W.pdf"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the staff assign it, note it and mark it quoting; a shopper cannot be assigned', async () => {
    const refused = await callAs(
      shop.app,
      orderStaff,
      'POST',
      '/api/admin/heater-requests/update',
      {
        requestId,
        assignedTo: shopper.id,
      },
    );
    expect(refused.status).toBe(400);
    const updated = await callAs<{
      data: { status: string; assignedName: string; staffNotes: string };
    }>(shop.app, orderStaff, 'POST', '/api/admin/heater-requests/update', {
      requestId,
      status: 'quoting',
      assignedTo: orderStaff.id,
      staffNotes: 'Hỏi lại kích thước ren',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      status: 'quoting',
      assignedName: 'Trần Thị Đơn',
      staffNotes: 'Hỏi lại kích thước ren',
    });
    const quoting = await callAs<{ data: { requests: { number: string }[] } }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/heater-requests/list',
      { status: 'quoting' },
    );
    expect(quoting.body.data.requests.map((r) => r.number)).toContain(number);
  });

  it('an unknown request or a bad status is refused', async () => {
    const missing = await callAs(shop.app, owner, 'POST', '/api/admin/heater-requests/details', {
      requestId: 'ffffffffffffffffffffffff',
    });
    expect(missing.status).toBe(404);
    const bad = await callAs(shop.app, owner, 'POST', '/api/admin/heater-requests/update', {
      requestId,
      status: 'paid',
    });
    expect(bad.status).toBe(400);
    expect((await requestByNumber(number)).status).toBe('quoting');
  });
});

describe('a buyer’s own requests in their account', () => {
  type Mine = { data: { requests: { _id: string; number: string; status: string }[] } };

  it('lists the login’s requests, newest first, and never another buyer’s or a guest’s', async () => {
    const buyer = await makeShopper(shop, { name: 'Lê Văn Riêng' });
    const other = await makeShopper(shop, { name: 'Trần Thị Khác' });
    const first = await submit(requestBody({ quantity: 3 }), buyer);
    const second = await submit(requestBody({ quantity: 4 }), buyer);
    const others = await submit(requestBody({ quantity: 5 }), other);
    const guests = await submit(
      requestBody({ contact: { ...requestBody().contact, email: 'rieng@example.vn' } }),
    );
    expect([first, second, others, guests].map((sent) => sent.status)).toEqual([
      201, 201, 201, 201,
    ]);

    const mine = await callAs<Mine>(shop.app, buyer, 'GET', '/api/heater-requests/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data.requests.map((request) => request.number)).toEqual([
      second.body.data.number,
      first.body.data.number,
    ]);
    expect(mine.body.data.requests[0]).toMatchObject({
      kind: 'tubular',
      quantity: 4,
      status: 'new',
      wantedDate: '',
    });

    const theirs = await callAs<Mine>(shop.app, other, 'GET', '/api/heater-requests/mine');
    expect(theirs.body.data.requests.map((request) => request.number)).toEqual([
      others.body.data.number,
    ]);
  });

  it('shows the status the staff set', async () => {
    const buyer = await makeShopper(shop, { name: 'Võ Văn Chờ' });
    const sent = await submit(requestBody(), buyer);
    const row = await requestByNumber(sent.body.data.number);
    const moved = await callAs(shop.app, orderStaff, 'POST', '/api/admin/heater-requests/update', {
      requestId: row.id,
      status: 'quoting',
    });
    expect(moved.status).toBe(200);
    const mine = await callAs<Mine>(shop.app, buyer, 'GET', '/api/heater-requests/mine');
    expect(mine.body.data.requests).toEqual([
      expect.objectContaining({ _id: row.id, status: 'quoting' }),
    ]);
  });

  it('a guest gets 401 and a forged token reads nothing', async () => {
    expect((await callAs(shop.app, undefined, 'GET', '/api/heater-requests/mine')).status).toBe(
      401,
    );
    const forged = await shop.app.inject({
      method: 'GET',
      url: '/api/heater-requests/mine',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('the inbox by assignee', () => {
  type List = { data: { requests: { _id: string; assignedName: string }[]; totalCount: number } };
  const list = (who: Shopper, body: object) =>
    callAs<List>(shop.app, who, 'POST', '/api/admin/heater-requests/list', body);

  it('“me” is the caller’s own requests and “none” those given to nobody', async () => {
    const mineSent = await submit(requestBody({ quantity: 7 }));
    const freeSent = await submit(requestBody({ quantity: 8 }));
    const mine = await requestByNumber(mineSent.body.data.number);
    const free = await requestByNumber(freeSent.body.data.number);
    const assigned = await callAs(
      shop.app,
      orderStaff,
      'POST',
      '/api/admin/heater-requests/update',
      {
        requestId: mine.id,
        assignedTo: orderStaff.id,
      },
    );
    expect(assigned.status).toBe(200);

    const ids = (answer: { body: List }) => answer.body.data.requests.map((r) => r._id);
    const staffOwn = await list(orderStaff, { assignee: 'me' });
    expect(staffOwn.status).toBe(200);
    expect(ids(staffOwn)).toContain(mine.id);
    expect(ids(staffOwn)).not.toContain(free.id);
    expect(staffOwn.body.data.requests.every((r) => r.assignedName !== '')).toBe(true);

    const nobodys = await list(orderStaff, { assignee: 'none' });
    expect(ids(nobodys)).toContain(free.id);
    expect(ids(nobodys)).not.toContain(mine.id);

    // The owner's own are not the order staff's.
    expect(ids(await list(owner, { assignee: 'me' }))).not.toContain(mine.id);
    expect(ids(await list(orderStaff, { assignee: '' }))).toEqual(
      expect.arrayContaining([mine.id, free.id]),
    );
  });

  it('an unknown assignee filter is refused, and other roles still read nothing', async () => {
    const bad = await callAs<{ message: string }>(
      shop.app,
      orderStaff,
      'POST',
      '/api/admin/heater-requests/list',
      { assignee: orderStaff.id },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('assignee');
    expect((await list(catalogueStaff, { assignee: 'me' })).status).toBe(403);
    expect((await list(shopper, { assignee: 'me' })).status).toBe(403);
  });
});
