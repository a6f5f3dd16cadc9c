import { describe, expect, it } from 'vitest';
import { RenderMemo } from './render-memo';

const page = (text: string) => ({ head: '', root: text });

describe('RenderMemo', () => {
  it('keys a page by its URL and its answers together', () => {
    const key = RenderMemo.keyOf('/product/quat-1', '{"a":1}');
    expect(RenderMemo.keyOf('/product/quat-1', '{"a":1}')).toBe(key);
    expect(RenderMemo.keyOf('/product/quat-1', '{"a":2}')).not.toBe(key);
    expect(RenderMemo.keyOf('/product/quat-2', '{"a":1}')).not.toBe(key);
    // Where the URL ends and the answers begin is part of the key.
    expect(RenderMemo.keyOf('/a\n{', '}')).not.toBe(RenderMemo.keyOf('/a', '{\n}'));
  });

  it('lets the least recently shown pages go first once over its budget', () => {
    const oneEntry = 1000 + 'k1'.length + 128;
    const memo = new RenderMemo(oneEntry * 2);
    memo.set('k1', page('x'.repeat(1000)));
    memo.set('k2', page('y'.repeat(1000)));
    expect(memo.get('k1')?.root.toString()).toBe('x'.repeat(1000));

    memo.set('k3', page('z'.repeat(1000)));

    expect(memo.get('k2')).toBeUndefined();
    expect(memo.get('k1')).toBeDefined();
    expect(memo.get('k3')).toBeDefined();
    expect(memo.size).toEqual({ pages: 2, bytes: oneEntry * 2 });
  });

  it('counts a page set again once, and keeps none larger than the whole budget', () => {
    const memo = new RenderMemo(10_000);
    memo.set('k1', page('a'.repeat(100)));
    memo.set('k1', page('b'.repeat(100)));
    expect(memo.size.pages).toBe(1);
    expect(memo.size.bytes).toBe(100 + 2 + 128);
    expect(memo.get('k1')?.root.toString()).toBe('b'.repeat(100));

    const huge = memo.set('huge', page('c'.repeat(10_000)));
    expect(huge.root.toString()).toBe('c'.repeat(10_000));
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.size.pages).toBe(1);
  });

  it('keeps a page as the UTF-8 it is sent as, counting its bytes, not its characters', () => {
    const memo = new RenderMemo(10_000);
    const text = 'Điện trở chữ U 220V';
    const kept = memo.set('k1', { head: '<link rel="preload"/>', root: text });
    expect(kept.root.toString('utf8')).toBe(text);
    expect(kept.head.toString('utf8')).toBe('<link rel="preload"/>');
    expect(memo.size.bytes).toBe(
      Buffer.byteLength(text) + '<link rel="preload"/>'.length + 'k1'.length + 128,
    );
  });
});
