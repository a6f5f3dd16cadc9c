import {
  ADMIN_ORDER_SORTS,
  ADMIN_PAGE_SIZE,
  FULFILMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@shop/contract';
import type {
  AdminOrderFilters,
  AdminOrderListRequest,
  AdminOrderSort,
  FulfilmentStatus,
  PaymentMethod,
  PaymentStatus,
} from '@shop/contract';

/** The list's filters and page as they sit in the URL, so a reload or Back keeps them. */
export interface OrderListState {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  /** 'true': only the orders that need their refund; '' all. */
  needsRefund: string;
  /** 'true': only the orders whose returned parcel awaits a check (issue 48); '' all. */
  parcelBack: string;
  dateFrom: string;
  dateTo: string;
  search: string;
  sort: AdminOrderSort;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf(value: string | null, choices: readonly string[]): string {
  return value !== null && choices.includes(value) ? value : '';
}

/** Reads the state from the query string; anything the API would refuse is left out. */
export function orderListStateOf(params: URLSearchParams): OrderListState {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: oneOf(params.get('status'), FULFILMENT_STATUSES),
    paymentStatus: oneOf(params.get('paymentStatus'), PAYMENT_STATUSES),
    paymentMethod: oneOf(params.get('paymentMethod'), PAYMENT_METHODS),
    needsRefund: params.get('needsRefund') === 'true' ? 'true' : '',
    parcelBack: params.get('parcelBack') === 'true' ? 'true' : '',
    dateFrom: day('dateFrom'),
    dateTo: day('dateTo'),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    sort: (oneOf(params.get('sort'), ADMIN_ORDER_SORTS) || 'date_desc') as AdminOrderSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state: defaults and empty filters are left out, to keep links short. */
export function searchParamsOf(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  const { page, sort, ...filters } = state;
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (sort !== 'date_desc') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The filters as the list and the export take them: only the ones set. */
export function filtersOf(state: OrderListState): AdminOrderFilters {
  const filters: AdminOrderFilters = {};
  if (state.status) filters.status = state.status as FulfilmentStatus;
  if (state.paymentStatus) filters.paymentStatus = state.paymentStatus as PaymentStatus;
  if (state.paymentMethod) filters.paymentMethod = state.paymentMethod as PaymentMethod;
  if (state.needsRefund) filters.needsRefund = true;
  if (state.parcelBack) filters.parcelBack = true;
  if (state.dateFrom) filters.dateFrom = state.dateFrom;
  if (state.dateTo) filters.dateTo = state.dateTo;
  if (state.search) filters.search = state.search;
  filters.sort = state.sort;
  return filters;
}

export function listRequestOf(state: OrderListState): AdminOrderListRequest {
  return { ...filtersOf(state), page: state.page, limit: ADMIN_PAGE_SIZE };
}
