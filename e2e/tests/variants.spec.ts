import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  callAs,
  contextLikeTheTest,
  logIn,
  registerShopper,
  SAMPLE_ADDRESS,
  type Shopper,
} from './support';

/** The admin, logged in through the API, for the calls that set the journey up. */
async function adminOf(request: APIRequestContext): Promise<Shopper> {
  const email = 'admin@example.com';
  const password = 'admin12345';
  const login = await request.post('/api/user/login', { data: { email, password } });
  const { data } = (await login.json()) as { data: { accesstoken: string } };
  return { email, password, token: data.accesstoken };
}

/**
 * A U heater of two variants, its own for this run (codes unique): 220V 2kW, the default, at
 * 185.000 and 380V 3kW at 260.000 −10%. No 380V 2kW nor 220V 3kW is made.
 */
async function makeHeater(request: APIRequestContext, admin: Shopper, tag: string) {
  const product = await callAs<{ _id: string }>(request, admin, 'POST', '/api/product/create', {
    name: `Điện trở chữ U ${tag}`,
    unit: 'cái',
    stock: 40,
    price: 185_000,
    discount: 0,
    description: 'Điện trở chữ U ống inox 304, đầu cos ren M4.',
  });
  const codes = { v220: `U${tag}-220-2K`, v380: `U${tag}-380-3K` };
  await callAs(request, admin, 'PUT', '/api/product/variants', {
    productId: product._id,
    options: [
      { name: 'Điện áp', name_en: 'Voltage', values: ['220V', '380V'] },
      { name: 'Công suất', name_en: 'Power', values: ['2kW', '3kW'] },
    ],
    variants: [
      { code: codes.v220, values: ['220V', '2kW'], price: 185_000, discount: 0, stock: 40 },
      { code: codes.v380, values: ['380V', '3kW'], price: 260_000, discount: 10, stock: 40 },
    ],
  });
  return { productId: product._id, codes };
}

test('a buyer picks the U heater at 380 V 3 kW on its page, adds it and the 220 V 2 kW, orders, and the admin order shows both codes', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const admin = await adminOf(page.request);
  const { productId, codes } = await makeHeater(page.request, admin, tag);
  const shopper = await registerShopper(page.request, 'variants');
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);

  // The buyer, in a browser of their own, opens the heater's page (any slug leads to it).
  const buyerContext = await contextLikeTheTest(browser, testInfo);
  const buyer = await buyerContext.newPage();
  await logIn(buyer, shopper.email, shopper.password);
  await buyer.goto(`/product/dien-tro-chu-u-${productId}`);
  const main = buyer.getByRole('main');
  const voltage = main.getByRole('group', { name: /^Voltage/ });
  const power = main.getByRole('group', { name: /^Power/ });
  await expect(main.getByText(`Code: ${codes.v220}`)).toBeVisible();
  // 220V is made in 2kW only: 3kW is not offered beside it.
  await expect(power.getByRole('button', { name: /^3kW/ })).toBeDisabled();

  // 380V 3kW: its code, price and discount, kept in the URL; drawn so by the server on reload.
  await voltage.getByRole('button', { name: '380V' }).click();
  await expect(buyer).toHaveURL(new RegExp(`\\?v=${codes.v380}$`));
  await expect(main.getByText(`Code: ${codes.v380}`)).toBeVisible();
  await expect(main.getByText('10% off')).toBeVisible();
  await buyer.reload();
  await expect(main.getByText(`Code: ${codes.v380}`)).toBeVisible();
  await expect(power.getByRole('button', { name: '3kW' })).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Increase quantity' })).toBeVisible();

  // Then 220V 2kW, from the same page.
  await voltage.getByRole('button', { name: '220V' }).click();
  await expect(main.getByText(`Code: ${codes.v220}`)).toBeVisible();
  await expect(buyer).not.toHaveURL(/\?v=/);
  await main.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Increase quantity' })).toBeVisible();

  // The cart holds both, each named; the buyer orders cash on delivery.
  await buyer.goto('/cart');
  await expect(buyer.getByText('Variant: 380V · 3kW')).toBeVisible();
  await expect(buyer.getByText('Variant: 220V · 2kW')).toBeVisible();
  await buyer.goto('/checkout');
  await buyer.getByRole('radio').first().check();
  await buyer.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(buyer).toHaveURL(/\/success/);
  const [order] = await callAs<{ _id: string; orderId: string; subTotalAmt: number }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');
  // 260.000 −10% and 185.000: the server priced each variant.
  expect(order.subTotalAmt).toBe(234_000 + 185_000);
  await buyerContext.close();

  // The owner sees both variants on the order, each by its code and its values.
  await logIn(page, admin.email, admin.password);
  await page.goto(`/dashboard/orders/${order._id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible();
  await expect(page.getByText(`Code: ${codes.v380}`)).toBeVisible();
  await expect(page.getByText('Variant: 380V · 3kW')).toBeVisible();
  await expect(page.getByText(`Code: ${codes.v220}`)).toBeVisible();
  await expect(page.getByText('Variant: 220V · 2kW')).toBeVisible();
});
