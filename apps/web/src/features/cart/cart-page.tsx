import { useTexts } from '../../lib/locale';
import { CartContents } from './cart-contents';
import { cartTexts } from './cart-texts';

/** /cart: the drawer's content as a page, for phones (the header's cart icon leads here). */
export function CartPage() {
  const t = useTexts(cartTexts);
  return (
    <section className="mx-auto max-w-2xl px-0 py-2 sm:px-4 sm:py-6">
      <h1 className="px-4 pt-2 text-xl font-bold text-stone-900 sm:px-0 sm:text-2xl">{t.cart}</h1>
      <CartContents layout="page" />
    </section>
  );
}
