import type { Prng } from './prng';

/** One generated request, ready for `app.inject`. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /** Which generator made it, for the report and for a failure's message. */
  kind: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ONE_MB = 1024 * 1024;
const HUGE_STRING = 'Đ'.repeat(ONE_MB / 2); // 1 MB of UTF-8: over Fastify's body limit with JSON around it
const LARGE_STRING = 'x'.repeat(200_000);

/** Values that are the wrong type for almost any field. */
const WRONG_TYPES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  ' ',
  'a',
  [],
  [1, 2],
  {},
  { $gt: '' },
  { _id: 'ffffffffffffffffffffffff' },
  ['ffffffffffffffffffffffff'],
  '[object Object]',
];

/** Numbers at the edges: huge, negative, fractional, unsafe, tiny. */
const EDGE_NUMBERS: number[] = [
  -1,
  0,
  -0,
  0.5,
  1.0000001,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
];

/** Raw JSON number text JSON.stringify could never produce (1e999 parses to Infinity). */
const RAW_NUMBERS = [
  '1e999',
  '-1e999',
  '9007199254740993',
  '1E+400',
  '-0.0e-0',
  '1' + '0'.repeat(400),
];

/** Strings that look like numbers, or like things a server might interpret. */
const NAN_LIKE: string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x1F',
  '  12',
  '１２',
  '12abc',
  '-5',
  '1.5',
  '99999999999999999999999999',
  '',
  'null',
  'undefined',
  'true',
];

/** Text that has broken parsers, SQL, paths and templates elsewhere. */
const NASTY_STRINGS: string[] = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff\ufffe',
  '‮gnp.exe',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '<script>alert(1)</script>',
  '💥'.repeat(300),
  'Ðiện trở'.normalize('NFD'),
  '\r\nSet-Cookie: x=1',
  'a'.repeat(10_000),
];

const BAD_JSON: string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\ufeff{"a":1}',
  'NaN',
  'undefined',
  '{"a":undefined}',
  '{"a":0x10}',
  '{"a":"\\x41"}',
  '{"a":"unterminated}',
  '{"a":01}',
  '[1,2',
  '{"__proto__":',
  '\u0000',
  '{"a":"\\ud800"}',
  ' ',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'multipart/form-data',
  'application/vnd.api+json',
  'application/json, text/plain',
  'invalid',
  '',
];

