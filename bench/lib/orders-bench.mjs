// The admin's order screens at scale: 100,000 orders written straight into PostgreSQL (one
// generate_series statement each for customers, orders and lines), then the admin order list
// (filters, searches, sorts) and the dashboard's figures timed one request at a time.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { percentile, postJson, timeEach } from './load.mjs';

const PASSWORD = 'bench-admin-password';
const agent = new http.Agent({ keepAlive: true });

/**
 * GETs JSON with a Bearer token.
 * @param {string} url @param {string} token
 * @returns {Promise<{ status: number, json: any }>}
 */
function getJson(url, token) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'GET', agent, timeout: 30_000, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Writes `count` orders spread over the last 365 days, with 1 to 3 lines of catalogue products
 * each, across 2,000 customers; every status and payment the lifecycle allows appears.
 * @param {pg.Client} client @param {number} count @param {string} run
 */
export async function seedOrders(client, count, run) {
  await client.query(
    `INSERT INTO users (name, email, password_hash, mobile)
     SELECT (ARRAY['Nguyễn','Trần','Lê','Phạm','Hoàng','Huỳnh','Võ','Đặng'])[1 + i % 8]
              || ' ' || (ARRAY['Văn','Thị','Minh','Ngọc'])[1 + i % 4]
              || ' ' || (ARRAY['An','Bình','Cường','Dũng','Hoa','Lan','Tuấn','Yến'])[1 + (i / 8) % 8]
              || ' ' || i,
            'bench-order-' || $1 || '-' || i || '@example.com', 'x',
            '09' || lpad((i * 7919 % 100000000)::text, 8, '0')
     FROM generate_series(1, 2000) AS i`,
    [run],
  );
  // Fulfilment and payment drawn together from the pairs the lifecycle can reach.
  await client.query(
    `WITH customers AS (
       SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-order-' || $1 || '-%'
     ), states(n, status, method, payment) AS (
       VALUES (0, 'placed', 'cash_on_delivery', 'unpaid'), (1, 'confirmed', 'cash_on_delivery', 'unpaid'),
              (2, 'shipped', 'cash_on_delivery', 'unpaid'), (3, 'delivered', 'cash_on_delivery', 'paid'),
              (4, 'delivered', 'cash_on_delivery', 'unpaid'), (5, 'cancelled', 'cash_on_delivery', 'unpaid'),
              (6, 'placed', 'online', 'paid'), (7, 'shipped', 'online', 'paid'),
              (8, 'delivered', 'online', 'paid'), (9, 'cancelled', 'online', 'failed'),
              (10, 'pending_payment', 'online', 'pending'), (11, 'delivered', 'online', 'refunded')
     )
     INSERT INTO orders (id, order_number, user_id, status, payment_method, payment_status,
                         delivery_address, sub_total_amt, total_amt, created_at,
                         customer_name, customer_email, customer_phone)
     SELECT 'ba' || lpad(to_hex(i), 22, '0'), 'BENCH-' || $1 || '-' || i, u.id, s.status, s.method, s.payment,
            jsonb_build_object('address_line', i || ' Đường số 7', 'city', 'Bình Tân',
                               'state', 'Hồ Chí Minh', 'country', 'Việt Nam', 'pincode', '700000',
                               'mobile', u.mobile),
            t.total, t.total, now() - (i % 365) * interval '1 day' - (i * 37 % 86400) * interval '1 second',
            u.name, u.email, u.mobile
     FROM generate_series(1, $2::integer) AS i
     CROSS JOIN customers c
     JOIN users u ON u.id = c.ids[1 + (i * 31) % array_length(c.ids, 1)]
     JOIN states s ON s.n = (i * 7) % 12
     CROSS JOIN LATERAL (SELECT (50 + (i * 7919) % 5000) * 1000 AS total) t`,
    [run, count],
  );
  await client.query(
    `WITH catalogue AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM products LIMIT 500) p)
     INSERT INTO order_lines (order_id, position, product_id, name, unit, unit_price, discount,
                              quantity, line_total)
     SELECT o.id, k, p.id, p.name, p.unit, p.price, 0, 1 + k, p.price * (1 + k)
     FROM orders o
     CROSS JOIN catalogue c
     CROSS JOIN LATERAL generate_series(0, (length(o.id) + ascii(right(o.id, 1))) % 3) AS k
     JOIN products p ON p.id = c.ids[1 + (ascii(right(o.id, 1)) * 13 + k * 101) % array_length(c.ids, 1)]
     WHERE o.order_number LIKE 'BENCH-' || $1 || '-%'`,
    [run],
  );
  await client.query('VACUUM ANALYZE orders');
  await client.query('VACUUM ANALYZE order_lines');
  await client.query('ANALYZE users');
}

