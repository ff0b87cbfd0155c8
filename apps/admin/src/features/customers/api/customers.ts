import { AdminCustomerListAnswerSchema, AdminCustomerSchema, AdminCustomersApi, AdminStoresApi } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

export type CustomerListFilters = { q?: string; limit: number; offset: number };

/** `GET /api/admin/customers` */
export function useCustomerList(filters: CustomerListFilters) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['customers', tenant, filters],
    queryFn: () => adminCall(AdminCustomersApi.calls.list, { query: filters, schema: AdminCustomerListAnswerSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/customers/{n}` */
export function useCustomer(customerNumber: string) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['customer', tenant, customerNumber],
    queryFn: () =>
      adminCall(AdminCustomersApi.calls.customer, { params: { customerNumber }, schema: AdminCustomerSchema }),
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
      adminCall(AdminCustomersApi.calls.change, { params: { customerNumber }, body: { disabled } }),
    onSuccess: refresh,
  });
}

/** `POST /api/admin/customers/{n}/password-reset`: the customer gets the reset mail. */
export function usePasswordReset(customerNumber: string) {
  return useMutation({
    mutationFn: () => adminCall(AdminCustomersApi.calls.passwordReset, { params: { customerNumber }, body: {} }),
  });
}

export type NewStore = { storeCustomerNumber: string; storeId: string; name: string };

/** `POST /api/admin/customers/{n}/stores` */
export function useAddStore(customerNumber: string) {
  const refresh = useRefresh(customerNumber);
  return useMutation({
    mutationFn: (store: NewStore) =>
      adminCall(AdminStoresApi.calls.addStore, { params: { customerNumber }, body: store }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/admin/customers/{n}/stores/{storeCustomerNumber}` */
export function useRemoveStore(customerNumber: string) {
  const refresh = useRefresh(customerNumber);
  return useMutation({
    mutationFn: (storeCustomerNumber: string) =>
      adminCall(AdminStoresApi.calls.removeStore, { params: { customerNumber, storeCustomerNumber } }),
    onSuccess: refresh,
  });
}
