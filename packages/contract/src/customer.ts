import { z } from 'zod';

/** A stored address as the API shows it (SPEC.md §3 Address). */
export const StoredAddressSchema = z.object({
  recipient: z.string().nullable(),
  streetName: z.string().nullable(),
  streetNumber: z.string().nullable(),
  streetLetter: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type StoredAddress = z.infer<typeof StoredAddressSchema>;

export const StoredInvoiceAddressSchema = StoredAddressSchema.extend({
  invoiceReference: z.string().nullable(),
  emailInvoiceAddress: z.string().nullable(),
  organisationNumber: z.string().nullable(),
  gln: z.string().nullable(),
  electronicInvoiceSystemAddress: z.string().nullable(),
  electronicOperator: z.string().nullable(),
});
export type StoredInvoiceAddress = z.infer<typeof StoredInvoiceAddressSchema>;

/** customer/ajaxGetCustomer: the signed-in customer (the selected store on the internal shop). */
export const CustomerSchema = z.object({
  customerNumber: z.string(),
  customerType: z.enum(['BUSINESS', 'PRIVATE']),
  privateCustomerType: z.boolean(),
  companyName: z.string().nullable(),
  name: z.string().nullable(),
  corporateIdentityNumber: z.string().nullable(),
  email: z.string().nullable(),
  temporaryPassword: z.boolean(),
  allowNewsletter: z.boolean(),
  payer: z.enum(['CUSTOMER', 'TENANT']),
  defaultArticleGroup: z.number().int().nullable(),
  deliveryAddress: StoredAddressSchema.nullable(),
  postalAddress: StoredAddressSchema.nullable(),
  invoiceAddress: StoredInvoiceAddressSchema.nullable(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** customer/ajaxChangeCustomerType: the account's customer type (SPEC.md §2 Settings, §4). */
export const ChangeCustomerTypeBodySchema = z.strictObject({ privateCustomerType: z.boolean() });
export type ChangeCustomerTypeBody = z.infer<typeof ChangeCustomerTypeBodySchema>;
