import { SideDrawer } from '../../components/ui/side-drawer';
import { useTexts } from '../../lib/locale';
import { CartContents } from './cart-contents';
import { cartTexts } from './cart-texts';

/** The cart over the page's right side, opened from the header's cart button on wide screens. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const t = useTexts(cartTexts);
  return (
    <SideDrawer title={t.cart} onClose={onClose}>
      <CartContents layout="drawer" />
    </SideDrawer>
  );
}
