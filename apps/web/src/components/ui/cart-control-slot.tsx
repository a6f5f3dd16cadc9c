import { createContext, useContext } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import type { Product } from '@shop/contract';

/** Renders the cart control (add, or minus / quantity / plus) for one product. */
type RenderCartControl = (product: Product) => ReactNode;

/**
 * Where the cart control goes on cards and the product page. The cart feature supplies its renderer
 * in app/providers.tsx; until then (null) the slot renders nothing.
 */
export const CartControlContext = createContext<RenderCartControl | null>(null);

export function CartControlSlot({ product }: { product: Product }) {
  const renderCartControl = useContext(CartControlContext);
  return renderCartControl ? renderCartControl(product) : null;
}

/** The look of "Add", the control's and its stand-in's alike. */
export const ADD_BUTTON_CLASS =
  'inline-flex h-8 min-w-16 items-center justify-center rounded-lg border border-brand-700 bg-brand-50 px-4 text-sm font-bold text-brand-800 transition hover:bg-brand-700 hover:text-white';

/** Presses of a stand-in "Add" not yet carried out, by product id: when each was pressed. */
const requestedAdds = new Map<string, number>();

/**
 * Whether "Add" was pressed for `productId` on the stand-in before the control's code came; the
 * control, once here, carries the press out (it is taken: asked again, the answer is no). Gives
 * when it was pressed (the event's time stamp), or undefined.
 */
export function takeRequestedAdd(productId: string): number | undefined {
  const pressedAt = requestedAdds.get(productId);
  requestedAdds.delete(productId);
  return pressedAt;
}

interface AddStandInProps {
  product: Product;
  /** Called after the press is recorded: the control's code is then to be fetched at once. */
  onPress: () => void;
}

/**
 * "Add" as the cart control draws it for a product not in the cart, until the control's code has
 * come (after the page has loaded): the server draws it with the page, so the button shows from
 * the first paint, and a press is recorded for the control to carry out (see takeRequestedAdd).
 * An out-of-stock product has none, as the control draws none.
 */
export function AddStandIn({ product, onPress }: AddStandInProps) {
  if (product.stock <= 0) return null;
  const press = (event: MouseEvent) => {
    requestedAdds.set(product._id, event.timeStamp);
    onPress();
  };
  return (
    <button type="button" onClick={press} className={ADD_BUTTON_CLASS}>
      Add
    </button>
  );
}
