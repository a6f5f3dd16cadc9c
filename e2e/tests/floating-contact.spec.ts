import { expect, test, type Locator, type Page } from '@playwright/test';
import { vnShopURL } from '../playwright.config';
import { callAs, logIn, productsInStock, registerShopper, SAMPLE_ADDRESS } from './support';

// What a screen reader announces for the controls that float or stay in every header, and where
// the call and Zalo links sit: never over a bar of primary actions, never over a dialog.

/** A shopper with one product in the cart (and an address, unless told not), logged in. */
async function shopperWithCart(page: Page, { withAddress = true } = {}): Promise<void> {
  const shopper = await registerShopper(page.request, 'contact');
  const [product] = await productsInStock(page.request, 'quat', 1);
  if (!product) throw new Error('no product');
  await callAs(page.request, shopper, 'POST', '/api/cart/create', { productId: product._id });
  if (withAddress) {
    await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  }
  await logIn(page, shopper.email, shopper.password);
}

/**
 * `a` and `b` are both shown and do not overlap. Both are looked at together, once `b` is there: a
 * bar that appears when its data arrives (the cart bar) lifts the links in the same frame, and
 * measuring the links before it came would see where they stood without it.
 */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  await expect(b).toBeVisible();
  await expect(async () => {
    const first = await a.boundingBox();
    const second = await b.boundingBox();
    if (!first || !second) throw new Error(`${what}: not laid out`);
    const overlap =
      first.x < second.x + second.width &&
      second.x < first.x + first.width &&
      first.y < second.y + second.height &&
      second.y < first.y + first.height;
    expect(overlap, `${what}: ${JSON.stringify({ first, second })}`).toBe(false);
  }).toPass({ timeout: 5_000 });
}

// The contact links come once the page has loaded and the browser is idle.
const CONTACT_WAIT = { timeout: 15_000 };

test('the contact links, the cart control and the search strip are named in words', async ({
  page,
  isMobile,
}) => {
  await shopperWithCart(page);
  await expect(page.getByRole('link', { name: 'Search products', exact: true })).toBeVisible();

  const zalo = page.getByRole('link', { name: 'Message on Zalo 0900 000 000', exact: true });
  const call = page.getByRole('link', { name: 'Call 0900 000 000', exact: true });
  if (isMobile) {
    await expect(page.getByRole('link', { name: 'Cart, 1 items', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Cart', exact: true })).toBeVisible();
    // On phones the two links wait behind one button, named for what it opens.
    const contact = page.getByRole('button', { name: 'Contact the shop', exact: true });
    await expect(contact).toBeVisible(CONTACT_WAIT);
    await expect(zalo).toBeHidden();
    await contact.click();
    await expect(zalo).toBeVisible();
    await expect(call).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(zalo).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Cart, 1 items', exact: true })).toBeVisible();
    await expect(zalo).toBeVisible(CONTACT_WAIT);
    await expect(call).toBeVisible();
  }
});

test('the contact links stay off the primary actions and hide under the cart and dialogs', async ({
  page,
  isMobile,
}) => {
  await shopperWithCart(page);
  // Hidden ones included, so "hidden" is said of these very elements, not of nothing found. The
  // last of each name is the wide screens' link; the phones' copies wait in the closed popover of
  // the header, which comes first.
  const named = (role: 'button' | 'link', name: string) =>
    page.getByRole(role, { name, exact: true, includeHidden: true }).last();
  const floating = isMobile
    ? [named('button', 'Contact the shop')]
    : [named('link', 'Message on Zalo 0900 000 000'), named('link', 'Call 0900 000 000')];
  const expectAllVisible = async () => {
    for (const each of floating) await expect(each).toBeVisible(CONTACT_WAIT);
  };
  const expectAllHidden = async () => {
    for (const each of floating) await expect(each).toBeHidden();
  };
  await expectAllVisible();

  if (isMobile) {
    // Above the cart bar on the home page...
    for (const each of floating)
      await expectApart(each, page.getByRole('link', { name: 'View Cart' }), 'cart bar');
    // ...and above /cart's Proceed.
    await page.goto('/cart');
    await expectAllVisible();
    for (const each of floating)
      await expectApart(each, page.getByRole('button', { name: /Proceed/ }), 'Proceed');
  } else {
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await expectAllHidden();
    await page.keyboard.press('Escape');
    await expectAllVisible();
  }

  await page.goto('/checkout');
  await expectAllVisible();
  for (const name of ['Online Payment', 'Cash on Delivery']) {
    const button = page.getByRole('button', { name, exact: true });
    for (const each of floating) await expectApart(each, button, name);
  }

  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAllHidden();
});

test.describe('on the shop that also takes bank transfers', () => {
  // Its checkout bar has a third way to pay, so on a phone it is three lines tall with the reason.
  test.use({ baseURL: vnShopURL });

  test('the contact links stay off a checkout bar that also says why it cannot order yet', async ({
    page,
    isMobile,
  }) => {
    await shopperWithCart(page, { withAddress: false });
    await page.goto('/checkout');
    const reason = page.getByText('Add a delivery address to place the order.');
    await expect(reason).toBeVisible();
    const floating = isMobile
      ? page.getByRole('button', { name: 'Contact the shop', exact: true })
      : page.getByRole('link', { name: 'Call 0900 000 000', exact: true });
    await expect(floating).toBeVisible(CONTACT_WAIT);
    await expectApart(floating, reason, 'the reason');
    for (const name of ['Online Payment', 'Cash on Delivery', 'Bank transfer (VietQR)']) {
      await expectApart(floating, page.getByRole('button', { name, exact: true }), name);
    }
  });
});
