import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** Every page is its own chunk (route-level code splitting); only the layout ships up front. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        // Errors render inside the layout, so the header and footer stay.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/catalog/home-page')).HomePage,
            }),
          },
          {
            path: 'search',
            lazy: async () => ({
              Component: (await import('../features/search/search-page')).SearchPage,
            }),
          },
          {
            path: 'product/:slug',
            lazy: async () => ({
              Component: (await import('../features/catalog/product-page')).ProductPage,
            }),
          },
          {
            path: ':categorySlug/:subCategorySlug',
            lazy: async () => ({
              Component: (await import('../features/catalog/listing-page')).ListingPage,
            }),
          },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/account/login-page')).LoginPage,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/account/register-page')).RegisterPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/account/forgot-password-page'))
                .ForgotPasswordPage,
            }),
          },
          {
            path: 'verification-otp',
            lazy: async () => ({
              Component: (await import('../features/account/verification-otp-page'))
                .VerificationOtpPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/account/reset-password-page'))
                .ResetPasswordPage,
            }),
          },
          {
            path: 'user',
            lazy: async () => ({
              Component: (await import('../features/account/user-menu-page')).UserMenuPage,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/account/dashboard-layout')).DashboardLayout,
            }),
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/account/profile-page')).ProfilePage,
                }),
              },
              {
                path: 'myorders',
                lazy: async () => ({
                  Component: (await import('../features/orders/my-orders-page')).MyOrdersPage,
                }),
              },
              {
                path: 'address',
                lazy: async () => ({
                  Component: (await import('../features/addresses/address-page')).AddressPage,
                }),
              },
              {
                lazy: async () => ({
                  Component: (await import('../features/account/admin-only')).AdminOnly,
                }),
                children: [
                  {
                    path: 'category',
                    lazy: async () => ({
                      Component: (await import('../features/admin/category-page')).CategoryPage,
                    }),
                  },
                  {
                    path: 'subcategory',
                    lazy: async () => ({
                      Component: (await import('../features/admin/sub-category-page'))
                        .SubCategoryPage,
                    }),
                  },
                  {
                    path: 'upload-product',
                    lazy: async () => ({
                      Component: (await import('../features/admin/upload-product-page'))
                        .UploadProductPage,
                    }),
                  },
                  {
                    path: 'product',
                    lazy: async () => ({
                      Component: (await import('../features/admin/product-list-page'))
                        .ProductListPage,
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: 'cart',
            lazy: async () => ({
              Component: (await import('../features/cart/cart-page')).CartPage,
            }),
          },
          {
            path: 'checkout',
            lazy: async () => ({
              Component: (await import('./checkout-route')).CheckoutRoute,
            }),
          },
          {
            path: 'success',
            lazy: async () => ({
              Component: (await import('../features/checkout/success-page')).SuccessPage,
            }),
          },
          {
            path: 'cancel',
            lazy: async () => ({
              Component: (await import('../features/checkout/cancel-page')).CancelPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
