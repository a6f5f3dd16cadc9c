import { defineTexts } from '@shop/contract';

/**
 * The product page's words: its gallery, price, description and after-sales notes (decision 047: the specification's English verbatim, "Out of Stock").
 * Beside the page's own code: the other storefront pages do not download them (decision 049).
 */
export const productPageTexts = defineTexts({
  vi: {
    imageOf: (name: string, index: number, count: number) => `${name} – ảnh ${index}/${count}`,
    chooseImage: 'Chọn ảnh',
    imageNumber: (index: number) => `Ảnh ${index}`,
    thumbnailOf: (name: string, index: number) => `${name} – ảnh nhỏ ${index}`,
    scrollThumbnailsLeft: 'Cuộn ảnh nhỏ sang trái',
    scrollThumbnailsRight: 'Cuộn ảnh nhỏ sang phải',
    retry: 'Thử lại',
    unit: 'Đơn vị',
    unitLabel: 'Đơn vị:',
    outOfStock: 'Hết hàng',
    anotherSize: 'Cần kích thước khác?',
    madeToOrder: 'Đặt điện trở theo yêu cầu',
    description: 'Mô tả sản phẩm',
    specifications: 'Thông số kỹ thuật',
    productPrice: 'Giá sản phẩm',
    salePrice: 'Giá khuyến mãi',
    price: 'Giá bán',
    discountPercent: (discount: number) => `Giảm ${discount}%`,
    originalPrice: 'Giá gốc:',
    afterSales: 'Chính sách sau bán hàng',
    warrantyBody: (months: number) =>
      `Bảo hành chính hãng ${months} tháng, hỗ trợ sửa chữa và thay thế linh kiện nhanh chóng.`,
    careTeam: 'Đội ngũ chăm sóc khách hàng',
    careTeamBody: (phone: string) =>
      `Kỹ thuật viên tư vấn lắp đặt, vận hành tận tình qua hotline ${phone}.`,
    loyalPrices: 'Giá tốt cho khách hàng thân thiết',
    loyalPricesBody:
      'Chiết khấu riêng cho khách hàng thân thiết, nhà máy và đơn hàng số lượng lớn.',
  },
  en: {
    imageOf: (name: string, index: number, count: number) => `${name} – image ${index} of ${count}`,
    chooseImage: 'Choose an image',
    imageNumber: (index: number) => `Image ${index}`,
    thumbnailOf: (name: string, index: number) => `${name} – thumbnail ${index}`,
    scrollThumbnailsLeft: 'Scroll the thumbnails left',
    scrollThumbnailsRight: 'Scroll the thumbnails right',
    retry: 'Try again',
    unit: 'Unit',
    unitLabel: 'Unit:',
    outOfStock: 'Out of Stock',
    anotherSize: 'Need another size?',
    madeToOrder: 'Made-to-order heaters',
    description: 'Description',
    specifications: 'Specifications',
    productPrice: 'Product price',
    salePrice: 'Sale price',
    price: 'Price',
    discountPercent: (discount: number) => `${discount}% off`,
    originalPrice: 'Original price:',
    afterSales: 'After-sales policies',
    warrantyBody: (months: number) =>
      `A genuine ${months}-month warranty, with prompt repairs and replacement parts.`,
    careTeam: 'Customer care team',
    careTeamBody: (phone: string) =>
      `Our technicians help you install and run your equipment on our hotline ${phone}.`,
    loyalPrices: 'Good prices for loyal customers',
    loyalPricesBody: 'Special discounts for loyal customers, factories and large orders.',
  },
});
