import { expect, test } from '@playwright/test';
import {
  SAMPLE_ADDRESS,
  callAs,
  logIn,
  placeCashOrder,
  productsInStock,
  registerShopper,
} from './support';

// Issue 48: a confirmed order handed to GHTK (its stand-in): the quote first, one press creates
// the shipment, its label prints with the code as a barcode, and GHTK's notifications carry it to
// delivered, which the buyer sees step by step on My Orders.

test('an admin ships an order with GHTK; the carrier’s steps reach the buyer', async ({ page }) => {
  test.setTimeout(120_000);
  const buyer = await registerShopper(page.request, 'ghtk');
  await callAs(page.request, buyer, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  await placeCashOrder(page, buyer, product);
  const [order] = await callAs<{ _id: string; orderId: string }[]>(
    page.request,
    buyer,
    'GET',
    '/api/order/order-list',
  );
  if (!order) throw new Error('no order');

  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto(`/dashboard/orders/${order._id}`);
  await page
    .getByRole('group', { name: 'Actions' })
    .getByRole('button', { name: 'Confirm order' })
    .click();
  const confirmDialog = page.getByRole('dialog', { name: 'Confirm order' });
  await confirmDialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(confirmDialog).toBeHidden();

  const card = page.getByRole('region', { name: 'Shipping (GHTK)' });
  await expect(card.getByRole('button', { name: 'Create the shipment' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Get the shipping quote' }).click();
  await expect(card.getByText('Shipping fee')).toBeVisible();
  await card.getByLabel('Note for the carrier').fill('Gọi trước khi giao');
  await card.getByRole('button', { name: 'Create the shipment' }).click();
  const code = card.getByRole('link', { name: /^S22\.A1\.\d+$/ });
  await expect(code).toBeVisible();
  const trackingCode = (await code.textContent()) ?? '';
  await expect(card.getByText('Waiting for pickup')).toBeVisible();

  await card.getByRole('link', { name: 'Print the label' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping labels' })).toBeVisible();
  await expect(page.getByRole('img', { name: trackingCode })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // GHTK picks it up, takes it out and delivers it: its notifications, through the stand-in.
  for (const statusId of [3, 4, 5]) {
    const moved = await page.request.post('/dev/ghtk/advance', {
      data: { trackingCode, statusId },
    });
    expect(moved.status()).toBe(200);
  }

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
  });
  await logIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/myorders');
  const row = page.getByRole('listitem').filter({ hasText: order.orderId }).first();
  const steps = row.getByRole('list', { name: 'Parcel journey' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps).toContainText('Out for delivery');
  await expect(row.getByRole('link', { name: 'Track on GHTK’s site' })).toHaveAttribute(
    'href',
    `https://i.ghtk.vn/${trackingCode}`,
  );
  await expect(row.getByText('Delivered').first()).toBeVisible();
});
