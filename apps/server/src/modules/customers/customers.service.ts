import type { Customer, Tenant } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import { findCustomerView, updateCustomerType } from './customers.repository.ts';

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

/**
 * customer/ajaxChangeCustomerType: the account becomes a private customer (consumer) or a
 * business; only where the shop offers the choice (businessPrivateToggle), else a 422.
 */
export async function changeCustomerType(
  db: Db,
  tenant: Pick<Tenant, 'id' | 'businessPrivateToggle'>,
  auth: { customerId: number | null } | null,
  privateCustomerType: boolean,
): Promise<void> {
  if (!auth?.customerId) throw new OperationError(404, 'not_found');
  if (!tenant.businessPrivateToggle)
    throw new ValidationError([{ field: 'privateCustomerType', message: 'not_offered' }]);
  const updated = await updateCustomerType(
    db,
    tenant.id,
    auth.customerId,
    privateCustomerType ? 'PRIVATE' : 'BUSINESS',
  );
  if (!updated) throw new OperationError(404, 'not_found');
}
