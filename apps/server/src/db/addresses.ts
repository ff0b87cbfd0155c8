import type { AddressInvoiceColumns } from './schema.ts';

/** The invoicing details of an address that has none (every address but an invoice address). */
export const NO_INVOICE_DETAILS: Readonly<AddressInvoiceColumns> = {
  invoice_reference: null,
  email_invoice_address: null,
  organisation_number: null,
  gln: null,
  electronic_invoice_system_address: null,
  electronic_operator: null,
};
