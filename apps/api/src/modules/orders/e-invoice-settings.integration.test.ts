import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderEInvoices, ShopSettings } from '@shop/contract';
import { shopSettings, shopSettingsAudit, users } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { loadConfig, type EInvoiceAccount } from '../../config';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../../../test/transfer-settings';
import { firstSettings, LiveShopSettings } from '../settings/shop-settings.service';
import { EInvoiceQueue } from './e-invoice-queue';
import { SInvoiceStandIn } from './e-invoice-standin';
import { ViettelSInvoiceIssuer } from './e-invoice-viettel';

/*
 * The owner's e-invoice choices and the provider account's fields that are no secret, on the
 * settings screen over the environment (issue 47, decision record 056): the environment gives the
 * first values, a save is used by the issuing queue at its next attempt, bad values get a 400 and
 * write nothing, and only the owner may see or change them.
 */

const URL = '/api/admin/shop-settings';

let shop: TestShop;
let owner: Shopper;
let clerk: Shopper;

interface Answer {
  data: { settings: ShopSettings };
  errors?: { path: string; message: string }[];
}

// No account in this shop's environment, so its own queue never runs: the test drives one over
// the settings, on the account below, calling the stand-in in-process.
const ACCOUNT: EInvoiceAccount = {
  baseUrl: 'https://api-vinvoice.viettel.vn',
  username: '',
  password: 'from-the-environment',
  supplierTaxCode: '',
  templateCode: '',
  invoiceSeries: '',
  lookupUrl: 'https://vinvoice.viettel.vn/utilities/invoice-search?code={code}',
  timeoutMs: 5_000,
};

beforeAll(async () => {
  shop = await createTestShop({
    ...TRANSFER_SHOP_SETTINGS,
    EINVOICE_ISSUE_AT: 'paid',
    EINVOICE_WITHOUT_DETAILS: 'none',
    SHOP_TAX_CODE: '0101243150',
  });
  owner = await makeAdmin(shop);
  clerk = await makeAdmin(shop);
  await shop.db.update(users).set({ staffRole: 'ORDERS' }).where(eq(users.id, clerk.id));
});

afterAll(async () => {
  await shop.close();
});

async function current(): Promise<ShopSettings> {
  const answer = await callAs<Answer>(shop.app, owner, 'GET', URL);
  expect(answer.status).toBe(200);
  return answer.body.data.settings;
}

async function stored() {
  return {
    rows: (await shop.db.select().from(shopSettings)).length,
    audit: (await shop.db.select().from(shopSettingsAudit)).length,
  };
}

/** A bank-transfer order of 2 heaters at 150.000 with a company's invoice details. */
async function placeTransfer() {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const heater = await makeProduct(shop.db, { name: 'Điện trở ống', price: 150_000, stock: 10 });
  await putInCart(shop, shopper.id, heater, 2);
  const placed = await callAs<{ data: { _id: string } }>(
    shop.app,
    shopper,
    'POST',
    '/api/order/bank-transfer',
    {
      addressId,
      totalAmt: 300_000,
      invoice: {
        buyerKind: 'company',
        buyerName: 'Công ty TNHH Cơ khí Bình Minh',
        taxCode: '0100109106',
        address: '12 Đường số 3, KCN Sóng Thần, Dĩ An, Bình Dương',
        email: 'ketoan@binhminh.vn',
      },
    },
  );
  expect(placed.status).toBe(201);
  return placed.body.data._id;
}

