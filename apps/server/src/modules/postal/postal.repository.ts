import type { Db } from '../../db/connect.ts';
import { rowExists } from '../../db/rows.ts';
import type { AddressesTable } from '../../db/schema.ts';

export type AddressRow = Omit<AddressesTable, 'id' | 'tenant_id' | 'customer_id' | 'address_type'>;

/** Whether the directory holds any postcode of this country. */
export async function hasDirectory(db: Db, country: string): Promise<boolean> {
  return rowExists(db, 'postal_directory', { country });
}

export async function zipExists(db: Db, country: string, zip: string): Promise<boolean> {
  return rowExists(db, 'postal_directory', { country, zip_code: zip });
}

export async function findCity(db: Db, country: string, zip: string): Promise<string | null> {
  const row = await db
    .selectFrom('postal_directory')
    .select('city')
    .where('country', '=', country)
    .where('zip_code', '=', zip)
    .orderBy('city')
    .limit(1)
    .executeTakeFirst();
  return row?.city ?? null;
}

export async function findStreetNames(db: Db, country: string, zip: string): Promise<string[]> {
  const rows = await db
    .selectFrom('postal_directory')
    .select('street_name')
    .where('country', '=', country)
    .where('zip_code', '=', zip)
    // A directory without streets (Finland's) stores its codes with an empty street name.
    .where('street_name', '<>', '')
    .execute();
  return rows.map((r) => r.street_name).sort((a, b) => a.localeCompare(b, 'sv'));
}

/** Inserts or replaces the one address of a type of a customer of this tenant. */
export async function upsertAddress(
  db: Db,
  tenantId: number,
  customerId: number,
  type: AddressesTable['address_type'],
  row: AddressRow,
): Promise<void> {
  await db
    .insertInto('addresses')
    .values({ tenant_id: tenantId, customer_id: customerId, address_type: type, ...row })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'address_type']).doUpdateSet(row).where('addresses.tenant_id', '=', tenantId),
    )
    .execute();
}

export async function customerExists(db: Db, tenantId: number, customerId: number): Promise<boolean> {
  return rowExists(db, 'customers', { tenant_id: tenantId, id: customerId });
}

export interface DirectoryRow {
  country: string;
  zip_code: string;
  city: string;
  street_name: string;
}

/** Upserts directory rows (one statement; call inside a transaction). */
export async function upsertDirectoryRows(db: Db, rows: readonly DirectoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('postal_directory')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['country', 'zip_code', 'street_name']).doUpdateSet((eb) => ({ city: eb.ref('excluded.city') })),
    )
    .execute();
}
