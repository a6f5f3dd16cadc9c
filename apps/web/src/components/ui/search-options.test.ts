import { describe, expect, it } from 'vitest';
import { provinceOption, wardOption } from '../../features/addresses/address-units';
import { searchOptions } from './search-options';

const province = (code: string, name: string, fullName: string, nameEn: string) =>
  provinceOption({ code, name, fullName, nameEn });
const ward = (code: string, name: string, nameEn: string) =>
  wardOption({ code, name, fullName: `Phường ${name}`, nameEn });

const PROVINCES = [
  province('01', 'Hà Nội', 'Thành phố Hà Nội', 'Hanoi'),
  province('56', 'Khánh Hoà', 'Tỉnh Khánh Hoà', 'Khanh Hoa'),
  province('79', 'Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 'Ho Chi Minh'),
  province('92', 'Cần Thơ', 'Thành phố Cần Thơ', 'Can Tho'),
];
const WARDS = [
  ward('26734', 'Tân Bình', 'Tan Binh'),
  ward('26740', 'Tân Bình Đông', 'Tan Binh Dong'),
  ward('27460', 'Bình Tân', 'Binh Tan'),
  ward('27000', 'An Bình', 'An Binh'),
];

const labels = (typed: string, options = PROVINCES) =>
  searchOptions(options, typed).map((option) => option.label);

describe('searchOptions', () => {
  it.each(['hcm', 'HCM', 'tp hcm', 'TP. HCM', 'tphcm', 'sài gòn', 'sai gon', 'Saigon'])(
    'finds Thành phố Hồ Chí Minh by "%s", first',
    (typed) => {
      expect(labels(typed)[0]).toBe('Thành phố Hồ Chí Minh');
    },
  );

  it('finds Hà Nội by "hn" and "ha noi", and by its English name', () => {
    expect(labels('hn')).toEqual(['Thành phố Hà Nội']);
    expect(labels('ha noi')).toEqual(['Thành phố Hà Nội']);
    expect(labels('hanoi')).toEqual(['Thành phố Hà Nội']);
  });

  it('ranks a name typed whole first: "binh tan" puts Phường Bình Tân before Phường Tân Bình', () => {
    expect(labels('binh tan', WARDS)).toEqual([
      'Phường Bình Tân',
      'Phường Tân Bình',
      'Phường Tân Bình Đông',
    ]);
    expect(labels('tan binh', WARDS)).toEqual([
      'Phường Tân Bình',
      'Phường Tân Bình Đông',
      'Phường Bình Tân',
    ]);
  });

  it('ranks a name begun before words found elsewhere, keeping the list order within a rank', () => {
    // "Bình" begins no name but "Bình Tân"; the others have it as a later word.
    expect(labels('binh', WARDS)).toEqual([
      'Phường Bình Tân',
      'Phường Tân Bình',
      'Phường Tân Bình Đông',
      'Phường An Bình',
    ]);
  });

  it('ignores accents, case and the kind of unit, and finds nothing for a stranger', () => {
    expect(labels('KHANH HOA')).toEqual(['Tỉnh Khánh Hoà']);
    expect(labels('tinh khanh')).toEqual(['Tỉnh Khánh Hoà']);
    expect(labels('phuong binh tan', WARDS)[0]).toBe('Phường Bình Tân');
    expect(labels('xyz')).toEqual([]);
  });

  it('lists everything, in order, for an empty query', () => {
    expect(labels('  ')).toEqual(PROVINCES.map((option) => option.label));
  });

  it('gives aliases to provinces only: "hcm" finds no ward', () => {
    expect(labels('hcm', WARDS)).toEqual([]);
  });
});
