import { describe, expect, it } from 'vitest';
import { apiCallKey } from './first-answers';

describe('apiCallKey', () => {
  it('names a call without a body by its method and path', () => {
    expect(apiCallKey('GET', '/api/category/get')).toBe('GET /api/category/get');
  });

  it('names the same body the same way whatever order its keys were written in', () => {
    const a = apiCallKey('POST', '/api/x', { page: 1, categoryId: 'c', subCategoryId: 's' });
    const b = apiCallKey('POST', '/api/x', { subCategoryId: 's', categoryId: 'c', page: 1 });
    expect(a).toBe(b);
    expect(a).toBe('POST /api/x {"categoryId":"c","page":1,"subCategoryId":"s"}');
  });

  it('tells apart calls that differ in method, path or any body value', () => {
    const keys = new Set([
      apiCallKey('POST', '/api/x', { page: 1 }),
      apiCallKey('POST', '/api/x', { page: 2 }),
      apiCallKey('POST', '/api/y', { page: 1 }),
      apiCallKey('GET', '/api/x', { page: 1 }),
      apiCallKey('POST', '/api/x', {}),
      apiCallKey('POST', '/api/x'),
    ]);
    expect(keys.size).toBe(6);
  });

  it('names nested objects by their values whatever their keys order (a filtered listing)', () => {
    const a = apiCallKey('POST', '/api/x', {
      filters: { specs: { b: { min: 1, max: 2 } }, inStock: true },
    });
    const b = apiCallKey('POST', '/api/x', {
      filters: { inStock: true, specs: { b: { max: 2, min: 1 } } },
    });
    const other = apiCallKey('POST', '/api/x', {
      filters: { inStock: true, specs: { b: { max: 3, min: 1 } } },
    });
    expect(a).toBe(b);
    expect(a).not.toBe(other);
    expect(a).toBe('POST /api/x {"filters":{"inStock":true,"specs":{"b":{"max":2,"min":1}}}}');
  });
});
