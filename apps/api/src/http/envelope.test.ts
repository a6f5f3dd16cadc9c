import { describe, expect, it } from 'vitest';
import { okWith, okWithJsonData } from './envelope';

describe('okWithJsonData', () => {
  it('writes the same JSON as okWith with the items parsed, the parts put in as they are', () => {
    const items = ['{"_id":"a","name":"Quạt \\"hút\\""}', '{"_id":"b","more_details":{"k": "v"}}'];
    const extra = { totalCount: 12, totalPage: 2, page: 1, limit: 10 };
    // In parts as a listing page gives them: an item may come in several, commas are parts too.
    const parts = ['{"_id":"a",', '"name":"Quạt \\"hút\\""}', ',', items[1] as string];
    const json = okWithJsonData(parts, extra);
    expect(JSON.parse(json)).toEqual(
      okWith(
        items.map((item) => JSON.parse(item) as unknown),
        extra,
      ),
    );
    // The items' own text is kept: the second one's spacing shows it was not written again.
    expect(json).toContain(
      '"data":[{"_id":"a","name":"Quạt \\"hút\\""},{"_id":"b","more_details":{"k": "v"}}],',
    );
  });

  it('writes an empty page as okWith does', () => {
    const extra = { totalCount: 0, totalPage: 0, page: 3, limit: 10 };
    expect(okWithJsonData([], extra)).toBe(JSON.stringify(okWith([], extra)));
  });
});
