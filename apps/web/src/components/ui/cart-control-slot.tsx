import { createContext, useContext } from 'react';
import type { MouseEvent, ReactNode, Ref } from 'react';
import type { Product } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { pressKeyOf } from '../../lib/product-variant';
import { cartControlSlotTexts } from './cart-control-slot-texts';

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

/** The words of "Add", in the page's locale: the slot's button and the control's own say the same. */
export function AddText() {
  return useTexts(cartControlSlotTexts).add;
}

/** The look of "Add", the slot's (drawn by the server and kept) and the control's own alike. */
export const ADD_BUTTON_CLASS =
  'inline-flex h-8 min-w-16 items-center justify-center rounded-lg border border-brand-700 bg-brand-50 px-4 text-sm font-bold text-brand-800 transition hover:bg-brand-700 hover:text-white';

/** Presses of "Add" made before the control's code had come, by `pressKeyOf`: when each was made. */
const requestedAdds = new Map<string, number>();

/**
 * Whether "Add" was pressed for `pressKey` (`pressKeyOf`) before the control's code came; the control, once
 * here, carries the press out (it is taken: asked again, the answer is no). Gives when it was
 * pressed (the event's time stamp), or undefined.
 */
export function takeRequestedAdd(pressKey: string): number | undefined {
  const pressedAt = requestedAdds.get(pressKey);
  requestedAdds.delete(pressKey);
  return pressedAt;
}

/** A press of "Add" as the control needs it: when it came, and the browser's click count. */
export interface AddPress {
  timeStamp: number;
  detail: number;
}

/**
 * What the control, once its code has come, does with a press of "Add". The button itself is not
 * the control's: it is drawn by the server and kept as it is while the app takes the page over and
 * the control's code comes (issue 40), so a press is never made on a button that is going away.
 */
export interface AddHandler {
  current: ((press: AddPress) => void) | null;
}

interface AddButtonProps {
  product: Product;
  /** The control's handler, once its code has come (see AddHandler). */
  handler: AddHandler;
  /** Called after a press the control could not take yet is recorded: fetch its code at once. */
  onEarlyPress: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * "Add" for a product not in the cart, drawn by the server with the page and kept through the
 * takeover: before the control's code has come a press is recorded for the control to carry out
 * (see takeRequestedAdd); after, the control takes it at once.
 */
export function AddButton({ product, handler, onEarlyPress, ref }: AddButtonProps) {
  const press = (event: MouseEvent) => {
    if (handler.current) {
      handler.current(event);
      return;
    }
    requestedAdds.set(pressKeyOf(product), event.timeStamp);
    onEarlyPress();
  };
  return (
    <button ref={ref} type="button" onClick={press} className={ADD_BUTTON_CLASS}>
      <AddText />
    </button>
  );
}
