import { Route, Routes } from '../lib/router';
import { lazyPage, preloadPagesIn } from './lazy-page';
import { PrivatePageTitle } from './private-page-title';

// The pages of one segment (account, cart, checkout, contact) and the not-found page. They are
// named here, not in the app's route table: each page that table names costs every storefront
// page's first download its loader and its chunks' file names, and none of these is where a
// storefront visit starts.
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
const CancelEmailChangePage = lazyPage(
  async () => (await import('../features/account/cancel-email-change-page')).CancelEmailChangePage,
);
const StaffInvitationPage = lazyPage(
  async () => (await import('../features/account/staff-invitation-page')).StaffInvitationPage,
);
const UserMenuPage = lazyPage(
  async () => (await import('../features/account/user-menu-page')).UserMenuPage,
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
const HeaterRequestPage = lazyPage(
  async () => (await import('../features/heater-request/heater-request-page')).HeaterRequestPage,
);
const NotFoundPage = lazyPage(async () => (await import('./not-found-page')).NotFoundPage);

/** The paths the app's route table leaves to this one (its `*` route). */
const moreTree = (
  <>
    <Route path="login" element={<LoginPage />} />
    <Route path="register" element={<RegisterPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="verification-otp" element={<VerificationOtpPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="confirm-email" element={<ConfirmEmailPage />} />
    <Route path="cancel-email-change" element={<CancelEmailChangePage />} />
    <Route path="staff-invitation" element={<StaffInvitationPage />} />
    <Route path="user" element={<UserMenuPage />} />
    <Route path="cart" element={<CartPage />} />
    <Route path="checkout" element={<CheckoutRoute />} />
    <Route path="success" element={<SuccessPage />} />
    <Route path="cancel" element={<CancelPage />} />
    <Route path="lien-he" element={<ContactPage />} />
    <Route path="dat-theo-yeu-cau" element={<HeaterRequestPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </>
);

export function RouteTable() {
  // The pages' tab titles come with the pages that show them, not in every page's layout
  // (decision 049): the storefront's download carries neither locale's words for them.
  return (
    <>
      <PrivatePageTitle />
      <Routes>{moreTree}</Routes>
    </>
  );
}

export async function preloadPagesAt(pathname: string): Promise<void> {
  await preloadPagesIn(moreTree, pathname);
}
