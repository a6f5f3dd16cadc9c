import { defineTexts } from '@shop/contract';

/**
 * The shared pieces' words: the product card, the pager, the spinner, the dialogs and controls
 * (decision 047: Vietnamese first, the specification's English verbatim: "Out of stock",
 * "Previous", "Next").
 */
export const uiTexts = defineTexts({
  vi: {
    originalPrice: 'Giá gốc',
    outOfStock: 'Hết hàng',
    pages: 'Phân trang',
    page: 'Trang',
    previous: 'Trang trước',
    next: 'Trang sau',
    loading: 'Đang tải…',
    close: 'Đóng',
    cancel: 'Hủy',
    remove: (label: string) => `Bỏ ${label}`,
    uploadProgress: 'Tiến độ tải lên',
    uploading: 'Đang tải lên…',
    processing: 'Đang xử lý…',
  },
  en: {
    originalPrice: 'Original price',
    outOfStock: 'Out of stock',
    pages: 'Pages',
    page: 'Page',
    previous: 'Previous',
    next: 'Next',
    loading: 'Loading…',
    close: 'Close',
    cancel: 'Cancel',
    remove: (label: string) => `Remove ${label}`,
    uploadProgress: 'Upload progress',
    uploading: 'Uploading…',
    processing: 'Processing…',
  },
});
