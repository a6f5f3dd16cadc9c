/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { CartContents } from './cart-contents';

/** /cart: the drawer's content as a page, for phones (the header's cart icon leads here). */
export function CartPage() {
  return (
    <section className="mx-auto max-w-2xl px-0 py-2 sm:px-4 sm:py-6">
      <h1 className="px-4 pt-2 text-xl font-bold text-stone-900 sm:px-0 sm:text-2xl">Cart</h1>
      <CartContents layout="page" />
    </section>
  );
}
