import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { updateTenantRow } from '../../db/rows.ts';

/** Whether another user of this tenant has this (lower-case) e-mail address. */
export async function emailTaken(db: Db, tenantId: number, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface NewCustomer {
  tenantId: number;
  customerType: 'BUSINESS' | 'PRIVATE';
  companyName: string | null;
  name: string | null;
  corporateId: string | null;
  allowNewsletter: boolean;
}

/**
 * Inserts a customer with a new random 8-digit customer number, unique in the tenant (numbers
 * from 30000000 up, clear of the demo ranges); a taken number is skipped without aborting the
 * transaction.
 */
export async function insertCustomer(db: Db, c: NewCustomer): Promise<{ id: number; customerNumber: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const customerNumber = String(randomInt(30_000_000, 100_000_000));
    const row = await db
      .insertInto('customers')
      .values({
        tenant_id: c.tenantId,
        customer_number: customerNumber,
        customer_type: c.customerType,
        company_name: c.companyName,
        name: c.name,
        corporate_identity_number: c.corporateId,
        allow_newsletter: c.allowNewsletter,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'customer_number']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: row.id, customerNumber };
  }
  throw new Error('no free customer number');
}

/** Inserts a customer user; undefined when the e-mail is taken in the tenant (nothing written). */
export async function insertUser(
  db: Db,
  u: { tenantId: number; customerId: number; email: string; passwordHash: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      tenant_id: u.tenantId,
      customer_id: u.customerId,
      email: u.email,
      password_hash: u.passwordHash,
      roles: ['CUSTOMER'],
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** What mails of a tenant need: the public base URL and the contact data. */
export async function findTenantMailSettings(
  db: Db,
  tenantId: number,
): Promise<{ baseUrl: string | null; contact: Record<string, string> } | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select(['base_url', 'contact'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return undefined;
  const contact = typeof row.contact === 'string' ? (JSON.parse(row.contact) as Record<string, string>) : row.contact;
  return { baseUrl: row.base_url, contact };
}

/** Spends every unused reset token of a user (a new one replaces them). */
export async function invalidateResetTokens(db: Db, tenantId: number, userId: number): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertResetToken(
  db: Db,
  t: { tenantId: number; userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ tenant_id: t.tenantId, user_id: t.userId, token_hash: t.tokenHash, expires_at: t.expiresAt })
    .execute();
}

/**
 * Spends a reset token of this tenant if it is unused and unexpired, in one statement (two
 * concurrent resets cannot both win). Answers its user, or undefined.
 */
export async function consumeResetToken(db: Db, tenantId: number, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Sets a new password hash; a chosen password is no longer temporary. */
export async function setPasswordHash(db: Db, tenantId: number, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, temporary_password: false })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/** Ends every session of a user: the session epoch moves on, and tokens of an earlier one are refused. */
export async function revokeUserSessions(db: Db, tenantId: number, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

export interface SettingsUser {
  id: number;
  email: string | null;
  temporary_password: boolean;
  password_hash: string;
  customer_id: number | null;
  roles: string[];
}

export async function findSettingsUser(db: Db, tenantId: number, userId: number): Promise<SettingsUser | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'temporary_password', 'password_hash', 'customer_id', 'roles'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('disabled', '=', false)
    .executeTakeFirst();
}

export async function setEmail(db: Db, tenantId: number, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('tenant_id', '=', tenantId).where('id', '=', userId).execute();
}

export function setNewsletter(db: Db, tenantId: number, customerId: number, allow: boolean): Promise<void> {
  return updateTenantRow(db, 'customers', tenantId, customerId, { allow_newsletter: allow });
}

/** What a company wrote in its store-account request. */
export interface StoreAccountRequestDetails {
  companyName: string;
  corporateId: string;
  contactName: string;
  email: string;
  phone: string | null;
  message: string | null;
}

export async function insertStoreAccountRequest(
  db: Db,
  r: StoreAccountRequestDetails & { tenantId: number; language: string },
): Promise<number> {
  const row = await db
    .insertInto('store_account_requests')
    .values({
      tenant_id: r.tenantId,
      company_name: r.companyName,
      corporate_id: r.corporateId,
      contact_name: r.contactName,
      email: r.email,
      phone: r.phone,
      message: r.message,
      language: r.language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
