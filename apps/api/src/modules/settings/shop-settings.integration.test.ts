import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettings } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { shopSettings, shopSettingsAudit } from '../../db/schema';
import {
  buildAppOver,
  callAs,
  makeAdmin,
  makeShopper,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';

// Two app instances over one database stand for two API processes: a save through one is used by
// the other at once, through the change notice (never by waiting a fixed time).

const URL = '/api/admin/shop-settings';

let shop: TestShop;
let other: FastifyInstance;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  shop = await createTestShop({
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    SHOP_NAME: 'Điện Trở Sài Gòn',
    SHOP_TAX_CODE: '0312345673',
  });
  other = await buildAppOver(shop, {});
  admin = await makeAdmin(shop);
  shopper = await makeShopper(shop);
});

afterAll(async () => {
  await other.close();
  await shop.close();
});

interface Answer {
  data: {
    settings: ShopSettings;
    audit: { at: string; by: string; field: string; before: string; after: string }[];
  };
  errors?: { path: string; message: string }[];
}

async function current(): Promise<ShopSettings> {
  const answer = await callAs<Answer>(shop.app, admin, 'GET', URL);
  expect(answer.status).toBe(200);
  return answer.body.data.settings;
}

async function storedRows() {
  const rows = await shop.db.select().from(shopSettings);
  const audit = await shop.db.select().from(shopSettingsAudit);
  return { rows: rows.length, audit: audit.length };
}

/** Waits until `check` passes on the other app, as long as a loaded machine may need. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the other process never saw the change');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the shop settings', () => {
  it('are for admins only: 401 without a login, 403 for a shopper, on both calls', async () => {
    const settings = await current();
    expect((await callAs(shop.app, undefined, 'GET', URL)).status).toBe(401);
    expect((await callAs(shop.app, shopper, 'GET', URL)).status).toBe(403);
    expect((await callAs(shop.app, undefined, 'PUT', URL, settings)).status).toBe(401);
    expect((await callAs(shop.app, shopper, 'PUT', URL, settings)).status).toBe(403);
  });

  it('start from the environment and the default storefront words', async () => {
    const settings = await current();
    expect(settings.name).toBe('Điện Trở Sài Gòn');
    expect(settings.taxCode).toBe('0312345673');
    expect(settings.storefront.en.searchPlaceholder).toBe('Search for atta dal and more.');
    expect(settings.storefront.en.cardBadge).toBe('10 min');
    expect(settings.storefront.en.pageBadge).toBe('10 Min');
    expect(settings.storefront.en.searchSuggestions).toHaveLength(9);
    expect(settings.storefront.vi.cardBadge).toBe('Giao 1–5 ngày');
    expect(settings.defaultLocale).toBe('en');
  });

  it.each([
    ['taxCode', { taxCode: '0100109107' }, /check digit/],
    [
      'bankBin',
      { bankBin: '123456', bankAccountNumber: '0011001', bankAccountName: 'CTY A' },
      /VietQR/,
    ],
    ['email', { email: 'not an address' }, /e-mail/],
    ['staffEmail', { staffEmail: 'nobody@' }, /e-mail/],
    ['bankAccountName', { bankBin: '970436', bankAccountNumber: '0011001' }, /together/],
  ])('refuse a bad %s with a 400 naming it, and write nothing', async (field, change, message) => {
    const before = await storedRows();
    const answer = await callAs<Answer>(shop.app, admin, 'PUT', URL, {
      ...(await current()),
      name: 'Changed with the bad field',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.path).toBe(field);
    expect(answer.body.errors?.[0]?.message).toMatch(message);
    expect(await storedRows()).toEqual(before);
    expect((await current()).name).toBe('Điện Trở Sài Gòn');
  });

  it('save a change with an audit line per field, used at once here and in the other process', async () => {
    const settings = await current();
    const next: ShopSettings = {
      ...settings,
      phone: '0283 123 4567',
      bankBin: '970436',
      bankAccountNumber: '0011001234567',
      bankAccountName: 'CONG TY DIEN TRO',
      storefront: {
        ...settings.storefront,
        vi: {
          ...settings.storefront.vi,
          searchPlaceholder: 'Tìm điện trở đốt nóng',
          cardBadge: '',
        },
      },
      defaultLocale: 'vi',
    };
    const saved = await callAs<Answer>(shop.app, admin, 'PUT', URL, next);
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.phone).toBe('0283 123 4567');

    const fields = saved.body.data.audit.map((line) => line.field).sort();
    expect(fields).toEqual(
      [
        'bankAccountName',
        'bankAccountNumber',
        'bankBin',
        'defaultLocale',
        'phone',
        'storefront.vi.cardBadge',
        'storefront.vi.searchPlaceholder',
      ].sort(),
    );
    const badge = saved.body.data.audit.find((line) => line.field === 'storefront.vi.cardBadge');
    expect(badge).toMatchObject({ before: 'Giao 1–5 ngày', after: '' });
    expect(badge?.by).toMatch(/^admin/);
    expect(Number.isNaN(Date.parse(badge?.at ?? ''))).toBe(false);

    // This process's public details at once.
    const here = await callAs<{ data: Record<string, unknown> }>(
      shop.app,
      undefined,
      'GET',
      '/api/shop/details',
    );
    expect(here.body.data).toMatchObject({
      phone: '0283 123 4567',
      bankTransfer: {
        bin: '970436',
        accountNumber: '0011001234567',
        accountName: 'CONG TY DIEN TRO',
      },
      defaultLocale: 'vi',
      storefront: { vi: { searchPlaceholder: 'Tìm điện trở đốt nóng', cardBadge: '' } },
    });
    // The other process, through the notice.
    await eventually(async () => {
      const there = await callAs<{
        data: { phone: string; storefront?: { vi: { cardBadge: string } } };
      }>(other, undefined, 'GET', '/api/shop/details');
      return (
        there.body.data.phone === '0283 123 4567' && there.body.data.storefront?.vi.cardBadge === ''
      );
    });
  });

  it('writes nothing for a save that changes nothing', async () => {
    const before = await storedRows();
    const answer = await callAs<Answer>(shop.app, admin, 'PUT', URL, await current());
    expect(answer.status).toBe(200);
    expect(await storedRows()).toEqual(before);
  });

  it('use the owner’s policy text instead of the file, with the shop’s details filled in', async () => {
    const settings = await current();
    await callAs<Answer>(shop.app, admin, 'PUT', URL, {
      ...settings,
      policies: {
        ...settings.policies,
        'giao-hang': '# Giao hàng\n\n{{SHOP_NAME}} giao trong 1–5 ngày.',
      },
    });
    const policy = await callAs<{ data: { title: string; blocks: unknown[] } }>(
      shop.app,
      undefined,
      'GET',
      '/api/shop/policy?slug=giao-hang',
    );
    expect(policy.body.data.title).toBe('Giao hàng');
    expect(JSON.stringify(policy.body.data.blocks)).toContain(
      'Điện Trở Sài Gòn giao trong 1–5 ngày.',
    );
    const rows = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM shop_settings_audit WHERE field = ${'policies.giao-hang'}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
