import {
  type DeliveryCostAnswer,
  isPriceOnRequest,
  type OrderPricing,
  PREMIUM_DELIVERY_DEFAULT_MINOR,
  priceOrder,
} from '@shop/contract';
import {
  type AdministrativeFee,
  type CartAddressType,
  type CartCosts,
  type CartItem,
  type CartState,
  NO_DELIVERY,
  useCartStore,
} from '../../../stores/cart-store.ts';
import { fetchAdministrativeFee } from '../api/administrative-fee.ts';

/*
 * What the cart costs and the payer's e-invoice choice: used by the cart page, the side cart and
 * the checkout, all loaded on demand, so this stays out of the start-up JavaScript (the store
 * itself is there for the header's count).
 */

/** The delivery costs of an answer (a missing normal price is 0; no premium price: none offered). */
const deliveryCostsOf = (answer: DeliveryCostAnswer): Partial<CartCosts> => ({
  delivery: answer.normal || 0,
  premiumAvailable: Number.isInteger(answer.premium),
  premiumDelivery: answer.premium ?? PREMIUM_DELIVERY_DEFAULT_MINOR,
  deliveryName: answer.normalName ?? '',
  deliveryDescription: answer.normalDescription ?? '',
  premiumName: answer.premiumName ?? '',
});

/** order/ajaxGetDeliveryCost's answer; null (or an empty cart) clears the delivery costs. */
export function setDeliveryCosts(answer: DeliveryCostAnswer | null): void {
  const empty = answer === null || useCartStore.getState().itemsInCart === 0;
  useCartStore.setState(empty ? NO_DELIVERY : deliveryCostsOf(answer));
}

export function setRequiredInvoiceAddress(required: boolean): void {
  useCartStore.setState({ requiredInvoiceAddress: required });
}

export function setAdministrativeFee(fee: AdministrativeFee | null): void {
  useCartStore.setState({ administrativeFee: fee });
}

export function setAddressType(type: CartAddressType): void {
  useCartStore.setState({ addressType: type });
}

/**
 * The payer's e-invoice answer (SPEC.md §4): yes drops the administrative fee, no fetches it
 * (order/ajaxGetAdministrativeFee). Resolves once the fee is known; a later yes wins.
 */
export async function chooseEInvoice(yes: boolean): Promise<void> {
  if (yes) {
    useCartStore.setState({ eInvoiceSelected: true, administrativeFee: null });
    return;
  }
  useCartStore.setState({ eInvoiceSelected: false });
  try {
    const fee = await fetchAdministrativeFee();
    if (useCartStore.getState().eInvoiceSelected === false) useCartStore.setState({ administrativeFee: fee });
  } catch (error) {
    console.error('administrative fee', error);
  }
}

/** The cart's totals in net minor units (SPEC.md §4): items + shipping + administrative fee. */
export type CartTotals = { items: number; shipping: number; administrativeFee: number; total: number };

/** Whether premium delivery is chosen and offered: what the order request sends. */
export function selectPremiumActive(state: Pick<CartState, 'premiumSelected' | 'premiumAvailable'>): boolean {
  return state.premiumSelected && state.premiumAvailable;
}

/** The shipping cost: premium when chosen and offered, else normal delivery. */
export function selectShipping(
  state: Pick<CartState, 'premiumSelected' | 'premiumAvailable' | 'premiumDelivery' | 'delivery'>,
): number {
  return selectPremiumActive(state) ? state.premiumDelivery : state.delivery;
}

const totalsOf = new WeakMap<CartState, CartTotals>();

/**
 * The totals of a cart state, priced as the server prices the order (priceOrder: the net parts;
 * VAT is the checkout summary's, on the net total). The same state gives the same object, so
 * `useCartStore(selectTotals)` is safe in components.
 */
export function selectTotals(state: CartState): CartTotals {
  let totals = totalsOf.get(state);
  if (!totals) {
    const pricing = priceOrder({
      lines: Object.values(state.items),
      normalFreight: state.delivery,
      premiumFreight: state.premiumAvailable ? state.premiumDelivery : null,
      premiumSelected: state.premiumSelected,
      administrativeFee: state.administrativeFee?.price ?? 0,
      vatPercent: 0,
      privateCustomer: false,
    });
    const { items, shipping, administrativeFee, total } = pricing;
    totals = { items, shipping, administrativeFee, total };
    totalsOf.set(state, totals);
  }
  return totals;
}

/** The cart as the shopper reads it: each line with its shown price, the shown sums, the lines priced on request. */
export type ShownCart = {
  lines: CartItem[];
  pricing: OrderPricing;
  /** The shown price of each line by article id (rounded per line: the lines add up to the total). */
  linePrice: ReadonlyMap<number, number>;
  /** Lines whose price is given on request: a quote follows for them. */
  onRequest: CartItem[];
};

const shownOf = new WeakMap<CartState, Map<string, ShownCart>>();

/**
 * The cart priced by the contract's one rule (priceOrder), as this shopper reads it: net for
 * business customers; with VAT per line for private customers, summed. The same state and
 * shopper give the same object.
 */
export function shownCart(state: CartState, privateCustomer: boolean, vatPercent: number): ShownCart {
  let byShopper = shownOf.get(state);
  if (!byShopper) {
    byShopper = new Map();
    shownOf.set(state, byShopper);
  }
  const key = `${privateCustomer}|${vatPercent}`;
  let view = byShopper.get(key);
  if (!view) {
    const lines = Object.values(state.items);
    const pricing = priceOrder({
      lines,
      normalFreight: state.delivery,
      premiumFreight: state.premiumAvailable ? state.premiumDelivery : null,
      premiumSelected: state.premiumSelected,
      administrativeFee: state.administrativeFee?.price ?? 0,
      vatPercent,
      privateCustomer,
    });
    const linePrice = new Map(lines.map((line, i) => [line.article.id, pricing.shown.linePrices[i] ?? 0]));
    const onRequest = lines.filter((line) => isPriceOnRequest(line.article));
    view = { lines, pricing, linePrice, onRequest };
    byShopper.set(key, view);
  }
  return view;
}
