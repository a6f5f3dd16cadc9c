import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { AdministrativeUnit } from '@shop/contract';
import type { SearchOption } from '../../components/ui/search-select';
import { apiRequest } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';

// The lists change once in years: fetched when the dialog opens, then kept for the visit.
const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

const toOption = (unit: AdministrativeUnit): SearchOption => ({
  value: unit.code,
  label: unit.fullName,
  alsoMatches: unit.nameEn,
});

/** The provinces as choices of a search list. */
export function useProvinceOptions() {
  return useQuery({
    queryKey: ['address-units', 'provinces'],
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.addressProvinces, { signal })).data.map(toOption),
    ...FOREVER,
  });
}

/** The wards of the chosen province; nothing until one is chosen. */
export function useWardOptions(province: string | undefined) {
  return useQuery({
    queryKey: ['address-units', 'wards', province],
    queryFn: async ({ signal }) =>
      (await apiQuery(endpoints.addressWards, { province: province ?? '' }, signal)).data.map(
        toOption,
      ),
    enabled: province !== undefined,
    ...FOREVER,
  });
}
