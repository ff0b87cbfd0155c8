import { type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/** Values of some of the columns of `table`, by column name. */
type ColumnValues<T extends keyof Database> = { [C in keyof Database[T] & string]?: string | number };

/** `column = value AND ...` for each of these column values. */
function allOf(values: Record<string, string | number | undefined>) {
  return sql.join(
    Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` AND `,
  );
}

/** Whether `table` has a row with each of these column values (one query, at most one row read). */
export async function rowExists<T extends keyof Database>(db: Db, table: T, values: ColumnValues<T>): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${allOf(values)} LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** How many rows a query finds: its FROM, joins and WHERE, before it selects anything. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select(sql<number>`count(*)::int`.as('n')).$castTo<{ n: number }>().executeTakeFirstOrThrow();
  return row.n;
}

/** The tables whose rows have a `position` among the rows they are listed with. */
type PositionedTable = {
  [T in keyof Database]: Database[T] extends { position: unknown } ? T : never;
}[keyof Database];

/** The position after the last of the rows of `table` with these column values; 0 when there is none. */
export async function positionAfterLast<T extends PositionedTable>(
  db: Db,
  table: T,
  values: ColumnValues<T>,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT coalesce(max(position), -1)::int + 1 AS n
    FROM ${sql.table(table)} WHERE ${allOf(values)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Replaces the rows of `table` that have the `owner`'s column values with `rows`, in their order:
 * each inserted with the owner's values and its position (0, 1, 2 ...).
 */
export async function replaceOrderedRows<T extends PositionedTable>(
  db: Db,
  table: T,
  owner: ColumnValues<T>,
  rows: readonly ColumnValues<T>[],
): Promise<void> {
  await sql`DELETE FROM ${sql.table(table)} WHERE ${allOf(owner)}`.execute(db);
  if (rows.length === 0) return;
  const records = rows.map((row, position): Record<string, unknown> => ({ ...owner, ...row, position }));
  const columns = Object.keys(records[0] ?? {});
  const values = records.map((record) => sql`(${sql.join(columns.map((column) => record[column]))})`);
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    VALUES ${sql.join(values)}`.execute(db);
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
