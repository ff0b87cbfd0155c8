import type { AuditEntity, AuditEntry, Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { listAudit } from './admin-audit.repository.ts';

/** A page of the tenant's audit trail, newest first: of one entity kind, one entity (by its number), or all. */
export function auditTrail(
  ctx: AppContext,
  tenant: Tenant,
  query: { entity?: AuditEntity; id?: string; limit: number; offset: number },
): Promise<AuditEntry[]> {
  return listAudit(ctx.db, tenant.id, { ...query, id: query.id || undefined });
}
