import { AdminStoresApi, StoreRequestSchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

export type RequestFilter = 'PENDING' | 'APPROVED' | 'REJECTED' | '';

/** `GET /api/admin/store-requests?status=` */
export function useStoreRequests(status: RequestFilter) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['store-requests', tenant, status],
    queryFn: () =>
      adminCall(AdminStoresApi.calls.requests, {
        query: { status: status || undefined },
        schema: z.array(StoreRequestSchema),
      }),
  });
}

function useDecision<T>(call: (vars: T) => Promise<unknown>) {
  const tenant = useTenant();
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['store-requests', tenant] }),
        client.invalidateQueries({ queryKey: ['customers', tenant] }),
        client.invalidateQueries({ queryKey: ['audit', tenant] }),
      ]),
  });
}

/** `POST /api/admin/store-requests/{id}/approve`: creates the customer and mails it a set-password link. */
export function useApproveRequest() {
  return useDecision((id: number) => adminCall(AdminStoresApi.calls.approve, { params: { id }, body: {} }));
}

/** `POST /api/admin/store-requests/{id}/reject` with the reason mailed to the requester. */
export function useRejectRequest() {
  return useDecision(({ id, reason }: { id: number; reason: string }) =>
    adminCall(AdminStoresApi.calls.reject, { params: { id }, body: { reason } }),
  );
}
