import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { MAX_CART_QUANTITY } from '@shop/contract';
import type { CartLine, Product } from '@shop/contract';
import { ADD_BUTTON_CLASS, takeRequestedAdd } from '../../components/ui/cart-control-slot';
import type { AddHandler, AddPress } from '../../components/ui/cart-control-slot';
import { AddText } from '../../components/ui/cart-control-slot';
import { cartQuery } from '../../lib/cart-query';
import { lineHolds, pressKeyOf } from '../../lib/product-variant';
import { useTexts } from '../../lib/locale';
import { useSession } from '../../lib/session-context';
import { isPendingLine, useCartActions } from './cart-actions';
import { cartTexts } from './cart-texts';

const STEP_BUTTON_CLASS =
  'grid h-full w-8 place-items-center transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';

/**
 * How long after "Add" a press of the control is taken for the second click of a double-click:
 * the stepper appears under the pointer where "Add" was, 80 to 150 ms later, so a double-click
 * would otherwise add two (or open the quantity field, or take the line out again).
 */
const DOUBLE_CLICK_MS = 500;

/**
 * When "Add" was last pressed for each product, the products whose last press was "Add" (not yet
 * one of the stepper's), and whose quantity takes focus once shown.
 */
interface AddPresses {
  at: Map<string, number>;
  lastWasAdd: Set<string>;
  focusQuantity: Set<string>;
}

/**
 * Kept per app (its query client), not in the component: the page may draw the control anew as
 * the line arrives, and the new one must still know a press belongs to the double-click.
 */
const addPressesByApp = new WeakMap<QueryClient, AddPresses>();

function addPressesOf(queryClient: QueryClient): AddPresses {
  let presses = addPressesByApp.get(queryClient);
  if (!presses) {
    presses = { at: new Map(), lastWasAdd: new Set(), focusQuantity: new Set() };
    addPressesByApp.set(queryClient, presses);
  }
  return presses;
}

/** The most the line may hold: the stock, the product's per-order limit and the cart's cap. */
function maxOf(product: Product): number {
  return Math.min(product.stock, product.max_per_order ?? MAX_CART_QUANTITY, MAX_CART_QUANTITY);
}

/** What the control says at its limit: the stock left, or the per-order limit. */
function limitText(
  t: { onlyLeft: (count: number) => string; perOrder: (count: number) => string },
  product: Product,
  max: number,
): string {
  return max >= product.stock ? t.onlyLeft(max) : t.perOrder(max);
}

