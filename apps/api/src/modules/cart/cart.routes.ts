import { wordsFor } from '../../http/answer-texts';
import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  addToCart,
  changeCartQuantity,
  getCart,
  mergeCart,
  removeFromCart,
  type CartDeps,
} from './cart.service';

/** The cart calls: a shopper reads and changes only their own lines. */
export function registerCartRoutes(routes: EndpointRouter, deps: CartDeps): void {
  routes.add(endpoints.addToCart, async (request) =>
    ok(
      await addToCart(deps, authOf(request).userId, request.body.productId, request.body.variantId),
      wordsFor(request).itemAdded,
    ),
  );

  routes.add(endpoints.getCart, async (request) => ok(await getCart(deps, authOf(request).userId)));

  routes.add(endpoints.updateCartQuantity, async (request) =>
    ok(
      await changeCartQuantity(deps, authOf(request).userId, {
        lineId: request.body._id,
        quantity: request.body.qty,
      }),
      wordsFor(request).cartUpdated,
    ),
  );

  routes.add(endpoints.mergeCart, async (request) =>
    ok(
      await mergeCart(deps, authOf(request).userId, request.body.items),
      wordsFor(request).cartMerged,
    ),
  );

  routes.add(endpoints.deleteCartItem, async (request) => {
    await removeFromCart(deps, authOf(request).userId, request.body._id);
    return ok(null, wordsFor(request).itemRemoved);
  });
}
