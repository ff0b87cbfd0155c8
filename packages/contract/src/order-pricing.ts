import { linePrice, type RuleLine } from './cart-line.ts';
import { type OrderTotals, orderTotals } from './checkout-rules.ts';
import { withVat } from './money.ts';

/**
 * An order's price, once, for the cart that shows it and the server that charges it (SPEC.md
 * §3–§5): the goods lines (unit price × amount, nothing where the shop pays), the freight
 * chosen (premium where chosen and offered, else normal), the administrative fee, and VAT
 * rounded once on the net total. All money is in integer minor units, net unless named shown.
 */
export interface PricingInput {
  /** The goods lines (freight and fee articles are not among them). */
  lines: readonly RuleLine[];
  /** Normal freight for these lines' weight (normalFreight). */
  normalFreight: number;
  /** Premium freight, or null where the shop does not offer it (premiumFreight). */
  premiumFreight: number | null;
  /** Whether the shopper chose premium delivery. */
  premiumSelected: boolean;
  /** The administrative fee charged: 0 where it does not apply (administrativeFeeApplies). */
  administrativeFee: number;
  /** The shop's VAT percent. */
  vatPercent: number;
  /** Private customers read amounts with VAT, business customers net (SPEC.md §5). */
  privateCustomer: boolean;
}

export interface OrderPricing {
  /** Each goods line's net price, in the order of the input. */
  linePrices: number[];
  /** Sum of the goods lines. */
  items: number;
  /** Whether premium freight is charged (chosen and offered). */
  premium: boolean;
  /** The freight charged. */
  shipping: number;
  administrativeFee: number;
  /** items + shipping + administrativeFee: the net total the VAT is computed on. */
  total: number;
  /** Net, VAT and gross of the whole order. */
  totals: OrderTotals;
  /** The same amounts as this customer reads them: with VAT for a private customer, else net. */
  shown: ShownPrices;
}

/** Amounts as the shopper reads them (shownAmount of each). */
export interface ShownPrices {
  linePrices: number[];
  items: number;
  shipping: number;
  administrativeFee: number;
  total: number;
}

/** A net amount as the shopper reads it: with VAT for private customers, net for business (SPEC.md §5). */
export function shownAmount(netMinor: number, privateCustomer: boolean, vatPercent: number): number {
  return privateCustomer ? withVat(netMinor, vatPercent) : netMinor;
}

/** The price of an order (see PricingInput). Pure: the same input gives the same figures. */
export function priceOrder(input: PricingInput): OrderPricing {
  const linePrices = input.lines.map(linePrice);
  let items = 0;
  for (const price of linePrices) items += price;
  const premium = input.premiumSelected && input.premiumFreight !== null;
  const shipping = premium ? (input.premiumFreight ?? 0) : input.normalFreight;
  const administrativeFee = input.administrativeFee;
  const total = items + shipping + administrativeFee;
  const { vatPercent, privateCustomer } = input;
  const shown = (net: number) => shownAmount(net, privateCustomer, vatPercent);
  return {
    linePrices,
    items,
    premium,
    shipping,
    administrativeFee,
    total,
    totals: orderTotals(total, vatPercent),
    shown: {
      linePrices: linePrices.map(shown),
      items: shown(items),
      shipping: shown(shipping),
      administrativeFee: shown(administrativeFee),
      total: shown(total),
    },
  };
}

/** The largest amount an order's stored sums may reach (every column of orders and items). */
export function largestSum(pricing: OrderPricing): number {
  return Math.max(
    0,
    ...pricing.linePrices,
    pricing.shipping,
    pricing.administrativeFee,
    pricing.totals.net,
    pricing.totals.vat,
    pricing.totals.gross,
  );
}
