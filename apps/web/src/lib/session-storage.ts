import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, recordBrowserState } from './browser-state';

/**
 * The login's tokens in browser storage (where the web app has always kept them), under the keys
 * existing clients use. Listeners hear every change, including another tab logging in or out.
 */

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => {
    listener();
  });
}

// Storage can throw (disabled cookies, some private modes); the shop then works logged out.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function readRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

/** Whether browser storage holds a login's tokens. */
export function hasStoredSession(): boolean {
  return readAccessToken() !== null || readRefreshToken() !== null;
}

export function storeTokens({ accessToken, refreshToken }: SessionTokens): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  } finally {
    recordBrowserState();
    notify();
  }
}

/** Forgets the login's tokens only (a refused refresh); other stored data stays. */
export function forgetTokens(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored that could be removed.
  } finally {
    recordBrowserState();
    notify();
  }
}

/** Log out: clears all browser storage, not only the tokens. */
export function clearBrowserStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Nothing stored that could be removed.
  } finally {
    recordBrowserState();
    notify();
  }
}

/** For `useSyncExternalStore`: calls `listener` on every token change in this or another tab. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null means another tab cleared all of storage.
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
