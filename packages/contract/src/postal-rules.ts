import { type CheckedField, checkAddress } from './checkout-checks.ts';
import type { Language } from './language.ts';
import { intlLocale } from './money.ts';

/**
 * Pure rules of the account addresses and the postal directory (SPEC.md §5): country names
 * and codes, organisation numbers (Danish CVR, Finnish business id), GLN, and the required
 * fields of an address saved from the account information page.
 */

const CODES =
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL ' +
  'CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FO FR GA GB GD GE GH GL GM GN GQ GR ' +
  'GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR ' +
  'LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE ' +
  'PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ ' +
  'TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS XK YE ZA ZM ZW';

let codes: readonly string[] | null = null;

/** ISO 3166-1 alpha-2 codes of the countries offered in the country choice. */
export function countryCodes(): readonly string[] {
  codes ??= CODES.split(' ');
  return codes;
}

const NAME_LOCALES = ['sv', 'en', 'nb', 'es', 'fi', 'da'] as const;

/** Other spellings the shops use for country names. */
const ALIASES: Readonly<Record<string, string>> = {
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  espana: 'ES',
  norge: 'NO',
};

let nameIndex: Map<string, string> | null = null;

function index(): Map<string, string> {
  if (nameIndex) return nameIndex;
  const map = new Map<string, string>(Object.entries(ALIASES));
  for (const locale of NAME_LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of countryCodes()) {
      const name = names.of(code);
      if (name) map.set(name.toLowerCase(), code);
    }
  }
  nameIndex = map;
  return map;
}

/** The ISO code of a country given by code or by its name in one of the shop languages; null when unknown. */
export function countryCode(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  if (v === '') return null;
  if (/^[A-Za-z]{2}$/.test(v) && countryCodes().includes(v.toUpperCase())) return v.toUpperCase();
  return index().get(v.toLowerCase()) ?? null;
}

