import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useParams } from '../lib/router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/session-context';
import { DashboardLayout } from '../features/account/dashboard-layout';
import { lazyPage, preloadPagesIn } from './lazy-page';
import { PrivatePageTitle } from './private-page-title';

// The dashboard's pages are named here, not in the app's route table: each page the table names
// costs every storefront page's first download its loader and its chunks' file names, and the
// account and admin pages are never a storefront visit's first page. The layout and the home come
// with this file.
const ProfilePage = lazyPage(
  async () => (await import('../features/account/profile-page')).ProfilePage,
);
const MyOrdersPage = lazyPage(
  async () => (await import('../features/orders/my-orders-page')).MyOrdersPage,
);
const AddressPage = lazyPage(
  async () => (await import('../features/addresses/address-page')).AddressPage,
);
const AdminOnly = lazyPage(async () => (await import('../features/account/admin-only')).AdminOnly);
const CategoryPage = lazyPage(
  async () => (await import('../features/admin/category-page')).CategoryPage,
);
const SubCategoryPage = lazyPage(
  async () => (await import('../features/admin/sub-category-page')).SubCategoryPage,
);
const AttributePage = lazyPage(
  async () => (await import('../features/admin/attribute-page')).AttributePage,
);
const UploadProductPage = lazyPage(
  async () => (await import('../features/admin/upload-product-page')).UploadProductPage,
);
const ProductListPage = lazyPage(
  async () => (await import('../features/admin/product-list-page')).ProductListPage,
);
const StockPage = lazyPage(
  async () => (await import('../features/admin-stock/stock-page')).StockPage,
);
const AdminOrdersPage = lazyPage(
  async () => (await import('../features/admin-orders/admin-orders-page')).AdminOrdersPage,
);
const HeaterInboxPage = lazyPage(
  async () => (await import('../features/heater-request/heater-inbox-page')).HeaterInboxPage,
);
const MyHeaterRequestsPage = lazyPage(
  async () =>
    (await import('../features/heater-request/my-heater-requests-page')).MyHeaterRequestsPage,
);
const AdminCustomersPage = lazyPage(
  async () => (await import('../features/admin-customers/admin-customers-page')).AdminCustomersPage,
);
const StaffPage = lazyPage(
  async () => (await import('../features/admin-staff/staff-page')).StaffPage,
);
const ShopSettingsPage = lazyPage(
  async () => (await import('../features/admin-settings/shop-settings-page')).ShopSettingsPage,
);

// The admin pages come one step later, as the admin area's other pages do.
const AdminDashboardPage = lazy(async () => ({
  default: (await import('../features/admin-dashboard/admin-dashboard-page')).AdminDashboardPage,
}));
const OrderPrintPage = lazy(async () => ({
  default: (await import('../features/admin-dashboard/order-print-page')).OrderPrintPage,
}));

/**
 * /dashboard and /dashboard/orders/:orderId/print. An admin lands on the shop's figures; a shopper
 * on their profile, as before (the layout waits for the session, so who is logged in is known).
 */
export function DashboardHome() {
  const { orderId } = useParams();
  const { isAdmin, mayUse } = useSession();
  if (orderId === undefined && !isAdmin) return <Navigate to="profile" replace />;
  // The figures are the order staff's and the owner's; catalogue staff land on the products.
  if (orderId === undefined && !mayUse('orders')) return <Navigate to="product" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      {orderId === undefined ? <AdminDashboardPage /> : <OrderPrintPage />}
    </Suspense>
  );
}

/** The dashboard's pages, under /dashboard/ (the app's route table sends `dashboard/*` here). */
const dashboardTree = (
  <Route element={<DashboardLayout />}>
    <Route index element={<DashboardHome />} />
    <Route path="profile" element={<ProfilePage />} />
    <Route path="myorders" element={<MyOrdersPage />} />
    <Route path="address" element={<AddressPage />} />
    <Route path="myrequests" element={<MyHeaterRequestsPage />} />
    {/* Each group is a staff area: a role sees only the pages of its areas (issue 45). */}
    <Route element={<AdminOnly area="catalogue" />}>
      <Route path="category" element={<CategoryPage />} />
      <Route path="subcategory" element={<SubCategoryPage />} />
      <Route path="specifications" element={<AttributePage />} />
      <Route path="upload-product" element={<UploadProductPage />} />
      <Route path="product" element={<ProductListPage />} />
      <Route path="stock/*" element={<StockPage />} />
    </Route>
    <Route element={<AdminOnly area="orders" />}>
      {/* The printed order is more specific than the order pages, so it wins their match. */}
      <Route path="orders/:orderId/print" element={<DashboardHome />} />
      <Route path="orders/*" element={<AdminOrdersPage />} />
      <Route path="heater-requests/*" element={<HeaterInboxPage />} />
    </Route>
    <Route element={<AdminOnly area="customers" />}>
      <Route path="customers/*" element={<AdminCustomersPage />} />
    </Route>
    <Route element={<AdminOnly area="staff" />}>
      <Route path="staff" element={<StaffPage />} />
    </Route>
    <Route element={<AdminOnly area="settings" />}>
      <Route path="settings" element={<ShopSettingsPage />} />
    </Route>
  </Route>
);

export function RouteTable() {
  // The pages' tab titles come with the pages that show them, not in every page's layout
  // (decision 049): the storefront's download carries neither locale's words for them.
  return (
    <>
      <PrivatePageTitle />
      <Routes>{dashboardTree}</Routes>
    </>
  );
}

/** Fetches the code of the dashboard pages `pathname` (a path under /dashboard) shows. */
export async function preloadPagesAt(pathname: string): Promise<void> {
  await preloadPagesIn(dashboardTree, pathname, '/dashboard');
}
