import { render, screen } from '@testing-library/react';
import { MemoryRouter } from './router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayDescription, displayName, productPath } from '@shop/contract';
import type { Category, Locale, Product } from '@shop/contract';
import { productFixture } from '../../test/product-fixture';
import { jsonResponse, renderRoute } from '../../test/render-route';
import { ProductCard } from '../components/ui/product-card';
import { CategoryGrid } from '../features/catalog/category-grid';
import { ProductPage } from '../features/catalog/product-page';
import { LocaleProvider } from './locale';

// Issue 41: the catalogue's answers carry the Vietnamese name and, when the admin gave one, the
// English name; English pages show the English one when present, Vietnamese pages never do.

const english = productFixture({
  name: 'Quạt hút công nghiệp 350W',
  name_en: 'Industrial exhaust fan 350W',
  description: 'Quạt hút gió nhà xưởng.',
  description_en: 'Workshop exhaust fan.',
});
const vietnameseOnly = productFixture({
  _id: '65a1b2c3d4e5f60718293a4d',
  name: 'Điện trở chữ U 220V 2kW',
  description: 'Ống inox 304.',
});

describe('displayName and displayDescription', () => {
  it('give the English texts in en when present, the Vietnamese otherwise, and always the Vietnamese in vi', () => {
    expect(displayName(english, 'en')).toBe('Industrial exhaust fan 350W');
    expect(displayDescription(english, 'en')).toBe('Workshop exhaust fan.');
    expect(displayName(vietnameseOnly, 'en')).toBe('Điện trở chữ U 220V 2kW');
    expect(displayDescription(vietnameseOnly, 'en')).toBe('Ống inox 304.');
    expect(displayName(english, 'vi')).toBe('Quạt hút công nghiệp 350W');
    expect(displayDescription(english, 'vi')).toBe('Quạt hút gió nhà xưởng.');
    // An empty or blank English text is none.
    expect(displayName({ name: 'Phụ kiện', name_en: ' ' }, 'en')).toBe('Phụ kiện');
  });
});

function renderCard(product: Product, locale: Locale) {
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('a product card', () => {
  it('in en names the product in English when it has an English name, linked by its one path', () => {
    renderCard(english, 'en');
    const link = screen.getByRole('link', { name: 'Industrial exhaust fan 350W' });
    // The path (its slug) is the same in both locales: made from the Vietnamese name.
    expect(link.getAttribute('href')).toBe(productPath(english));
    expect(screen.getByRole('img', { name: 'Industrial exhaust fan 350W' })).toBeTruthy();
    expect(screen.queryByText('Quạt hút công nghiệp 350W')).toBeNull();
  });

  it('in en names a product without an English name in Vietnamese', () => {
    renderCard(vietnameseOnly, 'en');
    expect(screen.getByRole('link', { name: 'Điện trở chữ U 220V 2kW' })).toBeTruthy();
  });

  it('in vi always names the product in Vietnamese', () => {
    renderCard(english, 'vi');
    expect(screen.getByRole('link', { name: 'Quạt hút công nghiệp 350W' })).toBeTruthy();
    expect(screen.queryByText('Industrial exhaust fan 350W')).toBeNull();
  });
});

describe('the product page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function serve(product: Product, locale: Locale) {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse({ success: true, error: false, message: '', data: product })),
      ),
    );
    renderRoute('/product/:slug', ProductPage, productPath(product), locale);
  }

  it('in en shows the English name and description', async () => {
    serve(english, 'en');
    await screen.findByRole('heading', { level: 1, name: 'Industrial exhaust fan 350W' });
    expect(screen.getByText('Workshop exhaust fan.')).toBeTruthy();
    expect(screen.queryByText('Quạt hút gió nhà xưởng.')).toBeNull();
    expect(document.title).toContain('Industrial exhaust fan 350W');
  });

  it('in en shows the Vietnamese ones of a product that has no English ones', async () => {
    serve(vietnameseOnly, 'en');
    await screen.findByRole('heading', { level: 1, name: 'Điện trở chữ U 220V 2kW' });
    expect(screen.getByText('Ống inox 304.')).toBeTruthy();
  });

  it('in vi shows the Vietnamese name and description', async () => {
    serve(english, 'vi');
    await screen.findByRole('heading', { level: 1, name: 'Quạt hút công nghiệp 350W' });
    expect(screen.getByText('Quạt hút gió nhà xưởng.')).toBeTruthy();
    expect(screen.queryByText('Workshop exhaust fan.')).toBeNull();
  });
});

describe('the category grid', () => {
  const categories: Category[] = [
    {
      _id: '65a1b2c3d4e5f60718293b01',
      name: 'Quạt công nghiệp',
      name_en: 'Industrial fans',
      image: '',
    },
    { _id: '65a1b2c3d4e5f60718293b02', name: 'Phụ kiện', image: '' },
  ];

  function renderGrid(locale: Locale) {
    render(
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <CategoryGrid categories={categories} subCategories={[]} />
        </MemoryRouter>
      </LocaleProvider>,
    );
  }

  it('in en names a category in English when it has an English name', () => {
    renderGrid('en');
    expect(screen.getByText('Industrial fans')).toBeTruthy();
    expect(screen.getByText('Phụ kiện')).toBeTruthy();
    expect(screen.queryByText('Quạt công nghiệp')).toBeNull();
  });

  it('in vi names every category in Vietnamese', () => {
    renderGrid('vi');
    expect(screen.getByText('Quạt công nghiệp')).toBeTruthy();
    expect(screen.queryByText('Industrial fans')).toBeNull();
  });
});
