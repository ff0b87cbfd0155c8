import {
  type ChangeAddressBody,
  type Country,
  checkAccountAddress,
  countryCode,
  countryCodes,
  countryName,
  isValidZip,
  type Language,
  normalizeZip,
  type Tenant,
} from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import {
  type AddressRow,
  customerExists,
  findCity,
  findStreetNames,
  hasDirectory,
  upsertAddress,
  zipExists,
} from './postal.repository.ts';

/** The shop's installation country (default Sweden) and its code. */
export function installationCountry(tenant: Tenant): { country: string; code: string | null } {
  const country = tenant.installationCountry?.trim() || 'Sverige';
  return { country, code: countryCode(country) };
}

/**
 * Every country with its name in `lang`: this shop's country first, then the other shops'
 * countries, then the rest by name.
 */
export function countries(tenant: Tenant, shops: readonly Tenant[], lang: Language): Country[] {
  const first = [installationCountry(tenant).code, ...shops.map((t) => installationCountry(t).code)].filter(
    (c, i, all): c is string => c !== null && all.indexOf(c) === i,
  );
  const named = (code: string): Country => ({ code, name: countryName(code, lang) });
  const collator = new Intl.Collator(lang === 'no' ? 'nb' : lang === 'dk' ? 'da' : lang);
  const rest = countryCodes()
    .filter((c) => !first.includes(c))
    .map(named)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first.map(named), ...rest];
}

/**
 * A zip code of the installation country: the country's format (Sweden: exactly 5 digits)
 * and, where the directory holds that country, present in it.
 */
export async function isKnownZip(db: Db, tenant: Tenant, zip: string): Promise<boolean> {
  const { country, code } = installationCountry(tenant);
  if (zip.trim() === '' || !isValidZip(zip, country, country)) return false;
  if (!code || !(await hasDirectory(db, code))) return true;
  return zipExists(db, code, normalizeZip(zip));
}

export async function cityOf(db: Db, tenant: Tenant, zip: string): Promise<string | null> {
  const { code } = installationCountry(tenant);
  return code ? findCity(db, code, normalizeZip(zip)) : null;
}

export async function streetsOf(db: Db, tenant: Tenant, zip: string): Promise<string[]> {
  const { code } = installationCountry(tenant);
  return code ? findStreetNames(db, code, normalizeZip(zip)) : [];
}

/**
 * ajaxChangeAddress: checks the address by SPEC.md §5 and stores it as the signed-in
 * customer's address of that type. The country is the installation country unless the shop
 * is public; the postal address exists on the non-public shop only.
 */
export async function changeAddress(
  db: Db,
  tenant: Tenant,
  claims: AccessClaims,
  body: ChangeAddressBody,
): Promise<void> {
  const customerId = claims.customerId;
  if (!customerId || !(await customerExists(db, tenant.id, customerId))) throw new OperationError(404, 'not_found');
  if (body.addressType === 'POSTAL' && tenant.publicTenant) throw new OperationError(403, 'forbidden');
  const home = installationCountry(tenant);
  const a = body.addressData;
  // The country: forced to the installation country unless the shop is public; stored by name
  // (the installation country as the shop writes it, others in the shop's language).
  let country: string | null = home.country;
  if (tenant.publicTenant) {
    const code = countryCode(a.country);
    if (a.country && !code) throw new ValidationError([{ field: 'addressData.country', message: 'invalid' }]);
    country = !code ? null : code === home.code ? home.country : countryName(code, tenant.defaultLanguage);
  }
  const data = { ...a, country };
  const errors = checkAccountAddress(body.addressType, data, { installationCountry: home.country });
  if (
    data.zipCode &&
    country === home.country &&
    !errors.some((e) => e.field === 'addressData.zipCode') &&
    !(await isKnownZip(db, tenant, data.zipCode))
  )
    errors.push({ field: 'addressData.zipCode', message: 'invalid' });
  if (errors.length > 0) throw new ValidationError(errors);
  const invoice = body.addressType === 'INVOICE' ? body.addressData : null;
  const row: AddressRow = {
    recipient: data.recipient,
    street_name: data.streetName,
    street_number: data.streetNumber,
    street_letter: data.streetLetter,
    zip_code: data.zipCode,
    city: data.city,
    country,
    invoice_reference: invoice?.invoiceReference ?? null,
    email_invoice_address: invoice?.emailInvoiceAddress ?? null,
    organisation_number: invoice?.organisationNumber ?? null,
    gln: invoice?.gln ?? null,
    electronic_invoice_system_address: invoice?.electronicInvoiceSystemAddress ?? null,
    electronic_operator: invoice?.electronicOperator ?? null,
  };
  await upsertAddress(db, tenant.id, customerId, body.addressType, row);
}
