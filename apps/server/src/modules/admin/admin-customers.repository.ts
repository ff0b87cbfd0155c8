import { ADMIN_COUNT_CAP, type AdminCustomerListItem, type AdminOrderListItem } from '@shop/contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { containsPattern, escapeLike } from '../../db/like.ts';
import { countRows, updateTenantRow } from '../../db/rows.ts';
import type { AddressesTable, CustomersTable, Database } from '../../db/schema.ts';

/** What the back office shows of a customer: the customer row and its (first) user's e-mail and state. */
export type CustomerRow = Omit<Selectable<CustomersTable>, 'tenant_id' | 'payer' | 'default_article_group_id'> & {
  user_id: number | null;
  email: string | null;
  disabled: boolean | null;
};

/**
 * The customers of a tenant with the user that signs in for each (the first, as sign-up and the
 * demo make one per customer), by a lateral join so that a customer with several users is
 * listed once. Operators have no customer and never show.
 */
function customersWithUser(db: Db, tenantId: number) {
  return db
    .selectFrom('customers as c')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('users')
          .select(['users.id as user_id', 'users.email', 'users.disabled'])
          .whereRef('users.customer_id', '=', 'c.id')
          .whereRef('users.tenant_id', '=', 'c.tenant_id')
          .orderBy('users.id')
          .limit(1)
          .as('u'),
      (join) => join.onTrue(),
    )
    .where('c.tenant_id', '=', tenantId);
}

const CUSTOMER_COLUMNS = [
  'c.id',
  'c.customer_number',
  'c.customer_type',
  'c.company_name',
  'c.name',
  'c.corporate_identity_number',
  'c.allow_newsletter',
  'c.created_at',
  'u.user_id',
  'u.email',
  'u.disabled',
] as const;

/** Customer number (its start), name or company, e-mail or organisation number, as typed. */
function matches(q: string) {
  const like = containsPattern(q);
  return (eb: ExpressionBuilder<Database & { c: Database['customers'] }, 'c'>) =>
    eb.or([
      eb('c.customer_number', 'like', `${escapeLike(q)}%`),
      eb('c.company_name', 'ilike', like),
      eb('c.name', 'ilike', like),
      eb('c.corporate_identity_number', 'ilike', like),
      eb.exists(
        eb
          .selectFrom('users as su')
          .select('su.id')
          .whereRef('su.customer_id', '=', 'c.id')
          .whereRef('su.tenant_id', '=', 'c.tenant_id')
          .where('su.email', 'ilike', like),
      ),
    ]);
}

export function listItemOf(row: CustomerRow): AdminCustomerListItem {
  return {
    customerNumber: row.customer_number,
    name: row.company_name ?? row.name ?? '',
    email: row.email,
    privateCustomer: row.customer_type === 'PRIVATE',
    disabled: row.disabled === true,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A page of a tenant's customers, newest first, and their number up to ADMIN_COUNT_CAP (+1: more). */
export async function searchCustomers(
  db: Db,
  tenantId: number,
  page: { q: string | null; limit: number; offset: number },
): Promise<{ rows: CustomerRow[]; counted: number }> {
  let base = customersWithUser(db, tenantId);
  if (page.q) base = base.where(matches(page.q));
  const [rows, counted] = await Promise.all([
    base
      .select(CUSTOMER_COLUMNS)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countRows(
      db.selectFrom(
        (page.q ? db.selectFrom('customers as c').where(matches(page.q)) : db.selectFrom('customers as c'))
          .select('c.id')
          .where('c.tenant_id', '=', tenantId)
          .limit(ADMIN_COUNT_CAP + 1)
          .as('x'),
      ),
    ),
  ]);
  return { rows: rows as CustomerRow[], counted };
}

/** A customer of this tenant by its number, with its user. */
export async function findCustomer(db: Db, tenantId: number, customerNumber: string): Promise<CustomerRow | undefined> {
  const row = await customersWithUser(db, tenantId)
    .select(CUSTOMER_COLUMNS)
    .where('c.customer_number', '=', customerNumber)
    .executeTakeFirst();
  return row as CustomerRow | undefined;
}

/** The customer row of this tenant, locked until the transaction ends (changes to one customer queue). */
export async function lockCustomer(trx: Db, tenantId: number, customerId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export type AddressRecord = Omit<AddressesTable, 'id' | 'tenant_id' | 'customer_id'>;

export async function customerAddresses(db: Db, tenantId: number, customerId: number): Promise<AddressRecord[]> {
  return db
    .selectFrom('addresses')
    .select([
      'address_type',
      'recipient',
      'street_name',
      'street_number',
      'street_letter',
      'zip_code',
      'city',
      'country',
      'invoice_reference',
      'email_invoice_address',
      'organisation_number',
      'gln',
      'electronic_invoice_system_address',
      'electronic_operator',
    ])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .orderBy('address_type')
    .execute();
}

/** The latest orders of a customer, newest first, as the back office's order list shows them. */
export async function latestOrders(
  db: Db,
  tenantId: number,
  customer: { id: number; customerNumber: string; name: string; email: string | null },
  limit: number,
): Promise<AdminOrderListItem[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['order_number', 'order_date', 'status', 'total_gross_minor', 'currency', 'parcel_number'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customer.id)
    .orderBy('order_date', 'desc')
    .orderBy('order_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderNumber: r.order_number,
    orderDate: new Date(r.order_date).toISOString(),
    status: r.status,
    customerNumber: customer.customerNumber,
    name: customer.name,
    email: customer.email,
    total: r.total_gross_minor,
    currency: r.currency,
    parcelNumber: r.parcel_number,
  }));
}

/** Sets the customer's own fields that changed. */
export async function updateCustomer(
  db: Db,
  tenantId: number,
  customerId: number,
  set: { customer_type?: 'BUSINESS' | 'PRIVATE'; allow_newsletter?: boolean },
): Promise<void> {
  return updateTenantRow(db, 'customers', tenantId, customerId, set);
}

/**
 * Disables or enables every user of a customer. Disabling also moves their session epoch on, so
 * that enabling again does not bring back the sessions that were open (refresh tokens included).
 */
export async function setCustomerUsersDisabled(
  db: Db,
  tenantId: number,
  customerId: number,
  disabled: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => (disabled ? { disabled: true, session_epoch: eb('session_epoch', '+', 1) } : { disabled: false }))
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .execute();
}

/** The customer ids of these customer numbers in this tenant. */
export async function customerIdsByNumber(
  db: Db,
  tenantId: number,
  customerNumbers: readonly string[],
): Promise<Map<string, number>> {
  if (customerNumbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'customer_number'])
    .where('tenant_id', '=', tenantId)
    .where('customer_number', 'in', [...customerNumbers])
    .execute();
  return new Map(rows.map((r) => [r.customer_number, r.id]));
}
