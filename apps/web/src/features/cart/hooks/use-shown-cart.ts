import { useTenant } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { usePrivateCustomer } from '../../../stores/customer-type-store.ts';
import { type ShownCart, shownCart } from './cart-costs.ts';

/** The cart as this shopper reads it (shownCart): the cart page, the side cart and the checkout alike. */
export function useShownCart(): ShownCart {
  const tenant = useTenant();
  const privateCustomer = usePrivateCustomer(tenant.businessPrivateToggle);
  return useCartStore((state) => shownCart(state, privateCustomer, tenant.vat));
}
