import { defineTexts } from '@shop/contract';

/** The words of the heads the server writes (titles, descriptions, breadcrumbs; decision 047). */
export const pageHeadTexts = defineTexts({
  vi: {
    homeDescription: (shop: string) =>
      `${shop}: điện trở đốt nóng, quạt công nghiệp, phụ kiện và tủ điều khiển. Giá tốt, bảo hành 12 tháng, giao hàng nhanh.`,
    notFound: (shop: string) => `Không tìm thấy trang | ${shop}`,
    home: 'Trang chủ',
    search: (query: string, shop: string) => `Tìm kiếm “${query}” | ${shop}`,
    searchAll: (shop: string) => `Tìm kiếm sản phẩm | ${shop}`,
    contact: (shop: string) => `Liên hệ | ${shop}`,
    contactDescription: (shop: string, details: string) =>
      `Thông tin người bán ${shop}: ${details}`,
    policyDescription: (policy: string, shop: string) => `${policy} của ${shop}.`,
    listingDescription: (sub: string, category: string, shop: string) =>
      `${sub} (${category}) tại ${shop}: giá tốt, bảo hành 12 tháng, giao hàng nhanh.`,
    productDescription: (product: string, shop: string) => `${product} tại ${shop}.`,
    ogLocale: 'vi_VN',
  },
  en: {
    homeDescription: (shop: string) =>
      `${shop}: heating elements, industrial fans, accessories and control cabinets. Good prices, 12-month warranty, fast delivery.`,
    notFound: (shop: string) => `Page not found | ${shop}`,
    home: 'Home',
    search: (query: string, shop: string) => `Search “${query}” | ${shop}`,
    searchAll: (shop: string) => `Search products | ${shop}`,
    contact: (shop: string) => `Contact | ${shop}`,
    contactDescription: (shop: string, details: string) => `About the seller ${shop}: ${details}`,
    policyDescription: (policy: string, shop: string) => `${policy} of ${shop}.`,
    listingDescription: (sub: string, category: string, shop: string) =>
      `${sub} (${category}) at ${shop}: good prices, 12-month warranty, fast delivery.`,
    productDescription: (product: string, shop: string) => `${product} at ${shop}.`,
    ogLocale: 'en_US',
  },
});
