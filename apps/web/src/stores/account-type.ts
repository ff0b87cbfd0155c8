import type { Customer } from '@shop/contract';
import { apiCall } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { useCustomerTypeStore } from './customer-type-store.ts';

/** The first part of the customer's query key: every cache entry of the customer starts with it. */
export const CUSTOMER_QUERY_KEY = ['customer'] as const;

/** customer/ajaxGetCustomer: the signed-in customer; the account's type becomes the type of the page. */
export async function fetchCustomer(): Promise<Customer> {
  const { CustomerSchema } = await import('./account-schemas.ts');
  const customer = await apiCall('customer/ajaxGetCustomer', {}, { schema: CustomerSchema });
  // The account's type applies while signed in (SPEC.md §1): localStorage.privateCustomerType follows it.
  useCustomerTypeStore.getState().setPrivateCustomer(customer.privateCustomerType);
  return customer;
}

/**
 * After a login or a session check: reads the customer (into the customer's cache entry) so that
 * the account's type applies at once. A failure leaves the stored type; pages read the customer
 * again when they need it.
 */
export async function applyAccountType(tenantId: number): Promise<void> {
  try {
    await queryClient.fetchQuery({
      queryKey: [...CUSTOMER_QUERY_KEY, tenantId, true],
      queryFn: fetchCustomer,
      staleTime: 60_000,
    });
  } catch (error) {
    console.error('customer/ajaxGetCustomer', error);
  }
}

/**
 * customer/ajaxChangeCustomerType: saves a signed-in customer's type to the account, then shows
 * it. The type shown changes only once the account has it (a refused save changes nothing).
 */
export async function saveAccountType(privateCustomer: boolean): Promise<void> {
  const { StatusOkAnswerSchema } = await import('./account-schemas.ts');
  await apiCall(
    'customer/ajaxChangeCustomerType',
    { privateCustomerType: privateCustomer },
    { schema: StatusOkAnswerSchema },
  );
  useCustomerTypeStore.getState().setPrivateCustomer(privateCustomer);
  await queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
}
