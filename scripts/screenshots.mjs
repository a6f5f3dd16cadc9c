/// <reference lib="dom" />
// `npm run screenshots`: pictures of a running demo shop for the README (docs/screenshots/): the
// storefront's home, a listing and a product page at 375 and 1280 px, in Vietnamese, and the
// admin's products table and one order at 1280 px. Start the shop first (`npm start`, demo
// logins seeded), then `SHOP_URL=http://127.0.0.1:3000 npm run screenshots`. When the shop has no
// order yet, the demo shopper places one, cash on delivery, to a saved address (adding one if it
// has none). Drives Debian's Chromium (/usr/bin/chromium, CHROMIUM_PATH to change), and writes
// each picture as WebP, kept small (the README carries them).
/* global document, window -- in page.evaluate, run in the browser (hence the DOM types above) */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { summarizeCart } from '@shop/contract';

const shopUrl = (process.env['SHOP_URL'] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const outputDir = join(import.meta.dirname, '..', 'docs', 'screenshots');
const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const DEMO_SHOPPER = { email: 'shopper@example.com', password: 'shopper12345' };
/** Largest file the README carries. */
const MAX_BYTES = 120 * 1024;
const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

/**
 * Calls the shop's API and answers the envelope's data.
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 * @returns {Promise<any>}
 */
async function api(path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${shopUrl}${path}`, {
    method: body === undefined ? method : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = /** @type {{ data?: unknown, message?: string }} */ (await response.json());
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message ?? ''}`);
  return answer.data;
}

/** @param {{ email: string, password: string }} account */
async function logIn(account) {
  const data = await api('/api/user/login', { body: account });
  return /** @type {string} */ (data.accesstoken);
}

/**
 * The first Vietnamese page a sitemap file lists whose path contains `part` (else the first).
 * @param {string} file
 * @param {string} part
 */
async function pageFromSitemap(file, part) {
  const xml = await (await fetch(`${shopUrl}/sitemaps/${file}`)).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.startsWith('/vi/'));
  const page = pages.find((path) => decodeURIComponent(path).includes(part)) ?? pages[0];
  if (!page) throw new Error(`${file} lists no page`);
  return page;
}

/**
 * The newest order's id, placing one as the demo shopper when the shop has none.
 * @param {string} adminToken
 * @returns {Promise<string>}
 */
async function anOrderId(adminToken) {
  const listed = await api('/api/admin/orders/list', { token: adminToken, body: {} });
  const first = /** @type {{ _id: string } | undefined} */ (listed.orders?.[0] ?? listed[0]);
  if (first) return first._id;
  const token = await logIn(DEMO_SHOPPER);
  let [address] = await api('/api/address/get', { token });
  if (!address) {
    await api('/api/address/create', {
      token,
      body: {
        address_line: 'Lô B2, KCN Tân Tạo',
        city: 'Đà Nẵng',
        state: 'Đà Nẵng',
        country: 'Việt Nam',
        pincode: '550000',
        mobile: '0905123456',
      },
    });
    [address] = await api('/api/address/get', { token });
  }
  const found = await api('/api/product/search-product', { body: { search: 'điện trở' } });
  const product = found.find((/** @type {{ stock: number }} */ p) => p.stock >= 2) ?? found[0];
  await api('/api/cart/create', { token, body: { productId: product._id } });
  const lines = await api('/api/cart/get', { token });
  await api('/api/order/cash-on-delivery', {
    token,
    body: { addressId: address._id, totalAmt: summarizeCart(lines).total },
  });
  return anOrderId(adminToken);
}

/**
 * Saves what the page shows as docs/screenshots/<name>.webp, smaller until it fits MAX_BYTES.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
async function capture(page, name) {
  await page.waitForLoadState('networkidle');
  // Fonts drawn and the images in view decoded (a lazy image below the fold never loads here).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter(
      (image) => image.getBoundingClientRect().top < window.innerHeight,
    );
    const decoded = Promise.all(inView.map((image) => image.decode().catch(() => {})));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  const png = await page.screenshot();
  const path = join(outputDir, `${name}.webp`);
  for (const quality of [75, 60, 45]) {
    writeFileSync(path, await sharp(png).webp({ quality }).toBuffer());
    if (statSync(path).size <= MAX_BYTES) break;
  }
  process.stdout.write(`${path}: ${Math.round(statSync(path).size / 1024)} kB\n`);
}

mkdirSync(outputDir, { recursive: true });
const adminToken = await logIn(DEMO_ADMIN);
const orderId = await anOrderId(adminToken);
const listing = await pageFromSitemap('categories-1.xml', 'Điện-trở');
const product = await pageFromSitemap('products-1.xml', 'Điện-trở');

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  // As the e2e tier runs it: headless, on a closed network, possibly as root.
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      baseURL: shopUrl,
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
      locale: 'vi-VN',
    });
    const page = await context.newPage();
    for (const [name, path] of [
      ['home', '/vi/'],
      ['listing', listing],
      ['product', product],
    ]) {
      await page.goto(path ?? '/vi/');
      await capture(page, `${name}-${viewport.name}`);
    }
    await context.close();
  }

  const context = await browser.newContext({
    baseURL: shopUrl,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  // Logged in on the English page (its labels), then shown in Vietnamese.
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/vi/dashboard/product');
  await capture(page, 'admin-products-1280');
  await page.goto(`/vi/dashboard/orders/${orderId}`);
  await capture(page, 'admin-order-1280');
  await context.close();
} finally {
  await browser.close();
}
