import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@shop/contract/endpoints';
import {
  endpointSchemas,
  staffMayUse,
  type EndpointName,
  type StaffArea,
  type StaffRole,
} from '@shop/contract';
import type { AuthLevel } from '@shop/contract/endpoints';
import { makeAdmin, makeShopper } from './shop-fixtures';
import { makeStaff } from './staff-fixtures';
import { createTestShop, type TestShop } from './test-shop';
import { multipartFile } from './user-fixtures';

// Who may call what, proven from the endpoint table itself: every row, as a visitor, a shopper,
// an admin (the owner) and each other staff role, gets the answer its `auth` level (and an admin
// row's staff `area`) says. The rows and their levels are read from the
// contract (the rows and endpoint-schemas), so a new row is walked here without a line written.
// Each call carries a request the route refuses for its shape once the guard let it through, so a
// call that is allowed changes nothing and a refusal can only be the guard's.

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

type Caller = 'anonymous' | 'shopper' | 'admin' | 'orderStaff' | 'catalogueStaff';
const callers: readonly Caller[] = [
  'anonymous',
  'shopper',
  'admin',
  'orderStaff',
  'catalogueStaff',
];
const STAFF_ROLE_OF: Partial<Record<Caller, StaffRole>> = {
  admin: 'OWNER',
  orderStaff: 'ORDERS',
  catalogueStaff: 'CATALOGUE',
};

/** What the auth level (and an admin row's area) promises each caller. */
function expected(
  auth: AuthLevel,
  area: StaffArea | undefined,
  caller: Caller,
): 'allowed' | 401 | 403 {
  if (auth === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (auth !== 'admin') return 'allowed';
  const role = STAFF_ROLE_OF[caller];
  return role !== undefined && staffMayUse(role, area) ? 'allowed' : 403;
}

/** The answers of the login guard (apps/api/src/http/auth.ts). */
const GUARD_MESSAGES = [
  'Please login to continue',
  'This login has ended; please login again',
  'You do not have permission to do this',
];

const rows = (Object.keys(endpointSchemas) as EndpointName[]).map((name) => ({
  name,
  row: endpoints[name],
  schemas: endpointSchemas[name],
}));

let addressCounter = 0;
/** Each call from its own address, so a per-address limit never answers instead. */
const nextAddress = () =>
  `198.18.${String(Math.floor(addressCounter / 250))}.${String((addressCounter++ % 250) + 1)}`;

/** A request the row refuses for its shape alone, or (rows that take nothing) a plain call. */
function requestFor({ row, schemas }: (typeof rows)[number]) {
  if (row.file !== undefined) {
    const misplaced = multipartFile('not-the-field', 'a.png', 'image/png', Buffer.from('png'));
    return { url: row.path, payload: misplaced.payload, headers: misplaced.headers };
  }
  if (schemas.request === undefined) return { url: row.path, headers: {} };
  if (row.method === 'GET') {
    // Each field of the query twice arrives as a list, which no field of a query takes.
    const fields = Object.keys((schemas.request as unknown as { shape: object }).shape);
    const query = fields.flatMap((field) => [`${field}=a`, `${field}=b`]).join('&');
    return { url: `${row.path}?${query}`, headers: {} };
  }
  return {
    url: row.path,
    payload: '"not an object"',
    headers: { 'content-type': 'application/json' },
  };
}

async function call(entry: (typeof rows)[number], caller: Caller) {
  // A new account for each call: a call that ends its login (log out) touches nothing else.
  const token =
    caller === 'anonymous'
      ? undefined
      : (caller === 'admin'
          ? await makeAdmin(shop)
          : caller === 'shopper'
            ? await makeShopper(shop)
            : await makeStaff(shop, caller === 'orderStaff' ? 'ORDERS' : 'CATALOGUE')
        ).token;
  const request = requestFor(entry);
  const response = await shop.app.inject({
    method: entry.row.method,
    url: request.url,
    remoteAddress: nextAddress(),
    headers: {
      ...request.headers,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...('idempotent' in entry.schemas
        ? { 'idempotency-key': `guard-walk-${String(addressCounter)}-key` }
        : {}),
    },
    ...('payload' in request ? { payload: request.payload } : {}),
  });
  // A file answer (the catalogue's CSV) carries no message; every other answer is JSON.
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const body = json ? response.json<{ message?: unknown }>() : {};
  return { status: response.statusCode, message: body.message };
}

const areaOf = (entry: (typeof rows)[number]): StaffArea | undefined =>
  (entry.schemas as { area?: StaffArea }).area;

describe('every row of the endpoint table answers each caller as its auth level says', () => {
  const cases = rows.flatMap((entry) =>
    callers.map((caller) => ({
      label: `${entry.name} (${entry.schemas.auth}${areaOf(entry) ? `, ${String(areaOf(entry))}` : ''}) as ${caller}`,
      entry,
      caller,
      expectation: expected(entry.schemas.auth, areaOf(entry), caller),
    })),
  );

  it.each(cases)('$label', async ({ entry, caller, expectation }) => {
    const answer = await call(entry, caller);
    const what = `${entry.row.method} ${entry.row.path} as ${caller}: ${JSON.stringify(answer)}`;
    if (expectation === 401) {
      expect(answer, what).toEqual({ status: 401, message: 'Please login to continue' });
    } else if (expectation === 403) {
      expect(answer, what).toEqual({
        status: 403,
        message: 'You do not have permission to do this',
      });
    } else {
      // Past the guard: never its refusal. A public row may still ask for a credential of its
      // own (the refresh token's cookie) with a 401 of its own words.
      expect(answer.status, what).not.toBe(403);
      expect(GUARD_MESSAGES, what).not.toContain(answer.message);
      if (answer.status === 401) expect(entry.schemas.auth, what).toBe('public');
    }
  });

  it('walks every row, and every row is served by the app', () => {
    expect(cases).toHaveLength(rows.length * callers.length);
    const levels = new Set(rows.map(({ schemas }) => schemas.auth));
    expect([...levels].sort()).toEqual(['admin', 'public', 'user']);
    for (const { name, row } of rows) {
      expect(shop.app.hasRoute({ method: row.method, url: row.path }), name).toBe(true);
    }
  });
});
