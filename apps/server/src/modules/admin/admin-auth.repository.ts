import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { ACCOUNT_COLUMNS, type LoginUser } from '../auth/auth.repository.ts';

/**
 * The account an operator signs in with on `tenantId`: the tenant's own account of that e-mail
 * address, else a SUPERADMIN's of any tenant. Customers are found too (and refused by the caller
 * after their password is checked, as the shop refuses operators).
 */
export async function findOperator(db: Db, tenantId: number, email: string): Promise<LoginUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('users.email', '=', email)
    .where((eb) => eb.or([eb('users.tenant_id', '=', tenantId), sql<boolean>`'SUPERADMIN' = ANY(users.roles)`]))
    .orderBy(sql`users.tenant_id = ${tenantId}`, 'desc')
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, customer_number: null };
}

/** The account of a session, whatever its tenant. */
export async function findOperatorById(db: Db, tenantId: number, userId: number): Promise<LoginUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, customer_number: null };
}
