import { expect, test } from '@playwright/test';
import { openUHeaterListing } from './support';

// Issue 42: a buyer opens a product's datasheet from its page, drawn by the server.

test('the product page lists the seeded datasheet and its link answers a PDF with its name', async ({
  page,
  request,
}) => {
  await openUHeaterListing(page);
  const name = 'Điện trở chữ U inox 304';
  await page.getByRole('article').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const documents = page.getByRole('region', { name: 'Tài liệu' });
  const link = documents.getByRole('link', {
    name: new RegExp(`^Tải Bảng thông số ${name} \\(PDF, [\\d,]+ KB\\)$`),
  });
  await expect(link).toBeVisible();
  await expect(documents.getByText('Bảng thông số', { exact: true })).toBeVisible();

  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/documents\/[0-9a-f]{24}\.pdf$/);
  const answer = await request.get(new URL(href ?? '', page.url()).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent(`Bảng thông số ${name}.pdf`)}`,
  );
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Drawn by the server: the page's own HTML already lists it.
  const { pathname } = new URL(page.url());
  const html = await (await request.get(pathname)).text();
  expect(html).toContain(`Bảng thông số ${name}`);
  expect(html).toMatch(/href="[^"]*\/documents\/[0-9a-f]{24}\.pdf"/);

  const width = page.viewportSize()?.width ?? 0;
  await documents.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/docs-shots/product-documents-vi-${String(width)}.png` });
  await page.context().clearCookies();
  await page.goto(pathname.replace(/^\/vi/, ''));
  const english = page.getByRole('region', { name: 'Documents' });
  await expect(english.getByText('Datasheet', { exact: true })).toBeVisible();
  await english.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/docs-shots/product-documents-en-${String(width)}.png` });
});
