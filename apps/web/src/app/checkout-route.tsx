import { AddressFormDialog } from '../features/addresses/address-form-dialog';
import { CheckoutPage } from '../features/checkout/checkout-page';

/**
 * /checkout, composed here because features never import each other: checkout's "Add address"
 * tile opens the addresses feature's dialog.
 */
export function CheckoutRoute() {
  return <CheckoutPage AddressDialog={AddressFormDialog} />;
}
