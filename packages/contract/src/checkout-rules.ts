import {
  type ArticlePayer,
  linePrice,
  MAX_LINE_AMOUNT,
  PREMIUM_DELIVERY_DEFAULT_MINOR,
  type RuleLine,
} from './cart-line.ts';
import { roundMinor, vatOf } from './money.ts';

export {
  type ArticlePayer,
  chargedUnitPrice,
  linePrice,
  MAX_LINE_AMOUNT,
  PREMIUM_DELIVERY_DEFAULT_MINOR,
  type RuleArticle,
  type RuleLine,
} from './cart-line.ts';

/**
 * The cart and order rules of SPEC.md §3, §4 and §9 as pure functions: the web app shows
 * what they give, the server charges what they give. All money is in integer minor units.
 */

/** Lines in one order at most. */
export const MAX_ORDER_LINES = 200;
/** Up to this total weight (grams) an order goes by letter post, to the postal address. */
export const POSTAL_MAX_WEIGHT_G = 2000;
/** Normal freight is charged once per started weight step (grams). */
export const FREIGHT_WEIGHT_STEP_G = 20_000;

export function isValidAmount(amount: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount <= MAX_LINE_AMOUNT;
}

export function itemsTotal(lines: readonly RuleLine[]): number {
  return lines.reduce((sum, line) => sum + linePrice(line), 0);
}

/** Sum of amount × weight over every line (decides the address type). */
export function totalWeight(lines: readonly RuleLine[]): number {
  return lines.reduce((sum, line) => sum + line.article.weight * line.amount, 0);
}

/** Sum of amount × weight over the lines that do not ship free (decides the freight). */
export function freightWeight(lines: readonly RuleLine[]): number {
  return totalWeight(lines.filter((line) => !line.article.freeShipping));
}

/**
 * Normal freight for a weight: nothing when nothing to charge weighs anything (free shipping
 * or an empty cart), else the freight price once per started weight step.
 */
export function normalFreight(weightGrams: number, freightPrice: number | null): number {
  if (weightGrams <= 0 || freightPrice === null) return 0;
  return freightPrice * Math.ceil(weightGrams / FREIGHT_WEIGHT_STEP_G);
}

/**
 * Premium freight: the shop's premium price (else the default) once per started weight step, as
 * normal freight is charged, so premium never costs less than normal freight for a heavy cart;
 * at least once (a parcel of free-shipping goods still goes by courier). Null where premium is
 * not offered.
 */
export function premiumFreight(premiumPrice: number | null, offered: boolean, weightGrams = 0): number | null {
  if (!offered) return null;
  return (premiumPrice ?? PREMIUM_DELIVERY_DEFAULT_MINOR) * freightSteps(weightGrams);
}

/** How many times a freight price is charged for a weight: once per started weight step, at least once. */
export function freightSteps(weightGrams: number): number {
  return Math.max(1, Math.ceil(weightGrams / FREIGHT_WEIGHT_STEP_G));
}

export type AddressType = 'DELIVERY' | 'POSTAL';

/**
 * Address type fixed on checkout load (SPEC.md §4): public shops deliver; otherwise an empty
 * cart gives postal, and the weight decides: light parcels go by post to the postal address.
 */
export function addressTypeFor(opts: { publicTenant: boolean; itemCount: number; weightGrams: number }): AddressType {
  if (opts.publicTenant) return 'DELIVERY';
  if (opts.itemCount === 0) return 'POSTAL';
  return opts.weightGrams <= POSTAL_MAX_WEIGHT_G ? 'POSTAL' : 'DELIVERY';
}

/** The shop's weight rule alone, as order/ajaxUseDeliveryOrPostalAddress answers it. */
export function addressTypeForWeight(weightGrams: number): AddressType {
  return weightGrams <= POSTAL_MAX_WEIGHT_G ? 'POSTAL' : 'DELIVERY';
}

/**
 * Whether the order needs an invoice address: some article is paid by the customer. Articles
 * the shop pays (TENANT) are not invoiced; CUSTOMER articles are invoiced unless the
 * customer's own payer is the shop.
 */
