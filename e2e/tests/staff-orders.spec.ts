import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, mailsTo, productsInStock, uniqueEmail } from './support';

// Issue 44: an order the staff take by phone, from the "New order" screen to its delivery, and a
// partial return afterwards with its refund.

/** Clicks the order page's action button, then the same action in its confirmation dialog. */
async function confirmAction(page: Page, action: string): Promise<void> {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
  const dialog: Locator = page.getByRole('dialog', { name: action });
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('a phone order for a new customer, with a price set by hand, goes from creation to delivery and a partial return', async ({
  page,
}) => {
  // Creation, delivery, then a return and its refund: a dozen dialogs, longer than two minutes
  // on a loaded machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('phone-order');
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');

  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto('/dashboard/orders');
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page.getByRole('heading', { name: 'New order for a customer' })).toBeVisible();

  await page.getByRole('button', { name: 'New customer' }).click();
  await page.getByLabel('Full name').fill('Anh Phong (Zalo)');
  await page.getByLabel('Phone number', { exact: true }).fill('0987 654 321');
  await page.getByLabel('E-mail (optional)').fill(email);
  await page.getByLabel('Delivery phone number').fill('0987 654 321');
  await page.getByLabel('House number, street, ward').fill('18 Trần Phú, phường Hải Châu');
  await page.getByLabel('Province/city').fill('Đà Nẵng');

  await page.getByLabel('Find a product by name or code').fill(product.name);
  const choice = page
    .getByRole('listitem')
    .filter({ hasText: product.name })
    .filter({ has: page.getByRole('button', { name: 'Add', disabled: false }) })
    .first();
  await choice.getByRole('button', { name: 'Add' }).click();
  const line = page.getByRole('listitem').filter({ has: page.getByLabel('Quantity') });
  await line.getByLabel('Quantity').fill('2');
  await line.getByLabel('Unit price (VND)').fill('100000');
  await line.getByLabel('Discount (%)').fill('0');
  await line.getByLabel('Why the price is changed').fill('Khách quen, giá đại lý');
  await page.getByLabel('Shipping fee (VND)').fill('30000');
  await page.getByLabel('Note on the order (the customer sees it)').fill('Gọi trước khi giao');
  await expect(page.getByText('230.000 VND', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create the order' }).click();

  // The order's own page opens: taken by the staff, its price set by hand and its fee.
  const heading = page.getByRole('heading', { name: /^Order ORD-\d{8}-\w{6}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  const facts = page.getByRole('region', { name: 'Taken by the staff' });
  await expect(facts).toContainText('Shipping fee: 30.000 VND');
  await expect(facts).toContainText('Khách quen, giá đại lý');

  // The customer, who gave an e-mail, is mailed the order.
  await expect
    .poll(async () => (await mailsTo(email)).filter((raw) => raw.includes(orderNumber)).length, {
      timeout: 15_000,
    })
    .toBe(1);

  // Before it ships, the customer calls back for one more: the order is edited.
  await page.getByRole('link', { name: 'Edit order' }).click();
  await expect(page.getByRole('heading', { name: `Edit order ${orderNumber}` })).toBeVisible();
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^Quantity of .+: 2 → 3$/)).toBeVisible();
  await expect(page.getByText('330.000 VND').first()).toBeVisible();

  await confirmAction(page, 'Confirm order');
  await confirmAction(page, 'Mark shipped');
  await confirmAction(page, 'Mark delivered');
  await confirmAction(page, 'Mark paid');
  await expect(page.getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveText([
    'Mark refunded',
  ]);

  // A week later one unit comes back, still resellable: a partial return, then its refund.
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByRole('button', { name: 'Record a return' }).click();
  const returnDialog = page.getByRole('dialog', { name: 'Record a return' });
  await returnDialog.getByLabel('Resellable').fill('1');
  await returnDialog.getByLabel('Note (optional)').fill('Khách đổi ý, hàng còn nguyên hộp');
  await returnDialog.getByRole('button', { name: 'Record a return' }).click();
  await expect(returnDialog).toBeHidden();
  await expect(returns).toContainText('1 × ');
  await expect(returns).toContainText('back in stock');
  await expect(returns.getByText('To refund', { exact: true })).toBeVisible();
  await expect(returns).toContainText('100.000 VND');

  await returns.getByRole('button', { name: 'Record a refund' }).click();
  const refundDialog = page.getByRole('dialog', { name: 'Record a refund' });
  await expect(refundDialog.getByLabel('Amount (₫)')).toHaveValue('100000');
  await refundDialog.getByLabel('Transaction / voucher reference (optional)').fill('FT-HOAN-01');
  await refundDialog.getByRole('button', { name: 'Record a refund' }).click();
  await expect(refundDialog).toBeHidden();
  await expect(returns).toContainText('Nothing left to refund');
  await expect(returns).toContainText('FT-HOAN-01');

  // The customer was mailed each step: placed, shipped, delivered, the goods back, the refund.
  await expect
    .poll(async () => (await mailsTo(email)).filter((raw) => raw.includes(orderNumber)).length, {
      timeout: 15_000,
    })
    .toBe(5);
});
