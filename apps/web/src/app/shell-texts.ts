import { defineTexts } from '@shop/contract';

/**
 * The words of the layout around every page: the skip link, the not-found and error pages
 * (decision 047: Vietnamese first; none of these is in the specification, so en is ours).
 */
export const shellTexts = defineTexts({
  vi: {
    skipToContent: 'Bỏ qua đến nội dung chính',
    notFoundTitle: 'Không tìm thấy trang',
    notFoundHint:
      'Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Hãy quay về trang chủ hoặc tìm sản phẩm bạn cần.',
    backHome: 'Về trang chủ',
    searchProducts: 'Tìm sản phẩm',
    errorTitle: 'Đã có lỗi xảy ra',
    errorHint: 'Vui lòng tải lại trang hoặc quay về trang chủ.',
    reload: 'Tải lại',
  },
  en: {
    skipToContent: 'Skip to main content',
    notFoundTitle: 'Page not found',
    notFoundHint:
      'The page you are looking for does not exist or has moved. Go back to the home page or search for the product you need.',
    backHome: 'Back to home',
    searchProducts: 'Search products',
    errorTitle: 'Something went wrong',
    errorHint: 'Please reload the page or go back to the home page.',
    reload: 'Reload',
  },
});
