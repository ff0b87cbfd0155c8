/**
 * Bank account and payment reference checks for print-on-forms (SPEC.md §4, §5):
 * IBAN (ISO 13616, mod 97), RF creditor references (ISO 11649, mod 97) and Finnish
 * reference numbers (viitenumero, weights 7-3-1). Pure, no dependencies.
 */

/** Reference number types: 1 fixed, 2 serial, 3 interval, 4 international RF creditor reference. */
export const REFERENCE_TYPES = { fixed: 1, serial: 2, interval: 3, international: 4 } as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[keyof typeof REFERENCE_TYPES];
/** Steps of a serial or interval reference; 1 by default. */
export const INTERVAL_OPTIONS = [1, 10, 100, 1000] as const;
export type IntervalOption = (typeof INTERVAL_OPTIONS)[number];

/** IBAN lengths by country (ISO 13616 registry, the SEPA and Nordic countries and the UK). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Upper case without spaces (how IBANs and RF references are compared). */
export function compact(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Remainder mod 97 of an alphanumeric string with letters as 10..35 (A=10), digit by digit. */
function mod97(value: string): number {
  let rest = 0;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest;
}

/** A valid IBAN: known country, its length, and check digits that make mod 97 equal 1. */
export function isValidIban(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** An IBAN in groups of four, as printed. */
export function formatIban(value: string): string {
  return compact(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A valid RF creditor reference: RF, two check digits, 1 to 21 letters or digits, mod 97 = 1. */
export function isValidRfReference(value: string): boolean {
  const ref = compact(value);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  return mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}

/** Makes an RF reference from a base reference (letters and digits). */
export function toRfReference(base: string): string {
  const ref = compact(base);
  const check = 98 - mod97(`${ref}RF00`);
  return `RF${String(check).padStart(2, '0')}${ref}`;
}

/** Check digit of a Finnish reference number base (weights 7, 3, 1 from the right). */
export function finnishCheckDigit(base: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  const digits = base.split('').reverse();
  digits.forEach((d, i) => {
    sum += Number(d) * (weights[i % 3] ?? 1);
  });
  return (10 - (sum % 10)) % 10;
}

/** A valid Finnish reference number: 4 to 20 digits, the last one its check digit. */
export function isValidFinnishReference(value: string): boolean {
  const ref = value.replace(/\s+/g, '');
  if (!/^\d{4,20}$/.test(ref)) return false;
  return finnishCheckDigit(ref.slice(0, -1)) === Number(ref.slice(-1));
}

/** A plain reference number: digits only, at most `max` of them. */
export function isDigits(value: string, max: number): boolean {
  const ref = value.replace(/\s+/g, '');
  return ref.length >= 1 && ref.length <= max && /^\d+$/.test(ref);
}
