import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatVnd, priceWithDiscount, productPath } from '@shop/contract';
import {
  callAs,
  logIn,
  placeCashOrder,
  productById,
  productsInStock,
  registerShopper,
  SAMPLE_ADDRESS,
  type ProductInfo,
} from './support';

// Issue 42's journey, the owner's half: the code of an ordered product on the order and its print,
// then the catalogue exported, two prices edited in the file, imported back after a dry run, and a
// file with a bad line refused whole.

type CodedProduct = ProductInfo & { code: string };

/** The cells of a CSV text (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i);
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) records.push([...cells, cell]);
  return records;
}

/** The records as CSV again, every cell quoted, lines ended by CRLF. */
const csvOf = (records: string[][]) =>
  records
    .map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
    .join('\r\n') + '\r\n';

/** The file with the `price` cells of some codes replaced. */
function withPrices(records: string[][], prices: Record<string, string>): string {
  const [header = []] = records;
  const code = header.indexOf('code');
  const price = header.indexOf('price');
  return csvOf(
    records.map((cells, line) => {
      const wanted = line === 0 ? undefined : prices[cells[code] ?? ''];
      return wanted === undefined ? cells : cells.map((cell, i) => (i === price ? wanted : cell));
    }),
  );
}

/** A count of the dry run (To create, To update, Unchanged, Rejected). */
const countOf = (dialog: Locator, label: string) =>
  dialog
    .locator('dl > div')
    .filter({ has: dialog.page().locator('dt', { hasText: label }) })
    .locator('dd');

/** The dry run's line of a product, by its code. */
const planLine = (dialog: Locator, code: string) =>
  dialog.getByRole('row').filter({ has: dialog.page().getByText(code, { exact: true }) });

/** Opens the import dialog on /dashboard/product and gives it the file; answers the dialog. */
async function importFile(page: Page, name: string, csv: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from a CSV file' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(countOf(dialog, 'Rejected')).toBeVisible();
  return dialog;
}

test('the owner sees the code on an order and its print, exports the catalogue, imports new prices after a dry run, and a bad line refuses the file', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(page.request, 'catalogue-owner');
  await callAs(page.request, shopper, 'POST', '/api/address/create', SAMPLE_ADDRESS);
  const found = await productsInStock(page.request, 'dien tro', 2);
  const [ordered, other] = (await Promise.all(
    found.map((product) => productById(page.request, product._id)),
  )) as CodedProduct[];
  if (!ordered || !other) throw new Error('no products');
  expect(ordered.code).toMatch(/\S/);
  expect(other.code).toMatch(/\S/);

  // The shopper's order, placed through the API.
  await placeCashOrder(page, shopper, ordered);
  const orders = await callAs<{ _id: string; orderId: string }[]>(
    page.request,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  const [order] = orders;
  if (!order) throw new Error('the order was not placed');

  // The owner sees the product's code on the order and on its delivery note.
  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto(`/dashboard/orders/${order._id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: ordered.name });
  await expect(line.getByText(`Code: ${ordered.code}`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Print delivery note' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order._id}/print$`));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Delivery note' })).toBeVisible();
  await expect(page.getByText(`Code: ${ordered.code}`, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The catalogue's CSV, from the admin product screen.
  await page.goto('/dashboard/product');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^san-pham-\d{4}-\d{2}-\d{2}\.csv$/);
  const exportedText = await readFile(await download.path(), 'utf8');
  const exported = parseCsv(exportedText);
  const [header = []] = exported;
  expect(header.slice(0, 3)).toEqual(['code', 'name', 'name_en']);
  const priceIn = (code: string) =>
    exported.find((cells) => cells[header.indexOf('code')] === code)?.[header.indexOf('price')];
  // The file holds what the shop holds (the stock the order took included).
  expect(priceIn(ordered.code)).toBe(String(ordered.price));
  expect(priceIn(other.code)).toBe(String(other.price));

  // Two prices edited in the file; the dry run shows them with the old and the new price.
  const newPrice = { [ordered.code]: ordered.price + 15_000, [other.code]: other.price + 25_000 };
  const edited = withPrices(exported, {
    [ordered.code]: String(newPrice[ordered.code]),
    [other.code]: String(newPrice[other.code]),
  });
  let dialog = await importFile(page, 'gia-moi.csv', edited);
  await expect(countOf(dialog, 'To update')).toHaveText('2');
  await expect(countOf(dialog, 'To create')).toHaveText('0');
  await expect(countOf(dialog, 'Rejected')).toHaveText('0');
  for (const product of [ordered, other]) {
    // The prices as the shop writes amounts ("690.000 VND").
    const amount = (value: number | undefined) => formatVnd(value ?? 0).replace(/\s/g, ' ');
    await expect(planLine(dialog, product.code)).toContainText(
      `price: ${amount(product.price)} → ${amount(newPrice[product.code])}`,
    );
  }
  await testInfo.attach('import-dry-run', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await dialog.getByRole('button', { name: 'Confirm: import 2 products' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Import done: 0 new products, 2 updated.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The storefront's product pages show the new prices.
  for (const product of [ordered, other]) {
    await page.goto(productPath(product));
    await expect(page.getByText(`Code: ${product.code}`, { exact: true }).first()).toBeVisible();
    const shownPrice = formatVnd(priceWithDiscount(newPrice[product.code] ?? 0, product.discount));
    await expect(
      page.getByRole('main').getByText(shownPrice.replace(/\s/g, ' '), { exact: true }).first(),
    ).toBeVisible();
  }

  // A file with a bad line: the line is refused with its reason, the confirm is not offered, and
  // the good line beside it is not written either.
  await page.goto('/dashboard/product');
  const written = newPrice[ordered.code] ?? 0;
  dialog = await importFile(
    page,
    'dong-sai.csv',
    withPrices(parseCsv(edited), { [ordered.code]: String(written + 5_000), [other.code]: 'abc' }),
  );
  await expect(countOf(dialog, 'Rejected')).toHaveText('1');
  await expect(countOf(dialog, 'To update')).toHaveText('1');
  const refused = planLine(dialog, other.code);
  await expect(refused).toContainText('Rejected');
  await expect(refused).toContainText('price: price must be a whole number');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Some lines are rejected: fix the file and check it again. Nothing was written.',
  );
  await expect(dialog.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  expect((await productById(page.request, ordered._id)).price).toBe(written);
  expect((await productById(page.request, other._id)).price).toBe(newPrice[other.code]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The file as exported, imported back, gives the two products their prices again: the round
  // trip loses nothing (and the demo catalogue the other journeys read is as it was).
  dialog = await importFile(page, 'nhu-cu.csv', exportedText);
  await expect(countOf(dialog, 'To update')).toHaveText('2');
  await expect(countOf(dialog, 'Rejected')).toHaveText('0');
  await dialog.getByRole('button', { name: 'Confirm: import 2 products' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Import done: 0 new products, 2 updated.');
  expect((await productById(page.request, ordered._id)).price).toBe(ordered.price);
  expect((await productById(page.request, other._id)).price).toBe(other.price);
});
