import { LIMITS } from '@shop/contract';

/** The fields of a postal or delivery address, in form order (account and checkout). */
export const ADDRESS_FIELDS = [
  'recipient',
  'streetName',
  'streetNumber',
  'streetLetter',
  'zipCode',
  'city',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What an invoice address adds to an address. */
export const INVOICE_EXTRA_FIELDS = [
  'invoiceReference',
  'emailInvoiceAddress',
  'organisationNumber',
  'gln',
  'electronicInvoiceSystemAddress',
  'electronicOperator',
] as const;
export type InvoiceExtraField = (typeof INVOICE_EXTRA_FIELDS)[number];

/** The longest text each address field takes. */
export const ADDRESS_MAX_LENGTH: Record<AddressField | InvoiceExtraField, number> = {
  recipient: LIMITS.recipient,
  streetName: LIMITS.streetName,
  streetNumber: LIMITS.streetNumber,
  streetLetter: LIMITS.streetLetter,
  zipCode: LIMITS.zipCode,
  city: LIMITS.city,
  country: LIMITS.text,
  invoiceReference: LIMITS.text,
  emailInvoiceAddress: LIMITS.email,
  organisationNumber: LIMITS.text,
  gln: LIMITS.text,
  electronicInvoiceSystemAddress: LIMITS.text,
  electronicOperator: LIMITS.text,
};
