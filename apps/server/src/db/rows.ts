import { sql, type Updateable } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/** Whether `table` has a row with each of these column values (one query, at most one row read). */
export async function rowExists<T extends keyof Database>(
  db: Db,
  table: T,
  values: { [C in keyof Database[T] & string]?: string | number },
): Promise<boolean> {
  const conditions = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const { rows } =
    await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.join(conditions, sql` AND `)} LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** The tables whose rows belong to a tenant and are known by their `id`. */
type TenantTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; tenant_id: number } ? T : never;
}[keyof Database];

/**
 * Sets these columns of the tenant's row `id` in `table`; nothing to set, no statement. Columns
 * given as undefined are left as they are.
 */
export async function updateTenantRow<T extends TenantTable>(
  db: Db,
  table: T,
  tenantId: number,
  id: number,
  set: Updateable<Database[T]>,
): Promise<void> {
  const assignments = Object.entries(set)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  if (assignments.length === 0) return;
  await sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)} WHERE tenant_id = ${tenantId} AND id = ${id}`.execute(
    db,
  );
}
