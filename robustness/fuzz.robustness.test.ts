import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS } from '../apps/api/test/shop-fixtures';
import { generateRequest, type FuzzRequest, type Json } from './support/fuzz-requests';
import {
  changedTables,
  makeWorld,
  routesOf,
  snapshotDatabase,
  type RouteEntry,
  type TableState,
  type World,
} from './support/in-process-shop';
import { SHORT } from './support/paths';
import { Prng, runSeed } from './support/prng';

/**
 * At least 10,000 generated malformed requests, spread evenly over every route the app has, as an
 * anonymous caller, a shopper and an admin. No answer may be a 5xx, every API refusal must be the
 * JSON envelope, and the database must be exactly as it was after every run of refused requests.
 */

const REQUESTS = SHORT ? 10_000 : 30_000;
// How often the database is compared with its last known state (a snapshot costs a few ms).
const CHECK_EVERY = 50;
const MISSING_ID = 'ffffffffffffffffffffffff';

let world: World;

beforeAll(async () => {
  world = await makeWorld();
});

afterAll(async () => {
  await world.shop.close();
});

/** A valid body per route, for the generators to break; a route not listed here starts from {}. */
function validBodies(w: World): Map<string, Json> {
  const image = 'https://cdn.example/heater.png';
  const password = 'correct horse battery';
  return new Map<string, Json>([
    ['POST /api/subcategory/get', {}],
    ['POST /api/product/get-product-by-category', { id: w.categoryId }],
    [
      'POST /api/product/get-pruduct-by-category-and-subcategory',
      { categoryId: w.categoryId, subCategoryId: w.subCategoryId, page: 1, limit: 8 },
    ],
    ['POST /api/product/search-product', { search: 'dien tro', page: 1, limit: 10 }],
    ['POST /api/product/get', { page: 1, limit: 12, search: '' }],
    ['POST /api/product/get-product-details', { productId: w.productId }],
    ['POST /api/category/add-category', { name: 'Quạt công nghiệp', image }],
    ['PUT /api/category/update', { _id: MISSING_ID, name: 'Quạt', image }],
    ['DELETE /api/category/delete', { _id: MISSING_ID }],
    ['POST /api/subcategory/create', { name: 'Quạt hút', image, category: [w.categoryId] }],
    [
      'PUT /api/subcategory/update',
      { _id: MISSING_ID, name: 'Quạt hút', image, category: [w.categoryId] },
    ],
    ['DELETE /api/subcategory/delete', { _id: MISSING_ID }],
    [
      'POST /api/product/create',
      {
        name: 'Điện trở đuôi cá',
        image: [image],
        category: [w.categoryId],
        subCategory: [w.subCategoryId],
        unit: 'cái',
        stock: '10',
        price: '12000',
        discount: '5',
        description: 'Điện trở',
        more_details: { 'Công suất': '2kW' },
      },
    ],
    ['PUT /api/product/update-product-details', { _id: MISSING_ID, price: '13000' }],
    ['DELETE /api/product/delete-product', { _id: MISSING_ID }],
    ['POST /api/cart/create', { productId: w.productId }],
    ['PUT /api/cart/update-qty', { _id: w.cartLineId, qty: 3 }],
    ['DELETE /api/cart/delete-cart-item', { _id: MISSING_ID }],
    ['POST /api/address/create', ADDRESS_FIELDS],
    ['PUT /api/address/update', { _id: w.addressId, ...ADDRESS_FIELDS }],
    ['DELETE /api/address/disable', { _id: MISSING_ID }],
    // A wrong total: the body is well-formed but the order is refused with 409.
    ['POST /api/order/cash-on-delivery', { addressId: w.addressId, totalAmt: 1, list_items: [] }],
    ['POST /api/order/checkout', { addressId: w.addressId, totalAmt: 1 }],
    [
      'POST /api/user/register',
      { name: 'An', email: 'fuzz@example.com', password, confirmPassword: password },
    ],
    ['POST /api/user/login', { email: 'nobody@example.com', password }],
    [
      'PUT /api/user/update-user',
      { name: 'An', email: 'fuzz.update@example.com', mobile: '0901234567' },
    ],
    // E-mails of no account: a code row for a real one would make refused guesses write (attempts).
    ['PUT /api/user/forgot-password', { email: 'nobody@example.com' }],
    ['PUT /api/user/verify-forgot-password-otp', { email: 'nobody@example.com', otp: '123456' }],
    [
      'PUT /api/user/reset-password',
      { email: 'nobody@example.com', newPassword: password, confirmPassword: password },
    ],
    ['POST /sandbox/checkout/:sessionId', { action: 'pay' }],
    [
      'POST /api/order/webhook/sandbox',
      { id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } },
    ],
  ]);
}

