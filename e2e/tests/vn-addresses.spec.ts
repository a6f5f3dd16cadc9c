import { expect, test } from '@playwright/test';
import {
  callAs,
  fillAddressDialog,
  logIn,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
} from './support';

test('a shopper adds an address by province and ward typed without diacritics, orders with VAT details, and the admin sees them', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'vat');
  const [product] = await productsInStock(request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await logIn(page, shopper.email, shopper.password);

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await fillAddressDialog(dialog, SAMPLE_ADDRESS, {
    province: 'ha noi',
    provinceOption: 'Thành phố Hà Nội',
    ward: 'ba dinh',
    wardOption: 'Phường Ba Đình',
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Phường Ba Đình')).toBeVisible();
  await page.getByRole('radio').first().check();

  await page.getByRole('checkbox', { name: 'VAT invoice' }).check();
  await page.getByLabel('Company / household business name').fill('Công ty TNHH Cơ khí Tân Tạo');
  await page.getByLabel(/^Tax code/).fill('0100109107');
  await page.getByLabel('E-mail for the e-invoice').fill('ketoan@tantao.vn');
  await page.getByLabel('Registered address').fill('68 Đường số 7, TP. Hồ Chí Minh');
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  // A wrong check digit is caught in the form, and nothing is ordered.
  await expect(page.getByText(/The tax code is not valid/)).toBeVisible();
  await page.getByLabel(/^Tax code/).fill('0100109106');
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(page.getByText('Order Successfully')).toBeVisible();

  const orders = await callAs<{ _id: string }[]>(request, shopper, 'GET', '/api/order/order-list');
  const order = orders[0];
  if (!order) throw new Error('no order');
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
  });
  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto(`/dashboard/orders/${order._id}`);
  await expect(page.getByText('Hóa đơn VAT')).toBeVisible();
  await expect(page.getByText('Công ty TNHH Cơ khí Tân Tạo')).toBeVisible();
  await expect(page.getByText('0100109106')).toBeVisible();
});
