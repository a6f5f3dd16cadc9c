import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import type {
  Endpoint,
  AdminHeaterRequestListRequest,
  AdminHeaterRequestUpdate,
  HeaterRequestDetail,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiDownload } from '../../lib/api-download';

// Kept here rather than in lib/query-keys, which ships with every page's first download.
const HEATER_INBOX_KEY = ['admin-heater-requests'] as const;
const requestKey = (requestId: string) => [...HEATER_INBOX_KEY, requestId] as const;

/** One page of the inbox for this status and search, with each status's count. */
export function useHeaterInbox(request: AdminHeaterRequestListRequest) {
  return useQuery({
    queryKey: [...HEATER_INBOX_KEY, 'list', request],
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.adminHeaterRequests, { body: request, signal })).data,
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One request as the staff see it. */
export function useHeaterRequest(requestId: string) {
  return useQuery({
    queryKey: requestKey(requestId),
    queryFn: async ({ signal }): Promise<HeaterRequestDetail> =>
      (await apiRequest(endpoints.adminHeaterRequest, { body: { requestId }, signal })).data,
    staleTime: 0,
  });
}

/**
 * A change to one request (its status, assignee or notes): its answer is the request as it is
 * now, shown at once, and the lists are asked again. A refusal's message is toasted by the shared
 * mutation cache.
 */
export function useHeaterRequestChange(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Omit<AdminHeaterRequestUpdate, 'requestId'>) =>
      apiRequest(endpoints.adminHeaterRequestUpdate, { body: { requestId, ...change } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(requestKey(requestId), answer.data);
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: HEATER_INBOX_KEY, refetchType: 'none' });
    },
  });
}

/** An attachment's bytes, fetched with the login's token from the staff-only path. */
export async function downloadAttachment(url: string, signal?: AbortSignal) {
  const path = new URL(url, window.location.origin).pathname;
  if (!isApiPath(path)) throw new Error(`not an API path: ${path}`);
  return apiDownload({ method: 'GET', path }, '', signal);
}

const isApiPath = (path: string): path is Endpoint['path'] => path.startsWith('/api/');