const FILE_FIELDS = new Map([
  ['POST /api/file/upload', 'image'],
  ['PUT /api/user/upload-avatar', 'avatar'],
]);

const PATH_JUNK = [
  'cs_sandbox_00000000000000000000000000000000',
  'x'.repeat(101),
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '%E2%80%AE',
  '__proto__',
  'constructor',
  "'%20OR%201=1",
  '%',
];

function concretePath(rng: Prng, path: string): string {
  return path
    .replace(/:[A-Za-z]+/g, () => rng.pick(PATH_JUNK))
    .replace('*', () => rng.pick(PATH_JUNK));
}

function authHeaders(rng: Prng, w: World): Record<string, string> {
  const roll = rng.next();
  if (roll < 0.25) return {};
  if (roll < 0.6) return { authorization: `Bearer ${w.shopper.token}` };
  if (roll < 0.95) return { authorization: `Bearer ${w.admin.token}` };
  return {
    authorization: rng.pick([
      'Bearer ',
      'Bearer null',
      `Bearer ${w.admin.token.slice(0, -3)}abc`,
      `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      `Bearer ${'a'.repeat(5_000)}`,
    ]),
  };
}

// The catalogue's reads are POSTs (the contract's shape); they never write.
const READ_ONLY_POSTS = new Set([
  '/api/subcategory/get',
  '/api/product/get',
  '/api/product/get-product-by-category',
  '/api/product/get-pruduct-by-category-and-subcategory',
  '/api/product/search-product',
  '/api/product/get-product-details',
]);

/** Whether a request to this route may write (reads never do; logout revokes tokens). */
function mayWrite(method: string, path: string): boolean {
  if (method === 'POST' && READ_ONLY_POSTS.has(path)) return false;
  return !['GET', 'HEAD', 'OPTIONS'].includes(method) || path === '/api/user/logout';
}

interface Sent {
  request: FuzzRequest;
  status: number;
}

describe('fuzzing every route with malformed requests', () => {
  it('answers no 5xx, refuses in the envelope, and leaves the database unchanged by refusals', async () => {
    const seed = runSeed(20_260_101);
    const rng = new Prng(seed);
    const { app, db } = world.shop;
    const routes: RouteEntry[] = routesOf(app.printRoutes({ commonPrefix: false }));
    const bodies = validBodies(world);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

    const byStatus = new Map<number, number>();
    const byKind = new Map<string, number>();
    const perRoute = new Map<string, number>();
    const serverErrors: string[] = [];
    const notEnvelope: string[] = [];
    const writesByRefusals: string[] = [];
    let baseline: Map<string, TableState> = await snapshotDatabase(db);
    let sinceBaseline: Sent[] = [];
    let rebaselines = 0;
    let unsendable = 0;
    const startedAt = Date.now();

    let snapshotMs = 0;
    let checks = 0;
    const compareWithBaseline = async () => {
      if (sinceBaseline.length === 0) return;
      const snapshotStart = performance.now();
      const now = await snapshotDatabase(db);
      snapshotMs += performance.now() - snapshotStart;
      checks += 1;
      const changed = changedTables(baseline, now);
      if (changed.length > 0) {
        writesByRefusals.push(
          `${changed.join(', ')} changed after refused requests: ` +
            sinceBaseline
              .slice(-10)
              .map((s) => `${s.request.method} ${s.request.url} [${s.request.kind}] ${s.status}`)
              .join('; '),
        );
        baseline = now;
      }
      sinceBaseline = [];
    };

    for (let n = 0; n < REQUESTS; n += 1) {
      const route = routes[n % routes.length];
      if (!route) throw new Error('no routes');
      const routeKey = `${route.method} ${route.path}`;
      const writeRoute = mayWrite(route.method, route.path);
      // Before a request that could be accepted as a write, check that the refused ones before it
      // wrote nothing: afterwards their effects could no longer be told from its own.
      if (writeRoute) await compareWithBaseline();
      const request = generateRequest(rng, {
        method: route.method,
        url: concretePath(rng, route.path),
        base: bodies.get(routeKey) ?? {},
        fileField: FILE_FIELDS.get(routeKey),
        auth: authHeaders(rng, world),
      });
      let response;
      try {
        response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          // Every request from its own address, so per-IP rate limits do not hide the validation.
          remoteAddress: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
      } catch {
        // A header no HTTP client could send (light-my-request refuses it before the app sees it).
        unsendable += 1;
        continue;
      }
      const status = response.statusCode;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      byKind.set(request.kind, (byKind.get(request.kind) ?? 0) + 1);
      perRoute.set(routeKey, (perRoute.get(routeKey) ?? 0) + 1);
      const label = `${request.method} ${request.url.slice(0, 120)} [${request.kind}]`;
      if (status >= 500) {
        const distinct = `${routeKey} [${request.kind}] → ${status}`;
        if (!serverErrors.includes(distinct)) serverErrors.push(distinct);
      }
      const apiRefusal =
        status >= 400 &&
        request.method !== 'HEAD' &&
        request.url.startsWith('/api/') &&
        !request.url.startsWith('/api/docs');
      if (apiRefusal) {
        let envelope: unknown;
        try {
          envelope = JSON.parse(response.body);
        } catch {
          envelope = undefined;
        }
        const ok =
          typeof envelope === 'object' &&
          envelope !== null &&
          (envelope as Record<string, unknown>)['success'] === false;
        if (!ok) notEnvelope.push(`${label} → ${status} ${response.body.slice(0, 120)}`);
      }

      if (status < 400 && writeRoute) {
        // An accepted write: its result is the new state that refusals must leave alone.
        baseline = await snapshotDatabase(db);
        rebaselines += 1;
      } else {
        sinceBaseline.push({ request, status });
        if (sinceBaseline.length >= CHECK_EVERY) await compareWithBaseline();
      }
    }
    await compareWithBaseline();

    const seconds = (Date.now() - startedAt) / 1000;
    const sent = [...byStatus.values()].reduce((a, b) => a + b, 0);
    process.stdout.write(
      `fuzz: seed ${seed}, ${sent} requests over ${routes.length} routes in ${seconds.toFixed(0)} s ` +
        `(${unsendable} unsendable), statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}, ` +
        `${rebaselines} accepted writes re-baselined, ${checks} database comparisons ` +
        `(${(snapshotMs / Math.max(checks, 1)).toFixed(1)} ms each)\n` +
        `fuzz: by generator ${JSON.stringify(Object.fromEntries(byKind))}\n`,
    );

    expect(serverErrors).toEqual([]);
    expect(notEnvelope.slice(0, 20)).toEqual([]);
    expect(writesByRefusals).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // Every route got its share (the upload and order routes included).
    for (const route of routes) {
      expect(perRoute.get(`${route.method} ${route.path}`) ?? 0).toBeGreaterThan(
        REQUESTS / routes.length / 2,
      );
    }
  });
});
