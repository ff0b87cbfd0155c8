import type { Store } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like.ts';
import { countRows } from '../../db/rows.ts';

function storesOf(db: Db, tenantId: number, ownerCustomerId: number, pattern: string | null) {
  let query = db
    .selectFrom('stores as s')
    .innerJoin('customers as c', (j) =>
      j.onRef('c.id', '=', 's.store_customer_id').onRef('c.tenant_id', '=', 's.tenant_id'),
    )
    .where('s.tenant_id', '=', tenantId)
    .where('s.owner_customer_id', '=', ownerCustomerId);
  if (pattern) {
    const like = containsPattern(pattern);
    query = query.where((eb) => eb.or([eb('s.name', 'ilike', like), eb('s.store_id', 'ilike', like)]));
  }
  return query;
}

/** The stores a customer owns (those matching `pattern`), by store id. */
function storeList(db: Db, tenantId: number, ownerCustomerId: number, pattern: string | null) {
  return storesOf(db, tenantId, ownerCustomerId, pattern)
    .select(['c.customer_number', 's.store_id', 's.name'])
    .orderBy('s.store_id')
    .orderBy('s.id');
}

/** A store as the shop lists it. */
function toStore(r: { customer_number: string; store_id: string; name: string }): Store {
  return { customerNumber: r.customer_number, storeId: r.store_id, name: r.name };
}

/** A page of the stores a customer owns, by store id. */
export async function listStores(
  db: Db,
  tenantId: number,
  ownerCustomerId: number,
  page: { pattern: string | null; limit: number; offset: number },
): Promise<Store[]> {
  const rows = await storeList(db, tenantId, ownerCustomerId, page.pattern)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toStore);
}

/** Every store a customer owns, by store id. */
export async function ownedStores(db: Db, tenantId: number, ownerCustomerId: number): Promise<Store[]> {
  return (await storeList(db, tenantId, ownerCustomerId, null).execute()).map(toStore);
}

export function countStores(
  db: Db,
  tenantId: number,
  ownerCustomerId: number,
  pattern: string | null,
): Promise<number> {
  return countRows(storesOf(db, tenantId, ownerCustomerId, pattern));
}

/** The customer id of the store with this customer number, if the owner owns it. */
export async function findOwnedStoreCustomer(
  db: Db,
  tenantId: number,
  ownerCustomerId: number,
  customerNumber: string,
): Promise<number | null> {
  const row = await storesOf(db, tenantId, ownerCustomerId, null)
    .select('s.store_customer_id')
    .where('c.customer_number', '=', customerNumber)
    .executeTakeFirst();
  return row?.store_customer_id ?? null;
}
