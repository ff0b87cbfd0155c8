import { CUSTOMER_NUMBER } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { rowExists } from '../../db/rows.ts';
import { hashToken, type RefreshClaims } from './tokens.ts';

export interface LoginUser {
  id: number;
  tenant_id: number;
  customer_id: number | null;
  email: string | null;
  password_hash: string;
  roles: string[];
  disabled: boolean;
  customer_number: string | null;
  /** Moved on when the password is reset: refresh tokens of an earlier epoch are refused. */
  session_epoch: number;
}

/** A user's sign-in columns: who it is, its password, roles and whether it may still sign in. */
export const ACCOUNT_COLUMNS = [
  'users.id',
  'users.tenant_id',
  'users.customer_id',
  'users.email',
  'users.password_hash',
  'users.roles',
  'users.disabled',
  'users.session_epoch',
] as const;

const USER_COLUMNS = [...ACCOUNT_COLUMNS, 'customers.customer_number'] as const;

function usersOf(db: Db, tenantId: number) {
  return db
    .selectFrom('users')
    .leftJoin('customers', 'customers.id', 'users.customer_id')
    .select(USER_COLUMNS)
    .where('users.tenant_id', '=', tenantId);
}

/**
 * A username as an account is looked up by: an 8-digit customer number as it is, an e-mail
 * address in lower case. Two usernames with one spelling name the same account.
 */
function usernameSpelling(username: string): string {
  return CUSTOMER_NUMBER.test(username) ? username : username.toLowerCase();
}

/**
 * What a username names an account by: an 8-digit customer number (the customer's account with
 * the lowest id), else an e-mail address (one account each), in its spelling.
 */
export function usernameKey(username: string): { customerNumber: string } | { email: string } {
  const spelling = usernameSpelling(username);
  return CUSTOMER_NUMBER.test(spelling) ? { customerNumber: spelling } : { email: spelling };
}

/** The account a username names: an 8-digit customer number or an e-mail address. */
export async function findUserByUsername(db: Db, tenantId: number, username: string): Promise<LoginUser | undefined> {
  const key = usernameKey(username);
  const query =
    'customerNumber' in key
      ? usersOf(db, tenantId).where('customers.customer_number', '=', key.customerNumber).orderBy('users.id').limit(1)
      : usersOf(db, tenantId).where('users.email', '=', key.email);
  return query.executeTakeFirst();
}

/**
 * The accounts of a tenant, as `findUserByUsername` sees them, in the order it prefers them
 * (by id): at most `limit` rows.
 */
export async function findTenantUsers(db: Db, tenantId: number, limit: number): Promise<LoginUser[]> {
  return usersOf(db, tenantId).orderBy('users.id').limit(limit).execute();
}

export async function findUserById(db: Db, tenantId: number, userId: number): Promise<LoginUser | undefined> {
  return usersOf(db, tenantId).where('users.id', '=', userId).executeTakeFirst();
}

export async function customerHasStores(db: Db, tenantId: number, customerId: number): Promise<boolean> {
  return rowExists(db, 'stores', { tenant_id: tenantId, owner_customer_id: customerId });
}

/**
 * The row of a refresh token (its claims and the SHA-256 of its text), written once the token is
 * spent or its family revoked: a SELECT the INSERT takes its values from, empty if the user is gone.
 */
function tokenRow(db: Db, t: RefreshClaims, tokenHash: string, mark: { used_at: Date } | { revoked_at: Date }) {
  return db
    .selectFrom('users')
    .select((eb) => [
      eb.val(t.tenantId).as('tenant_id'),
      eb.val(t.userId).as('user_id'),
      eb.val(t.familyId).as('family_id'),
      eb.val(tokenHash).as('token_hash'),
      eb.val(t.bindingHash).as('binding_hash'),
      eb.val(t.activeCustomerId).as('active_customer_id'),
      eb.val(new Date(t.expiresAt)).as('expires_at'),
      'used_at' in mark ? eb.val(mark.used_at).as('used_at') : eb.val(mark.revoked_at).as('revoked_at'),
    ])
    .where('users.id', '=', t.userId)
    .where('users.tenant_id', '=', t.tenantId);
}

const TOKEN_COLUMNS = [
  'tenant_id',
  'user_id',
  'family_id',
  'token_hash',
  'binding_hash',
  'active_customer_id',
  'expires_at',
] as const;

/**
 * Spends a refresh token: records it as used, unless it was spent before (its hash is unique),
 * its family is revoked, or its user is gone. True only for the one call that spent it, however
 * many race.
 */
export async function spendRefreshToken(db: Db, t: RefreshClaims, tokenHash: string): Promise<boolean> {
  const row = await db
    .insertInto('refresh_tokens')
    .columns([...TOKEN_COLUMNS, 'used_at'])
    .expression(
      tokenRow(db, t, tokenHash, { used_at: new Date() }).where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('refresh_tokens')
              .select('refresh_tokens.id')
              .where('refresh_tokens.family_id', '=', t.familyId)
              .where('refresh_tokens.revoked_at', 'is not', null),
          ),
        ),
      ),
    )
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Revokes a token's family: its row is marked revoked (and written if the token was never
 * spent), and a family with a revoked row spends no more tokens.
 */
export async function revokeFamily(db: Db, t: RefreshClaims, tokenHash: string): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .columns([...TOKEN_COLUMNS, 'revoked_at'])
    .expression(tokenRow(db, t, tokenHash, { revoked_at: new Date() }))
    .onConflict((oc) =>
      oc.column('token_hash').doUpdateSet({
        revoked_at: (eb) => eb.fn.coalesce('refresh_tokens.revoked_at', 'excluded.revoked_at'),
      }),
    )
    .execute();
}

/**
 * Revokes a session's family by its id, as a logout with only the access token does: a row that
 * names the family (no token of it) is written revoked, so the family spends no more tokens.
 * Once per family; nothing if the user is gone.
 */
export async function revokeFamilyById(
  db: Db,
  s: { tenantId: number; userId: number; familyId: string },
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .columns([...TOKEN_COLUMNS, 'revoked_at'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [
          eb.val(s.tenantId).as('tenant_id'),
          eb.val(s.userId).as('user_id'),
          eb.val(s.familyId).as('family_id'),
          eb.val(hashToken(`family:${s.familyId}`)).as('token_hash'),
          eb.val<string | null>(null).as('binding_hash'),
          eb.val<number | null>(null).as('active_customer_id'),
          eb.val(expiresAt).as('expires_at'),
          eb.val(new Date()).as('revoked_at'),
        ])
        .where('users.id', '=', s.userId)
        .where('users.tenant_id', '=', s.tenantId),
    )
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/** Whether a session's family is revoked (the session guard's read while it is not listening). */
export async function familyRevoked(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The families revoked since `since` (the session guard's read when it starts listening). */
export async function familiesRevokedSince(db: Db, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('revoked_at', '>', since)
    .execute();
  return rows.map((r) => r.family_id);
}
