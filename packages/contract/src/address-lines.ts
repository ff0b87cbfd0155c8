/** The parts of an address that are written out (SPEC.md §3 Address). */
export type AddressLineParts = Partial<
  Record<'recipient' | 'streetName' | 'streetNumber' | 'streetLetter' | 'zipCode' | 'city' | 'country', string | null>
>;

/**
 * An address as the lines it is written in: recipient; street name with number and letter
 * ('Storgatan 12B'); postcode and city; country (through `countryName` when given). Empty parts
 * and lines are left out.
 */
export function addressLines(
  a: AddressLineParts | null | undefined,
  countryName?: (value: string) => string,
): string[] {
  if (!a) return [];
  const part = (v: string | null | undefined) => v?.trim() ?? '';
  const join = (parts: string[], sep: string) => parts.filter(Boolean).join(sep);
  const street = join([part(a.streetName), join([part(a.streetNumber), part(a.streetLetter)], '')], ' ');
  const place = join([part(a.zipCode), part(a.city)], ' ');
  const country = part(a.country);
  return [part(a.recipient), street, place, country && countryName ? countryName(country) : country].filter(Boolean);
}
