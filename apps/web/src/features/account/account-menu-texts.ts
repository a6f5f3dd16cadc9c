import { defineTexts } from '@shop/contract';
import { UI_TEXT } from '../../lib/ui-settings';

/** The account menu's words (the header dropdown, /user and the dashboard's sidebar). */
export const accountMenuTexts = defineTexts({
  vi: {
    nav: 'Tài khoản',
    myAccount: 'Tài khoản của tôi',
    admin: '(Quản trị)',
    profile: 'Hồ sơ',
    dashboard: 'Tổng quan',
    category: 'Danh mục',
    subCategory: 'Danh mục con',
    specifications: 'Thông số kỹ thuật',
    uploadProduct: 'Thêm sản phẩm',
    product: 'Sản phẩm',
    stock: 'Kho hàng',
    orders: 'Đơn hàng',
    heaterRequests: 'Yêu cầu đặt hàng',
    customers: 'Khách hàng',
    staff: 'Nhân viên',
    myOrders: 'Đơn hàng của tôi',
    myRequests: 'Yêu cầu đặt hàng của tôi',
    saveAddress: 'Sổ địa chỉ',
    shopSettings: 'Cài đặt cửa hàng',
    logOut: 'Đăng xuất',
    close: 'Đóng',
  },
  en: {
    nav: 'Account',
    myAccount: 'My Account',
    admin: '(Admin)',
    profile: 'Profile',
    dashboard: 'Dashboard',
    category: 'Category',
    subCategory: 'Sub Category',
    specifications: 'Specifications',
    uploadProduct: 'Upload Product',
    product: 'Product',
    stock: 'Stock',
    orders: 'Orders',
    heaterRequests: 'Made-to-order requests',
    customers: 'Customers',
    staff: 'Staff',
    myOrders: 'My Orders',
    myRequests: 'My made-to-order requests',
    saveAddress: 'Save Address',
    shopSettings: 'Shop settings',
    logOut: 'Log Out',
    close: 'Close',
  },
});

/** What a non-admin reads on an admin page (the specification's fixed text in en). */
export const adminOnlyTexts = defineTexts({
  vi: {
    noPermission: 'Bạn không có quyền xem trang này',
    notYourRole: 'Vai trò của bạn không được dùng trang này. Hãy liên hệ chủ cửa hàng nếu cần.',
  },
  en: {
    noPermission: UI_TEXT.noPermission,
    notYourRole: 'Your role may not use this page. Ask the shop owner if you need it.',
  },
});
