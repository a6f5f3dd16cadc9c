import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render-route';
import * as endpoints from '@shop/contract/endpoints';
import { ApiError, apiRequest } from './api-client';

const ok = (data: unknown) => jsonResponse({ success: true, error: false, message: 'ok', data });
const unauthorized = () =>
  jsonResponse({ success: false, error: true, message: 'Unauthorized' }, 401);

/** The Authorization header a stubbed fetch call was made with. */
function bearerOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.['Authorization'];
}

beforeEach(() => {
  localStorage.setItem('accesstoken', 'old-access');
  localStorage.setItem('refreshToken', 'old-refresh');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiRequest', () => {
  it('sends the stored access token as Bearer', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(ok(1)));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest(endpoints.userDetails);

    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer old-access');
  });

  it("sends the page's locale as Accept-Language: en at a spec path, vi under /vi", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(ok(1)));
    vi.stubGlobal('fetch', fetchMock);
    const languageOf = (call: number) =>
      (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.[
        'Accept-Language'
      ];

    window.history.pushState(null, '', '/cart');
    await apiRequest(endpoints.userDetails);
    window.history.pushState(null, '', '/vi/cart');
    await apiRequest(endpoints.userDetails);
    window.history.pushState(null, '', '/');

    expect(languageOf(0)).toBe('en');
    expect(languageOf(1)).toBe('vi');
  });

  it('sends extra headers, such as an Idempotency-Key, beside the Bearer', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(ok(1)));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest(endpoints.cashOnDelivery, {
      body: { addressId: 'a1', totalAmt: 100 },
      headers: { 'idempotency-key': 'key-1' },
    });

    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['idempotency-key']).toBe('key-1');
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer old-access');
  });

  it('refreshes once on a 401, stores the new tokens and retries the call with them', async () => {
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/user/refresh-token') {
        return Promise.resolve(ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
      }
      return Promise.resolve(
        bearerOf(init) === 'Bearer new-access' ? ok('details') : unauthorized(),
      );
    });
    vi.stubGlobal('fetch', fetchMock);

    const answer = await apiRequest(endpoints.userDetails);

    expect(answer.data).toBe('details');
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/user/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(bearerOf(refreshCalls[0]?.[1])).toBe('Bearer old-refresh');
    expect(localStorage.getItem('accesstoken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('makes one refresh call for two requests that fail with 401 at the same time', async () => {
    let releaseRefresh: () => void = () => undefined;
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/user/refresh-token') {
        // Held until both requests have had their 401, so they really overlap.
        return new Promise<Response>((resolve) => {
          releaseRefresh = () => {
            resolve(ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
          };
        });
      }
      return Promise.resolve(bearerOf(init) === 'Bearer new-access' ? ok(url) : unauthorized());
    });
    vi.stubGlobal('fetch', fetchMock);

    const both = Promise.all([apiRequest(endpoints.userDetails), apiRequest(endpoints.getCart)]);
    await vi.waitFor(() => {
      expect(
        fetchMock.mock.calls.filter(([url]) => url === '/api/user/refresh-token'),
      ).toHaveLength(1);
    });
    releaseRefresh();
    await both;

    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/refresh-token')).toHaveLength(
      1,
    );
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('clears the session and fails the call when the refresh is refused', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(unauthorized()));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest(endpoints.userDetails)).rejects.toEqual(
      new ApiError(401, 'Unauthorized'),
    );

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('accesstoken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('never refreshes for a refused login', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(unauthorized()));
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      apiRequest(endpoints.login, { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
  });
});
