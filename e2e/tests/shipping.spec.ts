import { expect, test, type Page } from '@playwright/test';
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

/** The stand-in's webhook secret (GHTK_STANDIN_HASH): the `hash` of the callback URL GHTK posts to. */
const WEBHOOK_HASH = 'ghtk-standin-webhook-hash';
/** Each notification a second after the one before, as a parcel's steps come. */
let stepsSent = 0;

/**
 * Posts one of GHTK's notifications to the shop's callback URL, as GHTK does: its documented form
 * fields, form-encoded, the shop's secret in the URL's `hash`.
 */
async function ghtkNotifies(
  page: Page,
  parcel: { trackingCode: string; orderNumber: string; totalAmt: number },
  statusId: number,
  reason = '',
): Promise<void> {
  const answer = await page.request.post(
    `/api/shipping/ghtk/webhook?hash=${encodeURIComponent(WEBHOOK_HASH)}`,
    {
      form: {
        label_id: parcel.trackingCode,
        partner_id: parcel.orderNumber,
        status_id: String(statusId),
        action_time:
          new Date(Date.now() + (stepsSent += 1) * 1000).toISOString().slice(0, 19) + '+00:00',
        reason_code: '',
        reason,
        weight: '0.5',
        fee: '22000',
        pick_money: String(parcel.totalAmt),
        return_part_package: '0',
      },
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

// Issue 48's "Done when": three confirmed orders get their shipments in one batch and their labels
// print on one page; GHTK's webhook carries one to delivered and one to a failed delivery whose
// parcel comes back and goes into stock once checked; GHTK's payout statement is reconciled, the
// short line flagged and the others' COD recorded as received.
test('three orders shipped in one batch, followed by the webhook, their COD reconciled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const buyer = await registerShopper(page.request, 'ghtk-batch');
  await callAs(page.request, buyer, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  for (let i = 0; i < 3; i += 1) await placeCashOrder(page, buyer, product);
  const placed = await callAs<{ _id: string; orderId: string; totalAmt: number }[]>(
    page.request,
    buyer,
    'GET',
    '/api/order/order-list',
  );
  expect(placed).toHaveLength(3);

  const adminLogin = await page.request.post('/api/user/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  const admin = {
    email: 'admin@example.com',
    password: 'admin12345',
    token: ((await adminLogin.json()) as { data: { accesstoken: string } }).data.accesstoken,
  };
  for (const order of placed)
    await callAs(page.request, admin, 'POST', '/api/admin/orders/transition', {
      orderId: order._id,
      to: 'confirmed',
    });
  // The staff's stock count (the storefront's answers are kept a few seconds).
  const stockOf = async () => {
    const { items } = await callAs<{ items: { variantId: string | null; stock: number }[] }>(
      page.request,
      admin,
      'POST',
      '/api/admin/stock/items',
      { productIds: [product._id] },
    );
    return items.find((item) => item.variantId === null)?.stock;
  };
  const stockAfterOrders = (await stockOf()) ?? Number.NaN;

  await logIn(page, admin.email, admin.password);
  await page.goto(`/dashboard/orders?status=confirmed&search=${encodeURIComponent(buyer.email)}`);
  for (const order of placed)
    await page
      .getByRole('checkbox', { name: `Select order ${order.orderId} to create its shipment` })
      .check();
  await expect(page.getByText('3 confirmed orders selected')).toBeVisible();
  await page.getByRole('button', { name: 'Create the shipments of 3 orders' }).click();
  const batch = page.getByRole('region', { name: 'Shipments created' });
  await expect(batch.getByRole('listitem')).toHaveCount(3);
  const parcels: { trackingCode: string; orderNumber: string; totalAmt: number; _id: string }[] =
    [];
  for (const order of placed) {
    const line = batch.getByRole('listitem').filter({ hasText: order.orderId });
    await expect(line).toContainText(/Created, tracking code S22\.A1\.\d+/);
    const trackingCode = /S22\.A1\.\d+/.exec((await line.textContent()) ?? '')?.[0] ?? '';
    parcels.push({ ...order, orderNumber: order.orderId, trackingCode });
  }
  expect(new Set(parcels.map((parcel) => parcel.trackingCode)).size).toBe(3);

  await batch.getByRole('link', { name: 'Print the 3 labels' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping labels' })).toBeVisible();
  for (const parcel of parcels) {
    await expect(page.getByRole('img', { name: parcel.trackingCode })).toBeVisible();
    await expect(page.getByText(parcel.trackingCode, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  const [delivered, failed, short] = parcels;
  if (!delivered || !failed || !short) throw new Error('three parcels');
  for (const statusId of [3, 4, 5]) await ghtkNotifies(page, delivered, statusId);
  for (const statusId of [3, 4, 5]) await ghtkNotifies(page, short, statusId);
  await ghtkNotifies(page, failed, 3);
  await ghtkNotifies(page, failed, 4);
  await ghtkNotifies(page, failed, 9, 'Khách từ chối nhận hàng');
  await ghtkNotifies(page, failed, 20);
  await ghtkNotifies(page, failed, 21);
  // GHTK resends a step it is not sure was taken: nothing more is written.
  await ghtkNotifies(page, failed, 21);

  // An order's page loads its detail, shipment and returns: the first answer may take a while on
  // a busy machine (a bound on waiting, as stock.spec.ts's first page).
  await page.goto(`/dashboard/orders/${delivered._id}`);
  await expect(page.getByRole('region', { name: 'Shipping (GHTK)' })).toContainText('Delivered', {
    timeout: 30_000,
  });

  // The failed delivery's parcel is back: nothing is restocked until the staff have checked it.
  await page.goto(`/dashboard/orders/${failed._id}`);
  await expect(page.getByText('The parcel is back at the shop, awaiting a check.')).toBeVisible({
    timeout: 30_000,
  });
  expect(await stockOf()).toBe(stockAfterOrders);
  await page.getByRole('button', { name: 'Record failed delivery' }).click();
  const check = page.getByRole('dialog', { name: 'Record failed delivery' });
  await expect(check.getByLabel('Resellable')).toHaveValue('1');
  await check.getByLabel('Note (optional)').fill('Hàng hoàn còn nguyên hộp');
  await check.getByRole('button', { name: 'Record failed delivery' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByRole('list', { name: 'Returns' })).toContainText('back in stock');
  expect(await stockOf()).toBe(stockAfterOrders + 1);

  // GHTK's payout statement: the delivered parcel paid in full, the other 50,000 đ short.
  await page.goto('/dashboard/orders');
  await page.getByRole('link', { name: 'COD reconciliation (GHTK)' }).click();
  await expect(
    page.getByRole('heading', { name: 'Cash-on-delivery reconciliation' }),
  ).toBeVisible();
  const statement = [
    'Mã đơn GHTK,Mã đơn hàng,Tiền thu hộ,Phí vận chuyển,Phí bảo hiểm,Tổng phí',
    `${delivered.trackingCode},${delivered.orderNumber},${String(delivered.totalAmt)},22000,0,22000`,
    `${short.trackingCode},${short.orderNumber},${String(short.totalAmt - 50_000)},22000,0,22000`,
  ].join('\r\n');
  await page.getByLabel('Statement file (.csv)').setInputFiles({
    name: 'doi-soat-ghtk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement, 'utf8'),
  });
  await page.getByRole('button', { name: 'Reconcile' }).click();
  const result = page.getByRole('region', { name: 'Reconciliation' });
  await expect(result.getByText('1 line to look at')).toBeVisible();
  const rowOf = (code: string) =>
    result.locator('tr:visible, li:visible').filter({ hasText: code });
  await expect(rowOf(delivered.trackingCode)).toContainText('Recorded');
  await expect(rowOf(short.trackingCode)).toContainText('-50.000');
  await expect(rowOf(short.trackingCode).getByLabel('To look at')).toHaveCount(1);
  await expect(rowOf(delivered.trackingCode).getByLabel('To look at')).toHaveCount(0);

  const paid = await callAs<{ payment_status: string }>(
    page.request,
    admin,
    'POST',
    '/api/admin/orders/details',
    { orderId: delivered._id },
  );
  expect(paid.payment_status).toBe('paid');
  const owing = await callAs<{ payment_status: string }>(
    page.request,
    admin,
    'POST',
    '/api/admin/orders/details',
    { orderId: short._id },
  );
  expect(owing.payment_status).not.toBe('paid');
});
