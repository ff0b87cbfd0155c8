import { linePrice, type RuleLine } from './cart-line.ts';
import { type OrderTotals, orderTotals } from './checkout-rules.ts';
import { withVat } from './money.ts';
import type { Order, OrderItem } from './order.ts';

/**
 * An order's price, once, for the cart that shows it and the server that charges it (SPEC.md
 * §3–§5): the goods lines (unit price × amount, nothing where the shop pays), the freight
 * chosen (premium where chosen and offered, else normal) and the administrative fee. Amounts
 * are rounded per line, then summed: a business customer reads net lines and VAT rounded once on
 * the net total; a private customer reads each line with VAT, and the gross total is the sum of
 * those lines, so the lines shown always add up to the total shown. All money is in integer minor
 * units, net unless named shown.
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
  const shown = shownParts({ linePrices, shipping, administrativeFee }, (net: number) =>
    shownAmount(net, privateCustomer, vatPercent),
  );
  return {
    linePrices,
    items,
    premium,
    shipping,
    administrativeFee,
    total,
    totals: privateCustomer ? grossTotals(total, shown.total) : orderTotals(total, vatPercent),
    shown,
  };
}

/** Round per line, then sum: every part as the shopper reads it, and their sum as the total. */
function shownParts(
  net: { linePrices: readonly number[]; shipping: number; administrativeFee: number },
  shown: (net: number) => number,
): ShownPrices {
  const linePrices = net.linePrices.map(shown);
  let items = 0;
  for (const price of linePrices) items += price;
  const shipping = shown(net.shipping);
  const administrativeFee = shown(net.administrativeFee);
  return { linePrices, items, shipping, administrativeFee, total: items + shipping + administrativeFee };
}

/** Totals of a private customer's order: the gross is the sum of the lines shown with VAT. */
function grossTotals(net: number, gross: number): OrderTotals {
  return { net, vat: gross - net, gross };
}

/** How a placed order is paid (SPEC.md §1, §4): consumers in advance, business customers by invoice. */
export type PaymentKind = 'ADVANCE' | InvoiceKind;
/** The invoice a business order asked for: an e-invoice, a PDF invoice by e-mail, or paper. */
export type InvoiceKind = 'E-INVOICE' | 'PDF' | 'PAPER';

/** A goods line of a placed order with the price shown for it; null where a quote follows. */
export interface OrderViewLine {
  item: OrderItem;
  /** The line's price as the customer read it in the cart; null when priced on request. */
  shown: number | null;
}

/** What the confirmation page and the e-mail show of a placed order: one rule for both. */
export interface OrderView {
  /** Amounts include VAT (private customer), else they are net. */
  withVat: boolean;
  lines: OrderViewLine[];
  /** Lines priced on request: a quote follows for them. */
  onRequest: OrderItem[];
  items: number;
  shipping: number;
  administrativeFee: number;
  /** items + shipping + administrativeFee: the gross total for a private customer, else the net. */
  total: number;
  totals: OrderTotals;
  payment: PaymentKind | null;
}

/** Whether an item is the price of something other than goods: freight or the administrative fee. */
export function isServiceItem(item: Pick<OrderItem, 'freight' | 'administrativeFee'>): boolean {
  return item.freight !== 'NONE' || item.administrativeFee;
}

/** Whether a line's price is given on request (a quote follows): an alternative-price text stands for it. */
export function isPriceOnRequest(item: { alternativePrice: string | null; payer: string }): boolean {
  return item.alternativePrice !== null && item.alternativePrice !== '' && item.payer !== 'TENANT';
}

/**
 * A placed order as the customer reads it: the goods lines with their shown prices, shipping,
 * fee and total, rounded per line and then summed as priceOrder does, and how it is paid.
 */
export function viewOrder(order: Order): OrderView {
  const withVat = order.privateCustomer;
  const goods = order.orderItems.filter((item) => !isServiceItem(item));
  const sum = (items: readonly OrderItem[]) => items.reduce((s, item) => s + item.price, 0);
  const shipping = order.shipping || sum(order.orderItems.filter((item) => item.freight !== 'NONE'));
  const fee = order.administrativeFee || sum(order.orderItems.filter((item) => item.administrativeFee));
  const shown = shownParts({ linePrices: goods.map((item) => item.price), shipping, administrativeFee: fee }, (net) =>
    shownAmount(net, withVat, order.vatPercent),
  );
  return {
    withVat,
    lines: goods.map((item, i) => ({ item, shown: isPriceOnRequest(item) ? null : (shown.linePrices[i] ?? 0) })),
    onRequest: goods.filter(isPriceOnRequest),
    items: shown.items,
    shipping: shown.shipping,
    administrativeFee: shown.administrativeFee,
    total: shown.total,
    totals: order.totals,
    payment: order.payment,
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
