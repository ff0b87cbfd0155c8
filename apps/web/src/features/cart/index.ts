/**
 * The cart's public API for other features (checkout, content, product). The cart's contents
 * are shared state: src/stores/cart-store.ts. Components are not exported here: the app loads
 * the cart page and the side cart by file so that their styles load with them.
 */
export {
  type AdministrativeFeeArticle,
  fetchAdministrativeFee,
  getAddressType,
  getDeliveryCost,
  getRequiredInvoiceAddress,
  useAdministrativeFee,
} from './api/index.ts';
export { useAdministrativeFeeSync } from './hooks/administrative-fee-sync.ts';
export {
  type CartTotals,
  chooseEInvoice,
  type ShownCart,
  selectPremiumActive,
  selectShipping,
  selectTotals,
  setAddressType,
  setAdministrativeFee,
  shownCart,
} from './hooks/cart-costs.ts';
export { changePackage } from './hooks/cart-edit.ts';
export { useSideCartStore } from './hooks/side-cart-store.ts';
export { useCartPricing } from './hooks/use-cart-pricing.ts';
export { useShownCart } from './hooks/use-shown-cart.ts';
export { CartLinePackages, PriceOnRequestNote, shippingNote } from './lib/cart-texts.tsx';
export { type AmountInput, readAmount } from './lib/cart-view.ts';