/** The name of a country in a language (the code when Intl does not know it). */
export function countryName(code: string, lang: Language): string {
  return new Intl.DisplayNames([intlLocale(lang)], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/**
 * A country value (an ISO code, or a name in any of the shop languages, as addresses store it)
 * named in `lang`: 'Sverige' on an English page is 'Sweden'. A value that names no known
 * country stays as it is.
 */
export function countryLabel(value: string, lang: Language): string {
  const code = countryCode(value);
  return code ? countryName(code, lang) : value.trim();
}

/** Whether two country values (codes or names) mean the same country. */
export function sameCountry(a: string | null | undefined, b: string | null | undefined): boolean {
  const ca = countryCode(a);
  return ca !== null && ca === countryCode(b);
}

const digitsOnly = (v: string) => v.replace(/\s+/g, '');

/** Zip code as stored in the postal directory: without spaces. */
export function normalizeZip(zip: string): string {
  return digitsOnly(zip);
}

/**
 * Postcode formats by country (ISO code), written without spaces and in capitals: Sweden,
 * Finland and Spain 5 digits, Denmark and Norway 4, the United Kingdom its outward and inward
 * codes ('SW1A 1AA'). A country not listed takes any filled value.
 */
const POSTCODE_FORMATS: Readonly<Record<string, RegExp>> = {
  SE: /^\d{5}$/,
  FI: /^\d{5}$/,
  ES: /^\d{5}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/,
};

/** Whether the postcode format of a country (by code or name) is known to the shop. */
export function hasPostcodeFormat(country: string | null | undefined): boolean {
  const code = countryCode(country);
  return code !== null && code in POSTCODE_FORMATS;
}

/** Whether a postcode has the format of its country (by code or name); any value where none is known. */
export function isValidPostcode(zip: string, country: string | null | undefined): boolean {
  const code = countryCode(country);
  const format = code ? POSTCODE_FORMATS[code] : undefined;
  return format ? format.test(digitsOnly(zip).toUpperCase()) : true;
}

/**
 * Whether a postcode of a country is complete enough to be looked up in the directory: it has
 * the country's format (Sweden: the 5th digit typed, Denmark: the 4th).
 */
export function isCompletePostcode(zip: string, country: string | null | undefined): boolean {
  return hasPostcodeFormat(country) && isValidPostcode(zip, country);
}

/** Which format an organisation number has: Danish CVR, Finnish business id, or free text. */
export type OrganisationNumberFormat = 'cvr' | 'finnish' | 'free';

const FINNISH_WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;
const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1] as const;

/** Finnish business id (Y-tunnus) 1234567-1: weights 7 9 10 5 8 4 2, mod 11 (remainder 1 is never issued). */
export function isValidFinnishBusinessId(value: string): boolean {
  const m = /^(\d{7})-(\d)$/.exec(value.trim());
  if (!m) return false;
  const sum = [...(m[1] as string)].reduce((s, d, i) => s + Number(d) * (FINNISH_WEIGHTS[i] as number), 0);
  const r = sum % 11;
  if (r === 1) return false;
  return (r === 0 ? 0 : 11 - r) === Number(m[2]);
}

/**
 * Danish CVR number: 8 digits, the first not 0, whose sum with the weights 2 7 6 5 4 3 2 1 is
 * divisible by 11. Spaces and a leading 'CVR' or 'DK' are allowed (normalizeOrganisationNumber
 * takes them off).
 */
export function isValidDanishCvr(value: string): boolean {
  const v = stripCvrPrefix(value);
  if (!/^[1-9]\d{7}$/.test(v)) return false;
  const sum = [...v].reduce((s, d, i) => s + Number(d) * (CVR_WEIGHTS[i] as number), 0);
  return sum % 11 === 0;
}

/** '  CVR-nr. 12 34 56 74' and 'DK12345674' → '12345674'. */
function stripCvrPrefix(value: string): string {
  return digitsOnly(value.trim().replace(/^(?:cvr(?:[\s.-]*(?:nr|nummer|no)\.?)?[\s.:-]*|dk[\s-]*)/i, ''));
}

/** Which format an organisation number must have in a shop's installation country. */
export function organisationNumberFormat(installationCountry: string): OrganisationNumberFormat {
  const code = countryCode(installationCountry);
  return code === 'DK' ? 'cvr' : code === 'FI' ? 'finnish' : 'free';
}

/** A valid organisation number of each format, for the field's hint. */
export const ORGANISATION_NUMBER_EXAMPLES: Readonly<Record<Exclude<OrganisationNumberFormat, 'free'>, string>> = {
  finnish: '1234567-1',
  cvr: '12345674',
};

/**
 * Whether an organisation number has the format of the shop's installation country: a Danish
 * CVR number (with its check digit), a Finnish business id (with its check digit), else any
 * one-line text. Empty counts as valid (whether it is required is another rule).
 */
export function isValidOrganisationNumber(value: string | null | undefined, installationCountry: string): boolean {
  const v = value?.trim() ?? '';
  if (v === '') return true;
  const format = organisationNumberFormat(installationCountry);
  if (format === 'cvr') return isValidDanishCvr(v);
  if (format === 'finnish') return isValidFinnishBusinessId(normalizeOrganisationNumber(v, installationCountry));
  return true;
}

/**
 * An organisation number as the shop stores and prints it: a CVR number as its 8 digits (no
 * 'CVR' before it: the label says that), a Finnish business id as 1234567-1 (also when typed
 * without the hyphen), anything else trimmed.
 */
export function normalizeOrganisationNumber(value: string, installationCountry: string): string {
  const v = value.trim();
  const format = organisationNumberFormat(installationCountry);
  if (format === 'cvr') {
    const digits = stripCvrPrefix(v);
    return /^\d{8}$/.test(digits) ? digits : v;
  }
  if (format === 'finnish') {
    const compact = v.replace(/\s+/g, '');
    const m = /^(?:FI)?(\d{7})-?(\d)$/i.exec(compact);
    return m ? `${m[1]}-${m[2]}` : v;
  }
  return v;
}

/** An invoice address with its organisation number as the shop stores it (normalizeOrganisationNumber). */
export function normalizeInvoiceAddress<T extends { organisationNumber?: string | null }>(
  address: T,
  installationCountry: string,
): T {
  const org = address.organisationNumber;
  return org ? { ...address, organisationNumber: normalizeOrganisationNumber(org, installationCountry) } : address;
}

/**
 * The field error of an organisation number in a shop's installation country ('invalid'),
 * or null when it is empty or has the country's format.
 */
export function checkOrganisationNumber(
  value: string | null | undefined,
  installationCountry: string,
  field: string,
): CheckedField | null {
  return isValidOrganisationNumber(value, installationCountry) ? null : { field, message: 'invalid' };
}

/** Global location number: 13 digits, the last a GS1 check digit. */
export function isValidGln(value: string): boolean {
  const v = digitsOnly(value);
  if (!/^\d{13}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(v[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(v[12]);
}

export const ACCOUNT_ADDRESS_TYPES = ['DELIVERY', 'POSTAL', 'INVOICE'] as const;
export type AccountAddressType = (typeof ACCOUNT_ADDRESS_TYPES)[number];

type Text = string | null | undefined;

export interface AccountAddressValues {
  recipient?: Text;
  streetName?: Text;
  streetNumber?: Text;
  zipCode?: Text;
  city?: Text;
  country?: Text;
  emailInvoiceAddress?: Text;
  organisationNumber?: Text;
  gln?: Text;
}

export interface AccountAddressContext {
  /** The installation country as the shop writes it (e.g. 'Sverige'). */
  installationCountry: string;
}

/**
 * The field errors of an address saved from the account information page (SPEC.md §5):
 * recipient, street name, zip code (format of the installation country), city and country
 * required; for an invoice address also the organisation number format of the shop's
 * country and a valid GLN. Field names are prefixed (e.g. 'addressData.zipCode').
 * The postal-directory check of the zip code is the server's.
 */
export function checkAccountAddress(
  type: AccountAddressType,
  address: AccountAddressValues,
  ctx: AccountAddressContext,
  prefix = 'addressData',
): CheckedField[] {
  const home = sameCountry(address.country, ctx.installationCountry);
  const errors = checkAddress({ ...address, country: home ? ctx.installationCountry : address.country }, prefix, {
    recipient: true,
    contact: false,
    installationCountry: ctx.installationCountry,
  });
  if (type === 'INVOICE') {
    const org = checkOrganisationNumber(
      address.organisationNumber,
      ctx.installationCountry,
      `${prefix}.organisationNumber`,
    );
    if (org) errors.push(org);
    const gln = address.gln?.trim() ?? '';
    if (gln !== '' && !isValidGln(gln)) errors.push({ field: `${prefix}.gln`, message: 'invalid' });
  }
  return errors;
}
