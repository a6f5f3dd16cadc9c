import { expect, test } from '@playwright/test';
import { formatVnd, priceWithDiscount, transferPurpose } from '@shop/contract';
import { vnShopURL } from '../playwright.config';
import {
  callAs,
  logIn,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  type ProductInfo,
} from './support';

// The shop configured for VNPay (its offline stand-in) and bank transfers.
test.use({ baseURL: vnShopURL });

// Both projects walk them: the VNPay page and the VietQR code are what a buyer on a phone sees too.

async function shopperReadyToPay(request: Parameters<typeof registerShopper>[0], prefix: string) {
  const shopper = await registerShopper(request, prefix);
  const [product] = await productsInStock(request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await callAs(request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  return { shopper, product };
}

const priceOf = (product: ProductInfo) => priceWithDiscount(product.price, product.discount);

test('a shopper pays by VNPay on the stand-in page and lands on "Payment Successfully", the order paid', async ({
  page,
  request,
}) => {
  const { shopper, product } = await shopperReadyToPay(request, 'vnpay');
  await logIn(page, shopper.email, shopper.password);
  await page.goto('/checkout');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Online Payment' }).click();
  await expect(page).toHaveURL(/\/dev\/vnpay\/vpcpay\.html\?.*vnp_SecureHash=/);
  await expect(page.getByRole('heading', { name: 'Thanh toán qua VNPay' })).toBeVisible();
  await expect(page.locator('body')).toContainText(formatVnd(priceOf(product)));
  await page.getByRole('button', { name: /^Thanh toán/ }).click();
  await expect(page).toHaveURL(/\/success\?text=Payment&order=/);
  await expect(page.getByText('Payment Successfully')).toBeVisible();
  // The order's code and amount, as the cash and transfer pages show them.
  await expect(page.getByText(/^ORD-/)).toBeVisible();
  await expect(page.getByText(formatVnd(priceOf(product)))).toBeVisible();

  const orders = await callAs<{ payment_status: string; status: string }[]>(
    request,
    shopper,
    'GET',
    '/api/order/order-list',
  );
  expect(orders[0]).toMatchObject({ status: 'paid', payment_status: 'paid' });
});

test('a shopper cancels on the VNPay stand-in page and lands on the cancel page, the order cancelled', async ({
  page,
  request,
}) => {
  const { shopper } = await shopperReadyToPay(request, 'vnpay-cancel');
  await logIn(page, shopper.email, shopper.password);
  await page.goto('/checkout');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Online Payment' }).click();
  await page.getByRole('button', { name: 'Huỷ thanh toán' }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  const orders = await callAs<{ status: string }[]>(
    request,
    shopper,
    'GET',
    '/api/order/order-list',
  );
  expect(orders[0]).toMatchObject({ status: 'cancelled' });
});

test('a shopper orders by bank transfer, sees the VietQR code, and the admin marks the money received', async ({
  page,
  browser,
  request,
}) => {
  // A checkout, the transfer's buttons, My Orders in both locales and the admin's browser: longer
  // than one page's walk.
  test.slow();
  const { shopper, product } = await shopperReadyToPay(request, 'transfer');
  await logIn(page, shopper.email, shopper.password);
  await page.goto('/checkout');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Bank transfer (VietQR)' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText('Order Successfully')).toBeVisible();

  const [order] = await callAs<{ _id: string; orderId: string; payment_method: string }[]>(
    request,
    shopper,
    'GET',
    '/api/order/order-list',
  );
  if (!order) throw new Error('no order');
  expect(order.payment_method).toBe('bank_transfer');
  const code = page.getByRole('img', {
    name: `VietQR code to transfer ${formatVnd(priceOf(product))}`,
  });
  await expect(code).toBeVisible();
  const payload = (await code.getAttribute('data-vietqr')) ?? '';
  expect(payload).toContain('0006970436');
  expect(payload).toContain(transferPurpose(order.orderId));
  await expect(page.getByText('0011001234567')).toBeVisible();
  // The bank by its name, not its BIN; each detail copied with a press (a phone cannot scan its
  // own screen), and the code saved as a picture for the bank app to open.
  const details = page.getByRole('region', { name: 'Bank transfer details' });
  await expect(details.getByText('Vietcombank')).toBeVisible();
  await expect(details.getByText('970436')).toHaveCount(0);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await details.getByRole('button', { name: 'Copy account number' }).click();
  await expect(details.getByRole('button', { name: 'Copied account number' })).toBeVisible();
  const download = page.waitForEvent('download');
  await details.getByRole('link', { name: 'Save QR image' }).click();
  expect((await download).suggestedFilename()).toBe(`vietqr-${order.orderId}.png`);

  // My Orders shows the same code while the money has not come, in either locale.
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('img', { name: /VietQR code to transfer/ })).toBeVisible();
  await page.goto('/vi/dashboard/myorders');
  await expect(page.getByRole('img', { name: /Mã VietQR chuyển/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Thông tin chuyển khoản' }).getByRole('button', {
      name: 'Chép số tài khoản',
    }),
  ).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: vnShopURL });
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@example.com', 'admin12345');
  await admin.goto(`/dashboard/orders/${order._id}`);
  const action = 'Transfer received';
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
  // The amount (the order's total) and today are filled in; the bank's reference is typed.
  await admin.getByRole('dialog').getByLabel('Bank transaction reference').fill('FT26332123456789');
  await admin.getByRole('dialog').getByRole('button', { name: action }).click();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await adminContext.close();

  const after = await callAs<{ status: string; payment_status: string }[]>(
    request,
    shopper,
    'GET',
    '/api/order/order-list',
  );
  expect(after[0]).toMatchObject({ status: 'paid', payment_status: 'paid' });
  await page.reload();
  await expect(page.getByRole('img', { name: /Mã VietQR chuyển/ })).toHaveCount(0);
});
