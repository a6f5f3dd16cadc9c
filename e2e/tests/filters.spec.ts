import { expect, test } from '@playwright/test';
import {
  fillAddressDialog,
  logIn,
  openUHeaterListing,
  registerShopper,
  SAMPLE_ADDRESS,
} from './support';

// Issue 42: a buyer narrows "Điện trở chữ U" to 380V (a pick) and 2–3 kW (a side column at 1280
// px, a sheet at 375 px), keeps the filters through a reload, loses them with back, then opens a
// matching product's datasheet and orders it.

// The U heater's default variant is 380V 3kW (issue 43): the filters find the product by it.
const PRODUCT = 'Điện trở chữ U inox 304';

test('a buyer narrows a listing by voltage and power, reloads, goes back, opens a datasheet and orders', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'filters');
  await logIn(page, shopper.email, shopper.password);

  await openUHeaterListing(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const unfiltered = await cards.count();

  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  if (phone) {
    await expect(page.getByRole('complementary', { name: 'Bộ lọc' })).toBeHidden();
    await page.getByRole('button', { name: 'Bộ lọc', exact: true }).click();
  }
  const filters = phone
    ? page.getByRole('dialog', { name: 'Bộ lọc' })
    : page.getByRole('complementary', { name: 'Bộ lọc' });
  await expect(filters.getByRole('group', { name: 'Điện áp' })).toBeVisible();

  // The listing's few voltages are picks with their counts; a custom power range is typed.
  const voltages = filters.getByRole('list', { name: 'Các mức Điện áp' });
  await expect(voltages.getByRole('button', { name: /^220 V \(\d+\)$/ })).toBeVisible();
  await voltages.getByRole('button', { name: /^380 V \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\?dien-ap=380$/);
  await expect(voltages.getByRole('button', { name: /^380 V/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const power = filters.getByRole('group', { name: 'Công suất' });
  await power.getByText('Khoảng khác').click();
  await filters.getByRole('textbox', { name: 'Công suất từ' }).fill('2');
  await filters.getByRole('textbox', { name: 'Công suất đến' }).fill('3');
  await filters.getByRole('textbox', { name: 'Công suất đến' }).press('Enter');
  await expect(page).toHaveURL(/\?dien-ap=380&cong-suat=2-3$/);
  if (phone) {
    await filters.getByRole('button', { name: 'Xem 3 sản phẩm' }).click();
    await expect(filters).toBeHidden();
  }

  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toContainText(/380\s?V/);
  await expect(page.getByRole('button', { name: 'Bỏ Điện áp: 380 V' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bỏ Công suất: 2 kW – 3 kW' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\?dien-ap=380&cong-suat=2-3$/);
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Bỏ Điện áp: 380 V' })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/dien-ap/);
  await expect(cards).toHaveCount(unfiltered);
  await expect(page.getByRole('button', { name: 'Bỏ Điện áp: 380 V' })).toBeHidden();
  await page.goForward();
  await expect(cards).toHaveCount(3);

  await cards.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  const datasheet = page
    .getByRole('region', { name: 'Tài liệu' })
    .getByRole('link', { name: /^Tải Bảng thông số/ });
  const href = await datasheet.getAttribute('href');
  const pdf = await request.get(new URL(href ?? '', page.url()).pathname);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('main').getByRole('button', { name: 'Thêm', exact: true }).first().click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Đã thêm|Item added/ })
      .first(),
  ).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await fillAddressDialog(dialog, SAMPLE_ADDRESS);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByText('Order Successfully')).toBeVisible();
});
