import { seedData } from './demo-data.ts';

/** Fictitious customers and addresses of each shop's demo accounts. */

export interface StreetAddress {
  street: string;
  number: string;
  letter?: string;
  zip: string;
  city: string;
}

export interface DemoPeople {
  businessCompany: string;
  noEmailCompany: string;
  tempCompany: string;
  privateName: string;
  /** Corporate identity / organisation number in the country's format. */
  corporateId: string;
  contactPerson: string;
  phone: string;
  delivery: StreetAddress;
  postal: StreetAddress;
  invoice: StreetAddress;
  home: StreetAddress;
  /** E-invoice address and operator (Finland). */
  eInvoice?: { address: string; operator: string };
  /** A delivery note in the shop's language. */
  message: string;
}

const DATA = seedData<{
  people: Record<number, DemoPeople>;
  stores: readonly { name: string; city: string; address: StreetAddress }[];
}>('people.json');

/** Each shop's demo people, by tenant id (demo/people.json). */
export const PEOPLE: Record<number, DemoPeople> = DATA.people;

/** The twelve shops of the store owner on the internal shop. */
export const STORES: readonly { name: string; city: string; address: StreetAddress }[] = DATA.stores;
