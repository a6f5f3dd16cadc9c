import { expect, test } from '@playwright/test';

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
