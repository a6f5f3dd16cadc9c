import { expect, test } from '@playwright/test';
import {
  callAs,
  logIn,
  placeCashOrder,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
} from './support';

test('the owner finds a customer without accents, opens their order, suspends them, and they cannot log in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // Letters no other customer's name has, typed without accents by the owner below.
  const word = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const name = `Đặng Thị Hương ${word}`;
  const shopper = await registerShopper(page.request, 'customers');
  await callAs(page.request, shopper, 'PUT', '/api/user/update-user', {
    name,
    email: shopper.email,
    mobile: '0903 456 789',
  });
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  await placeCashOrder(page, shopper, product);
  const [order] = await callAs<{ _id: string; orderId: string }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');

  // The owner searches the customers without accents and opens the one found.
  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(`dang thi huong ${word}`);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();

  // Their order opens the admin's order page, and Back returns to them.
  await page.getByRole('link', { name: order.orderId }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Suspended after a confirmation.
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend this customer?' });
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('This account is suspended: the customer cannot log in.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinstate account' })).toBeVisible();

  // The customer's token stops, and their password no longer logs in: the page says why.
  const refused = await page.request.get('/api/user/user-details', {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(refused.status()).toBe(401);
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } =
    testInfo.project.use;
  const customerContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/login');
  await customerPage.getByLabel('Email').fill(shopper.email);
  await customerPage.getByLabel('Password', { exact: true }).fill(shopper.password);
  await customerPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    customerPage.getByText('Your account has been suspended by the shop. Please contact the shop.'),
  ).toBeVisible();
  await expect(customerPage).toHaveURL(/\/login/);
  await customerContext.close();
});
