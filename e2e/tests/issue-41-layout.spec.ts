import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  SAMPLE_ADDRESS,
  callAs,
  logIn,
  placeCashOrder,
  productsInStock,
  registerShopper,
} from './support';

// Issue 41's layout findings, at both widths (the desktop and phone projects) and in both locales:
// the home banner's words clear of its drawing, the header whole at 320 px (phone) and at 768 px
// (desktop), and the printed order never wider than a phone.

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('a box is not drawn');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/** How far the page is wider than the window (0: it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * At `width`, the header's logo, language, account, cart and search all fit inside the window,
 * and the page does not scroll sideways.
 */
async function headerFits(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 640 });
  expect(await sidewaysOverflow(page), `${width} px`).toBe(0);
  for (const control of await page.getByRole('banner').locator('a, button, nav').all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(box && box.x >= 0 && box.x + box.width <= width, `${name} at ${width} px`).toBe(true);
  }
}

for (const [locale, home] of [
  ['en', '/'],
  ['vi', '/vi'],
] as const) {
  test(`the home banner's words stay clear of its drawing (${locale})`, async ({
    page,
  }, testInfo) => {
    await page.goto(home);
    const banner = page.locator('section[aria-labelledby="home-banner-title"]');
    await expect(banner).toBeVisible();
    const art = banner.locator('svg[aria-hidden="true"]').last();
    const words = banner.locator('div.relative.z-10');
    expect(await sidewaysOverflow(page)).toBe(0);
    // On a phone the drawing is a faint background on purpose; from a desktop on it is drawn in
    // full, and then nothing of the words may lie on it.
    if (testInfo.project.name === 'desktop') {
      for (const part of await words.locator('h1, p, ul, a').all()) {
        expect(await overlap(part, art), await part.innerText()).toBe(false);
      }
      // At a tablet's width (768 px) the words take the banner's width: any of them the drawing
      // reaches lies on a faint background, as on a phone, never on the drawing in full.
      await page.setViewportSize({ width: 768, height: 1000 });
      const opacity = Number(await art.evaluate((element) => getComputedStyle(element).opacity));
      for (const part of await words.locator('h1, p, ul, a').all()) {
        if (await overlap(part, art))
          expect(opacity, await part.innerText()).toBeLessThanOrEqual(0.3);
      }
    }
    // Last, as it narrows the window: the header whole at the narrowest phones (320 px) and at a
    // tablet's width (768 px, where the wider header begins and Vietnamese labels are longest).
    await headerFits(page, testInfo.project.name === 'phone' ? 320 : 768);
  });
}

test('the printed order fits a phone: its lines scroll inside the sheet, the page does not', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(page.request, 'print-fit');
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  await placeCashOrder(page, shopper, product);
  const [order] = await callAs<{ _id: string }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');

  await logIn(page, 'admin@example.com', 'admin12345');
  for (const [path, title] of [
    [`/dashboard/orders/${order._id}/print`, 'Delivery note'],
    [`/vi/dashboard/orders/${order._id}/print`, 'Phiếu giao hàng'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBe(0);
    const sheet = page.locator('.print-sheet');
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox && sheetBox.x + sheetBox.width).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  }
});
