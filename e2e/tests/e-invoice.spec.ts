import { expect, test } from '@playwright/test';
import { priceWithDiscount } from '@shop/contract';
import { vnShopURL } from '../playwright.config';
import {
  callAs,
  logIn,
  mailsTo,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  uniqueEmail,
} from './support';

// The shop that takes bank transfers and issues e-invoices on the Viettel S-Invoice stand-in.
test.use({ baseURL: vnShopURL });

test('a company’s order paid by transfer gets its e-invoice once; the number shows to the owner and the buyer', async ({
  page,
  browser,
  request,
}) => {
  // An order, the admin's browser, the queue's turn and My Orders: longer than one page's walk.
  test.slow();
  const shopper = await registerShopper(request, 'einvoice');
  const [product] = await productsInStock(request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  await callAs(request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  const [address] = await callAs<{ _id: string }[]>(request, shopper, 'GET', '/api/address/get');
  const invoiceEmail = uniqueEmail('ketoan');
  const order = await callAs<{ _id: string; orderId: string }>(
    request,
    shopper,
    'POST',
    '/api/order/bank-transfer',
    {
      addressId: address?._id,
      totalAmt: priceWithDiscount(product.price, product.discount),
      invoice: {
        buyerKind: 'company',
        buyerName: 'Công ty TNHH Cơ khí Bình Minh',
        taxCode: '0100109106',
        address: '12 Đường số 3, KCN Sóng Thần, Bình Dương',
        email: invoiceEmail,
      },
    },
  );

  const adminContext = await browser.newContext({ baseURL: vnShopURL });
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@example.com', 'admin12345');
  await admin.goto(`/dashboard/orders/${order._id}`);
  const card = admin.getByRole('region', { name: 'E-invoice' });
  await expect(card.getByText('No invoice yet', { exact: false })).toBeVisible();
  const action = 'Transfer received';
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
  await admin.getByRole('dialog').getByLabel('Bank transaction reference').fill('FT26333000111');
  await admin.getByRole('dialog').getByRole('button', { name: action }).click();
  await expect(admin.getByRole('dialog')).toBeHidden();

  // The queue issues it on the stand-in within a few seconds; the card asks until it is issued.
  const issued = card.getByTestId('e-invoice');
  await expect(issued.getByText('Issued', { exact: true })).toBeVisible({ timeout: 30_000 });
  const number = (await issued.locator('p').first().locator('span').first().textContent()) ?? '';
  expect(number).toMatch(/^C26TAA\d+$/);
  await expect(card.getByTestId('e-invoice')).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Issue a replacement' })).toBeVisible();
  await adminContext.close();

  // The buyer: My Orders shows the number, its lookup code and the lookup page, in both locales.
  await logIn(page, shopper.email, shopper.password);
  await page.goto('/dashboard/myorders');
  const mine = page.getByRole('region', { name: 'E-invoice' });
  await expect(mine.getByText(number, { exact: true })).toBeVisible();
  const lookup = mine.getByRole('link', { name: 'Look up the invoice' });
  const href = (await lookup.getAttribute('href')) ?? '';
  expect(href).toContain('/dev/sinvoice/lookup?code=');
  await page.goto('/vi/dashboard/myorders');
  await expect(
    page.getByRole('region', { name: 'Hóa đơn điện tử' }).getByText(number, { exact: true }),
  ).toBeVisible();
  const lookedUp = await request.get(href);
  expect(lookedUp.status()).toBe(200);
  expect(await lookedUp.text()).toContain('Công ty TNHH Cơ khí Bình Minh');

  // One mail with the invoice to the company's invoice address, and one invoice however long.
  await expect.poll(async () => (await mailsTo(invoiceEmail)).length).toBe(1);
  const [mail] = await mailsTo(invoiceEmail);
  expect(mail).toContain(number);
  const adminLogin = await request.post('/api/user/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  const { data } = (await adminLogin.json()) as { data: { accesstoken: string } };
  const seen = await request.post('/api/admin/order/e-invoices', {
    data: { orderId: order._id },
    headers: { authorization: `Bearer ${data.accesstoken}` },
  });
  const invoices = ((await seen.json()) as { data: { invoices: { number: string }[] } }).data
    .invoices;
  expect(invoices.map((invoice) => invoice.number)).toEqual([number]);
});
