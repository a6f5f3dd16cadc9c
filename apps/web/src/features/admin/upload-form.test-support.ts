import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Category, Locale, SubCategory } from '@shop/contract';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { productFixture } from '../../../test/product-fixture';
import { UploadProductPage } from './upload-product-page';

/** The category the upload form offers in these tests. */
export const fans: Category = {
  _id: '65a1b2c3d4e5f60718293a21',
  name: 'Quạt công nghiệp',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a22.webp',
};

/** The sub-category it offers, of `fans`. */
export const axialFans: SubCategory = {
  _id: '65a1b2c3d4e5f60718293a23',
  name: 'Quạt hướng trục',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a24.webp',
  category: [fans],
};

/**
 * Renders /dashboard/upload-product with the API stubbed: a created product, and the lists: what
 * `lists` answers for a url, else `fans` for the categories and `axialFans` for the rest. Gives the bodies of the
 * create calls, the fetch stub, and `ready`: the form's code arrives a moment after the route (see
 * upload-product-page.tsx), which a file's first test waits for (over a second on a loaded machine).
 */
export function renderUploadForm(
  options: { locale?: Locale; lists?: (url: string) => unknown } = {},
) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url === '/api/product/create') {
      return Promise.resolve(jsonResponse(okBody(productFixture(), 'Product created')));
    }
    const data = options.lists?.(url) ?? (url === '/api/category/get' ? [fans] : [axialFans]);
    return Promise.resolve(jsonResponse(okBody(data)));
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [{ path: '/dashboard/upload-product', Component: UploadProductPage }],
    '/dashboard/upload-product',
    undefined,
    options.locale,
  );
  const ready = (timeout = 10_000) => screen.findByRole('button', { name: 'Submit' }, { timeout });
  const created = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/product/create')
      .map(([, init]) => JSON.parse(init?.body as string) as unknown);
  return { created, ready, fetchMock };
}

/** Types the form's required fields (a fan of 12 in stock at 1 500 000 ₫) with `discount`. */
export async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>, discount = '0') {
  await user.type(screen.getByLabelText('Name'), 'Quạt hướng trục 300');
  await user.type(screen.getByLabelText('Description'), 'Cánh nhôm, motor 220V.');
  await user.type(screen.getByLabelText('Unit'), '1 cái');
  await user.type(screen.getByLabelText('Number of Stock'), '12');
  await user.type(screen.getByLabelText('Price'), '1500000');
  await user.type(screen.getByLabelText('Discount'), discount);
}
