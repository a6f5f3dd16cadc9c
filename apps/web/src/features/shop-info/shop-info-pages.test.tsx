import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale, Policy } from '@shop/contract';
import { sellerFixture } from '../../../test/shop-fixtures';
import { jsonResponse, okBody, renderRoute } from '../../../test/render-route';
import { ContactPage } from './contact-page';
import { PolicyPage } from './policy-page';

const SELLER = sellerFixture();

const POLICY: Record<Locale, Policy> = {
  vi: {
    slug: 'giao-hang',
    title: 'Chính sách giao hàng',
    blocks: [{ kind: 'p', lines: [[{ text: 'Giao hàng toàn quốc.' }]] }],
  },
  en: {
    slug: 'giao-hang',
    title: 'Delivery policy',
    blocks: [{ kind: 'p', lines: [[{ text: 'We deliver nationwide.' }]] }],
  },
};

/** The shop's details and each policy in the locale the address names. */
function serveShop() {
  const fetchMock = vi.fn((url: string) => {
    if (url === '/api/shop/details') return Promise.resolve(jsonResponse(okBody(SELLER)));
    const query = new URL(url, 'http://localhost').searchParams;
    const locale = query.get('locale') === 'en' ? 'en' : 'vi';
    return Promise.resolve(jsonResponse(okBody(POLICY[locale])));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('names the seller and lists the policies in English on an en page', async () => {
    serveShop();
    renderRoute('/lien-he', ContactPage, '/lien-he');

    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(await screen.findByText(`Tax code:`)).toBeTruthy();
    expect(screen.getByText(SELLER.address)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delivery policy' }).getAttribute('href')).toBe(
      '/chinh-sach/giao-hang',
    );
    expect(document.title).toBe('Contact | Nhiệt Công Nghiệp');
  });

  it('speaks Vietnamese on a vi page', async () => {
    serveShop();
    renderRoute('/lien-he', ContactPage, '/lien-he', 'vi');

    expect(screen.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thông tin người bán' })).toBeTruthy();
    expect(await screen.findByText('Mã số thuế:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chính sách bảo mật thông tin' })).toBeTruthy();
    expect(screen.queryByText(/Tax code|Policies|Seller/)).toBeNull();
  });
});

describe('PolicyPage', () => {
  it('asks for the English version on an en page and titles the tab with it', async () => {
    const fetchMock = serveShop();
    renderRoute('/chinh-sach/:slug', PolicyPage, '/chinh-sach/giao-hang');

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery policy' })).toBeTruthy();
    expect(screen.getByText('We deliver nationwide.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/shop/policy?slug=giao-hang&locale=en',
      expect.anything(),
    );
    expect(document.title).toBe('Delivery policy | Nhiệt Công Nghiệp');
  });

  it('asks for the Vietnamese version on a vi page', async () => {
    const fetchMock = serveShop();
    renderRoute('/chinh-sach/:slug', PolicyPage, '/chinh-sach/giao-hang', 'vi');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chính sách giao hàng' }),
    ).toBeTruthy();
    expect(screen.getByText('Giao hàng toàn quốc.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/shop/policy?slug=giao-hang&locale=vi',
      expect.anything(),
    );
  });

  it('says a policy that does not exist is not found, in the page’s locale', () => {
    serveShop();
    renderRoute('/chinh-sach/:slug', PolicyPage, '/chinh-sach/khong-co', 'vi');

    expect(screen.getByText('Không tìm thấy chính sách này')).toBeTruthy();
  });
});
