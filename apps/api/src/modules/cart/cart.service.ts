import { inBoth } from '../../http/answer-texts';
import { MAX_CART_QUANTITY, variantLabel } from '@shop/contract';
import type { CartLine, MergeCartRequest, MergeCartResult, VatRate } from '@shop/contract';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError } from '../../app-error';
import { loadProducts } from '../catalog/catalog.service';
import { variantTexts } from '../catalog/variant-texts';
import { withVariants } from './cart-variants';
import {
  deleteCartLine,
  findCartLineWithStock,
  findProductStock,
  findVariantStock,
  insertCartLine,
  mergeCartLines,
  selectCartLines,
  updateCartLineQuantity,
  type CartLineRow,
  type MergeItem,
} from './cart.repo';

export interface CartDeps {
  db: Database;
  publicUrl: string;
}

async function populate(
  deps: CartDeps,
  rows: readonly (CartLineRow & { vatRate?: VatRate })[],
): Promise<CartLine[]> {
  const products = await loadProducts(
    deps,
    rows.map((row) => row.productId),
  );
  const byId = new Map(products.map((product) => [product._id, product]));
  const lines = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    // A product deleted meanwhile takes its cart lines with it (ON DELETE CASCADE).
    return product
      ? [
          {
            row,
            line: {
              _id: row.id,
              quantity: row.quantity,
              productId: product,
              // The rate an order would tax it at now, when read with the cart (issue 47).
              ...(row.vatRate ? { vatRate: row.vatRate } : {}),
            },
          },
        ]
      : [];
  });
  return withVariants(deps.db, lines);
}

async function populateOne(deps: CartDeps, row: CartLineRow): Promise<CartLine> {
  const [line] = await populate(deps, [row]);
  if (!line)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.productNotFound),
    );
  return line;
}

/** The caller's cart, each line with its product as the catalogue shows it. */
export async function getCart(deps: CartDeps, userId: string): Promise<CartLine[]> {
  return populate(deps, await selectCartLines(deps.db, userId));
}

/** The 404 for a product that is not there, or a variant (not null) it does not have. */
function notThere(variant: string | null): AppError {
  const refusal =
    variant === null ? inBoth((t) => t.productNotFound) : variantTexts.variantNotFound;
  return new AppError('NOT_FOUND', refusal);
}

/**
 * Puts one of a product's variant in the caller's cart: `variantId` one of its variants; left out,
 * or the product's own id, its default variant (the product row).
 */
export async function addToCart(
  deps: CartDeps,
  userId: string,
  productId: string,
  variantId?: string,
): Promise<CartLine> {
  const variant = variantId === undefined || variantId === productId ? null : variantId;
  const product =
    variant === null
      ? await findProductStock(deps.db, productId)
      : await findVariantStock(deps.db, productId, variant);
  if (!product) throw notThere(variant);
  if (product.stock < 1)
    throw new AppError(
      'CONFLICT',
      inBoth((t) => t.productOutOfStock),
    );
  let row: CartLineRow | undefined;
  try {
    row = await insertCartLine(deps.db, userId, productId, variant);
  } catch (error) {
    // The product (or variant) was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notThere(variant);
    throw error;
  }
  if (!row)
    throw new AppError(
      'CONFLICT',
      inBoth((t) => t.alreadyInCart),
    );
  return populateOne(deps, row);
}

/**
 * Sets the quantity of one of the caller's lines: a whole number from 1 to the product's stock,
 * and no more than one order may hold of it.
 */
export async function changeCartQuantity(
  deps: CartDeps,
  userId: string,
  input: { lineId: string; quantity: number },
): Promise<CartLine> {
  const line = await findCartLineWithStock(deps.db, userId, input.lineId);
  if (!line)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.cartLineNotFound),
    );
  if (input.quantity > line.stock) {
    const { stock } = line;
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.onlyLeft(stock)),
      { field: 'qty' },
    );
  }
  if (input.quantity > line.maxPerOrder) {
    const { maxPerOrder } = line;
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.overOrderLimit(maxPerOrder)),
      {
        field: 'qty',
      },
    );
  }
  const updated = await updateCartLineQuantity(deps.db, userId, input.lineId, input.quantity);
  if (!updated)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.cartLineNotFound),
    );
  return populateOne(deps, updated);
}

/** Removes one of the caller's lines. */
export async function removeFromCart(
  deps: CartDeps,
  userId: string,
  lineId: string,
): Promise<void> {
  if (!(await deleteCartLine(deps.db, userId, lineId)))
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.cartLineNotFound),
    );
}

/**
 * Folds a guest's cart into the caller's: each product's (each variant's, issue 43) quantity is
 * added to what the caller's line holds, capped by the stock and the product's per-order limit.
 * Products or variants gone or out of stock are skipped; a line already above its cap is left as
 * it is (checkout will say why).
 */
export async function mergeCart(
  deps: CartDeps,
  userId: string,
  items: MergeCartRequest['items'],
): Promise<MergeCartResult> {
  // The same variant twice (two tabs' guest carts) counts once, with both quantities.
  const asked = new Map<string, { item: MergeItem; quantity: number }>();
  for (const { productId, variantId, quantity } of items) {
    const item = { productId, variantId: variantId === productId ? null : (variantId ?? null) };
    const key = mergeKey(item);
    asked.set(key, { item, quantity: (asked.get(key)?.quantity ?? 0) + quantity });
  }
  const capped: MergeCartResult['capped'] = [];
  const merged = new Set<string>();
  if (asked.size > 0) {
    const wanted = [...asked.values()].map(({ item }) => item);
    await mergeCartLines(deps.db, userId, wanted, (product, current) => {
      const cap = Math.min(product.stock, product.maxPerOrder, MAX_CART_QUANTITY);
      if (cap < 1) return undefined;
      const key = mergeKey(product);
      merged.add(key);
      const total = current + (asked.get(key)?.quantity ?? 0);
      if (total <= cap) return total;
      const quantity = Math.max(current, cap);
      const name =
        product.values.length > 0
          ? `${product.name} (${variantLabel(product.values)})`
          : product.name;
      capped.push({ productId: product.productId, name, quantity });
      return quantity;
    });
  }
  const skipped = [...asked.entries()]
    .filter(([key]) => !merged.has(key))
    .map(([, { item }]) => item.productId);
  return { lines: await getCart(deps, userId), capped, skipped };
}

function mergeKey(item: MergeItem): string {
  return `${item.productId}:${item.variantId ?? ''}`;
}
