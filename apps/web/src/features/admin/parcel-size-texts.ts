import { defineTexts } from '@shop/contract';

/** The parcel weight and size fields of the product and category forms (issue 48). */
export const parcelSizeTexts = defineTexts({
  vi: {
    title: 'Cân nặng và kích thước gói hàng',
    productHint:
      'Dùng để báo phí và tạo vận đơn. Để trống thì lấy theo danh mục, rồi đến mặc định của cửa hàng.',
    categoryTitle: 'Gói hàng mặc định của danh mục',
    categoryHint:
      'Áp dụng cho sản phẩm trong danh mục chưa nhập cân nặng riêng. Sản phẩm thuộc nhiều danh mục lấy giá trị lớn nhất.',
    productNotSaved: 'Lưu sản phẩm trước, sau đó nhập cân nặng và kích thước gói hàng.',
    categoryNotSaved: 'Lưu danh mục trước, sau đó nhập gói hàng mặc định.',
    product: 'Sản phẩm',
    variant: (label: string, code: string) => `Phiên bản ${label} (${code})`,
    weight: 'Cân nặng (g)',
    length: 'Dài (cm)',
    width: 'Rộng (cm)',
    height: 'Cao (cm)',
    save: 'Lưu',
    sentWeight: (grams: string) => `Cân nặng báo cho hãng vận chuyển: ${grams} g`,
    fromCategory: 'lấy theo danh mục',
    fromShop: 'lấy theo mặc định của cửa hàng',
    fromProduct: 'lấy theo sản phẩm',
    shopDefault: (grams: string) => `Để trống: mặc định của cửa hàng, ${grams} g`,
    loadFailed: 'Không tải được cân nặng và kích thước',
  },
  en: {
    title: 'Parcel weight and size',
    productHint:
      'Used for the carrier’s fee quote and the shipment. Left empty, the category’s applies, then the shop’s default.',
    categoryTitle: 'Category’s default parcel',
    categoryHint:
      'Applies to the category’s products that have no weight of their own. A product in several categories takes the largest value.',
    productNotSaved: 'Save the product first, then enter its parcel weight and size.',
    categoryNotSaved: 'Save the category first, then enter its default parcel.',
    product: 'Product',
    variant: (label: string, code: string) => `Variant ${label} (${code})`,
    weight: 'Weight (g)',
    length: 'Length (cm)',
    width: 'Width (cm)',
    height: 'Height (cm)',
    save: 'Save',
    sentWeight: (grams: string) => `Weight told to the carrier: ${grams} g`,
    fromCategory: 'from the category',
    fromShop: 'the shop’s default',
    fromProduct: 'as the product',
    shopDefault: (grams: string) => `Left empty: the shop’s default, ${grams} g`,
    loadFailed: 'The parcel weight and size could not be loaded',
  },
});
