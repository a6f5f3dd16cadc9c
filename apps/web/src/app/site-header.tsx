import { ShoppingCart, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ShopLogo } from '../components/ui/shop-logo';
import { SearchBar } from '../features/search/search-bar';

/** Sticky header: logo, search, Login and cart. On /search phones show only the search row. */
export function SiteHeader() {
  const onSearchPage = useLocation().pathname === '/search';

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
            <Link
              to="/login"
              aria-label="Login"
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
          <Link
            to="/login"
            className="rounded-xl px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            Login
          </Link>
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
