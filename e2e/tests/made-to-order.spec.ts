import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatVnd } from '@shop/contract';
import { vnShopURL } from '../playwright.config';
import { logIn, mailsTo, uniqueEmail } from './support';

// Issue 46's Done-when, one journey: a guest asks for a U-shaped heater for a water tank, with a
// drawing; the owner finds the request in the inbox, opens the drawing, takes it on and quotes it
// in two versions; the buyer accepts the second from the mailed link (the first is superseded),
// pays the deposit on VNPay's stand-in, and the order runs to delivery, its balance then recorded.
// On the shop that takes VNPay and transfers (decision 061: the deposit places the order).
test.use({ baseURL: vnShopURL });

/** A one-page PDF: what a buyer's drawing looks like to the shop's byte check. */
const DRAWING_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n',
);

/** Every quote link the mails to the address hold, oldest first (quoted-printable undone). */
async function quoteTokensMailedTo(address: string): Promise<string[]> {
  const tokens: string[] = [];
  for (const raw of await mailsTo(address)) {
    const plain = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const token = /\/quote\/([A-Za-z0-9_-]{20,})/.exec(plain)?.[1];
    if (token && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}

/**
 * Types the first line's unit price, saves the draft (the versions list then shows its total, in
 * dong) and sends it, confirming the dialog.
 */
async function priceAndSend(page: Page, price: string, version: number, total: string) {
  const line = page.getByRole('listitem', { name: 'Line 1' });
  await line.getByLabel('Unit price (VAT incl.)').fill(price);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const saved = page
    .getByRole('region', { name: 'Versions' })
    .getByRole('listitem')
    .filter({ hasText: `Version ${String(version)}` });
  await expect(saved).toContainText('Draft');
  await expect(saved).toContainText(total);
  await page.getByRole('button', { name: 'Send quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Send quote version ${String(version)}?` });
  await dialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(saved).toContainText('Sent');
}

/** Clicks the order page's action button, then the same action in its confirmation dialog. */
async function confirmAction(page: Page, action: string): Promise<void> {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('a guest requests a U heater with a drawing; the owner quotes it twice; the buyer accepts the second and pays the deposit; the order runs to delivery and is paid', async ({
  page,
  browser,
}) => {
  // The whole Done-when in one journey: two browsers, a dozen page loads and VNPay's page.
  test.setTimeout(240_000);
  const email = uniqueEmail('u-heater');

  await page.goto('/');
  await page.getByRole('link', { name: 'Made-to-order heaters' }).first().click();
  await expect(page.getByRole('heading', { name: 'Made-to-order heaters' })).toBeVisible();

  await page
    .getByRole('radiogroup', { name: 'Kind of heater' })
    .getByText('Tubular heater')
    .click();
  await page.getByLabel('Tube diameter (D)').fill('10');
  await page.getByLabel('Leg length (A)').fill('600');
  await page.getByLabel('Leg centre distance (B)').fill('60');
  await page.getByLabel('Unheated length at each end (C)').fill('50');
  await page.getByLabel('Voltage').fill('380');
  await page.getByLabel('Power').fill('3000');
  await page.getByLabel('Fitting or thread').fill('Ren G1 inox');
  await expect(page.getByText(/Surface watt density: [\d.]+ W\/cm²/)).toBeVisible();
  await page.getByLabel('Quantity').fill('4');
  await page.getByTestId('attachment-input').setInputFiles({
    name: 'ban-ve-chu-u.pdf',
    mimeType: 'application/pdf',
    buffer: DRAWING_PDF,
  });
  await expect(page.getByRole('button', { name: 'Remove ban-ve-chu-u.pdf' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Trần Văn Bình');
  await page.getByLabel('Phone').fill('0912345678');
  await page.getByLabel('E-mail (optional, for a copy)').fill(email);
  await page.getByLabel('Company', { exact: true }).fill('Công ty Nhiệt Bình Dương');
  await page.getByRole('button', { name: 'Send the request' }).click();

  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  const number = (await page.getByTestId('request-number').textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  // The buyer's copy, by mail, names the request.
  await expect
    .poll(async () => (await mailsTo(email)).join('\n'), { timeout: 15_000 })
    .toContain(number);

  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto('/dashboard/heater-requests');
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(number);
  await page
    .getByRole('link', { name: new RegExp(number) })
    .first()
    .click();
  await expect(page.getByText('Trần Văn Bình').first()).toBeVisible();
  await expect(page.getByText('Too high for what it heats')).toHaveCount(0);
  // The drawing opens for the staff under its own name (the path needs the login's token).
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: /ban-ve-chu-u\.pdf/ }).click();
  expect((await downloaded).suggestedFilename()).toBe('ban-ve-chu-u.pdf');

  await page
    .getByRole('combobox', { name: 'Status', exact: true })
    .selectOption({ label: 'Quoting' });
  await expect(page.getByText('Quoting').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('quoting');

  // Version 1, sent: the buyer is mailed its link.
  await page.getByRole('button', { name: 'Write a quote' }).click();
  await priceAndSend(page, '2500000', 1, '10.000.000');
  await expect
    .poll(async () => (await quoteTokensMailedTo(email)).length, { timeout: 15_000 })
    .toBe(1);
  // Version 2, from version 1's lines and terms, a lower price: sent, it supersedes version 1.
  await page.getByRole('button', { name: 'New quote version' }).click();
  await priceAndSend(page, '2300000', 2, '9.200.000');
  await expect
    .poll(async () => (await quoteTokensMailedTo(email)).length, { timeout: 15_000 })
    .toBe(2);
  const [first, second] = await quoteTokensMailedTo(email);

  // The buyer, in their own browser: the first link is superseded, the second is accepted.
  const buyerContext = await browser.newContext({ baseURL: vnShopURL });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/quote/${first ?? ''}`);
  await expect(buyer.getByRole('heading', { name: 'This quote is no longer valid' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);

  await buyer.goto(`/quote/${second ?? ''}`);
  // 4 × 2.300.000 = 9.200.000, its 30 % deposit 2.760.000.
  await expect(buyer.getByText(formatVnd(9_200_000)).first()).toBeVisible();
  await buyer.getByRole('button', { name: 'Accept quote' }).click();
  const accept = buyer.getByRole('dialog', { name: 'Accept the quote' });
  await accept.getByLabel('Delivery address').fill('Lô B2, KCN Sóng Thần 2');
  await accept.getByLabel('Province / city').fill('Bình Dương');
  await accept.getByRole('button', { name: 'Confirm and place the order' }).click();
  const accepted = buyer.getByRole('heading', { name: /^Quote accepted — order ORD-/ });
  await expect(accepted).toBeVisible();
  const orderNumber = /ORD-[\w-]+/.exec((await accepted.textContent()) ?? '')?.[0] ?? '';
  expect(orderNumber).not.toBe('');
  await expect(buyer.getByText(`To pay now: the deposit of ${formatVnd(2_760_000)}`)).toBeVisible();

  await buyer.getByRole('button', { name: 'Pay the deposit with VNPay' }).click();
  await expect(buyer).toHaveURL(/\/dev\/vnpay\/vpcpay\.html\?.*vnp_SecureHash=/);
  await buyer.getByRole('button', { name: /^Thanh toán/ }).click();
  await expect(buyer).toHaveURL(new RegExp(`/quote/deposit\\?order=${orderNumber}&paid=1$`));
  await buyer.getByRole('link', { name: 'Back to the quote' }).click();
  await expect(
    buyer.getByRole('heading', { name: `Quote accepted — order ${orderNumber}` }),
  ).toBeVisible();
  await expect(buyer.getByText(/To pay now/)).toHaveCount(0);
  await expect(buyer.getByRole('button', { name: 'Pay the deposit with VNPay' })).toHaveCount(0);

  // The owner: the order placed on its deposit, the balance owed; made, shipped and delivered.
  await page.goto(`/dashboard/orders?search=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const money: Locator = page.getByRole('region', { name: 'Payments received' });
  await expect(
    money.getByText(`Deposit received, balance ${formatVnd(6_440_000)} owed`),
  ).toBeVisible();
  await expect(money.getByRole('listitem')).toContainText('Deposit paid through VNPay');
  await confirmAction(page, 'Confirm order');
  await confirmAction(page, 'Mark shipped');
  await confirmAction(page, 'Mark delivered');
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(money.getByText(/^Deposit received, balance/)).toBeVisible();

  // The balance, collected on delivery, recorded: the order is paid.
  const record = 'Record a payment';
  await money.getByRole('button', { name: record }).click();
  const dialog = page.getByRole('dialog', { name: record });
  await dialog.getByLabel('Method').selectOption('cash');
  await expect(dialog.getByLabel('Amount (₫)')).toHaveValue('6440000');
  await dialog.getByRole('button', { name: record }).click();
  await expect(dialog).toBeHidden();
  await expect(money.getByText('Paid in full')).toBeVisible();
  await expect(money.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await buyerContext.close();
});
