import type { AuditEntity } from '@shop/contract';
import type { Db } from '../../db/connect.ts';

export interface AuditRow {
  tenantId: number;
  /** userId null: no user (the command line's import). */
  actor: { userId: number | null; username: string };
  entity: AuditEntity;
  entityId: string | number;
  action: string;
  /** What changed: field → { from, to }, or the event's data. */
  changes?: Record<string, unknown>;
}

/**
 * Writes one row of the audit trail. Call it with the transaction of the change it records, so
 * that the change and its row are kept or lost together.
 */
export async function writeAudit(trx: Db, row: AuditRow): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      tenant_id: row.tenantId,
      actor: row.actor.username,
      actor_user_id: row.actor.userId,
      entity: row.entity,
      entity_id: String(row.entityId),
      action: row.action,
      changes: JSON.stringify(row.changes ?? {}),
    })
    .execute();
}
