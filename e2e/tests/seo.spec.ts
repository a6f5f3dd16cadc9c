import { expect, test } from '@playwright/test';
import { productPath } from '@shop/contract';
import { productsInStock } from './support';

// What a crawler or a link preview reads of a page before any script runs, and what a shopper sees.

test('a product page’s head has its own title and structured data a search engine can read', async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(request, 'điện trở', 1);
  if (!product) throw new Error('no product in stock');
  const path = productPath(product);

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${product.name} | Nhiệt Công Nghiệp`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const blocks = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent));
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const item = data.find((entry) => entry['@type'] === 'Product');
  expect(item).toMatchObject({
    name: product.name,
    offers: { '@type': 'Offer', priceCurrency: 'VND', availability: 'https://schema.org/InStock' },
  });
  expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
});

test('an unknown product answers 404 with the shop’s not-found page', async ({ page }) => {
  const response = await page.goto('/product/Khong-co-0123456789abcdef01234567');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByText('We could not find the product you need')).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