describe('the e-invoice settings', () => {
  it('start from the environment: the owner’s choices, and no account fields without one', async () => {
    const settings = await current();
    expect(settings).toMatchObject({
      eInvoiceIssueAt: 'paid',
      eInvoiceWithoutDetails: 'none',
      eInvoiceProviderUrl: '',
      eInvoiceUsername: '',
      eInvoiceTaxCode: '',
      eInvoiceTemplateCode: '',
      eInvoiceSeries: '',
    });
  });

  it('take the account’s fields from the environment, never its password', () => {
    const standIn = loadConfig({
      EINVOICE_STANDIN: 'true',
      EINVOICE_ISSUE_AT: 'delivered',
      VIETTEL_SINVOICE_SERIES: 'C26TBB',
    });
    const first = firstSettings({
      shop: standIn.shop,
      bankTransfer: undefined,
      staffEmail: undefined,
      eInvoice: {
        issueAt: standIn.eInvoice.issueAt,
        withoutDetails: standIn.eInvoice.withoutDetails,
        account: standIn.eInvoice.viettel,
      },
    });
    expect(first).toMatchObject({
      eInvoiceIssueAt: 'delivered',
      eInvoiceWithoutDetails: 'individual',
      eInvoiceProviderUrl: `${standIn.publicUrl}/dev/sinvoice`,
      eInvoiceUsername: 'standin',
      eInvoiceTemplateCode: '1/001',
      eInvoiceSeries: 'C26TBB',
    });
    const viettel = loadConfig({
      EINVOICE_PROVIDER: 'viettel',
      VIETTEL_SINVOICE_PASSWORD: 'a-secret-password',
      VIETTEL_SINVOICE_USERNAME: '0101243150-api',
    });
    const fromViettel = firstSettings({
      shop: viettel.shop,
      bankTransfer: undefined,
      staffEmail: undefined,
      eInvoice: {
        issueAt: viettel.eInvoice.issueAt,
        withoutDetails: viettel.eInvoice.withoutDetails,
        account: viettel.eInvoice.viettel,
      },
    });
    expect(fromViettel).toMatchObject({
      eInvoiceProviderUrl: 'https://api-vinvoice.viettel.vn',
      eInvoiceUsername: '0101243150-api',
      eInvoiceTemplateCode: '',
      eInvoiceSeries: '',
    });
    expect(JSON.stringify(fromViettel)).not.toContain('a-secret-password');
    // The password is the one field the account cannot go without in the environment.
    expect(() => loadConfig({ EINVOICE_PROVIDER: 'viettel' })).toThrow(
      /VIETTEL_SINVOICE_PASSWORD: must be set/,
    );
  });

  it.each([
    [
      'eInvoiceProviderUrl',
      { eInvoiceProviderUrl: 'https://collector.example.com/api' },
      /viettel/,
    ],
    ['eInvoiceProviderUrl', { eInvoiceProviderUrl: 'https://viettel.vn.example.com' }, /viettel/],
    ['eInvoiceProviderUrl', { eInvoiceProviderUrl: 'http://api-vinvoice.viettel.vn' }, /https/],
    [
      'eInvoiceProviderUrl',
      { eInvoiceProviderUrl: 'https://me:pw@api-vinvoice.viettel.vn' },
      /viettel/,
    ],
    ['eInvoiceProviderUrl', { eInvoiceProviderUrl: 'not a url' }, /https/],
    ['eInvoiceTemplateCode', { eInvoiceTemplateCode: '01GTKT' }, /template/],
    ['eInvoiceSeries', { eInvoiceSeries: 'c26taa' }, /series/],
    ['eInvoiceTaxCode', { eInvoiceTaxCode: '0100109107' }, /check digit/],
    ['eInvoiceIssueAt', { eInvoiceIssueAt: 'monthly' }, /./],
    ['eInvoiceWithoutDetails', { eInvoiceWithoutDetails: 'company' }, /./],
    ['eInvoiceUsername', { eInvoiceUsername: 'u'.repeat(201) }, /200/],
  ])('refuse a bad %s with a 400 naming it, and write nothing', async (field, change, message) => {
    const before = await stored();
    const answer = await callAs<Answer>(shop.app, owner, 'PUT', URL, {
      ...(await current()),
      name: 'Changed with the bad field',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.path).toBe(field);
    expect(answer.body.errors?.[0]?.message).toMatch(message);
    expect(await stored()).toEqual(before);
    expect((await current()).name).not.toBe('Changed with the bad field');
  });

  it('are the owner’s alone: an order clerk may neither read nor change them', async () => {
    const settings = await current();
    const before = await stored();
    expect((await callAs(shop.app, clerk, 'GET', URL)).status).toBe(403);
    const put = await callAs(shop.app, clerk, 'PUT', URL, {
      ...settings,
      eInvoiceIssueAt: 'delivered',
      eInvoiceProviderUrl: 'https://api-vinvoice.viettel.vn',
    });
    expect(put.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('are used at the queue’s next attempt: the point, the address, the user, template and series', async () => {
    const saved = await callAs<Answer>(shop.app, owner, 'PUT', URL, {
      ...(await current()),
      eInvoiceIssueAt: 'delivered',
      eInvoiceProviderUrl: 'https://api-vinvoice.viettel.vn/',
      eInvoiceUsername: '0101243150-api',
      eInvoiceTemplateCode: '1/002',
      eInvoiceSeries: 'C26TCC',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.eInvoiceIssueAt).toBe('delivered');

    const orderId = await placeTransfer();
    // The admin order names the owner's point as saved.
    const seen = await callAs<{ data: AdminOrderEInvoices }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/order/e-invoices',
      { orderId },
    );
    expect(seen.body.data).toMatchObject({ configured: false, issueAt: 'delivered' });

    // A queue over the settings as a process reads them (the environment's first values, the
    // stored rows over them), calling the stand-in in-process: what it sends is what was saved.
    const live = new LiveShopSettings(
      shop.db,
      firstSettings({
        shop: shop.config.shop,
        bankTransfer: undefined,
        staffEmail: undefined,
        eInvoice: {
          issueAt: shop.config.eInvoice.issueAt,
          withoutDetails: shop.config.eInvoice.withoutDetails,
          account: undefined,
        },
      }),
    );
    await live.load();
    const standIn = new SInvoiceStandIn();
    const called: { url: string; body: string }[] = [];
    const queue = new EInvoiceQueue({
      db: shop.db,
      log: shop.app.log,
      account: ACCOUNT,
      settings: {
        choices: () => live.eInvoice(),
        shop: () => live.shop(),
        defaultVatRate: () => live.current().vatRate,
        publicUrl: TEST_PUBLIC_URL,
      },
      wakeMail: () => undefined,
      issuerFor: (settings) =>
        new ViettelSInvoiceIssuer(settings, (input, init) => {
          called.push({
            url: input instanceof Request ? input.url : input.toString(),
            body: typeof init?.body === 'string' ? init.body : '',
          });
          return standIn.fetch(input, init);
        }),
      schedule: { firstRetryMs: 0, maxRetryMs: 0 },
    });
    for (const to of ['placed', 'confirmed', 'shipped']) {
      const moved = await callAs(shop.app, owner, 'POST', '/api/admin/orders/transition', {
        orderId,
        to,
      });
      expect(moved.status).toBe(200);
    }
    await queue.drain();
    // Paid, not delivered: the owner's point has not come.
    expect(called).toHaveLength(0);
    const delivered = await callAs(shop.app, owner, 'POST', '/api/admin/orders/transition', {
      orderId,
      to: 'delivered',
    });
    expect(delivered.status).toBe(200);
    await queue.drain();
    expect(called.length).toBeGreaterThan(0);
    for (const call of called) expect(call.url).toMatch(/^https:\/\/api-vinvoice\.viettel\.vn\//);
    expect(JSON.parse(called[0]?.body ?? '{}')).toMatchObject({ username: '0101243150-api' });
    const [invoice] = standIn.invoices();
    expect(invoice?.request.generalInvoiceInfo).toMatchObject({
      templateCode: '1/002',
      invoiceSeries: 'C26TCC',
    });
    // The seller's tax code is the shop's while the account names none.
    expect(invoice?.supplierTaxCode).toBe('0101243150');
    expect(invoice?.invoiceNo).toMatch(/^C26TCC/);
  });

  it('keep the environment’s address though it is off Viettel’s domain (the stand-in’s)', async () => {
    const standIn = loadConfig({ EINVOICE_STANDIN: 'true' });
    const live = new LiveShopSettings(
      shop.db,
      firstSettings({
        shop: standIn.shop,
        bankTransfer: undefined,
        staffEmail: undefined,
        eInvoice: {
          issueAt: 'paid',
          withoutDetails: 'individual',
          account: standIn.eInvoice.viettel,
        },
      }),
    );
    await live.load();
    const address = `${standIn.publicUrl}/dev/sinvoice`;
    await live.save(owner.id, { ...live.current(), eInvoiceProviderUrl: address });
    expect(live.eInvoice().baseUrl).toBe(address);
    await expect(
      live.save(owner.id, { ...live.current(), eInvoiceProviderUrl: 'http://localhost:9/x' }),
    ).rejects.toThrow(/viettel/);
  });
});
