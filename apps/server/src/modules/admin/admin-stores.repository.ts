import type { StoreRequest } from '@shop/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { updateTenantRow } from '../../db/rows.ts';
import type { StoreAccountRequestsTable } from '../../db/schema.ts';

/** The most store-account requests one list answers (newest first). */
export const STORE_REQUEST_LIST_CAP = 500;

/** A store-account request as the back office lists it: the stored request and its customer's number once approved. */
export type StoreRequestRow = Omit<Selectable<StoreAccountRequestsTable>, 'tenant_id' | 'customer_id'> & {
  customer_number: string | null;
};

function requests(db: Db, tenantId: number) {
  return db
    .selectFrom('store_account_requests as r')
    .leftJoin('customers as c', (j) => j.onRef('c.id', '=', 'r.customer_id').onRef('c.tenant_id', '=', 'r.tenant_id'))
    .select([
      'r.id',
      'r.company_name',
      'r.corporate_id',
      'r.contact_name',
      'r.email',
      'r.phone',
      'r.message',
      'r.language',
      'r.created_at',
      'r.status',
      'r.decided_at',
      'r.decided_by',
      'r.reason',
      'c.customer_number',
    ])
    .where('r.tenant_id', '=', tenantId);
}

export function storeRequestOf(row: StoreRequestRow): StoreRequest {
  return {
    id: row.id,
    companyName: row.company_name,
    corporateId: row.corporate_id,
    contactName: row.contact_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decidedBy: row.decided_by,
    reason: row.reason,
    customerNumber: row.customer_number,
  };
}

/** A tenant's store-account requests, newest first, of one status or all. */
export async function listStoreRequests(
  db: Db,
  tenantId: number,
  status: StoreRequest['status'] | undefined,
): Promise<StoreRequestRow[]> {
  let query = requests(db, tenantId);
  if (status) query = query.where('r.status', '=', status);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(STORE_REQUEST_LIST_CAP).execute();
}

export async function findStoreRequest(db: Db, tenantId: number, id: number): Promise<StoreRequestRow | undefined> {
  return requests(db, tenantId).where('r.id', '=', id).executeTakeFirst();
}

/**
 * Decides a pending request in one conditional UPDATE: of two decisions at once, the second
 * waits for the first's row lock, then finds the request no longer PENDING and changes nothing.
 * Whether this one decided it.
 */
export async function decideStoreRequest(
  trx: Db,
  tenantId: number,
  id: number,
  decision: { status: 'APPROVED' | 'REJECTED'; decidedBy: string; reason: string | null },
): Promise<boolean> {
  const row = await trx
    .updateTable('store_account_requests')
    .set({
      status: decision.status,
      decided_at: sql<Date>`now()`,
      decided_by: decision.decidedBy,
      reason: decision.reason,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function setRequestCustomer(trx: Db, tenantId: number, id: number, customerId: number): Promise<void> {
  return updateTenantRow(trx, 'store_account_requests', tenantId, id, { customer_id: customerId });
}

/** Links a store to its owner; false when the owner has it already (nothing written). */
export async function insertStoreLink(
  trx: Db,
  link: { tenantId: number; ownerCustomerId: number; storeCustomerId: number; storeId: string; name: string },
): Promise<boolean> {
  const row = await trx
    .insertInto('stores')
    .values({
      tenant_id: link.tenantId,
      owner_customer_id: link.ownerCustomerId,
      store_customer_id: link.storeCustomerId,
      store_id: link.storeId,
      name: link.name,
    })
    .onConflict((oc) => oc.columns(['owner_customer_id', 'store_customer_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes an owner's store; the link removed (its store id and name), or undefined when there was none. */
export async function deleteStoreLink(
  trx: Db,
  tenantId: number,
  ownerCustomerId: number,
  storeCustomerId: number,
): Promise<{ store_id: string; name: string } | undefined> {
  return trx
    .deleteFrom('stores')
    .where('tenant_id', '=', tenantId)
    .where('owner_customer_id', '=', ownerCustomerId)
    .where('store_customer_id', '=', storeCustomerId)
    .returning(['store_id', 'name'])
    .executeTakeFirst();
}
