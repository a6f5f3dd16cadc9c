import { defineTexts } from '@shop/contract';

/**
 * The catalogue's words every storefront page may show: the not-found page and the warranty note
 * (decision 047: Vietnamese first). Each page's own words are beside it (home-texts,
 * listing-texts, product-page-texts; decision 049). Product and category names and the product's
 * own detail fields are data, shown as they are.
 */
export const catalogTexts = defineTexts({
  vi: {
    warrantyMonths: (months: number) => `Bảo hành ${months} tháng`,
    pageNotFound: 'Không tìm thấy trang bạn cần',
    productNotFound: 'Không tìm thấy sản phẩm bạn cần',
    notFoundHint: 'Có thể liên kết đã cũ hoặc sản phẩm đã ngừng kinh doanh.',
    backHome: 'Về trang chủ',
  },
  en: {
    warrantyMonths: (months: number) => `${months}-month warranty`,
    pageNotFound: 'We could not find the page you need',
    productNotFound: 'We could not find the product you need',
    notFoundHint: 'The link may be out of date, or the product is no longer sold.',
    backHome: 'Back to home',
  },
});
