import { ADMIN_CUSTOMER_SORTS, ADMIN_PAGE_SIZE } from '@shop/contract';
import type {
  AdminCustomerFilters,
  AdminCustomerListRequest,
  AdminCustomerSort,
} from '@shop/contract';

/** The list's search, sort and page as they sit in the URL, so a reload or Back keeps them. */
export interface CustomerListState {
  search: string;
  sort: AdminCustomerSort;
  page: number;
}

/** Reads the state from the query string; anything the API would refuse is left out. */
export function customerListStateOf(params: URLSearchParams): CustomerListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    sort: ADMIN_CUSTOMER_SORTS.find((known) => known === sort) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state: defaults left out, to keep links short. */
export function customerSearchParamsOf(state: CustomerListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function customerFiltersOf(state: CustomerListState): AdminCustomerFilters {
  return state.search ? { search: state.search, sort: state.sort } : { sort: state.sort };
}

export function customerListRequestOf(state: CustomerListState): AdminCustomerListRequest {
  return { ...customerFiltersOf(state), page: state.page, limit: ADMIN_PAGE_SIZE };
}
