import { expect, test, type Page } from '@playwright/test';
import {
  callAs,
  logIn,
  mailsTo,
  placeCashOrder,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  uniqueEmail,
} from './support';

/** The invitation link's path, read from the newest mail to the address (quoted-printable undone). */
async function invitationPath(address: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const raw = (await mailsTo(address)).at(-1) ?? '';
        const plain = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        path = /(\/staff-invitation\?token=[A-Za-z0-9_-]+)/.exec(plain)?.[1];
        return path;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\/staff-invitation\?token=/);
  return path ?? '';
}

/** The account menu's links, read on /user (the menu as a page, at both widths). */
async function menuLinks(page: Page): Promise<string[]> {
  await page.goto('/user');
  const nav = page.getByRole('main').getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

test('the owner invites an order clerk, who works an order and is refused the catalogue and the settings', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const shopper = await registerShopper(page.request, 'staffjourney');
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  await placeCashOrder(page, shopper, product);
  const [order] = await callAs<{ _id: string; orderId: string }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  if (!order) throw new Error('the order was not placed');

  // The owner invites the clerk from the staff screen.
  const clerkEmail = uniqueEmail('clerk');
  const clerkName = `Trần Thị Đơn ${String(testInfo.parallelIndex)}${String(Date.now() % 10_000)}`;
  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto('/dashboard/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('Full name').fill(clerkName);
  await form.getByLabel('E-mail').fill(clerkEmail);
  await form.getByLabel('Role').selectOption('ORDERS');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${clerkEmail}`)).toBeVisible();
  await expect(page.getByText(`${clerkName} · Order staff`)).toBeVisible();

  // The clerk opens the mailed link in their own browser and sets a password.
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } =
    testInfo.project.use;
  const clerkContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  const clerk = await clerkContext.newPage();
  await clerk.goto(await invitationPath(clerkEmail));
  await expect(
    clerk.getByText(`${clerkName} (${clerkEmail}) is invited as Order staff.`),
  ).toBeVisible();
  await clerk.getByLabel('Password', { exact: true }).fill('clerk-password-1');
  await clerk.getByLabel('Confirm password', { exact: true }).fill('clerk-password-1');
  await clerk.getByRole('button', { name: 'Set password and accept' }).click();
  await expect(clerk.getByText('Invitation accepted.', { exact: false })).toBeVisible();
  await logIn(clerk, clerkEmail, 'clerk-password-1');

  // The clerk's menu holds orders and customers only; they confirm the shopper's order.
  const links = await menuLinks(clerk);
  expect(links).toEqual(expect.arrayContaining(['Orders', 'Customers']));
  for (const refused of ['Product', 'Category', 'Shop settings', 'Staff']) {
    expect(links).not.toContain(refused);
  }
  await clerk.goto('/dashboard/orders');
  await clerk.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderId);
  await clerk.getByRole('link', { name: order.orderId }).click();
  await expect(clerk.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible();
  await clerk
    .getByRole('group', { name: 'Actions' })
    .getByRole('button', { name: 'Confirm order' })
    .click();
  const dialog = clerk.getByRole('dialog', { name: 'Confirm order' });
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog).toBeHidden();
  // The order's history names the clerk ("Staff: <name>"; the sidebar's bare name is hidden on phones).
  await expect(clerk.getByText(`: ${clerkName}`, { exact: false }).first()).toBeVisible();

  // The catalogue and the settings are refused: on the page, and by the API.
  for (const path of ['/dashboard/product', '/dashboard/settings']) {
    await clerk.goto(path);
    await expect(
      clerk.getByRole('alert').filter({ hasText: 'Your role may not use this page' }),
    ).toBeVisible();
  }
  const token = await clerk.evaluate(() => localStorage.getItem('accesstoken'));
  const addCategory = await clerk.request.post('/api/category/add-category', {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { name: 'Không được phép', image: '' },
  });
  expect(addCategory.status()).toBe(403);
  const settings = await clerk.request.get('/api/admin/shop-settings', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(settings.status()).toBe(403);
  await clerkContext.close();

  // The owner sees the clerk among the staff.
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Role of ${clerkName}` })).toHaveValue('ORDERS');
});