export function invoiceRequired(
  payers: readonly ArticlePayer[],
  customerPayer: 'CUSTOMER' | 'TENANT' = 'CUSTOMER',
): boolean {
  return payers.some((p) => p === 'ALWAYS_CUSTOMER' || (p === 'CUSTOMER' && customerPayer === 'CUSTOMER'));
}

/**
 * Whether the paper-invoice fee is charged: only with an invoice, never where the shop waives
 * it, and not when the payer accepts e-invoices or gives a PDF invoice e-mail.
 */
export function administrativeFeeApplies(opts: {
  invoiceRequired: boolean;
  waived: boolean;
  wantsFee: boolean;
  eInvoiceAddress?: string | null | undefined;
  pdfInvoiceEmail?: string | null | undefined;
}): boolean {
  if (!opts.invoiceRequired || opts.waived || !opts.wantsFee) return false;
  return !opts.eInvoiceAddress?.trim() && !opts.pdfInvoiceEmail?.trim();
}

/** The invoice a business order gets: an e-invoice, a PDF invoice by e-mail, or paper (with the fee). */
export type InvoiceKindChoice = 'E-INVOICE' | 'PDF' | 'PAPER';

/**
 * The invoice an order asked for (SPEC.md §4, §9). Where the shop offers the invoice-type
 * choice it is the type chosen (E-INVOICE by default). Elsewhere: E-INVOICE when the payer
 * accepted e-invoices (shops that ask), else PDF when a PDF invoice e-mail is given, else paper.
 */
export function invoiceKindOf(opts: {
  invoiceTypeChoice: boolean;
  eInvoiceQuestion: boolean;
  requested: 'E-INVOICE' | 'PDF' | null | undefined;
  pdfInvoiceEmail: string | null | undefined;
}): InvoiceKindChoice {
  if (opts.invoiceTypeChoice) return opts.requested ?? 'E-INVOICE';
  if (opts.eInvoiceQuestion && opts.requested === 'E-INVOICE') return 'E-INVOICE';
  return opts.pdfInvoiceEmail?.trim() ? 'PDF' : 'PAPER';
}

type InvoiceDelivery = {
  emailInvoiceAddress?: string | null;
  electronicInvoiceSystemAddress?: string | null;
  electronicOperator?: string | null;
};

/**
 * The invoice address as the order keeps it for its invoice kind (SPEC.md §4): an e-invoice
 * drops the PDF invoice e-mail; a PDF invoice drops the electronic address and operator; a
 * paper invoice drops both.
 */
export function invoiceForKind<A extends InvoiceDelivery>(invoice: A, kind: InvoiceKindChoice): A {
  if (kind === 'E-INVOICE') return { ...invoice, emailInvoiceAddress: null };
  if (kind === 'PDF') return { ...invoice, electronicInvoiceSystemAddress: null, electronicOperator: null };
  return { ...invoice, emailInvoiceAddress: null, electronicInvoiceSystemAddress: null, electronicOperator: null };
}

/** Cart total (SPEC.md §4): items + shipping + administrative fee. */
export function cartTotal(parts: { items: number; shipping: number; administrativeFee: number }): number {
  return parts.items + parts.shipping + parts.administrativeFee;
}

export interface OrderTotals {
  net: number;
  vat: number;
  gross: number;
}

/** Net, VAT and gross of an order; VAT is rounded once, on the net total. */
export function orderTotals(net: number, vatPercent: number): OrderTotals {
  const rounded = roundMinor(net);
  const vat = vatOf(rounded, vatPercent);
  return { net: rounded, vat, gross: rounded + vat };
}

/** What an article or order line is besides goods: normal or premium freight. */
export type FreightKind = 'NONE' | 'NORMAL' | 'PREMIUM';

/** The delivery text of a placed order: premium when a premium-freight line is present. */
export function deliveryKindOf(items: readonly { freight: FreightKind }[]): 'NORMAL' | 'PREMIUM' {
  return items.some((item) => item.freight === 'PREMIUM') ? 'PREMIUM' : 'NORMAL';
}
