/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { SideDrawer } from '../../components/ui/side-drawer';
import { CartContents } from './cart-contents';

/** The cart over the page's right side, opened from the header's cart button on wide screens. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  return (
    <SideDrawer title="Cart" onClose={onClose}>
      <CartContents layout="drawer" />
    </SideDrawer>
  );
}
