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
  await expect(page.getByText('VAT invoice', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Công ty TNHH Cơ khí Tân Tạo')).toBeVisible();
  await expect(page.getByText('0100109106')).toBeVisible();
});

test('in Vietnamese the address dialog finds the city by "hcm", fills its postal code and ranks the exact ward first', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'vi-address');
  await logIn(page, shopper.email, shopper.password);

  await page.goto('/vi/dashboard/address');
  await page.getByRole('button', { name: 'Thêm địa chỉ' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Thêm địa chỉ' });
  await dialog.getByLabel('Người nhận').fill('Anh Bình');
  await dialog.getByLabel('Số điện thoại').fill('0905123456');
  await dialog.getByRole('combobox', { name: 'Tỉnh / Thành phố' }).fill('hcm');
  await dialog.getByRole('option', { name: 'Thành phố Hồ Chí Minh', exact: true }).click();
  await expect(dialog.getByLabel('Mã bưu chính')).toHaveValue('70000');
  await dialog.getByRole('combobox', { name: 'Phường / Xã' }).fill('binh tan');
  await expect(dialog.getByRole('option').first()).toHaveText('Phường Bình Tân');
  await dialog.getByRole('option', { name: 'Phường Bình Tân', exact: true }).click();
  await dialog.getByLabel('Số nhà, tên đường').fill('9 Tên Lửa');
  await dialog.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Anh Bình')).toBeVisible();
  await expect(page.getByText('Phường Bình Tân')).toBeVisible();
});
