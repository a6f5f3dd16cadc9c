import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import {
  MAX_COUNTED_HITS,
  otherWordsPageQuery,
  PostgresSearchIndex,
  substringCountQuery,
  substringPageQuery,
  wordsAfterSubstringQuery,
  wordsCountQuery,
  wordStartsCountQuery,
  wordStartsPageQuery,
  wordsPageQuery,
} from './postgres-search-index';
import { countPart, SAMPLE_MAX_AGE_MS, TrigramSample } from './trigram-sample';

let shop: TestShop;
let index: PostgresSearchIndex;
const CATALOGUE_SIZE = 30_000;

beforeAll(async () => {
  shop = await createTestShop();
  index = new PostgresSearchIndex(shop.db);
  // A large catalogue of varied names and product-sized rows, made in SQL so it takes seconds.
  await shop.db.execute(sql`
    INSERT INTO products (name, price, description)
    SELECT (ARRAY['Quạt ly tâm', 'Can nhiệt K', 'Dây chịu nhiệt', 'Vỏ tủ điện', 'Rơ le bán dẫn'])[1 + i % 5]
           || ' ' || substr(md5(i::text), 1, 6) || ' ' || (i % 997) || 'W',
           100000,
           'Sản phẩm công nghiệp, vỏ inox 304, chịu nhiệt đến 400 độ C, bảo hành 12 tháng. '
           || 'Lắp đặt dễ dàng, phù hợp lò sấy, máy ép nhựa và dây chuyền đóng gói. Mã ' || i
    FROM generate_series(1, ${CATALOGUE_SIZE}) AS i`);
  await shop.db.execute(sql`
    INSERT INTO products (name, price) VALUES
      ('Điện trở đốt nóng chữ U 220V 2kW', 350000), ('Điện trở sấy khô lá tản nhiệt 1kW', 420000)`);
  await shop.db.execute(sql`ANALYZE products, product_search`);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function planOf(text: string, how: 'substring' | 'words'): Promise<string> {
  const terms = await index.terms(text);
  const page = { offset: 0, limit: 10 };
  const query =
    how === 'substring'
      ? substringPageQuery(terms, page)
      : wordsPageQuery(await index.words(terms.folded), page);
  const rows = await queryRows<Record<string, unknown>>(
    shop.db,
    sql`EXPLAIN (FORMAT JSON) ${query}`,
  );
  return JSON.stringify(rows);
}

describe('search on a large catalogue', () => {
  it.each([
    ['dien tro', 'substring'],
    ['đốt nóng', 'substring'],
    ['quat ly tam 3f9a', 'substring'],
    ['dien tor', 'words'],
    ['tro dien dot', 'words'],
    ['ly tma 997w', 'words'],
  ] as const)(
    'reads "%s" (%s matches) through an index, never scanning the whole search table',
    async (text, how) => {
      const plan = await planOf(text, how);
      expect(plan).toMatch(/product_search_name_trgm_idx|product_search_created_idx/);
      expect(plan).not.toContain('"Seq Scan"');
    },
  );

  it.each(['zq', 'j', 'x7 k'])(
    'reads the rare short query "%s" (word beginnings) through the trigram index, never scanning the table',
    async (text) => {
      const words = text.split(' ');
      for (const query of [
        wordStartsPageQuery(words, { offset: 0, limit: 10 }),
        wordStartsCountQuery(words),
      ]) {
        const plan = JSON.stringify(
          await queryRows<Record<string, unknown>>(shop.db, sql`EXPLAIN (FORMAT JSON) ${query}`),
        );
        expect(plan).toMatch(/product_search_name_trgm_idx|product_search_created_idx/);
        expect(plan).not.toContain('"Seq Scan"');
      }
    },
  );

  it.each(['dien tro chu u', 'quat 3f9a', 'tam ly 997w', 'dien tro 220v'])(
    'reads the words of "%s" apart (after its substring) through an index, never scanning the table',
    async (text) => {
      const terms = await index.terms(text);
      const words = (await index.lookUp(terms.folded)).map(({ word }) => ({
        word,
        corrections: [],
      }));
      for (const query of [
        wordsAfterSubstringQuery(words, terms, { offset: 0, limit: 10 }),
        otherWordsPageQuery(words, terms, { offset: 0, limit: 10 }),
      ]) {
        const plan = JSON.stringify(
          await queryRows<Record<string, unknown>>(shop.db, sql`EXPLAIN (FORMAT JSON) ${query}`),
        );
        expect(plan).toMatch(/product_search_name_trgm_idx|product_search_created_idx/);
        expect(plan).not.toContain('"Seq Scan"');
      }
    },
  );

  it.each(['dieu tro dt', 'quat ly tma', 'can nheit k'])(
    'reads "%s" with every word corrected through an index, never scanning the table',
    async (text) => {
      const terms = await index.terms(text);
      const words = (await index.lookUp(terms.folded)).map(({ word, nearby }) => ({
        word,
        corrections: nearby,
      }));
      expect(words.some((word) => word.corrections.length > 0)).toBe(true);
      for (const query of [
        wordsPageQuery(words, { offset: 0, limit: 10 }),
        wordsCountQuery(words),
      ]) {
        const plan = JSON.stringify(
          await queryRows<Record<string, unknown>>(shop.db, sql`EXPLAIN (FORMAT JSON) ${query}`),
        );
        expect(plan).toMatch(/product_search_name_trgm_idx|product_search_created_idx/);
        expect(plan).not.toContain('"Seq Scan"');
      }
    },
  );

  it('finds a name holding the words apart after those holding them side by side', async () => {
    // "Điện trở chữ U" is in no name of this catalogue; "Điện trở đốt nóng chữ U …" holds its words.
    const hits = await index.search('Điện trở chữ U', { offset: 0, limit: 10 });
    const names = await queryRows<{ name: string }>(
      shop.db,
      sql`SELECT name FROM products WHERE id = ANY(${sql.param(hits.ids)}::text[])`,
    );
    expect(names.map((row) => row.name)).toEqual(['Điện trở đốt nóng chữ U 220V 2kW']);
    expect(hits.total).toBe(1);
  });

  it('still ranks the exact product first among thousands', async () => {
    const hits = await index.search('dien tro dot nong', { offset: 0, limit: 5 });
    const [first] = await queryRows<{ name: string }>(
      shop.db,
      sql`SELECT name FROM products WHERE id = ${hits.ids[0] ?? ''}`,
    );
    expect(first?.name).toBe('Điện trở đốt nóng chữ U 220V 2kW');
  });

  it('counts a common word up to the cap and still pages it, newest first', async () => {
    // A fifth of the catalogue is "Quạt ly tâm …": far more matches than anyone pages through.
    const hits = await index.search('quat ly tam', { offset: 0, limit: 10 });
    expect(hits.total).toBe(MAX_COUNTED_HITS);
    expect(hits.ids).toHaveLength(10);
    const rows = await queryRows<{ id: string }>(
      shop.db,
      sql`SELECT id FROM products WHERE search_name LIKE '%quat ly tam%' ORDER BY created_at DESC, id DESC LIMIT 10`,
    );
    expect(hits.ids).toEqual(rows.map((row) => row.id));
  });
});

describe('counting through the rarest part of the query', () => {
  beforeAll(() => index.trigrams.take());

  const partOf = async (text: string) =>
    countPart((await index.terms(text)).folded, index.trigrams.current(), MAX_COUNTED_HITS);

  it('samples the names well enough to tell a common part from a rare one', async () => {
    const sample = index.trigrams.current();
    // A fifth of the catalogue is "Quạt ly tâm …", standing for about 6,000 names; the 6-hex
    // piece of a name is in few.
    expect((sample?.holding(' ly') ?? 0) * (sample?.scale ?? 0)).toBeGreaterThan(3000);
    expect(await partOf('quat ly tam 3f9a')).toMatch(/^( 3f|3f9|f9a)$/);
  });

  it.each([
    'quat ly tam',
    'can nhiet k',
    'dien tro dot nong',
    'day chiu nhiet 1',
    'Vỏ tủ điện 2',
    'ro le ban dan 99',
  ])('counts "%s" as many as the whole pattern finds', async (text) => {
    const [expected] = await queryRows<{ total: number }>(
      shop.db,
      sql`SELECT LEAST(count(*), ${MAX_COUNTED_HITS})::int AS total FROM product_search
          WHERE search_name LIKE '%' || shop_fold(${text}) || '%'`,
    );
    expect(expected?.total).toBeGreaterThan(0);
    const terms = await index.terms(text);
    const [asSearched] = await queryRows<{ total: number }>(
      shop.db,
      sql`SELECT total::int AS total FROM (${substringCountQuery(
        terms,
        countPart(terms.folded, index.trigrams.current(), MAX_COUNTED_HITS),
      )}) AS counted`,
    );
    expect(asSearched?.total).toBe(expected?.total);
    // The search's total also counts the names holding the words apart.
    const [apart] = await queryRows<{ total: number }>(
      shop.db,
      sql`SELECT LEAST(count(*), ${MAX_COUNTED_HITS})::int AS total FROM product_search
          WHERE search_name LIKE ALL (SELECT '%' || w || '%'
                                      FROM regexp_split_to_table(shop_fold(${text}), ' ') AS w)`,
    );
    expect((await index.search(text, { offset: 0, limit: 10 })).total).toBe(apart?.total);
    // Counted through a part as well, whether or not the search chose one.
    const part = terms.folded.slice(0, 3);
    const [throughPart] = await queryRows<{ total: number }>(
      shop.db,
      sql`SELECT total::int AS total FROM (${substringCountQuery(terms, part)}) AS counted`,
    );
    expect(throughPart?.total).toBe(expected?.total);
  });

  it('asks the trigram index for the rare part alone, never scanning the table', async () => {
    const terms = await index.terms('quat ly tam 3f9a');
    const part = await partOf('quat ly tam 3f9a');
    const plan = JSON.stringify(
      await queryRows<Record<string, unknown>>(
        shop.db,
        sql`EXPLAIN (FORMAT JSON) ${substringCountQuery(terms, part)}`,
      ),
    );
    expect(plan).toContain('product_search_name_trgm_idx');
    expect(plan).toContain(`%${part ?? ''}%`);
    expect(plan).not.toContain('"Seq Scan"');
  });

  it('is sampled by the first search, in the background, and again once old', async () => {
    let clock = 0;
    const sample = new TrigramSample(shop.db, () => clock);
    const take = vi.spyOn(sample, 'take');
    expect(sample.current()).toBeUndefined();
    expect(take).toHaveBeenCalledTimes(1);
    await sample.take();
    const first = sample.current();
    expect(first?.holding(' ly')).toBeGreaterThan(0);
    clock += SAMPLE_MAX_AGE_MS - 1;
    expect(sample.current()).toBe(first);
    // The explicit take above and the first search's: none for a sample not yet old.
    expect(take).toHaveBeenCalledTimes(2);
    clock += 1;
    expect(sample.current()).toBe(first);
    expect(take).toHaveBeenCalledTimes(3);
    await sample.take();
    expect(sample.current()).not.toBe(first);
  });
});
