import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { summarizeCart, type CartLine } from '@shop/contract';
import { mailCatcherUrl } from '../playwright.config';

let counter = 0;

/** A fresh e-mail per call, so journeys never share accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The raw mails (headers and parts) the shop sent to the address and the mail catcher took. */
export async function mailsTo(address: string): Promise<string[]> {
  const response = await fetch(`${mailCatcherUrl}/messages?to=${encodeURIComponent(address)}`);
  const messages = (await response.json()) as { raw: string }[];
  return messages.map((message) => message.raw);
}

/** The newest 6-digit code mailed to the address (the shop sends real SMTP to the mail catcher). */
export async function mailedCode(address: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${mailCatcherUrl}/messages?to=${encodeURIComponent(address)}`,
        );
        const messages = (await response.json()) as { raw: string }[];
        code = /reset code is:?\s*(?:<strong>)?(\d{6})/.exec(messages.at(-1)?.raw ?? '')?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The seeded "Điện trở chữ U" listing, reached from the Vietnamese home page as a shopper does. */
export async function openUHeaterListing(page: Page): Promise<void> {
  await page.goto('/vi');
  await page
    .getByRole('link', { name: /Điện trở đốt nóng/ })
    .first()
    .click();
  await page.getByRole('navigation').getByRole('link', { name: 'Điện trở chữ U' }).first().click();
}

/**
 * Opens the account menu: the header dropdown on wide screens, /user on phones. Answers where its
 * items are: the dashboard's pages show the same menu in their sidebar too.
 */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const accountButton = page.getByRole('button', { name: /Account/ });
  if (await accountButton.isVisible()) {
    await accountButton.click();
    return page.locator('header');
  }
  await page.goto('/user');
  return page.locator('#main');
}

/** A 1×1 PNG: the smallest real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
 * each with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

export interface Shopper {
  email: string;
  password: string;
  token: string;
}

/**
 * An address of its own for each shopper the API registers, so that a whole run's shoppers do not
 * share the per-address limit on registrations (20 in 15 minutes) as if they came from one office.
 * The e2e shops believe X-Forwarded-For from the loopback (scripts/e2e-server.mjs); 198.18.0.0/15
 * is the range kept for tests of network devices.
 */
function shopperAddress(): string {
  const octet = (): number => Math.floor(Math.random() * 254) + 1;
  return `198.${18 + (octet() % 2)}.${octet()}.${octet()}`;
}

/** A new shopper, registered and logged in through the API (for journeys that start mid-way). */
export async function registerShopper(
  request: APIRequestContext,
  prefix: string,
): Promise<Shopper> {
  const email = uniqueEmail(prefix);
  const password = 'shopper password 1';
  const registered = await request.post('/api/user/register', {
    data: { name: 'Khách hàng thử', email, password, confirmPassword: password },
    headers: { 'x-forwarded-for': shopperAddress() },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/user/login', { data: { email, password } });
  const { data } = (await login.json()) as { data: { accesstoken: string } };
  return { email, password, token: data.accesstoken };
}

/** Calls the API as the shopper and returns the envelope's data. */
export async function callAs<T>(
  request: APIRequestContext,
  shopper: Shopper,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${shopper.token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface ProductInfo {
  _id: string;
  name: string;
  price: number;
  discount: number;
  stock: number;
  category: { _id: string; name: string }[];
  subCategory: { _id: string; name: string }[];
}

export async function productById(
  request: APIRequestContext,
  productId: string,
): Promise<ProductInfo> {
  const response = await request.post('/api/product/get-product-details', { data: { productId } });
  return ((await response.json()) as { data: ProductInfo }).data;
}

/** In-stock products matching a search, for journeys that need some to buy. */
export async function productsInStock(
  request: APIRequestContext,
  search: string,
  count: number,
): Promise<ProductInfo[]> {
  const response = await request.post('/api/product/search-product', {
    data: { search, limit: 50 },
  });
  const { data } = (await response.json()) as { data: ProductInfo[] };
  const found = data.filter((product) => product.stock >= 5).slice(0, count);
  expect(found).toHaveLength(count);
  return found;
}

export const SAMPLE_ADDRESS = {
  address_line: '12 Nguyễn Văn Linh',
  city: 'Đà Nẵng',
  state: 'Đà Nẵng',
  country: 'Việt Nam',
  pincode: '550000',
  mobile: '0905123456',
};

/**
 * Fills the Add/Edit Address dialog: the province (State) and ward (City) are picked by typing a
 * part of their names without diacritics and choosing the option; the rest is typed.
 */
export async function fillAddressDialog(
  dialog: Locator,
  address: { address_line: string; pincode: string; country: string; mobile: string },
  units: { province: string; provinceOption: string; ward: string; wardOption: string } = {
    province: 'da nang',
    provinceOption: 'Thành phố Đà Nẵng',
    ward: 'hai van',
    wardOption: 'Phường Hải Vân',
  },
): Promise<void> {
  await dialog.getByRole('combobox', { name: 'State' }).fill(units.province);
  await dialog.getByRole('option', { name: units.provinceOption, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'City' }).fill(units.ward);
  await dialog.getByRole('option', { name: units.wardOption, exact: true }).click();
  await dialog.getByLabel('Address Line').fill(address.address_line);
  await dialog.getByLabel('Pincode').fill(address.pincode);
  await dialog.getByLabel('Country').fill(address.country);
  await dialog.getByLabel('Mobile No.').fill(address.mobile);
}

/** Orders `product`, cash on delivery, to the shopper's first saved address, through the API. */
export async function placeCashOrder(
  page: Page,
  shopper: Shopper,
  product: ProductInfo,
): Promise<void> {
  await callAs(page.request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  const lines = await callAs<CartLine[]>(page.request, shopper, 'GET', '/api/cart/get');
  const [address] = await callAs<{ _id: string }[]>(
    page.request,
    shopper,
    'GET',
    '/api/address/get',
  );
  if (!address) throw new Error('no address');
  await callAs(page.request, shopper, 'POST', '/api/order/cash-on-delivery', {
    addressId: address._id,
    totalAmt: summarizeCart(lines).total,
  });
}

/** Where "Add" has been seen on the page, in the page's coordinates, and whether to stop looking. */
interface AddPlaces {
  addPlaces?: Set<string>;
  addPlacesDone?: boolean;
}

/**
 * Opens a product page drawn by the server in a browser whose app starts as the page loads (a
 * login or a guest cart), and checks that its "Add" (named `addName`) stays where it was drawn,
 * frame after frame, while the app takes the page over and its later parts come. Had the page
 * moved under it (it did: the contact links' gutter went and came back), a press made then landed
 * on whatever slid under the finger, and was lost. Resolves once the cart control's code is here.
 */
export async function openKeepingAddInPlace(
  page: Page,
  path: string,
  addName: string,
): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.evaluate((name) => {
    const seen = window as unknown as AddPlaces;
    const places = new Set<string>();
    seen.addPlaces = places;
    const look = () => {
      const add = Array.from(document.querySelectorAll<HTMLElement>('main button')).find(
        (button) => button.textContent.trim() === name,
      );
      if (add) {
        const box = add.getBoundingClientRect();
        places.add(`${Math.round(box.x + window.scrollX)},${Math.round(box.y + window.scrollY)}`);
      }
      if (!seen.addPlacesDone) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, addName);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/cart-control-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  // The page's other late parts (the contact links, the footer) have come too.
  await page.waitForLoadState('networkidle');
  const places = await page.evaluate(() => {
    const seen = window as unknown as AddPlaces;
    seen.addPlacesDone = true;
    return [...(seen.addPlaces ?? [])];
  });
  expect(places, '"Add" stayed where it was drawn').toHaveLength(1);
}

/**
 * A browser context of its own (a second person: a buyer beside the admin) with the test's
 * project settings: its width, touch and user agent, as the test's own page has them.
 */
export async function contextLikeTheTest(
  browser: Browser,
  testInfo: TestInfo,
): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } =
    testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
}