const PROTO_BODIES = [
  (base: string) => base.replace(/^\{/, '{"__proto__":{"isAdmin":true,"role":"ADMIN"},'),
  (base: string) => base.replace(/^\{/, '{"constructor":{"prototype":{"polluted":"yes"}},'),
  (base: string) => base.replace(/^\{/, '{"__proto__":{"__proto__":{"polluted":1}},'),
  (base: string) => base.replace(/^\{/, '{"prototype":{"polluted":1},"hasOwnProperty":"x",'),
  (base: string) => `{"nested":{"__proto__":{"polluted":true}},${base.slice(1)}`,
  (base: string) =>
    `{"more_details":{"__proto__":"x","constructor":{"prototype":{"p":1}}},${base.slice(1)}`,
];

function clone(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

function keysOf(body: Json): string[] {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
}

/** A JSON body, then a raw text that replaces `"__FUZZ__"` in it (for values JSON cannot spell). */
function jsonWithRaw(body: Json, raw: string): string {
  return JSON.stringify(body).replace('"__FUZZ__"', raw);
}

function setField(rng: Prng, base: Json, value: Json): Json {
  const body = clone(base);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return value;
  const keys = Object.keys(body);
  const key = keys.length > 0 && rng.chance(0.85) ? rng.pick(keys) : rng.pick(['x', '_id', 'id']);
  body[key] = value;
  return body;
}

function deepNesting(rng: Prng): string {
  const depth = rng.pick([64, 1_000, 10_000, 100_000, 400_000]);
  return rng.chance(0.5)
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function multipartBody(
  rng: Prng,
  field: string,
): { payload: Buffer; contentType: string; label: string } {
  const boundary = `----fuzz${rng.int(100_000, 999_999)}`;
  const part = (name: string, filename: string | undefined, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename === undefined ? '' : `; filename="${filename}"`) +
          `\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const type = `multipart/form-data; boundary=${boundary}`;
  const junk = Buffer.from(Array.from({ length: rng.int(0, 4096) }, () => rng.int(0, 255)));
  const variants: (() => { payload: Buffer; contentType: string; label: string })[] = [
    () => ({
      payload: Buffer.concat([part(field, 'a.png', 'image/png', junk), end]),
      contentType: type,
      label: 'random bytes named .png',
    }),
    () => ({
      payload: Buffer.concat([part(field, 'a.png', 'image/png', junk)]),
      contentType: type,
      label: 'no closing boundary',
    }),
    () => ({
      payload: Buffer.concat([part(field, 'a.png', 'image/png', junk), end]),
      contentType: 'multipart/form-data',
      label: 'no boundary parameter',
    }),
    () => ({
      payload: Buffer.concat([part(field, 'a.png', 'image/png', junk), end]),
      contentType: 'multipart/form-data; boundary=somethingelse',
      label: 'wrong boundary',
    }),
    () => ({
      payload: Buffer.concat([
        part(field, 'a.png', 'image/png', junk),
        part(field, 'b.png', 'image/png', junk),
        end,
      ]),
      contentType: type,
      label: 'two files',
    }),
    () => ({
      payload: Buffer.concat([part('other', 'a.png', 'image/png', junk), end]),
      contentType: type,
      label: 'file in another field',
    }),
    () => ({
      payload: Buffer.concat([
        part(field, undefined, 'text/plain', Buffer.from('not a file')),
        end,
      ]),
      contentType: type,
      label: 'a text field, no file',
    }),
    () => ({
      payload: Buffer.concat([
        part('note', undefined, 'text/plain', Buffer.from('x'.repeat(20_000))),
        part(field, 'a.png', 'image/png', junk),
        end,
      ]),
      contentType: type,
      label: 'oversized text field',
    }),
    () => ({
      payload: Buffer.concat(
        Array.from({ length: 20 }, (_, i) =>
          part(`f${i}`, undefined, 'text/plain', Buffer.from('v')),
        ).concat(end),
      ),
      contentType: type,
      label: 'too many parts',
    }),
    () => ({
      payload: end,
      contentType: type,
      label: 'empty multipart',
    }),
    () => ({
      payload: Buffer.concat([
        part(field, '../../../etc/passwd\u0000.png', 'image/svg+xml', Buffer.from('<svg/>')),
        end,
      ]),
      contentType: type,
      label: 'svg with a path in its name',
    }),
    () => ({
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\n`),
      contentType: type,
      label: 'part without a name',
    }),
  ];
  return rng.pick(variants)();
}

export interface GenerateOptions {
  method: string;
  url: string;
  base: Json;
  /** The multipart field of an upload route; undefined for JSON routes. */
  fileField: string | undefined;
  auth: Record<string, string>;
}

/** One malformed request against a route: a generator chosen at random, applied to a valid body. */
export function generateRequest(rng: Prng, options: GenerateOptions): FuzzRequest {
  const { method, url, base, fileField, auth } = options;
  const json = (body: Json, kind: string): FuzzRequest => ({
    method,
    url,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    kind,
  });
  const raw = (payload: string | Buffer, contentType: string, kind: string): FuzzRequest => ({
    method,
    url,
    headers: { ...auth, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
    kind,
  });

  const generators: [number, () => FuzzRequest][] = [
    [3, () => json(base, 'valid body')],
    [12, () => json(setField(rng, base, rng.pick(WRONG_TYPES)), 'wrong type')],
    [
      8,
      () => {
        const body: Json =
          base !== null && typeof base === 'object' && !Array.isArray(base)
            ? Object.fromEntries(Object.entries(base).filter(() => rng.chance(0.5)))
            : base;
        return json(body, 'missing fields');
      },
    ],
    [
      6,
      () => {
        const body = clone(base);
        const extra: Record<string, Json> = {
          role: 'ADMIN',
          status: 'Active',
          verify_email: true,
          userId: 'ffffffffffffffffffffffff',
          price: 1,
          stock: 999_999,
          isAdmin: true,
          [`x${rng.int(0, 999)}`]: rng.pick(WRONG_TYPES),
        };
        const withExtra =
          body !== null && typeof body === 'object' && !Array.isArray(body)
            ? { ...body, ...extra }
            : extra;
        return json(withExtra, 'extra fields');
      },
    ],
    [
      4,
      () =>
        rng.chance(0.3)
          ? json(setField(rng, base, HUGE_STRING), 'huge string (1 MB)')
          : json(setField(rng, base, LARGE_STRING), 'large string (200 kB)'),
    ],
    [
      8,
      () =>
        rng.chance(0.6)
          ? json(setField(rng, base, rng.pick(EDGE_NUMBERS)), 'edge number')
          : raw(
              jsonWithRaw(setField(rng, base, '__FUZZ__'), rng.pick(RAW_NUMBERS)),
              'application/json',
              'number JSON cannot hold',
            ),
    ],
    [6, () => json(setField(rng, base, rng.pick(NAN_LIKE)), 'NaN-like string')],
    [6, () => json(setField(rng, base, rng.pick(NASTY_STRINGS)), 'nasty string')],
    [8, () => raw(rng.pick(BAD_JSON), 'application/json', 'bad JSON')],
    [
      6,
      () =>
        raw(
          rng.chance(0.5) ? JSON.stringify(base) : 'a=1&b[c]=2&__proto__[x]=1',
          rng.pick(CONTENT_TYPES),
          'wrong content type',
        ),
    ],
    [
      6,
      () => {
        const text = JSON.stringify(keysOf(base).length > 0 ? base : { a: 1 });
        return raw(rng.pick(PROTO_BODIES)(text), 'application/json', 'prototype-pollution keys');
      },
    ],
    [4, () => raw(deepNesting(rng), 'application/json', 'deep nesting')],
    [
      3,
      () =>
        raw(
          jsonWithRaw(setField(rng, base, '__FUZZ__'), deepNesting(rng)),
          'application/json',
          'deep nesting in a field',
        ),
    ],
    [
      4,
      () =>
        json(
          rng.pick<Json>([[], [base], 'text', 42, null, true, [[[]]]]),
          'body that is not an object',
        ),
    ],
    [
      3,
      () =>
        rng.chance(0.5)
          ? raw('', 'application/json', 'empty JSON body')
          : { method, url, headers: auth, payload: undefined, kind: 'no body' },
    ],
    [
      fileField ? 16 : 3,
      () => {
        const body = multipartBody(rng, fileField ?? 'image');
        return raw(body.payload, body.contentType, `bad multipart: ${body.label}`);
      },
    ],
    [
      3,
      () => ({
        ...json(base, 'odd headers'),
        headers: {
          ...auth,
          'content-type': 'application/json',
          'idempotency-key': rng.pick(['', ' ', 'kl\u00fcch', 'a'.repeat(300), 'k\tk', '{}']),
          'x-request-id': rng.pick(['../../x', 'a'.repeat(500), '<script>']),
          cookie: rng.pick(['accessToken=', 'accessToken=null', 'refreshToken=%ZZ', ';;;=']),
        },
      }),
    ],
    [
      3,
      () => ({
        ...json(base, 'query-string junk'),
        url: `${url}?${rng.pick([
          '__proto__[polluted]=1',
          'constructor[prototype][polluted]=1',
          'a[b][c][d][e][f]=1',
          `q=${'%'.repeat(100)}`,
          'page=-1&limit=1e9',
        ])}`,
      }),
    ],
  ];
  const total = generators.reduce((sum, [weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [weight, generate] of generators) {
    roll -= weight;
    if (roll < 0) return generate();
  }
  return json(base, 'valid body');
}

export type { Json };
