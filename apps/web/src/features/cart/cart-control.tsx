import { useQuery } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { MAX_CART_QUANTITY } from '@shop/contract';
import type { CartLine, Product } from '@shop/contract';
import { cartQuery } from '../../lib/cart-query';
import { useSession } from '../../lib/session-context';
import { isPendingLine, useCartActions } from './cart-actions';
import { UI_TEXT } from '../../lib/ui-settings';

const STEP_BUTTON_CLASS =
  'grid h-full w-8 place-items-center transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';

/**
 * "Add" while the product is not in the cart, otherwise minus, quantity and plus. Filled
 * into product cards and the product page through the cart control slot.
 */
export function CartControl({ product }: { product: Product }) {
  const { status } = useSession();
  const loggedIn = status !== 'logged-out';
  const { data: line } = useQuery({
    ...cartQuery,
    enabled: loggedIn,
    select: (lines: CartLine[]) => lines.find((each) => each.productId._id === product._id),
  });
  const actions = useCartActions();
  const navigate = useNavigate();

  if (!line) {
    if (product.stock <= 0) return null;
    return (
      <button
        type="button"
        onClick={() => {
          if (status === 'logged-out') {
            toast(UI_TEXT.pleaseLogin, { id: UI_TEXT.pleaseLogin });
            void navigate('/login');
            return;
          }
          actions.add(product);
        }}
        className="inline-flex h-8 min-w-16 items-center justify-center rounded-lg border border-brand-700 bg-brand-50 px-4 text-sm font-bold text-brand-800 transition hover:bg-brand-700 hover:text-white"
      >
        Add
      </button>
    );
  }

  // Until the server has answered the add, the line has no id the other calls could use.
  const waiting = isPendingLine(line);
  const max = Math.min(line.productId.stock, MAX_CART_QUANTITY);
  return (
    <div className="inline-flex h-8 items-stretch overflow-hidden rounded-lg bg-brand-700 text-white">
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={waiting}
        onClick={() => {
          actions.decrease(line);
        }}
        className={STEP_BUTTON_CLASS}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span className="grid min-w-7 place-items-center px-1 text-sm font-bold tabular-nums">
        <span className="sr-only">Quantity </span>
        {line.quantity}
      </span>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={waiting || line.quantity >= max}
        onClick={() => {
          actions.increase(line);
        }}
        className={STEP_BUTTON_CLASS}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
