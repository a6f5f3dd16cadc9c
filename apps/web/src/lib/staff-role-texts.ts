import { defineTexts, type StaffRole } from '@shop/contract';

/** The staff roles' names and what each may use (the staff screen, the invitation page). */
export const staffRoleTexts = defineTexts({
  vi: {
    roleName: (role: StaffRole) =>
      ({ OWNER: 'Chủ cửa hàng', ORDERS: 'Nhân viên đơn hàng', CATALOGUE: 'Nhân viên sản phẩm' })[
        role
      ],
    roleScope: (role: StaffRole) =>
      ({
        OWNER: 'Toàn quyền, gồm cài đặt và nhân viên',
        ORDERS: 'Đơn hàng, khách hàng, thanh toán',
        CATALOGUE: 'Sản phẩm, danh mục và tồn kho',
      })[role],
  },
  en: {
    roleName: (role: StaffRole) =>
      ({ OWNER: 'Owner', ORDERS: 'Order staff', CATALOGUE: 'Catalogue staff' })[role],
    roleScope: (role: StaffRole) =>
      ({
        OWNER: 'Everything, including settings and staff',
        ORDERS: 'Orders, customers, payments',
        CATALOGUE: 'Products, categories and stock',
      })[role],
  },
});
