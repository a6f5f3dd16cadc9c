import { Suspense, lazy } from 'react';
import { ShoppingCart, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ShopLogo } from '../components/ui/shop-logo';
import { SearchBar } from '../features/search/search-bar';
import { useSession } from '../lib/session-context';

// Only logged-in visitors need the dropdown; everyone else never downloads it.
const AccountDropdown = lazy(async () => ({
  default: (await import('./account-dropdown')).AccountDropdown,
}));

/**
 * Sticky header: logo, search, Login (or the Account dropdown) and cart. On /search phones show only
 * the search row.
 */
export function SiteHeader() {
  const onSearchPage = useLocation().pathname === '/search';
  // A stored login counts while its details load, so the header does not flash "Login".
  const loggedIn = useSession().status !== 'logged-out';

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 md:flex-nowrap md:py-3">
        <div
          className={`flex items-center justify-between md:contents ${
            onSearchPage ? 'hidden' : 'w-full md:w-auto'
          }`}
        >
          <Link to="/" aria-label="Nhiệt Công Nghiệp – Trang chủ" className="shrink-0 rounded-lg">
            <ShopLogo />
          </Link>

          <div className="flex items-center gap-1 md:hidden">
            {/* SPEC §2: below 768 px the user icon stands for the whole account menu. */}
            <Link
              to={loggedIn ? '/user' : '/login'}
              aria-label={loggedIn ? 'Account' : 'Login'}
              className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <UserRound aria-hidden="true" className="size-6" />
            </Link>
            <Link
              to="/cart"
              aria-label="Giỏ hàng"
              className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <ShoppingCart aria-hidden="true" className="size-6" />
            </Link>
          </div>
        </div>

        <div className="w-full md:mx-auto md:w-auto md:flex-1 md:max-w-xl">
          <SearchBar />
        </div>

        <div className="hidden shrink-0 items-center gap-2 md:flex">
          {loggedIn ? (
            // The placeholder keeps the button's room while its code arrives, so nothing shifts.
            <Suspense fallback={<span className="block h-10 w-32" />}>
              <AccountDropdown />
            </Suspense>
          ) : (
            <Link
              to="/login"
              className="rounded-xl px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              Login
            </Link>
          )}
          <Link
            to="/cart"
            className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            Giỏ hàng
          </Link>
        </div>
      </div>
    </header>
  );
}
