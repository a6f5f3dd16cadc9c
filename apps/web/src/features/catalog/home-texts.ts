import { defineTexts } from '@shop/contract';

/**
 * The home page's words: its banner, the category grid and the rows (decision 047).
 * Beside the page's own code: the other storefront pages do not download them (decision 049).
 */
export const homeTexts = defineTexts({
  vi: {
    bannerKicker: 'Gia nhiệt & thông gió công nghiệp',
    bannerTitle: 'Điện trở, quạt công nghiệp & tủ điều khiển chính hãng',
    bannerLead:
      'Giá xưởng, tư vấn kỹ thuật tận tâm và giao hàng nhanh cho nhà máy, xưởng sản xuất trên toàn quốc.',
    sameDayDelivery: 'Giao nhanh trong ngày',
    callForAdvice: (phone: string) => `Gọi tư vấn: ${phone}`,
    madeToOrder: 'Đặt điện trở theo yêu cầu',
    categories: 'Danh mục sản phẩm',
    seeAll: 'Xem tất cả',
    seeAllOf: (category: string) => `Xem tất cả ${category}`,
    scrollLeft: (category: string) => `Cuộn ${category} sang trái`,
    scrollRight: (category: string) => `Cuộn ${category} sang phải`,
  },
  en: {
    bannerKicker: 'Industrial heating & ventilation',
    bannerTitle: 'Genuine heating elements, industrial fans & control cabinets',
    bannerLead:
      'Factory prices, dedicated technical advice and fast delivery to factories and workshops nationwide.',
    sameDayDelivery: 'Same-day delivery',
    callForAdvice: (phone: string) => `Call for advice: ${phone}`,
    madeToOrder: 'Made-to-order heaters',
    categories: 'Product categories',
    seeAll: 'See all',
    seeAllOf: (category: string) => `See all ${category}`,
    scrollLeft: (category: string) => `Scroll ${category} left`,
    scrollRight: (category: string) => `Scroll ${category} right`,
  },
});
