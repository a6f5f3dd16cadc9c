import { describe, expect, it } from 'vitest';
import { foldVietnamese, matchesFolded, normaliseVietnameseMobile } from './vn-text';

describe('foldVietnamese', () => {
  it('drops tone marks and diacritics and writes đ as d', () => {
    expect(foldVietnamese('Phường Ba Đình')).toBe('phuong ba dinh');
    expect(foldVietnamese('Tỉnh Thanh Hoá')).toBe('tinh thanh hoa');
    expect(foldVietnamese('  Thành phố   Hồ Chí Minh ')).toBe('thanh pho ho chi minh');
  });

  it('folds text written with combining marks the same as precomposed text', () => {
    expect(foldVietnamese('Ha\u0300 Nô\u0323i')).toBe(foldVietnamese('Hà Nội'));
  });
});

describe('matchesFolded', () => {
  it('finds "Phường Ba Đình" from "ba dinh"', () => {
    expect(matchesFolded('ba dinh', 'Phường Ba Đình')).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(matchesFolded('ba dinh', 'Phường Ba Vì')).toBe(false);
    expect(matchesFolded('dinh ba', 'Phường Ba Đình')).toBe(true);
  });

  it('looks in every text given (the English name too)', () => {
    expect(matchesFolded('hanoi', 'Thành phố Hà Nội', 'Hanoi')).toBe(true);
  });

  it('matches everything with an empty query', () => {
    expect(matchesFolded('  ', 'Xã Tân Tạo')).toBe(true);
  });
});

describe('normaliseVietnameseMobile', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['+84 912.345.678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['84-389-123-456', '0389123456'],
    ['0705123456', '0705123456'],
    ['0587654321', '0587654321'],
    ['0868000111', '0868000111'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseVietnameseMobile(input)).toBe(expected);
  });

  it.each([
    ['a landline', '0283812345'],
    ['a number one digit short', '091234567'],
    ['a number one digit long', '09123456789'],
    ['an unused prefix 01', '0112345678'],
    ['an unused prefix 020', '0201234567'],
    ['a foreign number', '+14155552671'],
    ['letters', 'call me'],
    ['+84 followed by a 0', '+840912345678'],
  ])('refuses %s', (_name, input) => {
    expect(normaliseVietnameseMobile(input)).toBeNull();
  });
});
