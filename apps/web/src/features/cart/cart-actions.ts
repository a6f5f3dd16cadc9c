import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type { CartLine, Product } from '@shop/contract';
import { cartQuery } from '../../lib/cart-query';
import { guestLine, writeGuestCart } from '../../lib/guest-cart';
import { cartVariantOf, lineHolds, variantIdToAdd } from '../../lib/product-variant';
import { useTexts } from '../../lib/locale';
import { CART_CHANGE_KEY } from '../../lib/query-keys';
import { useSession } from '../../lib/session-context';
import { addToCart, deleteCartLine, updateCartQuantity } from './cart-requests';
import { cartTexts } from './cart-texts';

// Typed with the cart's data, so reads and writes of the cache are checked.
const CART_KEY = cartQuery.queryKey;

/**
 * The line a product gets the moment "Add" is pressed, until the server answers with the real one.
 * Real ids never contain a dash, so this one cannot clash.
 */
const PENDING_LINE_PREFIX = 'pending-';

export function isPendingLine(line: CartLine): boolean {
  return line._id.startsWith(PENDING_LINE_PREFIX);
}

/** The pending line's id of `product` as shown: each variant of a product its own (issue 43). */
function pendingIdOf(product: Product): string {
  const variantId = variantIdToAdd(product);
  return `${PENDING_LINE_PREFIX}${product._id}${variantId ? `-${variantId}` : ''}`;
}

interface Snapshot {
  previous: CartLine[] | undefined;
}

/**
 * Add, change the quantity of, and remove cart lines. Each change shows at once (optimistic); a
 * refused one is rolled back (the query client toasts its message). When the last of a burst of
 * changes settles, the cart is fetched again, so out-of-order answers never leave a wrong quantity
 * on screen. A logged-out shopper's changes go to the cart kept in the browser instead.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  const guest = useSession().status === 'logged-out';
  const t = useTexts(cartTexts);

  /** Changes the guest's cart: in storage, and in the cache every cart view reads. */
  const changeGuestCart = (change: (lines: CartLine[]) => CartLine[]) => {
    const lines = change(queryClient.getQueryData(CART_KEY) ?? []);
    writeGuestCart(lines);
    queryClient.setQueryData(CART_KEY, lines);
  };

  const applyOptimistically = async (
    change: (lines: CartLine[]) => CartLine[],
  ): Promise<Snapshot> => {
    // A fetch on its way would overwrite the optimistic lines with older ones.
    await queryClient.cancelQueries({ queryKey: CART_KEY });
    const previous = queryClient.getQueryData(CART_KEY);
    queryClient.setQueryData(CART_KEY, change(previous ?? []));
    return { previous };
  };

  // The refusal's message is toasted by the query client, as for every change.
  const rollBack = (_error: Error, _variables: unknown, snapshot: Snapshot | undefined) => {
    if (snapshot?.previous) queryClient.setQueryData(CART_KEY, snapshot.previous);
  };

  const refetchAfterLast = async () => {
    // This mutation still counts itself while it settles.
    if (queryClient.isMutating({ mutationKey: CART_CHANGE_KEY }) === 1) {
      await queryClient.invalidateQueries({ queryKey: CART_KEY });
    }
  };

  const add = useMutation({
    mutationKey: CART_CHANGE_KEY,
    mutationFn: (product: Product) => {
      const variantId = variantIdToAdd(product);
      return addToCart({ productId: product._id, ...(variantId ? { variantId } : {}) });
    },
    onMutate: (product) =>
      applyOptimistically((lines) => {
        const variant = cartVariantOf(product);
        const line = { _id: pendingIdOf(product), quantity: 1, productId: product };
        return [...lines, variant ? { ...line, variant } : line];
      }),
    onSuccess: (answer, product) => {
      queryClient.setQueryData(CART_KEY, (lines) =>
        lines?.map((line) => (line._id === pendingIdOf(product) ? answer.data : line)),
      );
      toast.success(answer.message);
    },
    onError: rollBack,
    onSettled: refetchAfterLast,
  });

  const setQuantity = useMutation({
    mutationKey: CART_CHANGE_KEY,
    mutationFn: ({ line, quantity }: { line: CartLine; quantity: number }) =>
      updateCartQuantity({ _id: line._id, qty: quantity }),
    onMutate: ({ line, quantity }) =>
      applyOptimistically((lines) =>
        lines.map((each) => (each._id === line._id ? { ...each, quantity } : each)),
      ),
    // No toast on success: a toast per click of plus or minus would bury the page (only adding and
    // removing are toasted).
    onError: rollBack,
    onSettled: refetchAfterLast,
  });

  const remove = useMutation({
    mutationKey: CART_CHANGE_KEY,
    mutationFn: (line: CartLine) => deleteCartLine({ _id: line._id }),
    onMutate: (line) =>
      applyOptimistically((lines) => lines.filter((each) => each._id !== line._id)),
    onSuccess: (answer) => {
      toast.success(answer.message);
    },
    onError: rollBack,
    onSettled: refetchAfterLast,
  });

  const set = (line: CartLine, quantity: number) => {
    if (!guest) {
      setQuantity.mutate({ line, quantity });
      return;
    }
    changeGuestCart((lines) =>
      lines.map((each) => (each._id === line._id ? { ...each, quantity } : each)),
    );
  };

  return {
    add: (product: Product) => {
      if (!guest) {
        add.mutate(product);
        return;
      }
      changeGuestCart((lines) =>
        lines.some((line) => lineHolds(line, product)) ? lines : [...lines, guestLine(product)],
      );
      toast.success(t.added);
    },
    increase: (line: CartLine) => {
      set(line, line.quantity + 1);
    },
    /** A typed quantity; the control has checked it is within 1 and the line's maximum. */
    set,
    /** Minus at quantity 1 removes the line. */
    decrease: (line: CartLine) => {
      if (line.quantity > 1) set(line, line.quantity - 1);
      else if (!guest) remove.mutate(line);
      else {
        changeGuestCart((lines) => lines.filter((each) => each._id !== line._id));
        toast.success(t.removed);
      }
    },
  };
}
