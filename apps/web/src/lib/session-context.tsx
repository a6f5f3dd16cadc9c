import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import { staffMayUse, type StaffArea, type User } from '@shop/contract';
import { apiRequest } from './api-client';
import { subscribeToQuery } from './cached-query';
import { currentUserQuery } from './current-user-query';
import {
  clearBrowserStorage,
  hasStoredSession,
  storeTokens,
  subscribeToSession,
} from './session-storage';
import type { SessionTokens } from './session-storage';

/** 'loading': a stored login whose user details have not arrived yet. */
type SessionStatus = 'loading' | 'logged-in' | 'logged-out';

interface Session {
  user: User | undefined;
  isAdmin: boolean;
  /** Whether the admin's staff role may use an area (issue 45); never for a shopper. */
  mayUse: (area: StaffArea) => boolean;
  status: SessionStatus;
  /** Stores a successful login's tokens and loads the user's details. */
  startSession: (tokens: SessionTokens) => Promise<User>;
  /** Loads the user's details again, after the profile or avatar changed. */
  refreshUser: () => Promise<void>;
  /**
   * Ends the login on the server, then forgets the user and clears all browser storage.
   * Resolves with the server's message; the local session ends even when the call fails.
   */
  logout: () => Promise<string | undefined>;
}

const SessionContext = createContext<Session | null>(null);

/** True while browser storage holds a login's tokens; follows changes from any tab. */
export function useHasStoredSession(): boolean {
  return useSyncExternalStore(subscribeToSession, hasStoredSession, () => false);
}

/**
 * Holds who is logged in for the whole app. It reads the `currentUserQuery` cache entry directly
 * instead of through `useQuery`: the header needs it on every page, and `useQuery`'s observer
 * would add ~5 kB gzip to the first download (decision 005). Pages use `useCurrentUser`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasSession = useHasStoredSession();
  const userState = useSyncExternalStore(
    useCallback(
      (onChange) => subscribeToQuery(queryClient, currentUserQuery.queryKey, onChange),
      [queryClient],
    ),
    () => queryClient.getQueryState(currentUserQuery.queryKey),
    // The server knows no one (it renders no session), and hydration must draw what it drew.
    () => undefined,
  );

  useEffect(() => {
    if (hasSession) {
      // A failure reaches the query cache's handler, which logs it (the query is silent).
      queryClient.query(currentUserQuery).catch(() => undefined);
    } else {
      // Tokens gone (logout, refused refresh, another tab): drop the user they belonged to.
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    }
  }, [hasSession, queryClient]);

  const user = hasSession ? userState?.data : undefined;
  const loading = hasSession && (userState === undefined || userState.status === 'pending');
  const status: SessionStatus = user ? 'logged-in' : loading ? 'loading' : 'logged-out';

  const startSession = useCallback(
    async (tokens: SessionTokens) => {
      storeTokens(tokens);
      return queryClient.query({ ...currentUserQuery, staleTime: 0 });
    },
    [queryClient],
  );

  const refreshUser = useCallback(
    () => queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey }),
    [queryClient],
  );

  const logout = useCallback(async () => {
    let message: string | undefined;
    try {
      // A POST: the GET logout is refused to cookie-only calls that other sites could trigger.
      message = (await apiRequest(endpoints.logoutPost)).message;
    } catch (error) {
      // The server may already have ended the login; the browser forgets it either way.
      console.error(error);
    }
    clearBrowserStorage();
    queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    return message;
  }, [queryClient]);

  const session = useMemo<Session>(
    () => ({
      user,
      isAdmin: user?.role === 'ADMIN',
      // An ADMIN the API names no role for (an older answer) is the owner, as on the server.
      mayUse: (area: StaffArea) =>
        user?.role === 'ADMIN' && staffMayUse(user.staff_role ?? 'OWNER', area),
      status,
      startSession,
      refreshUser,
      logout,
    }),
    [user, status, startSession, refreshUser, logout],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The current login: who, whether an admin, and how to end it. Needs `SessionProvider`. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
