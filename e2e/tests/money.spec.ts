import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { depositOf, formatVnd, priceWithDiscount } from '@shop/contract';
import { SEPAY_E2E_KEY, vnShopURL } from '../playwright.config';
import {
  callAs,
  logIn,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  type Shopper,
} from './support';

// Issue 44, money, on the shop with bank transfers and SePay's webhook configured.
test.use({ baseURL: vnShopURL });

/** A shopper's bank-transfer order of one product, placed through the API: it waits for money. */
async function transferOrder(request: APIRequestContext, prefix: string) {
  const shopper = await registerShopper(request, prefix);
  const [product] = await productsInStock(request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await callAs(request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  const [address] = await callAs<{ _id: string }[]>(request, shopper, 'GET', '/api/address/get');
  const totalAmt = priceWithDiscount(product.price, product.discount);
  const order = await callAs<{ _id: string; orderId: string }>(
    request,
    shopper,
    'POST',
    '/api/order/bank-transfer',
    { addressId: address?._id, totalAmt },
  );
  return { shopper, order, totalAmt };
}

async function statusOf(request: APIRequestContext, shopper: Shopper) {
  const [order] = await callAs<{ status: string; payment_status: string }[]>(
    request,
    shopper,
    'GET',
    '/api/order/order-list',
  );
  return order;
}

async function adminOnOrder(browser: Browser, orderId: string) {
  const context = await browser.newContext({ baseURL: vnShopURL });
  const page = await context.newPage();
  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto(`/dashboard/orders/${orderId}`);
  const money = page.getByRole('region', { name: 'Payments received' });
  await expect(money).toBeVisible();
  return { context, page, money };
}

test('a transfer SePay reports twice pays its order once, and the admin sees the payment', async ({
  browser,
  request,
}, testInfo) => {
  const { shopper, order, totalAmt } = await transferOrder(
    request,
    `sepay-${testInfo.project.name}`,
  );
  // As SePay sends it: the order number as the VietQR code writes it, in the bank's words.
  const transfer = {
    id: Date.now() * 10 + (testInfo.project.name === 'phone' ? 1 : 0),
    gateway: 'Vietcombank',
    transactionDate: '2026-11-29 09:15:00',
    accountNumber: '0011001234567',
    code: null,
    content: `${order.orderId.replace(/-/g, '')} FT26333 chuyen tien`,
    transferType: 'in',
    transferAmount: totalAmt,
    accumulated: 50_000_000,
    subAccount: null,
    referenceCode: 'MBVCB.9988776655',
    description: '',
  };
  for (let delivery = 0; delivery < 2; delivery += 1) {
    const answer = await request.post('/api/payments/sepay/webhook', {
      headers: { authorization: `Apikey ${SEPAY_E2E_KEY}` },
      data: transfer,
    });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
  }
  // A forged one, without the key, is refused.
  const forged = await request.post('/api/payments/sepay/webhook', {
    data: { ...transfer, id: transfer.id + 2 },
  });
  expect(forged.status()).toBe(401);
  expect(await statusOf(request, shopper)).toMatchObject({
    status: 'paid',
    payment_status: 'paid',
  });

  const { context, money } = await adminOnOrder(browser, order._id);
  await expect(money.getByRole('listitem')).toHaveCount(1);
  await expect(money.getByRole('listitem')).toContainText('SePay, automatically');
  await expect(money.getByRole('listitem')).toContainText('MBVCB.9988776655');
  await expect(money.getByText('Paid in full')).toBeVisible();
  await context.close();
});

test('the staff take a 30 % deposit, then the balance pays the order', async ({
  browser,
  request,
}, testInfo) => {
  const { shopper, order, totalAmt } = await transferOrder(
    request,
    `deposit-${testInfo.project.name}`,
  );
  const deposit = depositOf(totalAmt);
  const { context, page, money } = await adminOnOrder(browser, order._id);
  const record = 'Record a payment';

  await money.getByRole('button', { name: record }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /30% deposit/ }).click();
  await expect(dialog.getByLabel('Amount (₫)')).toHaveValue(String(deposit));
  await dialog.getByLabel(/reference/).fill('FT26333 coc');
  await dialog.getByRole('button', { name: record }).click();
  await expect(dialog).toBeHidden();
  await expect(money.getByRole('listitem')).toHaveCount(1);
  await expect(money).toContainText(formatVnd(totalAmt - deposit));
  expect(await statusOf(request, shopper)).toMatchObject({ payment_status: 'pending' });

  await money.getByRole('button', { name: record }).click();
  await dialog.getByLabel('Method').selectOption('cash');
  await expect(dialog.getByLabel('Amount (₫)')).toHaveValue(String(totalAmt - deposit));
  await dialog.getByRole('button', { name: record }).click();
  await expect(dialog).toBeHidden();
  await expect(money.getByText('Paid in full')).toBeVisible();
  await expect(money.getByRole('listitem')).toHaveCount(2);
  await expect(money.getByRole('button', { name: record })).toHaveCount(0);
  expect(await statusOf(request, shopper)).toMatchObject({
    status: 'paid',
    payment_status: 'paid',
  });
  await context.close();
});
