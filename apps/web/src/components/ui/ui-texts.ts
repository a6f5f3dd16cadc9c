import { defineTexts } from '@shop/contract';

/**
 * The words of the shared dialogs and controls (decision 047: Vietnamese first, the
 * specification's English verbatim).
 */
export const uiTexts = defineTexts({
  vi: {
    close: 'Đóng',
    cancel: 'Hủy',
    remove: (label: string) => `Bỏ ${label}`,
    uploadProgress: 'Tiến độ tải lên',
    uploading: 'Đang tải lên…',
    processing: 'Đang xử lý…',
    pages: 'Trang',
    page: 'Trang ',
    previous: 'Trang trước',
    next: 'Trang sau',
  },
  en: {
    close: 'Close',
    cancel: 'Cancel',
    remove: (label: string) => `Remove ${label}`,
    uploadProgress: 'Upload progress',
    uploading: 'Uploading…',
    processing: 'Processing…',
    pages: 'Pages',
    page: 'Page ',
    previous: 'Previous',
    next: 'Next',
  },
});
