import type { Customer } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { OperationError } from '../../plugins/errors.ts';
import { findCustomerView } from './customers.repository.ts';

/** customer/ajaxGetCustomer: the customer the session acts for, with its addresses; 404 if none. */
export async function customerOf(
  db: Db,
  tenantId: number,
  auth: { customerId: number | null; userId: number } | null,
): Promise<Customer> {
  if (!auth?.customerId) throw new OperationError(404, 'not_found');
  const customer = await findCustomerView(db, tenantId, auth.customerId, auth.userId);
  if (!customer) throw new OperationError(404, 'not_found');
  return customer;
}
