import { expect, test } from '@playwright/test';
import { logIn, mailsTo, uniqueEmail } from './support';

// Issue 46: a guest asks for a U-shaped heater for a water tank, with a drawing, and the owner
// finds the request in the inbox, opens the drawing and takes it on.

/** A one-page PDF: what a buyer's drawing looks like to the shop's byte check. */
const DRAWING_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n',
);

test('a guest requests a U heater with a drawing; the owner finds it and takes it on', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
});
