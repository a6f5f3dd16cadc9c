// The pure parts of the bench's peer (issue 50): the catalogue in Vendure's import format, and the
// side-by-side table.
import { describe, expect, it } from 'vitest';
import {
  asciiSlug,
  csvField,
  facetValueName,
  importAssetPath,
  importPrice,
  peerProductSlug,
  VENDURE_CSV_COLUMNS,
  vendureInitialData,
  vendureProductsCsv,
} from '../bench/lib/peer-catalogue.mjs';
import {
  FEW_CONNECTIONS,
  PEER_QUESTIONS,
  PEER_ROWS,
  peerCell,
  peerTable,
} from '../bench/lib/peer-table.mjs';

const heater = {
  id: '6b0bdcd2121a82af98a9a5f9',
  name: 'Điện trở vòng "nhôm", 380V 1.9kW',
  description: 'Dùng cho bếp công nghiệp,\nvận hành ổn định.',
  code: 'TP-5256',
  price: 406_000,
  stock: 347,
  images: ['/images/a1.webp', 'https://elsewhere.example/b.png', '/images/c2.webp'],
  categories: ['Điện trở đốt nóng'],
  subCategories: ['Điện trở vòng (band heater)', 'Phụ kiện: loại|khác'],
};

/** A CSV text's records, parsed as RFC 4180 says (quoted fields may hold commas and lines). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  return records;
}

describe('the catalogue in Vendure import format', () => {
  it('writes one row a product under Vendure’s columns, fields quoted where they must be', () => {
    const [header, row, ...rest] = parseCsv(vendureProductsCsv([heater]));
    expect(rest).toEqual([]);
    expect(header).toEqual(VENDURE_CSV_COLUMNS);
    const field = Object.fromEntries(VENDURE_CSV_COLUMNS.map((name, i) => [name, row?.[i]]));
    expect(field).toEqual({
      name: heater.name,
      slug: 'dien-tro-vong-nhom-380v-1-9kw-6b0bdcd2121a82af98a9a5f9',
      description: heater.description,
      assets: 'a1.webp|c2.webp',
      facets:
        'category:Điện trở đốt nóng|subcategory:Điện trở vòng (band heater)|subcategory:Phụ kiện loại khác',
      optionGroups: '',
      optionValues: '',
      sku: 'TP-5256',
      price: '4060.00',
      taxCategory: 'VAT included',
      stockOnHand: '347',
      trackInventory: 'true',
      variantAssets: '',
      variantFacets: '',
    });
  });

  it('writes a negative stock as none', () => {
    const [, row] = parseCsv(vendureProductsCsv([{ ...heater, stock: -3 }]));
    expect(row?.[VENDURE_CSV_COLUMNS.indexOf('stockOnHand')]).toBe('0');
  });

  it('gives one đồng as Vendure’s minor unit, and refuses a price its column cannot hold', () => {
    expect(importPrice(28_000)).toBe('280.00');
    expect(importPrice(62_895_001)).toBe('628950.01');
    expect(() => importPrice(2_147_483_648)).toThrow(RangeError);
    expect(() => importPrice(-1)).toThrow(RangeError);
    expect(() => importPrice(1.5)).toThrow(RangeError);
  });

  it('folds Vietnamese to a slug, đ included, and keeps the product id in a product’s', () => {
    expect(asciiSlug('Điện trở chữ U')).toBe('dien-tro-chu-u');
    expect(asciiSlug('  Cảm biến nhiệt (can nhiệt) ')).toBe('cam-bien-nhiet-can-nhiet');
    expect(peerProductSlug({ id: 'abc123', name: 'Quạt ly tâm' })).toBe('quat-ly-tam-abc123');
  });

  it('quotes only the fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('takes the shop’s own image files and leaves other URLs out', () => {
    expect(importAssetPath('/images/6b0b.webp')).toBe('6b0b.webp');
    expect(importAssetPath('https://cdn.example/x.webp')).toBeUndefined();
    expect(importAssetPath('/images/../secret')).toBeUndefined();
  });

  it('keeps the separators of the facets column out of facet value names', () => {
    expect(facetValueName('Phụ kiện: loại|khác')).toBe('Phụ kiện loại khác');
  });
});

describe('the initial data', () => {
  it('makes a collection a category and a child collection a sub-category, by facet value', () => {
    const data = vendureInitialData([
      { name: 'Quạt công nghiệp', subCategories: ['Quạt ly tâm', 'Quạt: hướng trục'] },
    ]);
    expect(data.collections).toEqual([
      {
        name: 'Quạt công nghiệp',
        slug: 'quat-cong-nghiep',
        filters: [
          {
            code: 'facet-value-filter',
            args: { facetValueNames: ['category:Quạt công nghiệp'], containsAny: false },
          },
        ],
      },
      {
        name: 'Quạt ly tâm',
        slug: 'quat-ly-tam',
        parentName: 'Quạt công nghiệp',
        filters: [
          {
            code: 'facet-value-filter',
            args: { facetValueNames: ['subcategory:Quạt ly tâm'], containsAny: false },
          },
        ],
      },
      {
        name: 'Quạt: hướng trục',
        slug: 'quat-huong-truc',
        parentName: 'Quạt công nghiệp',
        filters: [
          {
            code: 'facet-value-filter',
            args: { facetValueNames: ['subcategory:Quạt hướng trục'], containsAny: false },
          },
        ],
      },
    ]);
    // The tax category the products are imported with exists, at 0 %: the prices hold their VAT.
    expect(data.taxRates).toEqual([{ name: 'VAT included', percentage: 0 }]);
    expect(data.countries).toEqual([{ name: 'Việt Nam', code: 'VN', zone: data.defaultZone }]);
  });

  it('refuses two collections of one name (the import finds a parent by its name)', () => {
    expect(() =>
      vendureInitialData([
        { name: 'Phụ kiện', subCategories: [] },
        { name: 'Quạt', subCategories: ['Phụ kiện'] },
      ]),
    ).toThrow(/"Phụ kiện" names two collections/);
  });
});

describe('the side-by-side table', () => {
  const answer = { rps: 4_000, p50: 6.14, p99: 15.2, failed: 0, bytes: 2_345 };

  it('shows throughput with its share of the baseline, latencies, size and what a search found', () => {
    expect(peerCell(answer, 40_000)).toBe('4,000 req/s (10 %); p50 6.1 ms, p99 15 ms; 2.3 kB');
    expect(peerCell({ ...answer, hits: 0, failed: 12 }, 40_000)).toBe(
      '4,000 req/s (10 %); p50 6.1 ms, p99 15 ms, **12 failed**; 2.3 kB, 0 found',
    );
    expect(peerCell(undefined, 40_000)).toBe('–');
  });

  it('puts each question in a row and each engine in a column, with start time and memory', () => {
    const table = peerTable({
      questions: ['product details', 'search'],
      baselineRps: 40_000,
      products: 10_074,
      columns: [
        {
          title: 'shop',
          startMs: 1_234,
          peakRss: 150_000_000,
          answers: { 'product details': answer },
        },
        {
          title: 'Vendure',
          startMs: 9_870,
          peakRss: 610_000_000,
          answers: { 'product details': answer, search: { ...answer, hits: 3 } },
        },
      ],
    });
    expect(table.split('\n')).toEqual([
      '| 10,074 products | shop | Vendure |',
      '| --- | --- | --- |',
      '| baseline: bare Fastify, constant JSON | 40,000 req/s (100 %) | 40,000 req/s (100 %) |',
      '| product details | 4,000 req/s (10 %); p50 6.1 ms, p99 15 ms; 2.3 kB | 4,000 req/s (10 %); p50 6.1 ms, p99 15 ms; 2.3 kB |',
      '| search | – | 4,000 req/s (10 %); p50 6.1 ms, p99 15 ms; 2.3 kB, 3 found |',
      '| time to start (to its first answer) | 1.2 s | 9.9 s |',
      '| memory: peak RSS of its processes | 150 MB | 610 MB |',
    ]);
  });

  it('asks each question again at a few connections, in rows after the four', () => {
    expect(PEER_ROWS).toEqual([
      ...PEER_QUESTIONS,
      ...PEER_QUESTIONS.map((question) => `${question}, ${FEW_CONNECTIONS} connections`),
    ]);
    expect(FEW_CONNECTIONS).toBeLessThan(100);
  });
});
