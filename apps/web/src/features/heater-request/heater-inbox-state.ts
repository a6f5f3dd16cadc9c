import { HEATER_ASSIGNEE_FILTERS, HEATER_REQUEST_STATUSES } from '@shop/contract';
import type {
  AdminHeaterRequestListRequest,
  HeaterAssigneeFilter,
  HeaterRequestStatus,
} from '@shop/contract';

/** The inbox's status, search and page as they sit in the URL, so a reload or Back keeps them. */
export interface HeaterInboxState {
  search: string;
  status: HeaterRequestStatus | '';
  assignee: HeaterAssigneeFilter;
  page: number;
}

/** Reads the state from the query string; anything the API would refuse is left out. */
export function heaterInboxStateOf(params: URLSearchParams): HeaterInboxState {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const assignee = params.get('assignee');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: HEATER_REQUEST_STATUSES.find((known) => known === status) ?? '',
    assignee: HEATER_ASSIGNEE_FILTERS.find((known) => known === assignee) ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state: defaults left out, to keep links short. */
export function heaterInboxParamsOf(state: HeaterInboxState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.assignee) params.set('assignee', state.assignee);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function heaterInboxRequestOf(state: HeaterInboxState): AdminHeaterRequestListRequest {
  return { status: state.status, q: state.search, assignee: state.assignee, page: state.page };
}
