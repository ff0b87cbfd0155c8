import type { AddressType, Language } from '@shop/contract';

/**
 * The checkout context of a guest business checkout in Sweden, invoice address required
 * (the CheckoutContext of features/checkout/lib/checkout-draft.ts); override what a test needs.
 */
const CONTEXT = {
  addressType: 'DELIVERY' as AddressType,
  guest: true,
  privateCustomer: false,
  invoiceRequired: true,
  invoiceTypeChoice: false,
  eInvoiceQuestion: true,
  forms: false,
  orderMessage: true,
  installationCountry: 'Sverige',
};

export function checkoutContext(overrides: Partial<typeof CONTEXT> = {}): typeof CONTEXT {
  return { ...CONTEXT, ...overrides };
}

/** A Swedish cart of one article and no administrative fee (a CartForOrder). */
export const ONE_LINE_CART = {
  lines: [{ article: { articleNumber: 'SW4-1' }, amount: 1 }],
  hasAdministrativeFee: false,
  premiumSelected: false,
  language: 'sv' as Language,
};
