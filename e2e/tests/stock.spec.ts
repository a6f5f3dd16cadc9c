import { expect, test } from '@playwright/test';
import type { StockItem } from '@shop/contract';
import {
  callAs,
  logIn,
  placeCashOrder,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
} from './support';

const titleOf = (item: StockItem) =>
  item.label === '' ? item.name : `${item.name} (${item.label})`;

// Issue 45: the owner records goods received for three products (one from the low-stock link's
// address, one found by its code, one by its name), each product's history shows the delivery,
// and a shopper's order is a movement of its own there.
test('goods received for three products show in their history, and an order makes a movement', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = { email: 'admin@example.com', password: 'admin12345', token: '' };
  const login = await page.request.post('/api/user/login', {
    data: { email: owner.email, password: owner.password },
  });
  owner.token = ((await login.json()) as { data: { accesstoken: string } }).data.accesstoken;

  const [first, second, third] = await productsInStock(page.request, 'quat', 3);
  if (!first || !second || !third) throw new Error('no products');
  const { items } = await callAs<{ items: StockItem[] }>(
    page.request,
    owner,
    'POST',
    '/api/admin/stock/items',
    { productIds: [first._id, second._id, third._id] },
  );
  const one = items.find((item) => item.productId === first._id && item.variantId === null);
  const two = items.find((item) => item.productId === second._id && item.variantId === null);
  const three = items.find((item) => item.productId === third._id && item.variantId === null);
  if (!one || !two || !three) throw new Error('no items');
  // Both projects run this journey: each finds its own delivery by its note.
  const note = `PN-${testInfo.project.name}-${String(Date.now())}`;

  await logIn(page, owner.email, owner.password);
  await page.goto(`/dashboard/stock?product=${first._id}`);
  await expect(page.getByRole('heading', { name: 'Goods received' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('searchbox', { name: 'Find a product by code or name' }).fill(two.code);
  await page.getByRole('button', { name: `Add ${titleOf(two)} to the delivery` }).click();
  await page.getByRole('searchbox', { name: 'Find a product by code or name' }).fill(three.name);
  await page.getByRole('button', { name: `Add ${titleOf(three)} to the delivery` }).click();
  await page.getByRole('spinbutton', { name: `Quantity received of ${titleOf(one)}` }).fill('7');
  await page.getByRole('spinbutton', { name: `Quantity received of ${titleOf(two)}` }).fill('5');
  await page.getByRole('spinbutton', { name: `Quantity received of ${titleOf(three)}` }).fill('3');
  await page.getByRole('textbox', { name: 'Note (delivery note number, supplier…)' }).fill(note);
  await page.screenshot({ path: testInfo.outputPath('goods-received-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Record goods received' }).click();
  const recorded = page.getByRole('region', { name: 'Just received' });
  await expect(recorded).toBeVisible();
  for (const item of [one, two, three])
    await expect(
      recorded.getByRole('link', { name: `Stock history of ${titleOf(item)}` }),
    ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('goods-received-done.png'), fullPage: true });

  // The second product's history shows the delivery, by the owner, with its note.
  await recorded.getByRole('link', { name: `Stock history of ${titleOf(two)}` }).click();
  await expect(page.getByRole('heading', { name: `Stock history: ${two.name}` })).toBeVisible();
  const delivery = page.getByRole('row').filter({ hasText: note });
  await expect(delivery).toContainText('Goods received');
  await expect(delivery).toContainText('+5');

  // A shopper's order of the first product is a movement in its history.
  const shopper = await registerShopper(page.request, 'stock');
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  await placeCashOrder(page, shopper, first);
  const [order] = await callAs<{ orderId: string }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');
  await page.goto(`/dashboard/stock/${first._id}`);
  await expect(page.getByRole('heading', { name: `Stock history: ${first.name}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: note })).toContainText('+7');
  const ordered = page.getByRole('row').filter({ hasText: order.orderId });
  await expect(ordered).toContainText('Order');
  await expect(ordered).toContainText('−1');
  await page.screenshot({ path: testInfo.outputPath('stock-history.png'), fullPage: true });
});