/**
 * Seeds the orders, then times the admin order list and the dashboard figures.
 * @param {{ url: string, databaseUrl: string, orders: number, rounds: number }} o
 */
export async function benchmarkAdminOrders({ url, databaseUrl, orders, rounds }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run = randomUUID().slice(0, 8);
  const email = `bench-admin-${run}@example.com`;
  try {
    const registered = await postJson(
      `${url}/api/user/register`,
      { name: 'Bench admin', email, password: PASSWORD, confirmPassword: PASSWORD },
      { 'x-forwarded-for': '10.254.0.1' },
    );
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    await client.query(`UPDATE users SET role = 'ADMIN' WHERE email = $1`, [email]);
    const login = await postJson(
      `${url}/api/user/login`,
      { email, password: PASSWORD },
      { 'x-forwarded-for': '10.254.0.1' },
    );
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const token = /** @type {string} */ (login.json.data.accesstoken);

    const seedStarted = performance.now();
    await seedOrders(client, orders, run);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const { rows } = await client.query(
      `SELECT customer_phone, customer_name FROM orders WHERE order_number = 'BENCH-' || $1 || '-4242'`,
      [run],
    );
    const phone = String(rows[0]?.customer_phone ?? '0900000000');
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

    /** @type {Record<string, object>} */
    const listCalls = {
      'newest first': {},
      'status placed': { status: 'placed' },
      'unpaid cash on delivery, largest first': {
        paymentStatus: 'unpaid',
        paymentMethod: 'cash_on_delivery',
        sort: 'total_desc',
      },
      'last 30 days, oldest first': { dateFrom: monthAgo, dateTo: today, sort: 'date_asc' },
      'page 200': { page: 200 },
      'search: phone as typed': {
        search: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
      },
      'search: name without accents': { search: 'nguyen van binh' },
      'search: order number': { search: `BENCH-${run}-4242` },
    };
    const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.254.0.2' };
    /** @type {Record<string, { p95: number, total: number }>} */
    const list = {};
    /** @type {number[]} */
    const all = [];
    for (const [name, body] of Object.entries(listCalls)) {
      await postJson(`${url}/api/admin/orders/list`, body, headers);
      let total = 0;
      const durations = await timeEach(Array.from({ length: rounds }), async () => {
        const answer = await postJson(`${url}/api/admin/orders/list`, body, headers);
        if (answer.status !== 200) throw new Error(`list "${name}" answered ${answer.status}`);
        total = answer.json.totalCount;
      });
      all.push(...durations);
      list[name] = { p95: percentile(durations, 0.95), total };
    }
    all.sort((a, b) => a - b);

    await getJson(`${url}/api/admin/dashboard`, token);
    let figures;
    const dashboard = await timeEach(Array.from({ length: rounds }), async () => {
      const answer = await getJson(`${url}/api/admin/dashboard`, token);
      if (answer.status !== 200) throw new Error(`dashboard answered ${answer.status}`);
      figures = answer.json.data;
    });
    return {
      orders,
      seedSeconds,
      list,
      listP95: percentile(all, 0.95),
      listP50: percentile(all, 0.5),
      dashboardP95: percentile(dashboard, 0.95),
      dashboardP50: percentile(dashboard, 0.5),
      dashboardOrders30Days: figures?.periods?.last30Days?.orderCount ?? 0,
    };
  } finally {
    await client.end();
  }
}
