/**
 * The cart's public API for other features (checkout, summary). Components are not exported
 * here: import a page's component from its own file so its styles load with it.
 */
export {
  type AdministrativeFeeArticle,
  fetchAdministrativeFee,
  getAddressType,
  getDeliveryCost,
  getRequiredInvoiceAddress,
  useAdministrativeFee,
} from './api/index.ts';
export {
  type CartTotals,
  chooseEInvoice,
  selectPremiumActive,
  selectShipping,
  selectTotals,
} from './hooks/cart-costs.ts';
export { changePackage } from './hooks/cart-edit.ts';
export {
  type AdministrativeFee,
  type CartAddressType,
  type CartCosts,
  type CartItem,
  type CartProduct,
  type CartState,
  EMPTY_CART,
  flushCart,
  NO_COSTS,
  newOrderKey,
  readSavedCart,
  type StoredCart,
  useCartStore,
} from './hooks/cart-store.ts';
export { useSideCartStore } from './hooks/side-cart-store.ts';
export { useCartPricing } from './hooks/use-cart-pricing.ts';
