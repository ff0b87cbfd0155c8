import { AdminCustomerListAnswerSchema, AdminCustomerSchema } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

export type CustomerListFilters = { q?: string; limit: number; offset: number };

/** `GET /api/admin/customers` */
export function useCustomerList(filters: CustomerListFilters) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['customers', tenant, filters],
    queryFn: () => adminCall('/api/admin/customers', { query: filters, schema: AdminCustomerListAnswerSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/customers/{n}` */
export function useCustomer(customerNumber: string) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['customer', tenant, customerNumber],
    queryFn: () => adminCall(`/api/admin/customers/${customerNumber}`, { schema: AdminCustomerSchema }),
  });
}

/** After a change the customer, the list and the audit trail are read again. */
function useRefresh(customerNumber: string) {
  const tenant = useTenant();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['customer', tenant, customerNumber] }),
      client.invalidateQueries({ queryKey: ['customers', tenant] }),
      client.invalidateQueries({ queryKey: ['audit', tenant] }),
    ]);
}

/** `PATCH /api/admin/customers/{n}` with `{ disabled }` */
export function useSetDisabled(customerNumber: string) {
  const refresh = useRefresh(customerNumber);
  return useMutation({
    mutationFn: (disabled: boolean) =>
      adminCall(`/api/admin/customers/${customerNumber}`, { method: 'PATCH', body: { disabled } }),
    onSuccess: refresh,
  });
}

/** `POST /api/admin/customers/{n}/password-reset`: the customer gets the reset mail. */
export function usePasswordReset(customerNumber: string) {
  return useMutation({
    mutationFn: () => adminCall(`/api/admin/customers/${customerNumber}/password-reset`, { method: 'POST', body: {} }),
  });
}

export type NewStore = { storeCustomerNumber: string; storeId: string; name: string };

/** `POST /api/admin/customers/{n}/stores` */
export function useAddStore(customerNumber: string) {
  const refresh = useRefresh(customerNumber);
  return useMutation({
    mutationFn: (store: NewStore) =>
      adminCall(`/api/admin/customers/${customerNumber}/stores`, { method: 'POST', body: store }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/admin/customers/{n}/stores/{storeCustomerNumber}` */
export function useRemoveStore(customerNumber: string) {
  const refresh = useRefresh(customerNumber);
  return useMutation({
    mutationFn: (storeCustomerNumber: string) =>
      adminCall(`/api/admin/customers/${customerNumber}/stores/${storeCustomerNumber}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
