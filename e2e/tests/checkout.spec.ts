import { expect, test, type Page } from '@playwright/test';
import { formatVnd, priceWithDiscount, productPath, summarizeCart } from '@shop/contract';
import {
  callAs,
  fillAddressDialog,
  logIn,
  productById,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  type ProductInfo,
  openKeepingAddInPlace,
} from './support';

async function addFromProductPage(page: Page, product: ProductInfo): Promise<void> {
  await openKeepingAddInPlace(page, productPath(product), 'Add');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added' }).first()).toBeVisible();
}

/** The drawer on wide screens, the /cart page (through the mobile bar) on phones. */
async function openCart(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('link', { name: /View Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    return page.getByRole('main');
  }
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a shopper adds two products, changes a quantity in the cart, adds an address at checkout, pays cash on delivery and finds the order with the stock reduced', async ({
  page,
  request,
  isMobile,
}) => {
  const shopper = await registerShopper(request, 'cod');
  const [first, second] = await productsInStock(request, 'dien tro', 2);
  if (!first || !second) throw new Error('no products');
  await logIn(page, shopper.email, shopper.password);

  await addFromProductPage(page, first);
  await addFromProductPage(page, second);

  const cart = await openCart(page, isMobile);
  const firstLine = cart.getByRole('listitem').filter({ hasText: first.name });
  await firstLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(firstLine).toContainText('2');
  const expected = summarizeCart([
    { quantity: 2, productId: first },
    { quantity: 1, productId: second },
  ]);
  await expect(cart).toContainText(formatVnd(expected.total));
  await cart
    .getByRole('button', { name: /Proceed/ })
    .or(cart.getByRole('link', { name: /Proceed/ }))
    .first()
    .click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Choose your address')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await fillAddressDialog(dialog, SAMPLE_ADDRESS);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('radio').first().check();

  await expect(page.getByText('3 item')).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByText('Order Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Home' })).toBeVisible();

  await page.goto('/dashboard/myorders');
  await expect(page.getByText(/Order No:/).first()).toBeVisible();
  await expect(page.getByText(first.name).or(page.getByText(second.name)).first()).toBeVisible();

  expect((await productById(request, first._id)).stock).toBe(first.stock - 2);
  expect((await productById(request, second._id)).stock).toBe(second.stock - 1);
});

async function shopperReadyToPay(request: Parameters<typeof registerShopper>[0], prefix: string) {
  const shopper = await registerShopper(request, prefix);
  const [product] = await productsInStock(request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await callAs(request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  return { shopper, product };
}

async function startOnlinePayment(page: Page): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Online Payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: /test/i })).toBeVisible();
}

test('a shopper pays online through the sandbox page and lands on "Payment Successfully"', async ({
  page,
  request,
}) => {
  const { shopper, product } = await shopperReadyToPay(request, 'online');
  await logIn(page, shopper.email, shopper.password);
  await startOnlinePayment(page);
  await expect(page.locator('body')).toContainText(
    formatVnd(priceWithDiscount(product.price, product.discount)),
  );
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/success\?text=Payment/);
  await expect(page.getByText('Payment Successfully')).toBeVisible();

  const orders = await callAs<{ payment_status: string; status: string }[]>(
    request,
    shopper,
    'GET',
    '/api/order/order-list',
  );
  expect(orders[0]).toMatchObject({ status: 'paid', payment_status: 'paid' });
});

test('a shopper cancels on the sandbox page, lands on "Order Cancel", and the stock is back', async ({
  page,
  request,
}) => {
  const { shopper, product } = await shopperReadyToPay(request, 'cancel');
  await logIn(page, shopper.email, shopper.password);
  await startOnlinePayment(page);
  // While the payment is open, the order holds the stock.
  expect((await productById(request, product._id)).stock).toBe(product.stock - 1);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByText('Order Cancel')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Home' })).toBeVisible();
  expect((await productById(request, product._id)).stock).toBe(product.stock);
  // The cart has the item again, ready for another try.
  const cart = await callAs<{ productId: { _id: string } }[]>(
    request,
    shopper,
    'GET',
    '/api/cart/get',
  );
  expect(cart.map((line) => line.productId._id)).toEqual([product._id]);
});

test('checkout without a login says "Please Login" and goes nowhere', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Please Login').first()).toBeVisible();
  // Sent to log in, with the way back to checkout.
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
});
