import { AdminAuditApi, AUDIT_ENTITIES, AuditAnswerSchema, type AuditEntity } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === 'string' && (AUDIT_ENTITIES as readonly string[]).includes(value);
}

/** `GET /api/admin/audit?entity=&id=`: newest first. */
export function useAudit(entity: AuditEntity | undefined, id: string | undefined, limit: number, offset: number) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['audit', tenant, entity, id, limit, offset],
    queryFn: () =>
      adminCall(AdminAuditApi.calls.trail, { query: { entity, id, limit, offset }, schema: AuditAnswerSchema }),
  });
}
