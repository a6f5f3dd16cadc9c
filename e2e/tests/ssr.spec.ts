import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatVnd, listingPath, priceWithDiscount, productPath } from '@shop/contract';
import type { ProductInfo } from './support';

/**
 * The listing a demo product is in: its first category and sub-category. Not the home page's first
 * tile: the admin journeys that ran before may have added an empty category there.
 */
function listingOf(product: ProductInfo): string {
  const [category] = product.category;
  const [subCategory] = product.subCategory;
  if (!category || !subCategory) throw new Error(`${product.name} is in no listing`);
  return listingPath(category, subCategory);
}

/**
 * A demo product in stock, as the API lists it, and in a listing: the journeys that ran before may
 * have added products of their own (the variants journey's heaters have no category).
 */
async function aProductInStock(request: APIRequestContext): Promise<ProductInfo> {
  const response = await request.post('/api/product/search-product', {
    data: { search: 'dien tro', limit: 50 },
  });
  const { data } = (await response.json()) as { data: ProductInfo[] };
  const product = data.find(
    (found) => found.stock >= 5 && found.category.length > 0 && found.subCategory.length > 0,
  );
  if (!product) throw new Error('no demo product in stock and in a listing');
  return product;
}

/** Opens a demo product's page, as its server drew it: its name is the page's heading. */
async function openProductPage(page: Page, product: ProductInfo): Promise<void> {
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page and a listing show their products, as crawlers and link previews see them', async ({
    page,
    request,
  }) => {
    const product = await aProductInStock(request);
    await openProductPage(page, product);
    await expect(
      page.getByText(formatVnd(priceWithDiscount(product.price, product.discount))).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();

    await page.goto(listingOf(product));
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/product\//);
    await expect(cards.first()).toContainText(/\d\sVND/);
  });
});

test('home, a listing and a product page hydrate with a clean console, and Add still works', async ({
  page,
  request,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    messages.push(`pageerror: ${error.message}`);
  });
  const product = await aProductInStock(request);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Product categories' })).toBeVisible();
  // The rows below the tiles load as they near the viewport, after hydration.
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto(listingOf(product));
  await expect(page.getByRole('article').first()).toBeVisible();

  await openProductPage(page, product);
  const add = page.getByRole('button', { name: 'Add', exact: true }).first();
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added' }).first()).toBeVisible();
  await expect(
    page.locator('header').getByLabel('Cart, 1 items').locator('visible=true'),
  ).toBeVisible();

  expect(messages).toEqual([]);
});

test('a first visit runs no app until the page is used, and the press that starts it is carried out', async ({
  page,
  request,
}) => {
  // All drawn by the server and shown before the app runs (decision 035): the product, its Add, the
  // contact links, and the search strip's typed suggestions, which run on the compositor.
  await openProductPage(page, await aProductInStock(request));
  const add = page.getByRole('button', { name: 'Add', exact: true }).first();
  await expect(add).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().length))
    .toBeGreaterThanOrEqual(3);
  // The footer with the seller's details is the server's: there before anything is touched.
  await page.waitForLoadState('load');
  await expect(page.locator('footer')).toHaveCount(1);
  await expect(page.locator('footer').getByText('Address:')).toBeAttached();

  // The first press starts the app and is pressed again once the app handles it: once.
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added' }).first()).toBeVisible();
  // The running app draws no second one.
  await expect(page.locator('footer')).toHaveCount(1);
  await expectOneInTheCart(page);

  // The browser now keeps a guest cart, which the server cannot draw: the page starts its app as it
  // loads, and the header counts the cart with nothing pressed.
  await page.reload();
  await expect(
    page.locator('header').getByLabel('Cart, 1 items').locator('visible=true'),
  ).toBeVisible();
});

test('back after a reload, to a page the app had moved from, shows that page though no app runs', async ({
  page,
  request,
}) => {
  const product = await aProductInStock(request);
  await page.goto(listingOf(product));
  // The entry the app adds when the shopper opens a product from the listing.
  await page.evaluate((path) => {
    window.history.pushState(window.history.state, '', path);
  }, productPath(product));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // The reloaded page owns the entry before it: back moves its URL, and the listing is loaded.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${listingOf(product)}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeHidden();
  await expect(
    page.getByRole('main').getByRole('link', { name: product.name }).first(),
  ).toBeVisible();
});

/** The guest's cart, kept in the browser, holds one line of quantity 1, and the page says so. */
async function expectOneInTheCart(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Quantity 1$/ }).first()).toBeVisible();
  // The quantities of the lines of every cart the browser keeps.
  const quantitiesKept = () =>
    page.evaluate(() =>
      Array.from(
        { length: localStorage.length },
        (_, index) => localStorage.key(index) ?? '',
      ).flatMap((key) => {
        try {
          const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '');
          return Array.isArray(parsed)
            ? parsed.map((line: { quantity?: unknown }) => line.quantity)
            : [];
        } catch {
          return [];
        }
      }),
    );
  await expect.poll(quantitiesKept).toEqual([1]);
  await expect(
    page.locator('header').getByLabel('Cart, 1 items').locator('visible=true'),
  ).toBeVisible();
}

test('the drawn Add is the same element once the app has taken the page over, and its press adds one', async ({
  page,
  request,
}) => {
  await openProductPage(page, await aProductInStock(request));
  await page.waitForLoadState('load');
  // Held from the server's drawing, before anything of the app has run.
  const drawn = await page
    .getByRole('button', { name: 'Add', exact: true })
    .first()
    .elementHandle();
  // No app yet: the cart control's code has not come.
  const cartControlCame = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/cart-control-[^/]*\.js$/.test(entry.name)),
    );
  expect(await cartControlCame()).toBe(false);

  // The mouse moving starts the app (decision 035). The cart control's code comes at the first idle
  // moment after the app has taken the page over.
  await page.mouse.move(5, 5);
  await expect.poll(cartControlCame).toBe(true);
  await page.waitForLoadState('networkidle');
  // Frames enough for React to commit what came.
  for (let frame = 0; frame < 10; frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  expect(await drawn.evaluate((button) => button.isConnected)).toBe(true);
  const now = await page.getByRole('button', { name: 'Add', exact: true }).first().elementHandle();
  expect(await drawn.evaluate((button, other) => button === other, now)).toBe(true);

  // Scrolled to and pressed as it was first found.
  await drawn.scrollIntoViewIfNeeded();
  await drawn.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added' }).first()).toBeVisible();
  await expectOneInTheCart(page);
});
