import { countryCode } from './postal-rules.ts';

/** The parts of an address that are written out (SPEC.md §3 Address). */
export type AddressLineParts = Partial<
  Record<'recipient' | 'streetName' | 'streetNumber' | 'streetLetter' | 'zipCode' | 'city' | 'country', string | null>
>;

/** How a country writes its addresses. */
export interface AddressFormat {
  /** The house number before the street name ('10 High Street'), not after it ('Storgatan 12B'). */
  numberFirst: boolean;
  /** The city and the postcode on lines of their own ('London' / 'SW1A 1AA'), not '111 22 Stockholm'. */
  postcodeLine: boolean;
  /** Addresses have a street letter (Storgatan 12B); the form asks for one. */
  streetLetter: boolean;
}

const NORDIC: AddressFormat = { numberFirst: false, postcodeLine: false, streetLetter: true };

const FORMATS: Readonly<Record<string, AddressFormat>> = {
  GB: { numberFirst: true, postcodeLine: true, streetLetter: false },
  IE: { numberFirst: true, postcodeLine: true, streetLetter: false },
};

/**
 * The address format of a country (by code or name): the United Kingdom writes the number
 * before the street and the postcode on its own line, without a street letter; the Nordic
 * countries (and any country not listed) 'Storgatan 12B' and '111 22 Stockholm'.
 */
export function addressFormat(country: string | null | undefined): AddressFormat {
  const code = countryCode(country);
  return (code && FORMATS[code]) || NORDIC;
}

/**
 * An address as the lines it is written in, in the format of its country (else of
 * `homeCountry`, the shop's): recipient; the street ('Storgatan 12B', '10 High Street'); the
 * postcode and city ('111 22 Stockholm', or 'London' and 'SW1A 1AA'); the country (through
 * `countryName` when given, e.g. `(c) => countryLabel(c, lang)`). Empty parts and lines are
 * left out.
 */
export function addressLines(
  a: AddressLineParts | null | undefined,
  countryName?: (value: string) => string,
  homeCountry?: string,
): string[] {
  if (!a) return [];
  const part = (v: string | null | undefined) => v?.trim() ?? '';
  const join = (parts: string[], sep: string) => parts.filter(Boolean).join(sep);
  const country = part(a.country);
  const format = addressFormat(country || homeCountry);
  const number = join([part(a.streetNumber), part(a.streetLetter)], '');
  const street = format.numberFirst ? join([number, part(a.streetName)], ' ') : join([part(a.streetName), number], ' ');
  const place = format.postcodeLine ? [part(a.city), part(a.zipCode)] : [join([part(a.zipCode), part(a.city)], ' ')];
  return [part(a.recipient), street, ...place, country && countryName ? countryName(country) : country].filter(Boolean);
}
