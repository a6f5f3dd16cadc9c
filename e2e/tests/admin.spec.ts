import { expect, test, type Page } from '@playwright/test';
import { formatVnd } from '@shop/contract';
import { logIn, openAccountMenu, TINY_PNG } from './support';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

test('an admin creates a category, a sub-category and a product, edits its price, deletes it, and cannot delete a category in use', async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const categoryName = `Bộ điều khiển ${suffix}`;
  const subCategoryName = `Điều khiển PID ${suffix}`;
  const productName = `Bộ điều khiển nhiệt PID ${suffix}`;
  await logIn(page, 'admin@example.com', 'admin12345');

  // A category with an image.
  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Add Category' });
  await addCategory.getByLabel('Name', { exact: true }).fill(categoryName);
  await addCategory.locator('input[type="file"]').setInputFiles(png('category.png'));
  await expect(addCategory.getByRole('img')).toHaveAttribute(
    'src',
    /\/images\/[0-9a-f]{24}\.webp$/,
  );
  await addCategory.getByRole('button', { name: 'Add Category' }).click();
  await expectToast(page, 'Category added');
  await expect(page.getByText(categoryName)).toBeVisible();

  // A sub-category under it.
  await page.goto('/dashboard/subcategory');
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  const addSub = page.getByRole('dialog', { name: 'Add Sub Category' });
  await addSub.getByLabel('Name', { exact: true }).fill(subCategoryName);
  await addSub.locator('input[type="file"]').setInputFiles(png('sub.png'));
  await expect(addSub.getByRole('img')).toHaveAttribute('src', /\/images\//);
  await addSub.getByLabel('Select Category').selectOption({ label: categoryName });
  await addSub.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Sub category added');
  await expect(page.getByRole('cell', { name: subCategoryName, exact: true })).toBeVisible();

  // A product with two images and a custom field.
  await page.goto('/dashboard/upload-product');
  await page.getByLabel('Name', { exact: true }).fill(productName);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Bộ điều khiển nhiệt độ PID, ngõ ra relay.\nNguồn 220VAC.');
  await page.getByLabel('Upload Image').setInputFiles([png('front.png'), png('back.png')]);
  await expect(page.getByRole('img', { name: new RegExp(productName) })).toHaveCount(2);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await page.getByLabel('Sub Category', { exact: true }).selectOption({ label: subCategoryName });
  await page.getByLabel('Unit').fill('bộ');
  await page.getByLabel('Number of Stock').fill('25');
  await page.getByLabel('Price').fill('1250000');
  await page.getByLabel('Discount').fill('10');
  await page.getByRole('button', { name: 'Add Field' }).click();
  const addField = page.getByRole('dialog', { name: 'Add Field' });
  await addField.getByPlaceholder('Enter field name').fill('Nguồn cấp');
  await addField.getByRole('button', { name: 'Add Field' }).click();
  await page.getByLabel('Nguồn cấp', { exact: true }).fill('220VAC');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Product created');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  // The storefront shows it in the new category's listing.
  await page.goto('/');
  await page.getByRole('link', { name: `See all ${categoryName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: subCategoryName })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: productName });
  await expect(card).toContainText(formatVnd(1_125_000));

  // The admin edits its price; the storefront follows.
  await page.goto('/dashboard/product');
  await page.getByPlaceholder('Search product here ...').fill(productName);
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Price').fill('1000000');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated');
  await page.goto('/search?q=' + encodeURIComponent(productName));
  await expect(page.getByRole('article').filter({ hasText: productName })).toContainText(
    formatVnd(900_000),
  );

  // It goes through the confirmation to be deleted.
  await page.goto('/dashboard/product');
  await page.getByPlaceholder('Search product here ...').fill(productName);
  await page.getByRole('button', { name: `Delete ${productName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Permanent Delete' });
  await expect(confirm).toContainText('Are you sure want to delete permanent ?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Product deleted');
  await expect(page.getByRole('button', { name: `Edit ${productName}` })).toHaveCount(0);

  // The category is still used by its sub-category: it stays, and the admin is told why.
  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
  const confirmCategory = page.getByRole('dialog', { name: 'Permanent Delete' });
  await expect(confirmCategory).toContainText('Are you sure permanent delete ?');
  await confirmCategory.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, /used by 1 sub-category and 0 products/);
  await expect(page.getByText(categoryName)).toBeVisible();
});

const ADMIN_LINKS = [
  'Dashboard',
  'Category',
  'Sub Category',
  'Upload Product',
  'Product',
  'Orders',
  'Shop settings',
];

test('the admin menu shows the admin links only to an admin', async ({ page }) => {
  await logIn(page, 'admin@example.com', 'admin12345');
  const menu = await openAccountMenu(page);
  for (const name of ADMIN_LINKS) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByText('(Admin)')).toBeVisible();
});

test('a shopper sees no admin links in the account menu', async ({ page }) => {
  await logIn(page, 'shopper@example.com', 'shopper12345');
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
  for (const name of ADMIN_LINKS) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('(Admin)')).toHaveCount(0);
});

