import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  callAs,
  logIn,
  mailsTo,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
} from './support';

/** The shopper's row of the order on My Orders, read afresh. */
async function myOrderRow(page: Page, orderId: string): Promise<Locator> {
  await page.goto('/dashboard/myorders');
  const row = page.getByRole('listitem').filter({ hasText: `Order No: ${orderId}` });
  await expect(row).toBeVisible();
  return row;
}

/** Clicks the order page's action button, then the same action in its confirmation dialog. */
async function confirmAction(
  page: Page,
  action: string,
  fill?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await fill?.(dialog);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('a cash order goes from placed to paid through the admin screens, step by step on My Orders, and into the CSV export', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers and a dozen page loads: longer than one journey's usual minute.
  test.setTimeout(180_000);
  // A phone number no other order has, so the admin's search finds this order alone.
  const phone = `09${String(Date.now()).slice(-8)}`;
  const shopper = await registerShopper(page.request, 'admin-orders');
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(page.request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await callAs(page.request, shopper, 'POST', '/api/address/create', {
    ...SAMPLE_ADDRESS,
    mobile: phone,
  });

  // The shopper orders, cash on delivery, in a browser of their own.
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } =
    testInfo.project.use;
  const shopperContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  const shopperPage = await shopperContext.newPage();
  await logIn(shopperPage, shopper.email, shopper.password);
  await shopperPage.goto('/checkout');
  await shopperPage.getByRole('radio').first().check();
  await shopperPage.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(shopperPage).toHaveURL(/\/success/);
  const [order] = await callAs<{ _id: string; orderId: string; totalAmt: number }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');
  await expect(
    (await myOrderRow(shopperPage, order.orderId)).getByText('Placed', { exact: true }),
  ).toBeVisible();
  // Each step the shopper hears of is mailed (to the mail catcher): the confirmation first.
  const mailsAboutOrder = async () =>
    (await mailsTo(shopper.email)).filter((raw) => raw.includes(order.orderId));
  await expect.poll(async () => (await mailsAboutOrder()).length, { timeout: 15_000 }).toBe(1);

  // The admin finds it by the phone number, typed with spaces.
  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto('/dashboard/orders');
  await page
    .getByRole('searchbox', { name: 'Search orders' })
    .fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: order.orderId }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible();

  await confirmAction(page, 'Confirm order');
  await expect(
    (await myOrderRow(shopperPage, order.orderId)).getByText('Confirmed', { exact: true }),
  ).toBeVisible();

  await confirmAction(page, 'Mark shipped', async (dialog) => {
    await dialog.getByLabel('Carrier (optional)').fill('Viettel Post');
    await dialog.getByLabel('Tracking number (optional)').fill('VTP-E2E-20260101');
  });
  await expect(page.getByText('VTP-E2E-20260101')).toBeVisible();
  const shipped = await myOrderRow(shopperPage, order.orderId);
  await expect(shipped.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(shipped).toContainText('VTP-E2E-20260101');
  await expect(shipped.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsAboutOrder()).some((raw) => raw.includes('VTP-E2E-20260101')), {
      timeout: 15_000,
    })
    .toBe(true);

  await confirmAction(page, 'Mark delivered');
  await expect(
    (await myOrderRow(shopperPage, order.orderId)).getByText('Delivered', { exact: true }),
  ).toBeVisible();

  await confirmAction(page, 'Mark paid');
  // Paid and delivered: the only change left is recording a refund.
  await expect(page.getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveText([
    'Mark refunded',
  ]);
  const paid = await myOrderRow(shopperPage, order.orderId);
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  // Every step is on the shopper's timeline.
  await paid.getByRole('button', { name: /Order history/ }).click();
  for (const step of [
    'Placed → Confirmed',
    'Confirmed → Shipped',
    'Shipped → Delivered',
    'Payment: Unpaid → Paid',
  ]) {
    await expect(paid.getByText(step, { exact: true })).toBeVisible();
  }
  await shopperContext.close();
  // Confirmation, shipped and delivered; confirming and the payment are the shop's own steps.
  await expect.poll(async () => (await mailsAboutOrder()).length, { timeout: 15_000 }).toBe(3);

  // The CSV of the list as filtered holds the order.
  await page.goto(`/dashboard/orders?search=${phone}`);
  await expect(page.getByRole('link', { name: order.orderId })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^don-hang-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(order.orderId);

  // The printable delivery note, as the browser prints it: the sheet alone, the total in words.
  await page.getByRole('link', { name: order.orderId }).click();
  await page.getByRole('link', { name: 'Print delivery note' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order._id}/print$`));
  const printButton = page.locator('button', { hasText: /^Print$/ });
  await expect(printButton).toBeVisible();
  // The shop's header is the page's first; the sheet's own header (the seller's details) follows.
  const shopHeader = page.locator('header').first();
  await expect(shopHeader).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Delivery note' })).toBeVisible();
  await expect(page.getByText(order.orderId)).toBeVisible();
  await expect(page.getByText('In words (Vietnamese):')).toBeVisible();
  // On paper: no print button, no shop header (both still on the page, only not printed).
  await expect(printButton).toHaveCount(1);
  await expect(printButton).toBeHidden();
  await expect(shopHeader).toBeHidden();
  await testInfo.attach('delivery-note-print', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The same sheet under /vi is printed in Vietnamese.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/vi/dashboard/orders/${order._id}/print`);
  await expect(page.getByRole('heading', { name: 'Phiếu giao hàng' })).toBeVisible();
  await expect(page.getByText('Bằng chữ:')).toBeVisible();
  await expect(page.locator('button', { hasText: /^In$/ })).toBeVisible();
});
