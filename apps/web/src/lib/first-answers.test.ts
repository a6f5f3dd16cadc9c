import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID, apiCallKey } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { jsonResponse } from '../../test/render-route';

const DETAILS_KEY = apiCallKey('POST', '/api/product/get-product-details', { productId: 'p1' });
const DETAILS = { success: true, error: false, message: '', data: { _id: 'p1', name: 'Quạt' } };

/** The page as the server sends it: the answers in a JSON script element. */
function carry(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = json;
  document.body.append(element);
}

// The module reads the element once per page: each test gets a fresh page and fresh modules.
async function freshModules() {
  vi.resetModules();
  return {
    ...(await import('./first-answers')),
    ...(await import('./api-client')),
  };
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ...DETAILS, message: 'from network' })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('answers the page carried for its first render', () => {
  it('stand in for the call once, with no request; the next same call goes out', async () => {
    carry(JSON.stringify({ [DETAILS_KEY]: DETAILS }));
    const { apiRequest } = await freshModules();
    const call = () => apiRequest(endpoints.productDetails, { body: { productId: 'p1' } });

    await expect(call()).resolves.toEqual(DETAILS);
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once: the element is gone, so nothing re-reads stale answers later.
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();

    await expect(call()).resolves.toMatchObject({ message: 'from network' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('do not answer other calls, or the same path with another body', async () => {
    carry(JSON.stringify({ [DETAILS_KEY]: DETAILS }));
    const { apiRequest } = await freshModules();

    await apiRequest(endpoints.productDetails, { body: { productId: 'p2' } });
    await apiRequest(endpoints.listCategories);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not used once the page is a minute old', async () => {
    carry(JSON.stringify({ [DETAILS_KEY]: DETAILS }));
    vi.spyOn(performance, 'now').mockReturnValue(60_001);
    const { takeFirstAnswer } = await freshModules();

    expect(takeFirstAnswer(DETAILS_KEY)).toBeUndefined();
  });

  it('cost only their round trips when the element is broken or missing', async () => {
    carry('{"not json');
    const broken = await freshModules();
    expect(broken.takeFirstAnswer(DETAILS_KEY)).toBeUndefined();

    document.body.innerHTML = '';
    const missing = await freshModules();
    expect(missing.takeFirstAnswer(DETAILS_KEY)).toBeUndefined();
  });

  it('that are a failure envelope still fail, as the call would', async () => {
    carry(JSON.stringify({ [DETAILS_KEY]: { success: false, error: true, message: 'Không có' } }));
    const { apiRequest, ApiError } = await freshModules();

    await expect(
      apiRequest(endpoints.productDetails, { body: { productId: 'p1' } }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
