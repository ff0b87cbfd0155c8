import {
  type AccountAddressType,
  AddressSchema,
  type ChangeAddressInput,
  checkAccountAddress,
  countryCode,
  InvoiceAddressSchema,
  type StoredAddress,
  type StoredInvoiceAddress,
  toFieldErrors,
} from '@shop/contract';
import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, INVOICE_EXTRA_FIELDS } from '../../../lib/address-fields.ts';

export const BASE_FIELDS = ADDRESS_FIELDS;
export const INVOICE_FIELDS = INVOICE_EXTRA_FIELDS;
export type FormField = (typeof BASE_FIELDS)[number] | (typeof INVOICE_FIELDS)[number];
/** Every field as text; `country` holds the ISO code. */
export type AddressFormValues = Record<FormField, string>;

export const MAX_LENGTH: Record<FormField, number> = ADDRESS_MAX_LENGTH;

type Stored = StoredAddress | StoredInvoiceAddress | null | undefined;

/** The form's values for a stored address (empty fields for none; the installation country by default). */
export function toFormValues(stored: Stored, installationCode: string | null): AddressFormValues {
  const s = (stored ?? {}) as Partial<Record<FormField, string | null>>;
  const values = Object.fromEntries(
    [...BASE_FIELDS, ...INVOICE_FIELDS].map((f) => [f, s[f] ?? '']),
  ) as AddressFormValues;
  values.country = countryCode(s.country) ?? installationCode ?? '';
  return values;
}

/** The request of ajaxChangeAddress for the form's values. */
export function toRequest(type: AccountAddressType, v: AddressFormValues): ChangeAddressInput {
  const base = {
    recipient: v.recipient,
    streetName: v.streetName,
    streetNumber: v.streetNumber,
    streetLetter: v.streetLetter,
    zipCode: v.zipCode,
    city: v.city,
    country: v.country,
  };
  if (type !== 'INVOICE') return { addressType: type, addressData: base };
  return {
    addressType: type,
    addressData: {
      ...base,
      invoiceReference: v.invoiceReference,
      emailInvoiceAddress: v.emailInvoiceAddress,
      organisationNumber: v.organisationNumber,
      gln: v.gln,
      electronicInvoiceSystemAddress: v.electronicInvoiceSystemAddress,
      electronicOperator: v.electronicOperator,
    },
  };
}

/**
 * The field errors (message keys) of the form by SPEC.md §5: the contract's address schema
 * (lengths, numeric street number, e-mail) and the account address rules (required fields,
 * zip format of the installation country, organisation number and GLN formats).
 */
export function validateAddressForm(
  type: AccountAddressType,
  values: AddressFormValues,
  installationCountry: string,
): Partial<Record<FormField, string>> {
  const request = toRequest(type, values);
  const schema = type === 'INVOICE' ? InvoiceAddressSchema : AddressSchema;
  const errors: Partial<Record<FormField, string>> = {};
  const add = (field: string, message: string) => {
    const f = field.replace(/^addressData\./, '') as FormField;
    errors[f] ??= message;
  };
  const parsed = schema.safeParse(request.addressData);
  if (!parsed.success) for (const e of toFieldErrors(parsed.error.issues)) add(e.field, e.message);
  for (const e of checkAccountAddress(type, request.addressData, { installationCountry })) add(e.field, e.message);
  return errors;
}
