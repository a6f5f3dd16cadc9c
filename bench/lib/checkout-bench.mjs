// Many shoppers placing cash-on-delivery orders at once, then a check that the books balance:
// every unit that left stock is on an order, and every accepted order exists exactly once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { mapLimit, postJson } from './load.mjs';

const PASSWORD = 'bench-shopper-password';

/**
 * @typedef {object} CheckoutResult
 * @property {number} shoppers
 * @property {number} attempts order submissions (duplicates included)
 * @property {number} placed orders the API accepted (201)
 * @property {number} outOfStock orders refused for lack of stock (409)
 * @property {number} replayed duplicate submissions answered with the stored first answer
 * @property {number} failed any other answer
 * @property {number} seconds time spent placing orders (carts are filled between rounds, untimed)
 * @property {number} ordersPerSecond
 * @property {boolean} balanced stock and orders add up
 * @property {string[]} problems what did not add up
 */

/** @param {number} price @param {number} discount */
const priceWithDiscount = (price, discount) => price - Math.ceil((price * discount) / 100);

/**
 * Registers one shopper through the API, clones it in SQL (same password hash, so no argon2 work
 * per clone), gives each an address, and logs each in through the API from its own client address
 * (the shop runs with TRUST_PROXY, as behind a load balancer, so the per-IP login limit applies to
 * each shopper rather than to the benchmark).
 * @param {pg.Client} client
 * @param {string} url
 * @param {number} count
 */
