import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ShoppingCart } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { formatVnd, priceWithDiscount, productPath, summarizeCart } from '@shop/contract';
import type { CartLine } from '@shop/contract';
import { BillSummary } from '../../components/ui/bill-summary';
import { CartControlSlot } from '../../components/ui/cart-control-slot';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { ProductCode } from '../../components/ui/product-code';
import { VariantLabel } from '../../components/ui/variant-label';
import { cartQuery } from '../../lib/cart-query';
import { loginPath } from '../../lib/login-path';
import { useSession } from '../../lib/session-context';
import { useDisplayNames } from '../../lib/display-names';
import { useTexts } from '../../lib/locale';
import { cartTexts } from './cart-texts';

/** Login from the cart comes back to the cart (/cart: the drawer's content as a page). */
const CART_LOGIN_PATH = loginPath({ pathname: '/cart', search: '' });

/** Long enough to read the toast and reach its link. */
const PLEASE_LOGIN_MS = 8000;

interface CartContentsProps {
  /** drawer: the body scrolls inside the panel; page: the page scrolls, the footer sticks. */
  layout: 'drawer' | 'page';
}

/** The cart: savings, items, the bill and Proceed. The drawer and /cart show the same. */
export function CartContents({ layout }: CartContentsProps) {
  const { status } = useSession();
  const loggedIn = status !== 'logged-out';
  const { data: lines, isPending } = useQuery({ ...cartQuery, enabled: loggedIn });
  const t = useTexts(cartTexts);

  if (status === 'loading' || (loggedIn && isPending)) return <Spinner />;
  if (!lines || lines.length === 0) return <EmptyCart loggedIn={loggedIn} />;

  const { savings, total } = summarizeCart(lines);
  const inDrawer = layout === 'drawer';
  return (
    <div className={inDrawer ? 'flex min-h-0 flex-1 flex-col' : 'flex flex-col'}>
      <div className={`space-y-3 p-4 ${inDrawer ? 'min-h-0 flex-1 overflow-y-auto' : ''}`}>
        {savings > 0 && (
          <p className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-2.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-100">
            <span>{t.savings}</span>
            <span>{formatVnd(savings)}</span>
          </p>
        )}
        <ul
          aria-label={t.items}
          className="divide-y divide-stone-100 rounded-2xl bg-white px-3 ring-1 ring-stone-200"
        >
          {lines.map((line) => (
            <CartItem key={line.productId._id} line={line} />
          ))}
        </ul>
        <BillSummary lines={lines} title={t.billDetails} />
        {!loggedIn && <LoginToOrder />}
      </div>
      <ProceedBar total={total} sticky={!inDrawer} />
    </div>
  );
}

function CartItem({ line }: { line: CartLine }) {
  const product = line.productId;
  const name = useDisplayNames().name(product);
  const finalPrice = priceWithDiscount(product.price, product.discount);
  return (
    <li className="flex items-center gap-3 py-3">
      <ProductImage
        src={product.image[0]}
        alt={name}
        width={64}
        height={64}
        sizes="64px"
        className="size-16 shrink-0 rounded-lg bg-stone-50 object-contain ring-1 ring-stone-100"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={productPath(product)}
          className="line-clamp-2 text-sm leading-5 font-medium text-stone-900 hover:text-brand-800 hover:underline"
        >
          {name}
        </Link>
        <VariantLabel variant={line.variant} />
        <ProductCode code={product.code} />
        <p className="text-xs text-stone-500">{product.unit}</p>
        <p className="text-sm font-bold text-stone-900">
          {formatVnd(finalPrice)}
          {product.discount > 0 && (
            <del className="ml-2 text-xs font-normal text-stone-500">
              {formatVnd(product.price)}
            </del>
          )}
        </p>
      </div>
      <div className="shrink-0">
        {/* Through the slot, like the cards: one lazily loaded control for the whole app. */}
        <CartControlSlot product={product} />
      </div>
    </li>
  );
}

function ProceedBar({ total, sticky }: { total: number; sticky: boolean }) {
  const { status } = useSession();
  const navigate = useNavigate();
  const t = useTexts(cartTexts);
  return (
    // On /cart it stays at the bottom of the screen: fixed on phones, where a short cart would
    // otherwise leave it mid-screen under the floating contact links (data-bottom-bar lifts them
    // above it), and sticky at the end of the page on wider screens.
    <div
      data-bottom-bar={sticky ? 'phone' : undefined}
      className={`shrink-0 border-t border-stone-200 bg-white p-3 ${
        sticky ? 'sticky bottom-0 max-md:fixed max-md:inset-x-0 max-md:z-30' : ''
      }`}
    >
      <button
        type="button"
        onClick={() => {
          // Checkout without a logged-in user toasts and goes nowhere; the toast offers the login
          // that comes back to the cart.
          if (status === 'logged-out') {
            toast(
              (shown) => (
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span>{t.pleaseLogin}</span>
                  <Link
                    to={CART_LOGIN_PATH}
                    onClick={() => {
                      toast.dismiss(shown.id);
                    }}
                    className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  >
                    {t.login}
                  </Link>
                </span>
              ),
              { id: t.pleaseLogin, duration: PLEASE_LOGIN_MS },
            );
            return;
          }
          void navigate('/checkout');
        }}
        className="flex h-14 w-full items-center justify-between gap-3 rounded-xl bg-brand-700 px-4 text-white shadow-sm transition hover:bg-brand-800"
      >
        <span className="flex flex-col items-start leading-tight">
          <span className="text-base font-bold">{formatVnd(total)}</span>
          <span className="text-xs text-brand-100">{t.grandTotal}</span>
        </span>
        <span className="inline-flex items-center gap-1 text-base font-bold">
          {t.proceed}
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      </button>
    </div>
  );
}

/** A guest's way to checkout: log in, and come back to this cart (it is kept: decision 022). */
function LoginToOrder() {
  const t = useTexts(cartTexts);
  return (
    <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-800 ring-1 ring-brand-100">
      <span>{t.loginToOrder}</span>
      <Link
        to={CART_LOGIN_PATH}
        className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t.login}
      </Link>
    </p>
  );
}

function EmptyCart({ loggedIn }: { loggedIn: boolean }) {
  const location = useLocation();
  const t = useTexts(cartTexts);
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingCart aria-hidden="true" className="size-10" />
      </span>
      <p className="text-lg font-semibold text-stone-800">{t.emptyTitle}</p>
      <p className="text-sm text-stone-600">{loggedIn ? t.emptyLoggedIn : t.emptyGuest}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.shopNow}
        </Link>
        {!loggedIn && (
          <Link
            to={loginPath(location)}
            className="rounded-xl px-5 py-2.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {t.login}
          </Link>
        )}
      </div>
    </div>
  );
}
