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
export {
  type CartTotals,
  chooseEInvoice,
  selectPremiumActive,
  selectShipping,
  selectTotals,
  setAddressType,
  setAdministrativeFee,
} from './hooks/cart-costs.ts';
export { changePackage } from './hooks/cart-edit.ts';
export { useSideCartStore } from './hooks/side-cart-store.ts';
export { useCartPricing } from './hooks/use-cart-pricing.ts';
