import { CUSTOMER_NUMBER } from '@shop/contract';
import type { Db } from '../../db/connect.ts';

export interface LoginUser {
  id: number;
  tenant_id: number;
  customer_id: number | null;
  email: string | null;
  password_hash: string;
  roles: string[];
  disabled: boolean;
  customer_number: string | null;
}

const USER_COLUMNS = [
  'users.id',
  'users.tenant_id',
  'users.customer_id',
  'users.email',
  'users.password_hash',
  'users.roles',
  'users.disabled',
  'customers.customer_number',
] as const;

function usersOf(db: Db, tenantId: number) {
  return db
    .selectFrom('users')
    .leftJoin('customers', 'customers.id', 'users.customer_id')
    .select(USER_COLUMNS)
    .where('users.tenant_id', '=', tenantId);
}

/** The account a username names: an 8-digit customer number or an e-mail address. */
export async function findUserByUsername(db: Db, tenantId: number, username: string): Promise<LoginUser | undefined> {
  const query = CUSTOMER_NUMBER.test(username)
    ? usersOf(db, tenantId).where('customers.customer_number', '=', username).orderBy('users.id').limit(1)
    : usersOf(db, tenantId).where('users.email', '=', username.toLowerCase());
  return query.executeTakeFirst();
}

export async function findUserById(db: Db, tenantId: number, userId: number): Promise<LoginUser | undefined> {
  return usersOf(db, tenantId).where('users.id', '=', userId).executeTakeFirst();
}

export async function customerHasStores(db: Db, tenantId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('owner_customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface RefreshRow {
  id: number;
  tenant_id: number;
  user_id: number;
  family_id: string;
  binding_hash: string | null;
  active_customer_id: number | null;
  expires_at: Date;
  used_at: Date | null;
  /** Set when this token, or any token of its family, was revoked. */
  revoked_at: Date | null;
}

export async function insertRefreshToken(
  db: Db,
  row: {
    tenantId: number;
    userId: number;
    familyId: string;
    tokenHash: string;
    bindingHash: string | null;
    activeCustomerId: number | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      tenant_id: row.tenantId,
      user_id: row.userId,
      family_id: row.familyId,
      token_hash: row.tokenHash,
      binding_hash: row.bindingHash,
      active_customer_id: row.activeCustomerId,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshRow | undefined> {
  // A family counts as revoked once any of its tokens is: a token issued by a refresh that
  // raced with the reuse that revoked the family is revoked with it.
  return db
    .selectFrom('refresh_tokens as r')
    .select((eb) => [
      'r.id',
      'r.tenant_id',
      'r.user_id',
      'r.family_id',
      'r.binding_hash',
      'r.active_customer_id',
      'r.expires_at',
      'r.used_at',
      eb
        .selectFrom('refresh_tokens as f')
        .select((f) => f.fn.max('f.revoked_at').as('revoked'))
        .whereRef('f.family_id', '=', 'r.family_id')
        .as('revoked_at'),
    ])
    .where('r.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a token used; false when it was already used or revoked (a concurrent reuse). */
export async function markRefreshTokenUsed(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
