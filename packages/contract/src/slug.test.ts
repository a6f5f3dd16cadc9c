import { describe, expect, it } from 'vitest';
import { idFromSlug, listingPath, productPath, slugify, slugWithId } from './slug';

describe('slugs', () => {
  it('turns spaces, commas and ampersands into hyphens', () => {
    expect(slugify('Fans, Blowers & Motors 2kW')).toBe('Fans--Blowers---Motors-2kW');
  });

  it('keeps Vietnamese letters as they are', () => {
    expect(slugify('Điện trở đốt nóng')).toBe('Điện-trở-đốt-nóng');
  });

  it('appends the id as the last segment and reads it back', () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    const slug = slugWithId('Quạt hút công nghiệp 350W', id);
    expect(slug).toBe(`Quạt-hút-công-nghiệp-350W-${id}`);
    expect(idFromSlug(slug)).toBe(id);
  });

  it('reads the id of a name that already contains hyphens', () => {
    expect(idFromSlug('Ống-gió-D100-x-3m-65a1b2c3d4e5f60718293a4b')).toBe(
      '65a1b2c3d4e5f60718293a4b',
    );
  });

  it('reads a slug with no hyphen as the id itself', () => {
    expect(idFromSlug('65a1b2c3d4e5f60718293a4b')).toBe('65a1b2c3d4e5f60718293a4b');
  });

  it('builds product and listing paths that are safe in a URL', () => {
    expect(productPath({ _id: 'abc', name: 'A & B' })).toBe('/product/A---B-abc');
    expect(listingPath({ _id: 'c1', name: 'Quạt' }, { _id: 's1', name: 'Quạt hút' })).toBe(
      `/${encodeURIComponent('Quạt-c1')}/${encodeURIComponent('Quạt-hút-s1')}`,
    );
  });
});
