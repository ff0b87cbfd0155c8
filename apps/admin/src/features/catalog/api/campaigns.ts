import {
  AdminCampaignSchema,
  AdminCampaignsAnswerSchema,
  AdminCampaignsApi,
  type CampaignCreateBody,
  type CampaignPatchBody,
  HomeSliderAnswerSchema,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

/** `GET /api/admin/campaigns`: the campaigns in their order, the 'In focus' set, the tenant's languages. */
export function useCampaigns(lang: string) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['campaigns', tenant, lang],
    queryFn: () => adminCall(AdminCampaignsApi.calls.list, { query: { lang }, schema: AdminCampaignsAnswerSchema }),
  });
}

/** After a change the campaigns and the audit trail are read again. */
function useAfterChange() {
  const tenant = useTenant();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['campaigns', tenant] }),
      client.invalidateQueries({ queryKey: ['audit', tenant] }),
    ]);
}

/** `POST /api/admin/campaigns` */
export function useCreateCampaign() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (body: CampaignCreateBody) =>
      adminCall(AdminCampaignsApi.calls.create, { body, schema: AdminCampaignSchema }),
    onSettled: after,
  });
}

/** `PATCH /api/admin/campaigns/{id}` with the changed fields only. */
export function usePatchCampaign() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CampaignPatchBody }) =>
      adminCall(AdminCampaignsApi.calls.change, { params: { id }, body, schema: AdminCampaignSchema }),
    onSettled: after,
  });
}

/** `DELETE /api/admin/campaigns/{id}` */
export function useDeleteCampaign() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => adminCall(AdminCampaignsApi.calls.remove, { params: { id }, schema: z.unknown() }),
    onSettled: after,
  });
}

/** `PUT /api/admin/home/slider`: the home page slider's products in order (none: the first of the range). */
export function useSaveSlider(lang: string) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (productIds: number[]) =>
      adminCall(AdminCampaignsApi.calls.slider, {
        query: { lang },
        body: { productIds },
        schema: HomeSliderAnswerSchema,
      }),
    onSettled: after,
  });
}
