import { describe, expect, it } from 'vitest';
import { seededRandom, type SeededRandom } from '../../../test/seeded-random';
import { columnsOf, filteredPageOf, hitColumnsOf, rowsPageOf } from './listing-columns';
import type { ListingRow } from './listing-columns.repo';
import type { FacetRow, FilteredPage, FilteredQuery, SpecCondition } from './product-filters.repo';

// The value bitmaps (decision 051's addendum) choose per request between a bitmap per value and
// a pass over the passing rows (a facet, a range, the page of a sort order, the price spread),
// by what each reads. Whatever they choose, the answer is the row-by-row path's, which the
// integration tests hold to the database's statement. Here both are compared on listings large
// and varied enough for every choice to be taken: few and many distinct numbers, narrow and wide
// ranges, few and many passing rows, products with variants' rows and without.

const CHOICES = ['inox-304', 'inox-316', 'inox-201', 'niken', 'dong', 'nhom'];
const FACETS = ['dien-ap', 'cong-suat', 'luu-luong', 'vat-lieu', 'chong-nuoc'];

/**
 * A product's or a variant's values: a voltage of four values, a power of 120 (bitmaps, wide
 * ranges pass many), an airflow of 600 (more than get bitmaps), a material, a yes/no; some left out.
 */
function specsOf(random: SeededRandom): Record<string, string | number | boolean> {
  const specs: Record<string, string | number | boolean> = {};
  if (random.chance(0.9)) specs['dien-ap'] = random.pick([24, 110, 220, 380]);
  if (random.chance(0.85)) specs['cong-suat'] = random.between(1, 120) / 4;
  if (random.chance(0.8)) specs['luu-luong'] = random.between(100, 700) * 10;
  if (random.chance(0.8)) specs['vat-lieu'] = random.pick(CHOICES.slice(0, 5));
  if (random.chance(0.5)) specs['chong-nuoc'] = random.chance(0.5);
  return specs;
}

/**
 * `count` products, newest first, prices tied; with `variants`, that share of them has one to
 * four variants' rows, each its product's values with some of its own over them (often the same
 * value as its product or a sibling, which a facet counts once per product).
 */
function rowsOf(random: SeededRandom, count: number, variants = 0): ListingRow[] {
  return Array.from({ length: count }, (_, index): ListingRow => {
    const specs = specsOf(random);
    const variantSpecs = random.chance(variants)
      ? Array.from({ length: random.between(1, 4) }, () => {
          const own = random.chance(0.5) ? specsOf(random) : {};
          return { ...specs, ...own };
        })
      : null;
    return [
      `p${String(index).padStart(6, '0')}`,
      random.between(10, 400) * 5000,
      random.chance(0.7),
      specs,
      1_800_000_000_000_000 - index * 1_000_000,
      variantSpecs,
    ];
  });
}

function randomQuery(random: SeededRandom, count: number): FilteredQuery {
  const specs: SpecCondition[] = [];
  if (random.chance(0.5))
    specs.push({
      attributeId: 'vat-lieu',
      kind: 'choice',
      values: CHOICES.filter(() => random.chance(random.pick([0.1, 0.4, 0.8]))),
    });
  if (random.chance(0.4)) {
    const exact = random.pick([24, 110, 220, 380, 400]);
    specs.push({
      attributeId: 'dien-ap',
      kind: 'number',
      range: random.chance(0.5) ? { min: exact, max: exact } : { min: random.between(0, 300) },
    });
  }
  if (random.chance(0.5)) {
    // From a sliver (a code or two) to nearly every value.
    const from = random.between(0, 30);
    specs.push({
      attributeId: 'cong-suat',
      kind: 'number',
      range: random.chance(0.2)
        ? { max: from }
        : { min: from, max: from + random.pick([0, 1, 25]) },
    });
  }
  if (random.chance(0.3))
    specs.push({
      attributeId: 'luu-luong',
      kind: 'number',
      range: { min: random.between(1, 7) * 1000, max: random.between(2, 8) * 1000 },
    });
  if (random.chance(0.2))
    specs.push({ attributeId: 'chong-nuoc', kind: 'boolean', value: random.chance(0.5) });
  if (random.chance(0.1))
    specs.push({ attributeId: 'dien-ap', kind: 'choice', values: ['220', '380'] });
  return {
    source: { kind: 'listing', categoryId: 'c', subCategoryId: 's' },
    specs,
    inStock: random.chance(0.4),
    price: random.chance(0.3)
      ? { min: random.between(10, 300) * 5000, max: random.between(300, 400) * 5000 }
      : undefined,
    sort: random.pick([undefined, 'newest', 'price-asc', 'price-desc'] as const),
    offset: random.pick([0, 0, 20, 100, count - 30]),
    limit: 20,
    facetAttributeIds: random.chance(0.8) ? FACETS : undefined,
  };
}

