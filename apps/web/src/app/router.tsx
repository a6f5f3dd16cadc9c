import { usePrefetchQuery } from '@tanstack/react-query';
import { isValidElement } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes, createRoutesFromElements, matchRoutes } from 'react-router';
import { productDetailsQuery } from '../features/catalog/catalog-queries';
import { categoriesQuery, subCategoriesQuery } from '../lib/category-lists-query';
import { useProductIdFromUrl } from '../lib/use-product-id';
import { lazyPage } from './lazy-page';
import { PageBoundary, RootLayout } from './root-layout';

// Every page is its own chunk (route-level code splitting); only the layout ships up front.
// Declarative routes rather than createBrowserRouter: the data router's loaders, actions and
// fetchers are ~17 kB gzip the shop never uses (decision 005).
const HomePage = lazyPage(async () => (await import('../features/catalog/home-page')).HomePage);
const SearchPage = lazyPage(
  async () => (await import('../features/search/search-page')).SearchPage,
);
const ProductPage = lazyPage(
  async () => (await import('../features/catalog/product-page')).ProductPage,
);
const ListingPage = lazyPage(
  async () => (await import('../features/catalog/listing-page')).ListingPage,
);
const LoginPage = lazyPage(async () => (await import('../features/account/login-page')).LoginPage);
const RegisterPage = lazyPage(
  async () => (await import('../features/account/register-page')).RegisterPage,
);
const ForgotPasswordPage = lazyPage(
  async () => (await import('../features/account/forgot-password-page')).ForgotPasswordPage,
);
const VerificationOtpPage = lazyPage(
  async () => (await import('../features/account/verification-otp-page')).VerificationOtpPage,
);
const ResetPasswordPage = lazyPage(
  async () => (await import('../features/account/reset-password-page')).ResetPasswordPage,
);
const ConfirmEmailPage = lazyPage(
  async () => (await import('../features/account/confirm-email-page')).ConfirmEmailPage,
);
const UserMenuPage = lazyPage(
  async () => (await import('../features/account/user-menu-page')).UserMenuPage,
);
const DashboardLayout = lazyPage(async () => (await import('./dashboard-route')).DashboardLayout);
const DashboardHome = lazyPage(async () => (await import('./dashboard-route')).DashboardHome);
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
const UploadProductPage = lazyPage(
  async () => (await import('../features/admin/upload-product-page')).UploadProductPage,
);
const ProductListPage = lazyPage(
  async () => (await import('../features/admin/product-list-page')).ProductListPage,
);
const AdminOrdersPage = lazyPage(
  async () => (await import('../features/admin-orders/admin-orders-page')).AdminOrdersPage,
);
const CartPage = lazyPage(async () => (await import('../features/cart/cart-page')).CartPage);
const CheckoutRoute = lazyPage(async () => (await import('./checkout-route')).CheckoutRoute);
const SuccessPage = lazyPage(
  async () => (await import('../features/checkout/success-page')).SuccessPage,
);
const CancelPage = lazyPage(
  async () => (await import('../features/checkout/cancel-page')).CancelPage,
);
const ContactPage = lazyPage(
  async () => (await import('../features/shop-info/contact-page')).ContactPage,
);
const PolicyPage = lazyPage(
  async () => (await import('../features/shop-info/policy-page')).PolicyPage,
);
const NotFoundPage = lazyPage(async () => (await import('./not-found-page')).NotFoundPage);

/**
 * The home page's grid and rows hang on the category tree: asking for it beside the page's code
 * means the page usually draws with it, instead of 12 placeholder tiles that then collapse.
 */
function HomeRoute() {
  usePrefetchQuery(categoriesQuery);
  usePrefetchQuery(subCategoriesQuery);
  return <HomePage />;
}
HomeRoute.preload = HomePage.preload;

/**
 * The product page can draw nothing before its details arrive, so they are asked for here, while
 * the page's code is still on its way, instead of one round trip later (its image is the LCP).
 */
function ProductRoute() {
  usePrefetchQuery(productDetailsQuery(useProductIdFromUrl()));
  return <ProductPage />;
}
ProductRoute.preload = ProductPage.preload;

/** The route table: the root layout wraps every page. */
const routeTree = (
  <Route path="/" element={<RootLayout />}>
    {/* Errors and page loads are handled inside the layout, so the header and footer stay. */}
    <Route element={<PageBoundary />}>
      <Route index element={<HomeRoute />} />
      <Route path="search" element={<SearchPage />} />
      <Route path="product/:slug" element={<ProductRoute />} />
      <Route path=":categorySlug/:subCategorySlug" element={<ListingPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="verification-otp" element={<VerificationOtpPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="confirm-email" element={<ConfirmEmailPage />} />
      <Route path="user" element={<UserMenuPage />} />
      <Route path="dashboard" element={<DashboardLayout />}>
        <Route index element={<DashboardHome />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="myorders" element={<MyOrdersPage />} />
        <Route path="address" element={<AddressPage />} />
        <Route element={<AdminOnly />}>
          <Route path="category" element={<CategoryPage />} />
          <Route path="subcategory" element={<SubCategoryPage />} />
          <Route path="upload-product" element={<UploadProductPage />} />
          <Route path="product" element={<ProductListPage />} />
          {/* The printed order is more specific than the order pages, so it wins their match. */}
          <Route path="orders/:orderId/print" element={<DashboardHome />} />
          <Route path="orders/*" element={<AdminOrdersPage />} />
        </Route>
      </Route>
      <Route path="cart" element={<CartPage />} />
      <Route path="checkout" element={<CheckoutRoute />} />
      <Route path="success" element={<SuccessPage />} />
      <Route path="cancel" element={<CancelPage />} />
      <Route path="lien-he" element={<ContactPage />} />
      <Route path="chinh-sach/:slug" element={<PolicyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

/**
 * Fetches the code of the pages `pathname` shows, so that the first render can draw them at once
 * (see lazyPage). Resolves when they are here, or failed to come (their render then retries).
 */
export async function preloadPagesAt(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routeTree), pathname) ?? [];
  const loads = matches.flatMap(({ route }) => preloadOf(route.element) ?? []);
  await Promise.allSettled(loads.map((load) => load()));
}

/** The `preload` of a route element's component: lazy pages and the routes wrapping them. */
function preloadOf(element: ReactNode): (() => Promise<unknown>) | undefined {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  const { preload } = element.type as { preload?: unknown };
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : undefined;
}
