import {
  type ChangeAddressBody,
  type CheckedField,
  type Country,
  checkAccountAddress,
  countryCode,
  countryCodes,
  countryName,
  isValidZip,
  type Language,
  normalizeOrganisationNumber,
  normalizeZip,
  sameCountry,
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
  return isKnownZipIn(directoryOf(db), tenant, zip);
}

/** What the postcode check asks the postal directory (a country's codes). */
export interface ZipDirectory {
  /** Whether the directory holds any postcode of the country. */
  has(code: string): Promise<boolean> | boolean;
  /** Whether it holds this (normalized) postcode of the country. */
  holds(code: string, zip: string): Promise<boolean> | boolean;
}

/** The postal directory as the database holds it, one statement per question. */
function directoryOf(db: Db): ZipDirectory {
  return { has: (code) => hasDirectory(db, code), holds: (code, zip) => zipExists(db, code, zip) };
}

/**
 * The postal directory as far as one order's read answered it (findOrderInputs, with the
 * postcodes orderPostcodes named): questions it did not answer go to the database.
 */
export function answeredDirectory(db: Db, answer: PostcodeAnswer | null): ZipDirectory {
  const asked = directoryOf(db);
  if (!answer) return asked;
  const known = new Set(answer.known);
  return {
    has: (code) => (code === answer.country ? answer.directory : asked.has(code)),
    holds: (code, zip) =>
      code === answer.country && answer.asked.includes(zip) ? known.has(zip) : asked.holds(code, zip),
  };
}

/** The postcodes an order's read asks the directory about, and what it answered. */
export interface PostcodeAnswer {
  country: string;
  asked: string[];
  directory: boolean;
  known: string[];
}

/**
 * The postcodes of an order request's addresses that the postcode check may ask about (those
 * of the installation country, normalized), for the order's one read; null when the shop's
 * country has no code.
 */
export function orderPostcodes(
  tenant: Tenant,
  addresses: readonly (PostcodeOf | null | undefined)[],
): { country: string; zips: string[] } | null {
  const { country, code } = installationCountry(tenant);
  if (!code) return null;
  const zips = new Set<string>();
  for (const a of addresses) {
    const zip = a?.zipCode?.trim() ?? '';
    if (zip === '' || !sameCountry(a?.country?.trim() ? a.country : country, country)) continue;
    zips.add(normalizeZip(zip));
  }
  return { country: code, zips: [...zips] };
}

async function isKnownZipIn(directory: ZipDirectory, tenant: Tenant, zip: string): Promise<boolean> {
  const { country, code } = installationCountry(tenant);
  if (zip.trim() === '' || !isValidZip(zip, country, country)) return false;
  if (!code || !(await directory.has(code))) return true;
  return directory.holds(code, normalizeZip(zip));
}

/** An address as an order or the account stores it, as far as its postcode is concerned. */
interface PostcodeOf {
  zipCode?: string | null;
  country?: string | null;
}

/**
 * The field errors of the postcodes of addresses that are about to be written (an order's, an
 * account's), keyed by the address's request path ('deliveryAddress' gives
 * 'deliveryAddress.zipCode'): a postcode of the installation country (an address without a
 * country is taken to be in it) must be one that ajaxValidateZipCode accepts, format and
 * directory. Addresses of other countries, absent addresses and empty postcodes (the
 * required rule's) give none.
 */
export async function postcodeErrors(
  db: Db | ZipDirectory,
  tenant: Tenant,
  addresses: Readonly<Record<string, PostcodeOf | null | undefined>>,
): Promise<CheckedField[]> {
  const directory = 'holds' in db ? db : directoryOf(db);
  const home = installationCountry(tenant).country;
  const errors: CheckedField[] = [];
  for (const [prefix, address] of Object.entries(addresses)) {
    const zip = address?.zipCode?.trim() ?? '';
    if (zip === '') continue;
    const country = address?.country?.trim() ? address.country : home;
    if (!sameCountry(country, home)) continue;
    if (!(await isKnownZipIn(directory, tenant, zip))) errors.push({ field: `${prefix}.zipCode`, message: 'invalid' });
  }
  return errors;
}

/**
 * Refuses an order whose delivery, postal or invoice address (as it would be written) has a
 * postcode of the installation country that the postal check refuses: a 422 with a field
 * error per address, before anything is written.
 */
export async function refuseUnknownPostcodes(
  db: Db | ZipDirectory,
  tenant: Tenant,
  order: { delivery_address: unknown; postal_address: unknown; invoice_address: unknown },
): Promise<void> {
  const errors = await postcodeErrors(db, tenant, {
    deliveryAddress: order.delivery_address as PostcodeOf | null,
    postalAddress: order.postal_address as PostcodeOf | null,
    invoiceAddress: order.invoice_address as PostcodeOf | null,
  });
  if (errors.length > 0) throw new ValidationError(errors);
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
  if (!errors.some((e) => e.field === 'addressData.zipCode'))
    errors.push(...(await postcodeErrors(db, tenant, { addressData: country === null ? null : data })));
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
    organisation_number: invoice?.organisationNumber
      ? normalizeOrganisationNumber(invoice.organisationNumber, home.country)
      : null,
    gln: invoice?.gln ?? null,
    electronic_invoice_system_address: invoice?.electronicInvoiceSystemAddress ?? null,
    electronic_operator: invoice?.electronicOperator ?? null,
  };
  await upsertAddress(db, tenant.id, customerId, body.addressType, row);
}
