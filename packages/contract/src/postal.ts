import { z } from 'zod';
import { LANGUAGES } from './language.ts';
import { LIMITS } from './limits.ts';
import { AddressSchema, InvoiceAddressSchema } from './order.ts';
import { ACCOUNT_ADDRESS_TYPES } from './postal-rules.ts';
import { singleLine } from './text-rules.ts';

/** postalAddress/ajaxGetCountries: names in the caller's language (default: the shop's). */
export const CountriesBodySchema = z.strictObject({ lang: z.enum(LANGUAGES).optional() }).nullish();

export const CountrySchema = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountriesAnswerSchema = z.array(CountrySchema);

/** postalAddress/ajaxGetInstallationCountry: the country as the shop writes it, and its code. */
export const InstallationCountryAnswerSchema = z.object({ country: z.string(), code: z.string().nullable() });
export type InstallationCountryAnswer = z.infer<typeof InstallationCountryAnswerSchema>;

/** postalAddress/ajaxValidateZipCode, ajaxGetCity, ajaxGetStreetNames */
export const ZipCodeBodySchema = z.strictObject({ zipCode: singleLine(z.string().trim().max(LIMITS.zipCode)) });
export const ZipValidAnswerSchema = z.object({ data: z.boolean() });
export const CityAnswerSchema = z.object({ text: z.string().nullable() });
export const StreetNamesAnswerSchema = z.array(z.string());

export const AccountAddressTypeSchema = z.enum(ACCOUNT_ADDRESS_TYPES);

/** postalAddress/ajaxChangeAddress: one stored address of the signed-in customer. */
export const ChangeAddressBodySchema = z.discriminatedUnion('addressType', [
  z.strictObject({
    addressType: z.enum(['DELIVERY', 'POSTAL']),
    addressData: z.strictObject(AddressSchema.shape),
  }),
  z.strictObject({
    addressType: z.literal('INVOICE'),
    addressData: z.strictObject(InvoiceAddressSchema.shape),
  }),
]);
export type ChangeAddressBody = z.infer<typeof ChangeAddressBodySchema>;
export type ChangeAddressInput = z.input<typeof ChangeAddressBodySchema>;

export const ChangeAddressAnswerSchema = z.object({ status: z.literal('ok') });
