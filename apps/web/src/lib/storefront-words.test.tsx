import { render, screen } from '@testing-library/react';
import { describe, expect, it, afterEach, vi } from 'vitest';
import { DEFAULT_STOREFRONT_WORDS, type Locale, type StorefrontWords } from '@shop/contract';
import { stubApi } from '../../test/api-stub';
import { jsonResponse, okBody, renderRoute } from '../../test/render-route';
import { LocaleProvider } from './locale';
import { useStorefrontWords } from './storefront-words';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Words() {
  const words = useStorefrontWords();
  return (
    <ul>
      <li>{words.searchPlaceholder}</li>
      <li>{words.searchSuggestions.join(' | ')}</li>
      <li aria-label="card badge">{words.cardBadge}</li>
      <li aria-label="page badge">{words.pageBadge}</li>
    </ul>
  );
}

const owners: Record<Locale, StorefrontWords> = {
  vi: {
    searchPlaceholder: 'Tìm điện trở đốt nóng',
    searchSuggestions: ['điện trở ống', 'can nhiệt'],
    cardBadge: '',
    pageBadge: 'Giao trong ngày',
  },
  en: { ...DEFAULT_STOREFRONT_WORDS.en, searchPlaceholder: 'Find heating elements' },
};

describe('useStorefrontWords', () => {
  it('gives each locale’s defaults without the shop’s details (drawn alone, or before they come)', () => {
    render(
      <LocaleProvider locale="vi">
        <Words />
      </LocaleProvider>,
    );
    expect(screen.getByText('Tìm điện trở, thanh nhiệt và nhiều sản phẩm khác')).toBeTruthy();
    expect(screen.getByLabelText('card badge').textContent).toBe('Giao 1–5 ngày');
  });

  it.each([
    ['vi', 'Tìm điện trở đốt nóng', '', 'Giao trong ngày'],
    ['en', 'Find heating elements', '10 min', '10 Min'],
  ] as const)(
    'gives the owner’s words in %s once the details come',
    async (locale, placeholder, card, page) => {
      stubApi({
        'GET /api/shop/details': () =>
          jsonResponse(
            okBody({
              name: 'Nhiệt Công Nghiệp',
              address: 'TP. Hồ Chí Minh',
              phone: '0900 000 000',
              email: 'lienhe@nhietcongnghiep.vn',
              taxCode: '',
              storefront: owners,
              defaultLocale: 'vi',
            }),
          ),
      });
      renderRoute('/', Words, '/', locale);
      expect(await screen.findByText(placeholder)).toBeTruthy();
      expect(screen.getByLabelText('card badge').textContent).toBe(card);
      expect(screen.getByLabelText('page badge').textContent).toBe(page);
    },
  );

  it('keeps the defaults when the details cannot be had', async () => {
    const fetchMock = stubApi({});
    renderRoute('/', Words, '/', 'en');
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(screen.getByText('Search for atta dal and more.')).toBeTruthy();
    expect(
      screen.getByText('milk | bread | sugar | paneer | chocolate | curd | rice | egg | chips'),
    ).toBeTruthy();
  });
});
