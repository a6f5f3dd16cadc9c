import {
  AddToCartRequestSchema,
  CART_TEXT,
  CartLineResponseSchema,
  CartListResponseSchema,
  DeleteCartItemRequestSchema,
  MessageResponseSchema,
  UpdateCartQuantityRequestSchema,
} from '@shop/contract';
import type { App } from '../../http/app-instance';
import { authOf, type Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  addToCart,
  changeCartQuantity,
  getCart,
  removeFromCart,
  type CartDeps,
} from './cart.service';

/** The cart calls of CONTRACT.md: a shopper reads and changes only their own lines. */
export function registerCartRoutes(app: App, deps: CartDeps, requireLogin: Guard): void {
  const tags = ['cart'];

  app.post(
    '/api/cart/create',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Put one of a product in the cart',
        body: AddToCartRequestSchema,
        response: { 201: CartLineResponseSchema },
      },
    },
    async (request, reply) => {
      const line = await addToCart(deps, authOf(request).userId, request.body.productId);
      return reply.status(201).send(ok(line, CART_TEXT.added));
    },
  );

  app.get(
    '/api/cart/get',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: "The caller's cart, products populated",
        response: { 200: CartListResponseSchema },
      },
    },
    async (request) => ok(await getCart(deps, authOf(request).userId)),
  );

  app.put(
    '/api/cart/update-qty',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Set the quantity of a cart line (1 to the stock)',
        body: UpdateCartQuantityRequestSchema,
        response: { 200: CartLineResponseSchema },
      },
    },
    async (request) =>
      ok(
        await changeCartQuantity(deps, authOf(request).userId, {
          lineId: request.body._id,
          quantity: request.body.qty,
        }),
        'Cart updated',
      ),
  );

  app.delete(
    '/api/cart/delete-cart-item',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Remove a cart line',
        body: DeleteCartItemRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await removeFromCart(deps, authOf(request).userId, request.body._id);
      return ok(null, CART_TEXT.removed);
    },
  );
}