test('the admin pages under /vi speak Vietnamese', async ({ page }) => {
  await logIn(page, 'admin@example.com', 'admin12345');
  await page.goto('/vi/dashboard/category');
  await expect(page.getByRole('heading', { name: 'Danh mục', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm danh mục' })).toBeVisible();
  await page.goto('/vi/dashboard/subcategory');
  await expect(page.getByRole('columnheader', { name: 'STT' })).toBeVisible();
  await page.goto('/vi/dashboard/upload-product');
  await expect(page.getByRole('heading', { name: 'Đăng sản phẩm' })).toBeVisible();
  await expect(page.getByLabel('Số lượng tồn kho')).toBeVisible();
  await page.goto('/vi/dashboard/product');
  await expect(page.getByPlaceholder('Tìm sản phẩm tại đây ...')).toBeVisible();
});

test('an admin page under /vi refuses a shopper in Vietnamese', async ({ page }) => {
  await logIn(page, 'shopper@example.com', 'shopper12345');
  await page.goto('/vi/dashboard/category');
  await expect(page.getByText('Bạn không có quyền xem trang này')).toBeVisible();
});

test('the admin changes the Vietnamese search placeholder on the settings screen and the storefront shows it', async ({
  page,
}, testInfo) => {
  // One shop for every project: the change is made once, from one of them.
  test.skip(testInfo.project.name !== 'desktop', 'the shop settings are shared by the projects');
  const placeholder = `Tìm điện trở đốt nóng ${Date.now().toString(36)}`;
  await logIn(page, 'admin@example.com', 'admin12345');

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  const vietnamese = page.getByRole('group', { name: 'Vietnamese pages' });
  const field = vietnamese.getByLabel('Search box placeholder');
  const before = await field.inputValue();
  await field.fill(placeholder);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Shop settings saved');
  // The audit trail names the change.
  await expect(
    page.getByRole('row').filter({ hasText: 'Search box placeholder (Vietnamese pages)' }).first(),
  ).toContainText(`${before} → ${placeholder}`);

  try {
    // The Vietnamese storefront types it; the English one keeps the specification's.
    await page.goto('/vi');
    await expect(page.getByRole('link', { name: 'Tìm sản phẩm' }).first()).toContainText(
      placeholder,
    );
    await page.goto('/vi/search');
    await expect(page.getByRole('searchbox').first()).toHaveAttribute('placeholder', placeholder);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Search products' }).first()).toContainText(
      'Search for atta dal and more.',
    );
  } finally {
    // The shop as it was, for the other specs and the next run.
    await page.goto('/dashboard/settings');
    await page
      .getByRole('group', { name: 'Vietnamese pages' })
      .getByLabel('Search box placeholder')
      .fill(before);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Shop settings saved');
  }
});
