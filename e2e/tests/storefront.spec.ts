import { expect, test, type Page } from '@playwright/test';
import { formatVnd, priceWithDiscount } from '@shop/contract';

// Journeys over the seeded demo catalogue, as a shopper would take them.

const productCards = (page: Page) => page.getByRole('article');
const decodedPath = (url: URL) => decodeURIComponent(url.pathname);

test('a shopper follows a category row to its listing, opens a product and sees its price, discount and details', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Điện trở đốt nóng', level: 2 })).toBeVisible();

  await page.getByRole('link', { name: 'See all Điện trở đốt nóng' }).click();
  await expect(page).toHaveURL((url) =>
    /^\/Điện-trở-đốt-nóng-[0-9a-f]{24}\/.+-[0-9a-f]{24}$/.test(decodedPath(url)),
  );
  const subCategories = page.getByRole('navigation', { name: 'Sub-categories' });
  await expect(subCategories.getByRole('link', { name: 'Điện trở chữ U' })).toBeVisible();

  await subCategories.getByRole('link', { name: 'Điện trở chữ U' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Điện trở chữ U' })).toBeVisible();
  // The U heater at 380V 3kW, its default variant (issue 43: one product, two variants).
  const name = 'Điện trở chữ U inox 304';
  await productCards(page).getByRole('link', { name }).first().click();

  await expect(page).toHaveURL((url) =>
    /^\/product\/Điện-trở-chữ-U-inox-304-[0-9a-f]{24}$/.test(decodedPath(url)),
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const price = page.getByRole('region', { name: 'Product price' });
  await expect(price).toContainText('Sale price');
  await expect(price).toContainText(formatVnd(priceWithDiscount(265_000, 10)));
  await expect(price).toContainText('10% off');
  await expect(price.locator('del')).toHaveText(formatVnd(265_000));
  await expect(page.getByText('10 Min')).toBeVisible();
  // Its typed values come first, labelled in the page's language with their unit (issue 42); the
  // free detail fields follow, the product's data as the admin wrote them.
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs.getByRole('row', { name: /Voltage\s*380 V/ })).toBeVisible();
  await expect(specs.getByRole('row', { name: /Power\s*3 kW/ })).toBeVisible();
  await expect(specs.getByRole('row', { name: /Xuất xứ\s*Việt Nam/ })).toBeVisible();
});

test('the Vietnamese pages under /vi speak Vietnamese: home, a listing and a product, drawn by the server too', async ({
  page,
}) => {
  await page.goto('/vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('navigation', { name: 'Ngôn ngữ' })).toContainText('VI');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Điện trở, quạt công nghiệp & tủ điều khiển chính hãng',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Danh mục sản phẩm' })).toBeVisible();
  await expect(page.getByText('Product categories')).toHaveCount(0);

  await page.getByRole('link', { name: 'Xem tất cả Điện trở đốt nóng' }).click();
  await expect(page).toHaveURL((url) => decodedPath(url).startsWith('/vi/Điện-trở-đốt-nóng-'));
  const subCategories = page.getByRole('navigation', { name: 'Danh mục con' });
  await subCategories.getByRole('link', { name: 'Điện trở chữ U' }).click();
  const name = 'Điện trở chữ U inox 304';
  await productCards(page).getByRole('link', { name }).first().click();
  await expect(page).toHaveURL((url) => decodedPath(url).startsWith('/vi/product/'));

  // Once as the app draws it after a click, once as the server sends it.
  for (const drawn of ['by the app', 'by the server']) {
    if (drawn === 'by the server') await page.reload();
    await expect(page.getByRole('heading', { level: 1, name }), drawn).toBeVisible();
    const price = page.getByRole('region', { name: 'Giá sản phẩm' });
    await expect(price, drawn).toContainText('Giá khuyến mãi');
    await expect(price, drawn).toContainText('Giảm 10%');
    await expect(
      page.getByRole('heading', { name: 'Chính sách sau bán hàng' }),
      drawn,
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Thông số kỹ thuật' }), drawn).toBeVisible();
    await expect(
      page.getByText(/Product price|Sale price|After-sales|Specifications/),
      drawn,
    ).toHaveCount(0);
  }
});

test('a shopper searches "dien tro" and sees matching products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\/search/);

  const input = page.getByRole('searchbox');
  await expect(input).toBeFocused();
  await input.fill('dien tro');
  await expect(page).toHaveURL(/\/search\?q=dien(\+|%20)tro/);

  await expect(page.getByRole('heading', { level: 1, name: /Search Results: \d+/ })).toBeVisible();
  const firstName = productCards(page).first().getByRole('link').last();
  await expect(firstName).toContainText('Điện trở');
});

test('a shopper scrolls the search results and the next page loads', async ({ page }) => {
  await page.goto('/search?q=dien%20tro');
  await expect(productCards(page)).not.toHaveCount(0);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const total = Number(/(\d+)/.exec(heading ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);

  // Scroll until every match has been loaded, page by page.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(productCards(page)).toHaveCount(total, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('link', { name: /home|trang chủ/i }).first()).toBeVisible();
});
