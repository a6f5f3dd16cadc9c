import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user-query';
import { useHasStoredSession } from './session-context';

/**
 * The logged-in user's details as a query, asked only while a login is stored. Kept apart from
 * `current-user-query` so that `useQuery` stays out of the first download (the session reads the
 * cache without it).
 */
export function useCurrentUser() {
  return useQuery({ ...currentUserQuery, enabled: useHasStoredSession() });
}
