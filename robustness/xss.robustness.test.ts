import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@shop/contract';
import { loadConfig } from '../apps/api/src/config';
import { openShopDatabase } from '../apps/api/src/database';
import { makeCategory, makeSubCategory } from '../apps/api/test/catalogue-fixtures';
import { makeUser } from '../apps/api/test/user-fixtures';
import { freePort, startShop, type ShopProcess } from './support/server-process';

/**
 * Stored XSS: an admin (or a stolen admin account) puts script into a product's text. The
 * production build, served by the API, must show it as text in a real browser and run none of it.
 */

const PAYLOAD_NAME =
  '<img src=x onerror="window.__xss=1;alert(1)"> Điện trở <script>window.__xss=2</script>';
const PAYLOAD_DESCRIPTION =
  '<script>window.__xss=3;alert(3)</script><svg onload="window.__xss=4"></svg>' +
  '<a href="javascript:window.__xss=5">bấm</a><iframe src="javascript:alert(6)"></iframe>';
const PAYLOAD_DETAIL = '<img src=x onerror="window.__xss=7">';

// Debian's Chromium, never a downloaded browser; flags for a closed network and a root user.
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

let dir: string;
let server: ShopProcess | undefined;
let browser: Browser | undefined;
let productUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-xss-'));
  const dataDir = join(dir, 'data');
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const handle = await openShopDatabase(config);
  const admin = await makeUser(handle.db, { role: 'ADMIN', password: 'admin password 1' });
  const categoryId = await makeCategory(handle.db, 'Điện trở');
  const subCategoryId = await makeSubCategory(handle.db, 'Điện trở chữ U', [categoryId]);
  await handle.close();

  server = await startShop({
    port: await freePort(),
    env: { DATA_DIR: dataDir, SEED_DEMO: 'false' },
    logFile: join(dir, 'server.log'),
  });
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { data: tokens } = (await login.json()) as { data: { accesstoken: string } };
  // Created through the admin API, as an attacker holding an admin login would.
  const created = await fetch(`${server.url}/api/product/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accesstoken}` },
    body: JSON.stringify({
      name: PAYLOAD_NAME,
      image: ['https://cdn.example/x.png'],
      category: [categoryId],
      subCategory: [subCategoryId],
      unit: '<b>cái</b>',
      stock: '5',
      price: '120000',
      discount: '0',
      description: PAYLOAD_DESCRIPTION,
      more_details: { '<script>window.__xss=8</script>': PAYLOAD_DETAIL },
    }),
  });
  expect(created.status).toBe(200);
  const { data: product } = (await created.json()) as { data: { _id: string; name: string } };
  productUrl = `${server.url}${productPath(product)}`;
  browser = await chromium.launch(CHROMIUM);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('script in product text', () => {
  it('shows as text on the product page and on search results, and never runs', async () => {
    if (!browser) throw new Error('no browser');
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(productUrl);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toContain('<img src=x onerror=');
    const text = await page.locator('body').innerText();
    expect(text).toContain('<script>window.__xss=3;alert(3)</script>');
    expect(text).toContain(PAYLOAD_DETAIL);
    // None of the payload became an element.
    expect(
      await page.locator('img[src="x"], svg[onload], iframe, a[href^="javascript:"]').count(),
    ).toBe(0);

    await page.goto(`${server?.url ?? ''}/search?q=${encodeURIComponent('dien tro')}`);
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 30_000 })
      .toContain('<img src=x onerror=');
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    expect(
      await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
