import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { User } from '@shop/contract';
import { apiRequest } from './api-client';
import { CURRENT_USER_KEY } from './query-keys';

/** GET /api/user/user-details, cached under one key for the session and the pages. */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: async ({ signal }): Promise<User> =>
    (await apiRequest(endpoints.userDetails, { signal })).data,
  // A failure to load the user's details is only logged.
  meta: { silent: true },
});
