import type { AuditEntity, AuditEntry } from '@shop/contract';
import type { Db } from '../../db/connect.ts';

/** A page of a tenant's audit trail, newest first: of one entity kind, one entity, or all. */
export async function listAudit(
  db: Db,
  tenantId: number,
  filter: { entity?: AuditEntity; id?: string; limit: number; offset: number },
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_log')
    .select(['created_at', 'actor', 'entity', 'entity_id', 'action', 'changes'])
    .where('tenant_id', '=', tenantId);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.id) query = query.where('entity_id', '=', filter.id);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  return rows.map((r) => ({
    at: new Date(r.created_at).toISOString(),
    actor: r.actor,
    entity: r.entity,
    entityId: r.entity_id,
    action: r.action,
    changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as Record<string, unknown>,
  }));
}
