import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingPath } from '@shop/contract';
import type { Category, SubCategory } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { bodiesSentTo, callsTo, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoute } from '../../../test/render-route';
import { SKELETONS_IN_PRODUCT_ROW } from '../../lib/ui-settings';
import { HomePage } from './home-page';

const categories: Category[] = ['Điện trở', 'Quạt', 'Phụ kiện'].map((name, i) => ({
  _id: `65a1b2c3d4e5f6071829000${i + 1}`,
  name,
  image: '',
}));
const subCategories: SubCategory[] = categories.map((category, i) => ({
  _id: `65a1b2c3d4e5f6071829001${i + 1}`,
  name: `${category.name} loại 1`,
  image: '',
  category: [category],
}));

/** Stands in for the browser's IntersectionObserver: the test says which rows come into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Brings every observed element whose heading matches into view. */
  static show(predicate: (target: Element) => boolean) {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = [...observer.targets]
        .filter(predicate)
        .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) {
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    }
  }
}

function serveCatalog(rowAnswer?: Promise<void>) {
  return stubApi({
    'GET /api/category/get': () => jsonResponse(okBody(categories)),
    'POST /api/subcategory/get': () => jsonResponse(okBody(subCategories)),
    'POST /api/product/get-product-by-category': async ({ body }) => {
      await rowAnswer;
      const { id } = body as { id: string };
      const category = categories.find((c) => c._id === id);
      return jsonResponse(
        okBody([
          productFixture({
            _id: `${id.slice(0, 20)}9999`,
            name: `Sản phẩm ${category?.name ?? id}`,
          }),
        ]),
      );
    },
  });
}

const rowOf = (name: string) => (target: Element) =>
  target.querySelector('h2')?.textContent === name;

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows every category row heading and "See all" link at once, for keyboard and screen reader users', async () => {
    serveCatalog();
    renderRoute('/', HomePage, '/');

    for (const [i, category] of categories.entries()) {
      const heading = await screen.findByRole('heading', { level: 2, name: category.name });
      const row = heading.closest('section');
      const firstSub = subCategories[i];
      if (!row || !firstSub) throw new Error('fixture');
      expect(
        within(row)
          .getByRole('link', { name: `See all ${category.name}` })
          .getAttribute('href'),
      ).toBe(listingPath(category, firstSub));
    }
  });

  it('asks for and draws a row of products only when the row comes near the viewport', async () => {
    const fetchMock = serveCatalog();
    renderRoute('/', HomePage, '/');
    await screen.findByRole('heading', { level: 2, name: 'Quạt' });
    expect(callsTo(fetchMock, 'POST /api/product/get-product-by-category')).toBe(0);

    act(() => {
      FakeIntersectionObserver.show(rowOf('Điện trở'));
    });
    expect(await screen.findByRole('link', { name: 'Sản phẩm Điện trở' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/product/get-product-by-category')).toEqual([
      { id: categories[0]?._id },
    ]);
    expect(screen.queryByRole('link', { name: 'Sản phẩm Quạt' })).toBeNull();
  });

  it('ends up drawing every row once the shopper has scrolled past them all', async () => {
    serveCatalog();
    renderRoute('/', HomePage, '/');
    await screen.findByRole('heading', { level: 2, name: 'Phụ kiện' });

    for (const category of categories) {
      act(() => {
        FakeIntersectionObserver.show(rowOf(category.name));
      });
      expect(await screen.findByRole('link', { name: `Sản phẩm ${category.name}` })).toBeTruthy();
    }
    expect(screen.getAllByRole('article')).toHaveLength(categories.length);
  });

  it('keeps the placeholder cards of rows not yet asked for still, and pulses a row only while its products are on their way', async () => {
    let answer = () => {};
    serveCatalog(
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    renderRoute('/', HomePage, '/');
    const sectionOf = async (name: string) => {
      const section = (await screen.findByRole('heading', { level: 2, name })).closest('section');
      if (!section) throw new Error('the row has no section');
      return section;
    };
    const pulsing = (section: Element) => section.querySelectorAll('.animate-pulse').length;
    const [heaters, fans] = [await sectionOf('Điện trở'), await sectionOf('Quạt')];
    // Placeholders are there from the first render, holding the row's height.
    expect(heaters.querySelectorAll('[aria-hidden="true"].rounded-xl')).toHaveLength(
      SKELETONS_IN_PRODUCT_ROW,
    );
    expect(pulsing(heaters)).toBe(0);

    act(() => {
      FakeIntersectionObserver.show(rowOf('Điện trở'));
    });
    // One pulsing element per card (the card), not one per grey block in it.
    await vi.waitFor(() => {
      expect(pulsing(heaters)).toBe(SKELETONS_IN_PRODUCT_ROW);
    });
    expect(pulsing(fans)).toBe(0);

    answer();
    expect(await screen.findByRole('link', { name: 'Sản phẩm Điện trở' })).toBeTruthy();
    expect(pulsing(heaters)).toBe(0);
  });

  it('speaks English on an en page: banner, categories and the rows’ links', async () => {
    serveCatalog();
    renderRoute('/', HomePage, '/');

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Genuine heating elements, industrial fans & control cabinets',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Product categories' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'See all Quạt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll Quạt left' })).toBeTruthy();
    expect(screen.getByText('12-month warranty')).toBeTruthy();
  });

  it('speaks Vietnamese on a vi page, the category names being the data as written', async () => {
    serveCatalog();
    renderRoute('/', HomePage, '/', 'vi');

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Điện trở, quạt công nghiệp & tủ điều khiển chính hãng',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Danh mục sản phẩm' })).toBeTruthy();
    const seeAll = await screen.findByRole('link', { name: 'Xem tất cả Quạt' });
    expect(seeAll.textContent).toBe('Xem tất cả');
    expect(screen.getByRole('button', { name: 'Cuộn Quạt sang phải' })).toBeTruthy();
    expect(screen.getByText('Bảo hành 12 tháng')).toBeTruthy();
    expect(screen.queryByText(/See all|Scroll/)).toBeNull();
  });
});
