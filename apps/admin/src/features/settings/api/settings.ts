import { AdminSettingsApi, type AdminSettingsPatch, AdminSettingsSchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

/** `GET /api/admin/settings` */
export function useSettings() {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['settings', tenant],
    queryFn: () => adminCall(AdminSettingsApi.calls.settings, { schema: AdminSettingsSchema }),
  });
}

/** `PATCH /api/admin/settings` with the changed fields; the settings and the audit trail are read again after. */
export function useSaveSettings() {
  const tenant = useTenant();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminSettingsPatch) =>
      adminCall(AdminSettingsApi.calls.change, { body: patch, schema: AdminSettingsSchema }),
    onSuccess: (settings) => {
      client.setQueryData(['settings', tenant], settings);
      return client.invalidateQueries({ queryKey: ['audit', tenant] });
    },
  });
}
