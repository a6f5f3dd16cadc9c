import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/db/client';
import { resolveAccessTokenSecret } from '../../apps/api/src/modules/users/secrets.service';
import { AccessTokens } from '../../apps/api/src/modules/users/tokens';
import { makeCategory, makeProduct, makeSubCategory } from '../../apps/api/test/catalogue-fixtures';
import { makeAddress, makeShopper, putInCart } from '../../apps/api/test/shop-fixtures';
import { createTestShop, type TestShop } from '../../apps/api/test/test-shop';
import { makeUser, openLogin } from '../../apps/api/test/user-fixtures';

/** A caller with a signed access token. */
export interface Caller {
  id: string;
  token: string;
  email: string;
  password: string;
}

/** The test shop (in-process app over in-memory PGlite) with a small catalogue and two accounts. */
export interface World {
  shop: TestShop;
  shopper: Caller;
  admin: Caller;
  categoryId: string;
  subCategoryId: string;
  productId: string;
  addressId: string;
  cartLineId: string;
}

/** An access token signed with the app's own key, for a user made directly in the database. */
export async function signToken(
  shop: TestShop,
  userId: string,
  role: 'USER' | 'ADMIN',
): Promise<string> {
  const secret = await resolveAccessTokenSecret(shop.db, shop.config.accessTokenSecret);
  return AccessTokens.fromSecret(secret).sign({
    userId,
    role,
    familyId: await openLogin(shop.db, userId),
  });
}

export async function makeWorld(): Promise<World> {
  const shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  const categoryId = await makeCategory(shop.db, 'Điện trở');
  const subCategoryId = await makeSubCategory(shop.db, 'Điện trở chữ U', [categoryId]);
  const productId = await makeProduct(shop.db, {
    name: 'Điện trở chữ U 2kW',
    price: 350_000,
    discount: 15,
    stock: 40,
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
  });
  const shopperRow = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopperRow.id);
  const cartLineId = await putInCart(shop, shopperRow.id, productId, 2);
  const adminUser = await makeUser(shop.db, { role: 'ADMIN', password: 'admin password 1' });
  return {
    shop,
    shopper: { id: shopperRow.id, token: shopperRow.token, email: '', password: '' },
    admin: { ...adminUser, token: await signToken(shop, adminUser.id, 'ADMIN') },
    categoryId,
    subCategoryId,
    productId,
    addressId,
    cartLineId,
  };
}

/** Row count and a checksum of the whole contents of one table. */
export interface TableState {
  rows: number;
  md5: string;
}

/**
 * Tables that count requests rather than keep the shop's data: the shop-wide rate limits count
 * every call to a limited route, refused or not, as the per-process limits did in memory.
 */
const REQUEST_COUNTERS = ['shared_counters'];

/**
 * Every table of the public schema but the request counters: its row count and an md5 of all its
 * rows (as text, sorted).
 */
export async function snapshotDatabase(db: Database): Promise<Map<string, TableState>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).filter(({ name }) => !REQUEST_COUNTERS.includes(name));
  const parts = tables.map(
    ({ name }) =>
      sql`SELECT ${name}::text AS name, COUNT(*)::int AS rows,
                 md5(COALESCE(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5
            FROM ${sql.identifier(name)} t`,
  );
  const union = sql.join(parts, sql` UNION ALL `);
  const rows = await queryRows<{ name: string; rows: number; md5: string }>(db, union);
  return new Map(rows.map((row) => [row.name, { rows: row.rows, md5: row.md5 }]));
}

/** The tables whose count or contents differ between two snapshots. */
export function changedTables(
  before: Map<string, TableState>,
  after: Map<string, TableState>,
): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => {
    const a = before.get(name);
    const b = after.get(name);
    return a?.rows !== b?.rows || a?.md5 !== b?.md5;
  });
}

export interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`), so a route added
 * later is fuzzed without anyone listing it here.
 */
export function routesOf(tree: string): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of methods?.split(',').map((m) => m.trim()) ?? []) {
      routes.push({ method, path });
    }
  }
  return routes;
}
