import { localize, type Order } from '@shop/contract';
import { clearRedirectedToSummary, isRedirectedToSummary } from './redirect-flag.ts';

export type PurchaseItem = { item_id: string; item_name: string; price: number; quantity: number };

/** The e-commerce event of a placed order (GA4 'purchase'); money in major units. */
export type PurchaseEvent = {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    tax: number;
    shipping: number;
    currency: string;
    items: PurchaseItem[];
  };
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const major = (minor: number) => Math.round(minor) / 100;

/** The goods of an order: not the freight or administrative-fee lines. */
export function goodsOf(order: Pick<Order, 'orderItems'>) {
  return order.orderItems.filter((item) => item.freight === 'NONE' && !item.administrativeFee);
}

/**
 * The purchase event of an order. Tax is the total times the VAT percent (SPEC.md §4): the net
 * total × VAT %, which is the order's VAT.
 */
export function purchaseEvent(
  order: Pick<Order, 'orderNumber' | 'totals' | 'shipping' | 'currency' | 'vatPercent' | 'orderItems'>,
  lang: string,
): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.orderNumber),
      value: major(order.totals.gross),
      tax: major((order.totals.net * order.vatPercent) / 100),
      shipping: major(order.shipping),
      currency: order.currency,
      items: goodsOf(order).map((item) => ({
        item_id: item.articleNumber,
        item_name: localize(item.name, lang),
        price: item.amount > 0 ? major(item.price / item.amount) : 0,
        quantity: item.amount,
      })),
    },
  };
}

type ReportOptions = {
  /** The shopper accepted all cookies. */
  consent: boolean;
  hostname: string;
  /** The tenant's hosts where orders are reported. */
  trackingHosts: readonly string[];
  lang: string;
  target?: Window;
};

/**
 * Reports a placed order once (SPEC.md §4): only when the shopper arrived here from placing
 * it (the redirectedToSummary flag), only with consent and only on the tenant's tracking hosts.
 * The flag clears in every case, so a reload or a later visit never reports it. Answers whether
 * the event was pushed.
 */
export function reportPurchaseOnce(order: Parameters<typeof purchaseEvent>[0], options: ReportOptions): boolean {
  if (!isRedirectedToSummary(order.orderNumber)) return false;
  clearRedirectedToSummary(order.orderNumber);
  if (!options.consent || !options.trackingHosts.includes(options.hostname)) return false;
  const target = options.target ?? window;
  target.dataLayer ??= [];
  target.dataLayer.push(purchaseEvent(order, options.lang));
  return true;
}
