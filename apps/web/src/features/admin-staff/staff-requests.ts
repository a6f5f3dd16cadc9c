import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import type { StaffList } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

// Kept here rather than in lib/query-keys, which ships with every page's first download.
const STAFF_KEY = ['admin-staff'] as const;

/** The staff and the open invitations. */
export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async ({ signal }): Promise<StaffList> =>
      (await apiRequest(endpoints.adminStaffList, { signal })).data,
    staleTime: 0,
  });
}

/**
 * A change to the staff (an invitation, a role, a removal): its answer is the staff as they are
 * now, shown at once. A refusal's message is toasted by the shared mutation cache.
 */
export function useStaffChange<V>(
  change: (variables: V) => Promise<{ data: StaffList; message: string }>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(STAFF_KEY, answer.data);
      toast.success(answer.message);
      onDone?.();
    },
  });
}
