import { describe, expect, it } from 'vitest';
import { ARTWORK_KINDS } from './artwork';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';

describe('the demo catalogue', () => {
  it('has at least sixty products', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
  });

  it('has four categories with three to five sub-categories each, keys unique', () => {
    expect(DEMO_CATEGORIES).toHaveLength(4);
    for (const category of DEMO_CATEGORIES) {
      expect(category.subCategories.length).toBeGreaterThanOrEqual(3);
      expect(category.subCategories.length).toBeLessThanOrEqual(5);
    }
    const keys = DEMO_CATEGORIES.flatMap((c) => [c.key, ...c.subCategories.map((s) => s.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names nothing with a slash, which clients putting raw names in URLs would split on', () => {
    const names = [
      ...DEMO_CATEGORIES.flatMap((c) => [c.name, ...c.subCategories.map((s) => s.name)]),
      ...DEMO_PRODUCTS.map((p) => p.name),
    ];
    expect(names.filter((name) => name.includes('/'))).toEqual([]);
  });

  it('puts a product in every sub-category', () => {
    const used = new Set(DEMO_PRODUCTS.flatMap((p) => p.subCategoryKeys));
    for (const category of DEMO_CATEGORIES) {
      for (const subCategory of category.subCategories) {
        expect(used, subCategory.name).toContain(subCategory.key);
      }
    }
  });

  it('files every product under sub-categories of its own category', () => {
    for (const product of DEMO_PRODUCTS) {
      const category = DEMO_CATEGORIES.find((c) => c.key === product.categoryKey);
      expect(category, product.name).toBeDefined();
      const allowed = new Set(category?.subCategories.map((s) => s.key));
      expect(product.subCategoryKeys.length, product.name).toBeGreaterThan(0);
      for (const key of product.subCategoryKeys) {
        expect(allowed.has(key), `${product.name}: ${key}`).toBe(true);
      }
    }
  });

  it('never repeats a product name', () => {
    const names = DEMO_PRODUCTS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('prices in positive whole dong and discounts in whole percent from 0 to 100', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(Number.isInteger(product.price) && product.price > 0, product.name).toBe(true);
      expect(Number.isInteger(product.discount), product.name).toBe(true);
      expect(product.discount).toBeGreaterThanOrEqual(0);
      expect(product.discount).toBeLessThanOrEqual(100);
    }
  });

  it('has whole, non-negative stock and at least four products out of stock', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(Number.isInteger(product.stock) && product.stock >= 0, product.name).toBe(true);
    }
    expect(DEMO_PRODUCTS.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(4);
  });

  it('gives every product a unit, a description and at least three more details', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.unit.trim(), product.name).not.toBe('');
      expect(product.description.trim().length, product.name).toBeGreaterThan(40);
      const details = Object.entries(product.moreDetails);
      expect(details.length, product.name).toBeGreaterThanOrEqual(3);
      expect(details.length, product.name).toBeLessThanOrEqual(6);
      for (const [field, value] of details) {
        expect(field.trim() && value.trim(), product.name).toBeTruthy();
      }
    }
  });

  it('draws every product and category with a known artwork and a hue from 0 to 359', () => {
    const kinds = new Set<string>(ARTWORK_KINDS);
    for (const item of [...DEMO_PRODUCTS, ...DEMO_CATEGORIES]) {
      expect(kinds.has(item.artwork), item.name).toBe(true);
    }
    for (const product of DEMO_PRODUCTS) {
      expect(Number.isInteger(product.hue) && product.hue >= 0 && product.hue < 360).toBe(true);
    }
  });

  it('includes names with commas, ampersands and hyphens so slugs are exercised', () => {
    const names = DEMO_PRODUCTS.map((p) => p.name);
    expect(names.some((n) => n.includes(','))).toBe(true);
    expect(names.some((n) => n.includes('&'))).toBe(true);
    expect(names.some((n) => n.includes('-'))).toBe(true);
  });

  it('promises one warranty throughout: each product naming one says the 12 months of the policy', () => {
    const warranties = new Set(
      DEMO_PRODUCTS.flatMap((product) => product.moreDetails['Bảo hành'] ?? []),
    );
    expect([...warranties]).toEqual(['12 tháng']);
  });
});
