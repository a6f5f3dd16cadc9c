import { Suspense, lazy, useState } from 'react';
import { ShoppingCart, UserRound } from 'lucide-react';
import { Link, useLocation } from '../lib/router';
import { summarizeCart } from '@shop/contract';
import { ShopLogo } from '../components/ui/shop-logo';
import { SearchBar } from '../features/search/search-bar';
import { useCachedCart } from '../lib/cart-query';
import { loginPath } from '../lib/login-path';
import { useSession } from '../lib/session-context';
import { useTexts } from '../lib/locale';
import { showsShopperContact } from './contact-links-shown';
import { LocaleSwitch } from './locale-switch';
import { siteHeaderTexts } from './site-header-texts';

// The phones' call and Zalo links: drawn by the server with the page, their code comes with the
// app (until then the browser keeps the server's HTML of them as it is).
const HeaderContactMenu = lazy(async () => ({
  default: (await import('./floating-contact-links')).HeaderContactMenu,
}));

// Only logged-in visitors need the dropdown; everyone else never downloads it.
const AccountDropdown = lazy(async () => ({
  default: (await import('./account-dropdown')).AccountDropdown,
}));

const loadCartDrawer = () => import('../features/cart/cart-drawer');
// The drawer is only needed once the cart button is pressed.
const CartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CartDrawer }));

/** How many pieces the cart holds, over the cart icon; nothing while it is empty. */
function CartCountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-emerald-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * Sticky header: logo, search, Login (or the Account dropdown) and cart. On /search phones show only
 * the search row.
 */
export function SiteHeader() {
  const location = useLocation();
  const { pathname } = location;
  const onSearchPage = pathname === '/search';
  // A stored login counts while its details load, so the header does not flash "Login".
  const session = useSession();
  const loggedIn = session.status !== 'logged-out';
  const cartCount = summarizeCart(useCachedCart() ?? []).totalQuantity;
  const t = useTexts(siteHeaderTexts);
  const cartLabel = cartCount > 0 ? t.cartWith(cartCount) : t.cart;
  const [cartOpen, setCartOpen] = useState(false);
  const [cartOpenedOn, setCartOpenedOn] = useState(pathname);

  // Any navigation (Proceed, a product link) closes the drawer (adjusting state while rendering).
  if (cartOpenedOn !== pathname) {
    setCartOpenedOn(pathname);
    setCartOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 md:flex-nowrap md:py-3">
        {/* One language switch, placed by order: before the icons on a phone; below 375 px beside
            the search, so the first row fits (320 px); from 768 px up before the account and cart
            buttons, 8 px from them. Below 375 px this row's pieces join the header's rows. From
            768 px up the search gives up its width (min-w-0) so the buttons stay in the window. */}
        <div
          className={`flex items-center md:contents ${
            onSearchPage ? 'hidden' : 'w-full max-[374px]:contents md:w-auto'
          }`}
        >
          <Link
            to="/"
            aria-label={t.home}
            className="mr-auto shrink-0 rounded-lg max-[374px]:-mr-4 md:mr-0"
          >
            <ShopLogo />
          </Link>

          <LocaleSwitch className="mr-1 max-[374px]:order-2 max-[374px]:mr-0 md:order-1 md:-mr-2" />

          <div className="flex items-center gap-1 max-[374px]:ml-auto md:hidden">
            {showsShopperContact(pathname, session.isAdmin) && (
              <Suspense fallback={<span className="block size-10" />}>
                <HeaderContactMenu />
              </Suspense>
            )}
            {/* Below 768 px the user icon stands for the whole account menu. */}
            <Link
              to={loggedIn ? '/user' : loginPath(location)}
              aria-label={loggedIn ? t.account : t.login}
              className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <UserRound aria-hidden="true" className="size-6" />
            </Link>
            <Link
              to="/cart"
              aria-label={cartLabel}
              className="relative grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <ShoppingCart aria-hidden="true" className="size-6" />
              <CartCountBadge count={cartCount} />
            </Link>
          </div>
        </div>

        <div className="w-full max-[374px]:order-1 max-[374px]:w-auto max-[374px]:min-w-0 max-[374px]:flex-[1_1_calc(100%-6rem)] md:mx-auto md:w-auto md:min-w-0 md:flex-1 md:max-w-xl">
          <SearchBar />
        </div>

        <div className="hidden shrink-0 items-center gap-2 md:order-1 md:flex">
          {loggedIn ? (
            // The placeholder keeps the button's room while its code arrives, so nothing shifts.
            <Suspense fallback={<span className="block h-10 w-32" />}>
              <AccountDropdown />
            </Suspense>
          ) : (
            <Link
              to={loginPath(location)}
              className="rounded-xl px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              {t.login}
            </Link>
          )}
          {/* From 768 px up the cart opens as a drawer beside the page (phones go to /cart). */}
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={cartLabel}
            onPointerEnter={() => void loadCartDrawer()}
            onFocus={() => void loadCartDrawer()}
            onClick={() => {
              setCartOpen(true);
            }}
            className="relative inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {t.cart}
            <CartCountBadge count={cartCount} />
          </button>
        </div>
      </div>
      {cartOpen && (
        <Suspense fallback={null}>
          <CartDrawer
            onClose={() => {
              setCartOpen(false);
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
