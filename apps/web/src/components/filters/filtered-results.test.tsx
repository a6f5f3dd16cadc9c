import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attribute, Facets } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, renderRouter } from '../../../test/render-route';
import { SearchPage } from '../../features/search/search-page';

// Issue 42: the filter column of a search (the listing draws the same one), in both locales.

afterEach(() => {
  vi.unstubAllGlobals();
});

const attribute = (fields: Partial<Attribute> & Pick<Attribute, '_id' | 'kind'>): Attribute => ({
  label: '',
  unit: '',
  choices: [],
  filterable: true,
  position: 1,
  category: [],
  subCategory: [],
  ...fields,
});

const ATTRIBUTES: Attribute[] = [
  attribute({
    _id: 'cong-suat',
    kind: 'number',
    label: 'Công suất',
    label_en: 'Power',
    unit: 'kW',
  }),
  attribute({
    _id: 'vat-lieu-vo',
    kind: 'choice',
    label: 'Vật liệu vỏ',
    label_en: 'Sheath material',
    choices: [
      { value: 'inox-304', label: 'Inox 304', label_en: 'Stainless 304' },
      { value: 'inox-316', label: 'Inox 316' },
    ],
  }),
];

const FACETS: Facets = {
  attributes: [
    {
      id: 'cong-suat',
      label: 'Công suất',
      label_en: 'Power',
      kind: 'number',
      unit: 'kW',
      min: 0.5,
      max: 6,
    },
    {
      id: 'vat-lieu-vo',
      label: 'Vật liệu vỏ',
      label_en: 'Sheath material',
      kind: 'choice',
      unit: '',
      choices: [
        { value: 'inox-304', label: 'Inox 304', label_en: 'Stainless 304', count: 12 },
        { value: 'inox-316', label: 'Inox 316', count: 3 },
      ],
    },
  ],
  price: { min: 150000, max: 900000 },
  inStock: 9,
};

/** Answers the attributes, the facets and the results; returns the bodies of the search calls. */
function serve() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.endsWith('/api/attribute/get')) {
        return Promise.resolve(
          jsonResponse({ success: true, error: false, message: '', data: ATTRIBUTES }),
        );
      }
      const sent = typeof init?.body === 'string' ? init.body : '{}';
      const body = JSON.parse(sent) as Record<string, unknown>;
      if (url.endsWith('/api/product/search-product')) bodies.push(body);
      return Promise.resolve(
        jsonResponse({
          success: true,
          error: false,
          message: '',
          data: [productFixture({ name: 'Điện trở chữ U 380V 3kW' })],
          totalCount: 15,
          totalPage: 1,
          page: 1,
          limit: 10,
          ...(body.facets === true && { facets: FACETS }),
        }),
      );
    }),
  );
  return bodies;
}

function open(url: string, locale: 'vi' | 'en') {
  const router = createMemoryRouter([{ path: '/search', Component: SearchPage }], {
    initialEntries: [url],
  });
  return renderRouter(router, locale);
}

describe('the filter column', () => {
  it('in Vietnamese: counts, a box ticked goes to the URL and the request, then cleared', async () => {
    const bodies = serve();
    const router = open('/search?q=dien', 'vi');
    const column = within(await screen.findByRole('complementary', { name: 'Bộ lọc' }));
    const box = await column.findByRole('checkbox', { name: 'Inox 304 (12)' });
    expect(column.getByRole('checkbox', { name: 'Còn hàng (9)' })).toBeTruthy();
    expect(column.getByText('0,5 kW – 6 kW')).toBeTruthy();

    fireEvent.click(box);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=dien&vat-lieu-vo=inox-304');
    });
    await waitFor(() => {
      expect(bodies).toContainEqual({
        search: 'dien',
        page: 1,
        filters: { specs: { 'vat-lieu-vo': ['inox-304'] } },
      });
    });
    expect(screen.getByRole('button', { name: 'Bỏ Vật liệu vỏ: Inox 304' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bộ lọc (1)' })).toBeTruthy();

    fireEvent.change(column.getByRole('textbox', { name: 'Công suất từ' }), {
      target: { value: '2' },
    });
    fireEvent.change(column.getByRole('textbox', { name: 'Công suất đến' }), {
      target: { value: '3' },
    });
    fireEvent.click(column.getByRole('button', { name: 'Áp dụng Công suất' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=dien&cong-suat=2-3&vat-lieu-vo=inox-304');
    });
    expect(screen.getByRole('button', { name: 'Bỏ Công suất: 2 kW – 3 kW' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=dien');
    });
    expect(screen.queryByRole('list', { name: 'Bộ lọc đang chọn' })).toBeNull();
  });

  it('in English: labels in English where given, and the order goes to the URL and the request', async () => {
    const bodies = serve();
    const router = open('/search?q=dien&con-hang=1', 'en');
    const column = within(await screen.findByRole('complementary', { name: 'Filters' }));
    expect(await column.findByRole('checkbox', { name: 'Stainless 304 (12)' })).toBeTruthy();
    expect(column.getByRole('checkbox', { name: 'Inox 316 (3)' })).toBeTruthy();
    expect(column.getByRole('group', { name: 'Sheath material' })).toBeTruthy();
    expect(
      column.getByRole<HTMLInputElement>('checkbox', { name: 'In stock only (9)' }).checked,
    ).toBe(true);
    expect(bodies).toContainEqual({ search: 'dien', page: 1, filters: { inStock: true } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price-asc' },
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=dien&con-hang=1&sap-xep=gia-tang');
    });
    await waitFor(() => {
      expect(bodies).toContainEqual({
        search: 'dien',
        page: 1,
        filters: { inStock: true },
        sort: 'price-asc',
      });
    });
  });

  it('without filters asks exactly what the page asked before', async () => {
    const bodies = serve();
    open('/search?q=dien', 'en');
    await screen.findByRole('checkbox', { name: 'Stainless 304 (12)' });
    expect(bodies).toContainEqual({ search: 'dien', page: 1 });
    for (const body of bodies.filter((sent) => sent.facets !== true)) {
      expect(body).toEqual({ search: 'dien', page: 1 });
    }
  });
});
