import { expect, test } from '@playwright/test';
import { formatVnd, priceWithDiscount, vatIncluded } from '@shop/contract';
import {
  callAs,
  logIn,
  placeCashOrder,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
} from './support';

// Issue 47: a product the owner taxes at 8 % is ordered; the buyer's My Orders and the owner's
// order show the VAT its price held, per rate and in all, and that prices include VAT.
test('an order of a product taxed at 8 % shows its VAT to the buyer and the owner', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const login = await page.request.post('/api/user/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  const { data } = (await login.json()) as { data: { accesstoken: string } };
  const owner = { email: 'admin@example.com', password: 'admin12345', token: data.accesstoken };

  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(page.request, owner, 'PUT', '/api/admin/product-vat', {
    productId: product._id,
    rate: '8',
  });
  const paid = priceWithDiscount(product.price, product.discount);
  const vat = vatIncluded(paid, '8');

  const shopper = await registerShopper(page.request, 'vat');
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  await placeCashOrder(page, shopper, product);
  const [order] = await callAs<{ _id: string; orderId: string }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');

  // The buyer.
  await logIn(page, shopper.email, shopper.password);
  await page.goto('/dashboard/myorders');
  const mine = page.getByRole('region', { name: 'VAT included in the prices' });
  await expect(mine).toContainText(`VAT 8% (on ${formatVnd(paid - vat)})`);
  await expect(mine).toContainText('Total VAT');
  await expect(mine.getByRole('definition').last()).toHaveText(formatVnd(vat));
  await expect(mine).toContainText('Prices include VAT');
  await page.screenshot({ path: testInfo.outputPath('my-orders-vat.png'), fullPage: true });

  // The owner, on the order's page.
  const ownerPage = await browser.newPage();
  await logIn(ownerPage, owner.email, owner.password);
  await ownerPage.goto(`/dashboard/orders/${order._id}`);
  // A page of its own, not the project's: its first load of the admin's code may take a while.
  await expect(ownerPage.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible({
    timeout: 30_000,
  });
  const theirs = ownerPage.getByRole('region', { name: 'VAT included in the prices' });
  await expect(theirs).toContainText(`VAT 8% (on ${formatVnd(paid - vat)})`);
  await expect(theirs).toContainText(formatVnd(vat));
  await ownerPage.screenshot({ path: testInfo.outputPath('admin-order-vat.png'), fullPage: true });
  await ownerPage.close();
});
