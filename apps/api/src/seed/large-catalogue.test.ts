import { describe, expect, it } from 'vitest';
import { ARTWORK_KINDS } from './artwork';
import { DEMO_CATEGORIES } from './demo-catalogue';
import { generateProducts, LARGE_CATALOGUE_ATTRIBUTES } from './large-catalogue';

describe('the large catalogue generator', () => {
  it('yields exactly the number of products asked for', () => {
    expect([...generateProducts(0, DEMO_CATEGORIES)]).toHaveLength(0);
    expect([...generateProducts(1234, DEMO_CATEGORIES)]).toHaveLength(1234);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const first = [...generateProducts(500, DEMO_CATEGORIES, 42)];
    const again = [...generateProducts(500, DEMO_CATEGORIES, 42)];
    const other = [...generateProducts(500, DEMO_CATEGORIES, 43)];
    expect(again).toEqual(first);
    expect(other.map((p) => p.name)).not.toEqual(first.map((p) => p.name));
  });

  it('makes at least 90 % of 10,000 names unique, with many distinct words', () => {
    const products = [...generateProducts(10_000, DEMO_CATEGORIES, 7)];
    const names = new Set(products.map((p) => p.name));
    expect(names.size).toBeGreaterThanOrEqual(9_000);
    const words = new Set(products.flatMap((p) => p.name.split(' ')));
    expect(words.size).toBeGreaterThan(1_000);
  });

  it('spreads products over every sub-category and keeps them in their category', () => {
    const products = [...generateProducts(5_000, DEMO_CATEGORIES, 3)];
    const bySub = new Map<string, number>();
    for (const product of products) {
      const category = DEMO_CATEGORIES.find((c) => c.key === product.categoryKey);
      const [subKey] = product.subCategoryKeys;
      expect(category?.subCategories.some((s) => s.key === subKey)).toBe(true);
      if (subKey) bySub.set(subKey, (bySub.get(subKey) ?? 0) + 1);
    }
    const subCount = DEMO_CATEGORIES.reduce((n, c) => n + c.subCategories.length, 0);
    expect(bySub.size).toBe(subCount);
  });

  it('produces valid prices, discounts, stock, details and artwork', () => {
    const kinds = new Set<string>(ARTWORK_KINDS);
    const products = [...generateProducts(5_000, DEMO_CATEGORIES, 11)];
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0 && p.price % 1000 === 0).toBe(true);
      expect(Number.isInteger(p.discount) && p.discount >= 0 && p.discount <= 100).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.description.length).toBeGreaterThan(20);
      expect(Object.keys(p.moreDetails).length).toBeGreaterThanOrEqual(3);
      expect(kinds.has(p.artwork)).toBe(true);
      expect(p.hue >= 0 && p.hue < 360).toBe(true);
    }
    expect(new Set(products.map((p) => p.price)).size).toBeGreaterThan(500);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.discount > 0)).toBe(true);
    expect(products.some((p) => p.discount === 0)).toBe(true);
  });

  // How fast it generates is the bench's to say (its seed row), never a timed assertion here.
  it('generates 100,000 named products', () => {
    let count = 0;
    for (const product of generateProducts(100_000, DEMO_CATEGORIES)) {
      if (product.name) count++;
    }
    expect(count).toBe(100_000);
  });

  it('gives heaters and fans specification values their names agree with (issue 42)', () => {
    const products = [...generateProducts(5_000, DEMO_CATEGORIES, 11)];
    const attributes = new Map(LARGE_CATALOGUE_ATTRIBUTES.map((a) => [a.id, a]));
    const heaters = products.filter((p) => p.specs?.['vat-lieu-vo'] !== undefined);
    const fans = products.filter((p) => p.specs?.['luu-luong-gio'] !== undefined);
    expect(heaters.length).toBeGreaterThan(500);
    expect(fans.length).toBeGreaterThan(500);
    for (const product of products) {
      for (const [id, value] of Object.entries(product.specs ?? {})) {
        const attribute = attributes.get(id);
        expect(attribute, id).toBeDefined();
        if (attribute?.kind === 'number') expect(typeof value).toBe('number');
        else expect(attribute?.choices.map((c) => c.value)).toContain(value);
      }
      const volts = product.specs?.['dien-ap'];
      if (volts !== undefined) expect(product.name).toContain(`${volts}V`);
    }
    // Values spread enough to narrow by: several voltages and materials, powers over a range.
    expect(new Set(heaters.map((p) => p.specs?.['dien-ap'])).size).toBeGreaterThanOrEqual(3);
    expect(new Set(heaters.map((p) => p.specs?.['vat-lieu-vo'])).size).toBeGreaterThanOrEqual(4);
    const powers = fans.map((p) => Number(p.specs?.['cong-suat']));
    expect(Math.max(...powers) / Math.min(...powers)).toBeGreaterThan(10);
  });
});
