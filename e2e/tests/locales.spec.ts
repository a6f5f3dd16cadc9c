import { expect, test } from '@playwright/test';
import { productPath } from '@shop/contract';
import {
  callAs,
  expectNoSeriousA11yViolations,
  logIn,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  openKeepingAddInPlace,
} from './support';
import { expectNoEnglishOn } from './visible-text';

// Decision 047: Vietnamese pages under /vi, the specification's English at its own paths; the
// visitor's explicit choice first, then the browser's language, then the shop's default (en).

test('a browser asking for Vietnamese gets the Vietnamese pages; the EN switch keeps English across visits', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/vi\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  await page.goto('/');
  await expect(page).toHaveURL(/\/vi$/);
  const header = page.locator('header');
  await header.getByRole('link', { name: 'Xem bằng tiếng Anh' }).locator('visible=true').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByText('EN', { exact: true }).locator('visible=true')).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The choice is kept: the browser still asks for Vietnamese, the shop answers in English.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('a visitor with no preference sees English; the VI switch moves this page and the next ones to Vietnamese', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .locator('header')
    .getByRole('link', { name: 'View in Vietnamese' })
    .locator('visible=true')
    .click();
  await expect(page).toHaveURL(/\/vi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto('/lien-he');
  await expect(page).toHaveURL(/\/vi\/lien-he$/);
});

test('a Vietnamese buyer goes from home to a placed order, and the owner takes it to paid, in Vietnamese: every page free of English and of serious accessibility faults', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const shopper = await registerShopper(request, 'vi-buyer');
  const [product] = await productsInStock(request, 'dien tro', 1);
  if (!product) throw new Error('no product');
  // Product data and brand names are the shop's, not texts to translate.
  const data = [product.name, 'Nhiệt Công Nghiệp', 'VietQR', 'VNPay', 'Zalo'];
  await logIn(page, shopper.email, shopper.password);

  await page.goto('/vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: 'Danh mục sản phẩm' })).toBeVisible();
  await expectNoEnglishOn(page, data);
  await expectNoSeriousA11yViolations(page);

  await openKeepingAddInPlace(page, `/vi${productPath(product)}`, 'Thêm');
  await page.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Đã thêm vào giỏ hàng' }).first(),
  ).toBeVisible();
  await expectNoEnglishOn(page, data);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/vi/cart');
  await expect(page.getByRole('button', { name: 'Tăng số lượng' }).first()).toBeVisible();
  await expectNoEnglishOn(page, data);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Tiếp tục/ })
    .or(page.getByRole('main').getByRole('link', { name: /Tiếp tục/ }))
    .first()
    .click();

  await expect(page).toHaveURL(/\/vi\/checkout$/);
  await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm địa chỉ' });
  await dialog.getByRole('combobox', { name: 'Tỉnh / Thành phố' }).fill('da nang');
  await dialog.getByRole('option', { name: 'Thành phố Đà Nẵng', exact: true }).click();
  // The postal code comes from the province, and may be corrected.
  await expect(dialog.getByLabel('Mã bưu chính')).not.toHaveValue('');
  await dialog.getByRole('combobox', { name: 'Phường / Xã' }).fill('hai van');
  await dialog.getByRole('option', { name: 'Phường Hải Vân', exact: true }).click();
  await dialog.getByLabel('Số nhà, tên đường').fill(SAMPLE_ADDRESS.address_line);
  await dialog.getByLabel('Quốc gia').fill(SAMPLE_ADDRESS.country);
  await dialog.getByLabel('Số điện thoại').fill(SAMPLE_ADDRESS.mobile);
  await expectNoEnglishOn(page, data);
  await dialog.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('radio').first().check();
  await expectNoEnglishOn(page, data);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Thanh toán khi nhận hàng' }).click();

  await expect(page).toHaveURL(/\/vi\/success/);
  await expectNoEnglishOn(page, data);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/vi/dashboard/myorders');
  await expect(page.getByText(/Mã đơn:/).first()).toBeVisible();
  await expectNoEnglishOn(page, data);
  await expectNoSeriousA11yViolations(page);

  // The owner takes the order through its lifecycle on the Vietnamese admin pages.
  const [order] = await callAs<{ orderId: string }[]>(
    request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');
  const owner = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const admin = await owner.newPage();
  await logIn(admin, 'admin@example.com', 'admin12345');
  await admin.goto('/vi/dashboard/orders');
  await expect(admin.getByRole('searchbox', { name: 'Tìm đơn hàng' })).toBeVisible();
  await expectNoEnglishOn(admin, data);
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(order.orderId);
  await admin.getByRole('link', { name: order.orderId }).click();
  await expect(admin.getByRole('heading', { name: `Đơn hàng ${order.orderId}` })).toBeVisible();
  for (const action of [
    'Xác nhận đơn',
    'Đánh dấu đã gửi hàng',
    'Đánh dấu đã giao',
    'Đánh dấu đã thanh toán',
  ]) {
    await admin
      .getByRole('group', { name: 'Thao tác' })
      .getByRole('button', { name: action })
      .click();
    const confirm = admin.getByRole('dialog', { name: action });
    await expectNoEnglishOn(admin, [...data, order.orderId]);
    await confirm.getByRole('button', { name: action }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(admin.getByRole('group', { name: 'Thao tác' }).getByRole('button')).toHaveText([
    'Đánh dấu đã hoàn tiền',
  ]);
  await expectNoEnglishOn(admin, [...data, order.orderId]);
  await expectNoSeriousA11yViolations(admin);
  await owner.close();

  await page.goto('/vi/dashboard/myorders');
  await expect(page.getByText('Đã thanh toán', { exact: true }).first()).toBeVisible();
});
