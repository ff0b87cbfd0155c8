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

/** Finnish business id (Y-tunnus) 1234567-8: weights 7 9 10 5 8 4 2, mod 11 (remainder 1 is never issued). */
export function isValidFinnishBusinessId(value: string): boolean {
  const m = /^(\d{7})-(\d)$/.exec(value.trim());
  if (!m) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...(m[1] as string)].reduce((s, d, i) => s + Number(d) * (weights[i] as number), 0);
  const r = sum % 11;
  if (r === 1) return false;
  return (r === 0 ? 0 : 11 - r) === Number(m[2]);
}

/** Danish CVR number: 8 digits. */
export function isValidDanishCvr(value: string): boolean {
  return /^\d{8}$/.test(digitsOnly(value));
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

/** Which format an organisation number must have in a shop's installation country. */
export function organisationNumberFormat(installationCountry: string): 'cvr' | 'finnish' | 'free' {
  const code = countryCode(installationCountry);
  return code === 'DK' ? 'cvr' : code === 'FI' ? 'finnish' : 'free';
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
    const org = address.organisationNumber?.trim() ?? '';
    const format = organisationNumberFormat(ctx.installationCountry);
    if (org !== '' && format === 'cvr' && !isValidDanishCvr(org))
      errors.push({ field: `${prefix}.organisationNumber`, message: 'invalid' });
    if (org !== '' && format === 'finnish' && !isValidFinnishBusinessId(org))
      errors.push({ field: `${prefix}.organisationNumber`, message: 'invalid' });
    const gln = address.gln?.trim() ?? '';
    if (gln !== '' && !isValidGln(gln)) errors.push({ field: `${prefix}.gln`, message: 'invalid' });
  }
  return errors;
}
