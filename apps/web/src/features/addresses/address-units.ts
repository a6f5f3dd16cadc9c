import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { AdministrativeUnit } from '@shop/contract';
import type { SearchOption } from '../../components/ui/search-select';
import { apiRequest } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';

// The lists change once in years: fetched when the dialog opens, then kept for the visit.
const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The names people type for a province instead of its own (folded, so accents do not matter):
 * "hcm", "tp hcm", "sài gòn" for Thành phố Hồ Chí Minh, "hn" for Hà Nội.
 */
export const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '01': ['hn', 'tp hn', 'hanoi'],
  '31': ['hp', 'tp hp', 'haiphong'],
  '48': ['tp dn', 'danang'],
  '79': ['hcm', 'tp hcm', 'tphcm', 'hcmc', 'tp ho chi minh', 'sài gòn', 'saigon', 'tp sài gòn'],
};

/** A province as a choice: its full name shown; its short and English names and aliases find it. */
export const provinceOption = (unit: AdministrativeUnit): SearchOption => ({
  value: unit.code,
  label: unit.fullName,
  alsoMatches: unit.nameEn,
  names: [unit.name, unit.nameEn, ...(PROVINCE_ALIASES[unit.code] ?? [])],
});

/** A ward as a choice: its full name shown; its short and English names find it. */
export const wardOption = (unit: AdministrativeUnit): SearchOption => ({
  value: unit.code,
  label: unit.fullName,
  alsoMatches: unit.nameEn,
  names: [unit.name, unit.nameEn],
});

/** The provinces as choices of a search list. */
export function useProvinceOptions() {
  return useQuery({
    queryKey: ['address-units', 'provinces'],
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.addressProvinces, { signal })).data.map(provinceOption),
    ...FOREVER,
  });
}

/** The wards of the chosen province; nothing until one is chosen. */
export function useWardOptions(province: string | undefined) {
  return useQuery({
    queryKey: ['address-units', 'wards', province],
    queryFn: async ({ signal }) =>
      (await apiQuery(endpoints.addressWards, { province: province ?? '' }, signal)).data.map(
        wardOption,
      ),
    enabled: province !== undefined,
    ...FOREVER,
  });
}