interface CartControlProps {
  product: Product;
  /**
   * Where "Add" is drawn by the slot itself (the server's button, kept through the takeover): the
   * control then draws nothing while the product is not in the cart, and takes the button's
   * presses through this handler. Without it, the control draws its own "Add".
   */
  addHandlerRef?: AddHandler;
  /** The slot's "Add", for the focus to go back to after the last "−". */
  addButtonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * "Add" while the product is not in the cart, otherwise minus, quantity and plus. Filled into
 * product cards and the product page through the cart control slot. The quantity can be typed
 * (press it), each change is announced to screen readers, and focus follows the control: to the
 * quantity after "Add", back to "Add" after the last "−".
 */
export function CartControl({ product, addHandlerRef, addButtonRef }: CartControlProps) {
  const { status } = useSession();
  const { data: line } = useQuery({
    ...cartQuery,
    enabled: status !== 'logged-out',
    // A product with variants may have a line per variant (issue 43): a line's product carries its
    // variant's code, so the control of a card (the default's code) and of a cart line find theirs.
    select: (lines: CartLine[]) => lines.find((each) => lineHolds(each, product)),
  });
  const actions = useCartActions();
  const t = useTexts(cartTexts);
  const presses = addPressesOf(useQueryClient());
  const focusNext = useRef<'add' | null>(null);
  const ownAddButton = useRef<HTMLButtonElement>(null);
  const addButton = addButtonRef ?? ownAddButton;
  const quantityButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [hint, setHint] = useState('');
  const [announce, setAnnounce] = useState(false);
  const hintId = useId();
  const inCart = line !== undefined;
  // The presses are the variant's as shown: "Add" on 380V, then on 220V at once, are two lines.
  const pressKey = pressKeyOf(product);
  // A press of the stepper that belongs to the double-click on "Add": one the browser counts as
  // the second click of a double-click (detail 2) right after "Add", or one within the window,
  // measured between the presses themselves (when the browser took them), not when a page busy
  // drawing the stepper got round to running their handlers.
  const justAdded = (press: { timeStamp: number; detail: number }) =>
    (press.detail >= 2 && presses.lastWasAdd.has(pressKey)) ||
    press.timeStamp - (presses.at.get(pressKey) ?? Number.NEGATIVE_INFINITY) < DOUBLE_CLICK_MS;
  /** A stepper press that counts: the next double-click on it is the shopper's own. */
  const stepperPressed = () => presses.lastWasAdd.delete(pressKey);
  /** "Add", pressed at `timeStamp`: the line shows at once, and then takes the focus. */
  const add = (timeStamp: number) => {
    presses.at.set(pressKey, timeStamp);
    presses.lastWasAdd.add(pressKey);
    presses.focusQuantity.add(pressKey);
    actions.add(product);
  };

  // "Add" pressed on the slot's button before this code had come: that press is carried out as the
  // control comes (once: later changes of the line are the shopper's own presses).
  const carryOutStandInPress = useEffectEvent(() => {
    const pressedAt = takeRequestedAdd(pressKey);
    if (pressedAt !== undefined && !inCart && product.stock > 0) add(pressedAt);
  });
  useEffect(() => {
    carryOutStandInPress();
  }, []);

  /** A press of "Add": a second one before the first has shown its line is the same intent. */
  const pressAdd = (press: AddPress) => {
    if (justAdded(press)) return;
    setHint('');
    add(press.timeStamp);
  };
  // The slot's "Add" hands its presses over from the commit that draws this control on, so none
  // falls between the control's coming and its first effects. A press recorded before that and not
  // carried out yet is the one the shopper means: it is carried out, and this one joins it.
  useLayoutEffect(() => {
    if (!addHandlerRef) return;
    addHandlerRef.current = (press) => {
      const pressedAt = takeRequestedAdd(pressKey);
      if (pressedAt !== undefined && !inCart) add(pressedAt);
      pressAdd(press);
    };
    return () => {
      addHandlerRef.current = null;
    };
  });

  useEffect(() => {
    if (inCart && presses.focusQuantity.delete(pressKey)) {
      quantityButton.current?.focus();
    } else if (focusNext.current === 'add' && !inCart) {
      addButton.current?.focus();
      focusNext.current = null;
    }
  }, [addButton, inCart, presses, pressKey]);

  if (!line) {
    if (product.stock <= 0 || addHandlerRef) return null;
    return (
      <button ref={ownAddButton} type="button" onClick={pressAdd} className={ADD_BUTTON_CLASS}>
        <AddText />
      </button>
    );
  }

  // Until the server has answered the add, the line has no id the other calls could use.
  const waiting = isPendingLine(line);
  const max = maxOf(line.productId);
  const atLimit = line.quantity >= max;
  const message = hint || (atLimit ? limitText(t, line.productId, max) : '');

  const commitTyped = (text: string) => {
    setEditing(false);
    const typed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (!Number.isSafeInteger(typed) || typed < 1) {
      setHint(t.typeBetween(max));
      return;
    }
    const quantity = Math.min(typed, max);
    setHint(typed > max ? limitText(t, line.productId, max) : '');
    if (quantity !== line.quantity) {
      setAnnounce(true);
      actions.set(line, quantity);
    }
    focusNext.current = null;
    requestAnimationFrame(() => quantityButton.current?.focus());
  };

  return (
    <div className="inline-flex flex-col items-end">
      <div className="inline-flex h-8 items-stretch overflow-hidden rounded-lg bg-brand-700 text-white">
        <button
          type="button"
          aria-label={t.decrease}
          disabled={waiting}
          onClick={(event) => {
            if (justAdded(event)) return;
            stepperPressed();
            if (line.quantity <= 1) focusNext.current = 'add';
            setHint('');
            setAnnounce(true);
            actions.decrease(line);
          }}
          className={STEP_BUTTON_CLASS}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        {editing ? (
          <input
            // The shopper pressed the quantity to type one: the field is what they asked for.
            autoFocus
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            aria-label={t.quantity}
            aria-describedby={hintId}
            defaultValue={String(line.quantity)}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
            onBlur={(event) => {
              commitTyped(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitTyped(event.currentTarget.value);
              if (event.key === 'Escape') {
                setEditing(false);
                requestAnimationFrame(() => quantityButton.current?.focus());
              }
            }}
            className="w-12 bg-white text-center text-sm font-bold text-stone-900 tabular-nums outline-none"
          />
        ) : (
          <button
            ref={quantityButton}
            type="button"
            disabled={waiting}
            aria-describedby={hintId}
            title={t.typeQuantity}
            onClick={(event) => {
              if (justAdded(event)) return;
              stepperPressed();
              setEditing(true);
            }}
            className="grid min-w-7 place-items-center px-1 text-sm font-bold tabular-nums hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white"
          >
            <span className="sr-only">{t.quantityIs}</span>
            {line.quantity}
          </button>
        )}
        <button
          type="button"
          aria-label={t.increase}
          aria-describedby={hintId}
          disabled={waiting || atLimit}
          onClick={(event) => {
            if (justAdded(event)) return;
            stepperPressed();
            setHint('');
            setAnnounce(true);
            actions.increase(line);
          }}
          className={STEP_BUTTON_CLASS}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {message && (
        <span id={hintId} className="mt-0.5 text-[11px] leading-tight font-semibold text-amber-800">
          {message}
        </span>
      )}
      {/* Each change the shopper made, read out: the quantity it left (a refusal puts it back). */}
      <span role="status" className="sr-only">
        {announce ? t.inCart(line.quantity) : ''}
      </span>
    </div>
  );
}