/** The facet rows in one order (either path may give them in another). */
function inOneOrder(page: FilteredPage): FilteredPage {
  if (!page.facets) return page;
  const key = (row: FacetRow) => `${row.k}\u0000${String(row.v)}`;
  return {
    ...page,
    facets: {
      ...page.facets,
      specs: [...page.facets.specs].sort((a, b) => (key(a) < key(b) ? -1 : 1)),
    },
  };
}

describe('the value bitmaps (decision 051)', () => {
  it.each([
    ['a listing of 6,000 products', 6_000, 7, 0],
    ['a listing of 700 products', 700, 8, 0],
    ['a listing of 4,000 products, one in a hundred with variants', 4_000, 12, 0.01],
    ['a listing of 700 products, a third with variants', 700, 13, 0.3],
  ])(
    'answer 400 random filtered pages of %s exactly as the row-by-row path',
    (_name, count, seed, variants) => {
      const random = seededRandom(seed);
      const columns = columnsOf(1n, rowsOf(random, count, variants));
      expect(columns.variants !== undefined, 'variants as the listing has them').toBe(variants > 0);
      const shapes = { few: 0, many: 0, priced: 0 };
      for (let run = 0; run < 400; run++) {
        const query = randomQuery(random, count);
        const byBits = filteredPageOf(columns, query);
        expect(inOneOrder(byBits), JSON.stringify(query)).toEqual(
          inOneOrder(rowsPageOf(columns, query)),
        );
        if (byBits.total > 0 && byBits.total < 40) shapes.few++;
        if (byBits.total > count / 4) shapes.many++;
        if (byBits.facets?.price) shapes.priced++;
      }
      // The queries are not degenerate: few and many rows pass, and spreads are compared.
      expect(shapes.few).toBeGreaterThan(20);
      expect(shapes.many).toBeGreaterThan(20);
      expect(shapes.priced).toBeGreaterThan(100);
    },
    // Each compares 800 answers: seconds on a machine busy with other suites.
    30_000,
  );

  it('count a facet of many distinct numbers whose passing rows fall in a few of its buckets, as the row-by-row path', () => {
    const random = seededRandom(5);
    // A quarter of the products have a size: the small ones, six sizes, are 24 V; the large
    // ones, 300 sizes, 380 V; the rest (no size) 220 V. Narrowed to 220 V and below, most
    // products pass, and their sizes are the six small ones, in the first few buckets: each
    // is listed with its count.
    const rows = Array.from({ length: 4_000 }, (_, index): ListingRow => {
      const small = random.chance(0.3);
      const specs: Record<string, number> = !random.chance(0.25)
        ? { 'dien-ap': 220 }
        : small
          ? { 'dien-ap': 24, 'kich-thuoc': 100 + random.between(0, 5) }
          : { 'dien-ap': 380, 'kich-thuoc': 200 + random.between(0, 299) };
      return [`p${String(index)}`, random.between(1, 50) * 1000, true, specs, 4_000 - index, null];
    });
    const columns = columnsOf(1n, rows);
    const query: FilteredQuery = {
      source: { kind: 'listing', categoryId: 'c', subCategoryId: 's' },
      specs: [{ attributeId: 'dien-ap', kind: 'number', range: { max: 220 } }],
      inStock: false,
      price: undefined,
      sort: undefined,
      offset: 0,
      limit: 20,
      facetAttributeIds: ['dien-ap', 'kich-thuoc'],
    };
    const byBits = filteredPageOf(columns, query);
    expect(byBits).toEqual(rowsPageOf(columns, query));
    const sizes = byBits.facets?.specs.find((row) => row.k === 'kich-thuoc');
    expect([sizes?.lo, sizes?.hi, sizes?.vs?.length]).toEqual([100, 105, 6]);
  });

  it("answer 300 random filtered pages of a search's hits (best first, sorted newest by their creation) exactly as the row-by-row path", () => {
    const random = seededRandom(9);
    const rows = rowsOf(random, 3_000);
    // Hits come best first: not in creation order, with some created at the same time.
    const hits = rows.map((row, index): ListingRow => {
      const [id, paid, stocked, specs] = row;
      return [id, paid, stocked, specs, 1_800_000_000_000_000 - (index % 700) * 1_000_000, null];
    });
    for (let at = hits.length - 1; at > 0; at--) {
      const other = random.between(0, at);
      [hits[at], hits[other]] = [hits[other] as ListingRow, hits[at] as ListingRow];
    }
    const columns = hitColumnsOf(hits);
    for (let run = 0; run < 300; run++) {
      const query = randomQuery(random, hits.length);
      expect(inOneOrder(filteredPageOf(columns, query)), JSON.stringify(query)).toEqual(
        inOneOrder(rowsPageOf(columns, query)),
      );
    }
  });
});
