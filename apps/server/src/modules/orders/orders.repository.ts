import type { Db } from '../../db/connect.ts';

/** The tenant's administrative-fee article (charged with paper invoices), if any. */
export async function findAdministrativeFee(db: Db, tenantId: number): Promise<{ id: number; price: number } | null> {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'price_minor'])
    .where('tenant_id', '=', tenantId)
    .where('administrative_fee', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, price: row.price_minor } : null;
}
