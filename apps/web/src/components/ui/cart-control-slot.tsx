import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
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