async function prepareShoppers(client, url, count) {
  const run = randomUUID().slice(0, 8);
  const first = `bench-${run}-0@example.com`;
  const registered = await postJson(
    `${url}/api/user/register`,
    { name: 'Bench shopper', email: first, password: PASSWORD, confirmPassword: PASSWORD },
    { 'x-forwarded-for': '10.255.0.1' },
  );
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  await client.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Bench shopper ' || i, 'bench-' || $1 || '-' || i || '@example.com',
            (SELECT password_hash FROM users WHERE email = $2)
     FROM generate_series(1, $3 - 1) AS i`,
    [run, first, count],
  );
  const users = await client.query(
    `SELECT id, email FROM users WHERE email LIKE 'bench-' || $1 || '-%' ORDER BY email`,
    [run],
  );
  const addresses = await client.query(
    `INSERT INTO addresses (user_id, address_line, city, state, country, pincode, mobile)
     SELECT id, '12 Đường Số 7, KCN Tân Tạo', 'Hồ Chí Minh', 'Bình Tân', 'Việt Nam', '700000',
            '0901234567'
     FROM users WHERE email LIKE 'bench-' || $1 || '-%'
     RETURNING id, user_id AS "userId"`,
    [run],
  );
  const addressOf = new Map(addresses.rows.map((row) => [row.userId, row.id]));
  // argon2id is deliberately slow; two logins at a time keep both cores busy without a queue.
  return mapLimit(users.rows, 2, async (user, index) => {
    const login = await postJson(
      `${url}/api/user/login`,
      { email: user.email, password: PASSWORD },
      { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
    );
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    return {
      userId: /** @type {string} */ (user.id),
      addressId: /** @type {string} */ (addressOf.get(user.id)),
      token: /** @type {string} */ (login.json.data.accesstoken),
    };
  });
}

/**
 * @param {{ url: string, databaseUrl: string, shoppers: number, rounds: number,
 *   connections: number, productIds: string[] }} options
 *   productIds: the products everyone buys; few, so orders compete for the same stock rows
 * @returns {Promise<CheckoutResult>}
 */
export async function benchmarkCheckout({
  url,
  databaseUrl,
  shoppers: count,
  rounds,
  connections,
  productIds,
}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const shoppers = await prepareShoppers(client, url, count);
    const shopperIds = shoppers.map((shopper) => shopper.userId);
    /** @type {string[]} */
    const failures = [];
    /**
     * Fills every shopper's cart and submits the orders at once; answers the seconds it took.
     * @param {number} round @param {Map<string, number>} unitPrice
     * @param {{ attempts: number, placed: number, outOfStock: number, replayed: number,
     *   failed: number }} into
     */
    const placeRound = async (round, unitPrice, into) => {
      // Each shopper gets one line of 1 to 3 units of one of the products (untimed, in SQL).
      const lines = shoppers.map((shopper, index) => ({
        shopper,
        productId: /** @type {string} */ (productIds[(index * 31 + round * 7) % productIds.length]),
        quantity: 1 + ((index + round) % 3),
      }));
      await client.query(`DELETE FROM cart_lines WHERE user_id = ANY($1::text[])`, [shopperIds]);
      await client.query(
        `INSERT INTO cart_lines (user_id, product_id, quantity)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`,
        [
          lines.map((line) => line.shopper.userId),
          lines.map((line) => line.productId),
          lines.map((line) => line.quantity),
        ],
      );
      // Every tenth shopper double-submits (a double click): the same key twice, at once.
      const submissions = lines.flatMap((line, index) => {
        const key = randomUUID();
        return index % 10 === 0
          ? [
              { line, key },
              { line, key },
            ]
          : [{ line, key }];
      });
      const startedAt = performance.now();
      await mapLimit(submissions, connections, async ({ line, key }) => {
        const answer = await postJson(
          `${url}/api/order/cash-on-delivery`,
          {
            addressId: line.shopper.addressId,
            totalAmt: (unitPrice.get(line.productId) ?? 0) * line.quantity,
          },
          { authorization: `Bearer ${line.shopper.token}`, 'idempotency-key': key },
        );
        into.attempts++;
        if (answer.headers.get('idempotent-replayed') === 'true') into.replayed++;
        else if (answer.status === 201) into.placed++;
        else if (answer.status === 409 && /out of stock/i.test(answer.json.message))
          into.outOfStock++;
        else {
          into.failed++;
          if (failures.length < 5) failures.push(`${answer.status} ${answer.json.message}`);
        }
      });
      return (performance.now() - startedAt) / 1000;
    };
    /**
     * Sets the products' stock and answers their total and each one's price as ordered. Some
     * products get too little stock for the demand, so refusals are part of the test.
     */
    const stockUp = async () => {
      await client.query(
        `UPDATE products SET stock = CASE WHEN array_position($1::text[], id) % 10 = 0 THEN 7 ELSE 400 END
         WHERE id = ANY($1::text[])`,
        [productIds],
      );
      const products = await client.query(
        `SELECT id, price::float8 AS price, discount, stock FROM products WHERE id = ANY($1::text[])`,
        [productIds],
      );
      return {
        stock: products.rows.reduce((sum, row) => sum + row.stock, 0),
        unitPrice: new Map(
          products.rows.map((row) => [row.id, priceWithDiscount(row.price, row.discount)]),
        ),
      };
    };
    /** The shoppers' orders and the units they ordered, so far. */
    const ordersSoFar = async () =>
      (
        await client.query(
          `SELECT (SELECT count(*)::int FROM orders WHERE user_id = ANY($1::text[])) AS orders,
                  (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l
                     JOIN orders o ON o.id = l.order_id
                     WHERE o.user_id = ANY($1::text[])) AS ordered`,
          [shopperIds],
        )
      ).rows[0];

    // A warm-up round first, untimed, as the catalogue rows warm up before they are measured: a
    // running shop has placed orders before (its code compiled, its connections' statements
    // planned). Its answers are checked like the others; then the stock is set afresh.
    const warmUp = { attempts: 0, placed: 0, outOfStock: 0, replayed: 0, failed: 0 };
    await placeRound(rounds, (await stockUp()).unitPrice, warmUp);
    const { stock: initialStock, unitPrice } = await stockUp();
    const before = await ordersSoFar();

    const tally = { attempts: 0, placed: 0, outOfStock: 0, replayed: 0, failed: 0 };
    let seconds = 0;
    for (let round = 0; round < rounds; round++)
      seconds += await placeRound(round, unitPrice, tally);

    const stockLeft = await client.query(
      `SELECT (SELECT coalesce(sum(stock), 0)::int FROM products WHERE id = ANY($1::text[])) AS stock,
              (SELECT count(*)::int FROM products WHERE stock < 0) AS negative`,
      [productIds],
    );
    const { stock, negative } = stockLeft.rows[0];
    const now = await ordersSoFar();
    const orders = now.orders - before.orders;
    const ordered = now.ordered - before.ordered;
    const problems = [...failures];
    if (initialStock !== stock + ordered)
      problems.push(`stock ${initialStock} ≠ ${stock} left + ${ordered} ordered`);
    if (orders !== tally.placed)
      problems.push(`${orders} orders in the database, ${tally.placed} accepted`);
    if (negative > 0) problems.push(`${negative} products with negative stock`);
    if (tally.failed + warmUp.failed > 0)
      problems.push(`${tally.failed + warmUp.failed} unexpected answers`);
    return {
      shoppers: count,
      ...tally,
      seconds,
      ordersPerSecond: tally.placed / seconds,
      balanced: problems.length === 0,
      problems,
    };
  } finally {
    await client.end();
  }
}
