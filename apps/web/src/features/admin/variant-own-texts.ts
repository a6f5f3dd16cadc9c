import { defineTexts } from '@shop/contract';

/** A variant's own specification values and image in the variants table (issue 43). */
export const variantOwnTexts = defineTexts({
  vi: {
    open: (label: string) => `Thông số và ảnh riêng của ${label}`,
    openShort: 'Thông số, ảnh riêng',
    close: 'Thu gọn',
    ownCount: (count: number) => `${count} thông số riêng`,
    ownImage: 'có ảnh riêng',
    specs: 'Thông số riêng',
    specsHint: 'Chỉ nhập thông số khác với sản phẩm. Để trống là dùng giá trị của sản phẩm.',
    specsNone: 'Danh mục của sản phẩm chưa dùng thông số nào.',
    sameAsProduct: (shown: string) => `Như sản phẩm: ${shown}`,
    sameAsProductEmpty: 'Như sản phẩm: chưa nhập',
    image: 'Ảnh riêng',
    imageHint:
      'Chọn một ảnh của sản phẩm hoặc tải ảnh mới lên. Ảnh này hiện đầu tiên khi khách chọn phân loại.',
    productImages: 'Ảnh của sản phẩm',
    noOwnImage: 'Dùng ảnh của sản phẩm',
    pickImage: (index: number) => `Chọn ảnh ${index} của sản phẩm`,
    uploaded: 'Ảnh đã tải lên',
    upload: 'Tải ảnh lên',
    uploading: 'Đang tải ảnh…',
    defaultOwnsNothing:
      'Phân loại mặc định dùng thông số và ảnh của sản phẩm; sửa chúng ở phần trên của biểu mẫu.',
  },
  en: {
    open: (label: string) => `Own specifications and image of ${label}`,
    openShort: 'Own specs, image',
    close: 'Collapse',
    ownCount: (count: number) => `${count} own ${count === 1 ? 'value' : 'values'}`,
    ownImage: 'own image',
    specs: 'Own specifications',
    specsHint: 'Enter only what differs from the product. Left empty, the product’s value applies.',
    specsNone: 'The product’s categories use no specifications yet.',
    sameAsProduct: (shown: string) => `As the product: ${shown}`,
    sameAsProductEmpty: 'As the product: not set',
    image: 'Own image',
    imageHint:
      'Pick one of the product’s images or upload a new one. It is shown first when a buyer picks this variant.',
    productImages: 'The product’s images',
    noOwnImage: 'Use the product’s images',
    pickImage: (index: number) => `Pick the product’s image ${index}`,
    uploaded: 'Uploaded image',
    upload: 'Upload an image',
    uploading: 'Uploading…',
    defaultOwnsNothing:
      'The default variant uses the product’s specifications and images; change them above in the form.',
  },
});
