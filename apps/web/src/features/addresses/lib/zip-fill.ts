import type { ZipLookup } from '../api/postal.ts';

/** The city and street an address form shows, as far as a postcode lookup is concerned. */
export type ZipFields = { city: string; streetName: string };

/** What the last lookup wrote into the form (null: nothing, or the user has typed over it). */
export type ZipFilled = { city: string | null; streetName: string | null };

export const NOTHING_FILLED: ZipFilled = { city: null, streetName: null };

/**
 * What a postcode lookup changes in an address form (SPEC.md §5, postcode first): the city
 * becomes the code's city, and is cleared when the code has none or is invalid (a city
 * kept from the previous code would be wrong); the street becomes the code's first street
 * only when the street is empty or still the one the previous lookup put there, and is
 * emptied on an invalid code only in that case. What the user typed in the street stays;
 * street number and letter are never touched.
 */
export function zipFill(
  result: ZipLookup,
  current: ZipFields,
  filled: ZipFilled,
): { changes: Partial<ZipFields>; filled: ZipFilled } {
  const city = result.valid ? (result.city ?? '') : '';
  const ownStreet = current.streetName.trim() !== '' && current.streetName !== filled.streetName;
  const changes: Partial<ZipFields> = {};
  if (current.city !== city) changes.city = city;
  if (ownStreet) return { changes, filled: { city: city || null, streetName: null } };
  const street = result.valid ? (result.streets[0] ?? '') : '';
  if (current.streetName !== street) changes.streetName = street;
  return { changes, filled: { city: city || null, streetName: street || null } };
}
