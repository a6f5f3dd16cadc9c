import { expect, test, type Page } from '@playwright/test';
import {
  callAs,
  expectNoSeriousA11yViolations,
  logIn,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
} from './support';

// Every page of the shop through axe-core, plus what axe cannot judge: keyboard use and dialogs.
// axe takes seconds a page, and these visit many pages each.
test.describe.configure({ timeout: 240_000 });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Skeletons gone: content, not placeholders, is what gets checked.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/search?q=quat');
  const link = page.getByRole('article').first().getByRole('link').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no product link');
  return href;
}

async function firstListingPath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page
    .getByRole('link', { name: /^See all / })
    .first()
    .getAttribute('href');
  if (!href) throw new Error('no listing link');
  return href;
}

test('public pages have no serious accessibility violations', async ({ page }) => {
  const pages = [
    '/',
    await firstListingPath(page),
    await firstProductPath(page),
    '/search?q=dien%20tro',
    '/search?q=xyzzy',
    '/login',
    '/register',
    '/forgot-password',
    '/no/such/page',
  ];
  for (const path of pages) {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
  }
});

test("a shopper's pages have no serious accessibility violations", async ({ page, request }) => {
  const shopper = await registerShopper(request, 'a11y');
  const [product] = await productsInStock(request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await callAs(request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  await logIn(page, shopper.email, shopper.password);
  const paths = [
    '/',
    '/cart',
    '/checkout',
    '/dashboard/profile',
    '/dashboard/address',
    '/dashboard/myorders',
    '/dashboard/category',
    '/user',
    '/success',
    '/cancel',
  ];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/dashboard/address');
  await page.getByRole('button', { name: 'Add Address', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the cart drawer keeps focus inside and closes on Escape', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'phones get the /cart page instead of the drawer');
  const shopper = await registerShopper(request, 'drawer');
  const [product] = await productsInStock(request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await logIn(page, shopper.email, shopper.password);
  const opener = page.getByRole('button', { name: /^Cart/ }).first();
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test("an admin's pages and dialogs have no serious accessibility violations", async ({ page }) => {
  await logIn(page, 'admin@example.com', 'admin12345');
  for (const path of [
    '/dashboard/category',
    '/dashboard/subcategory',
    '/dashboard/upload-product',
    '/dashboard/product',
  ]) {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('every image has a text alternative', async ({ page }) => {
  for (const path of ['/', await firstProductPath(page)]) {
    await page.goto(path);
    await settle(page);
    const missing = await page.locator('img:not([alt])').count();
    expect(missing, `images without alt on ${path}`).toBe(0);
  }
});

test('the header and search are usable with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  // Tab until the search strip has focus, then open it with Enter.
  const search = page.getByRole('link', { name: 'Search products' });
  for (
    let presses = 0;
    presses < 15 && !(await search.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search/);
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('quat');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a dialog keeps focus inside and closes on Escape', async ({ page }) => {
  await logIn(page, 'shopper@example.com', 'shopper12345');
  await page.goto('/dashboard/profile');
  const edit = page.getByRole('button', { name: 'Edit' });
  await edit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});
