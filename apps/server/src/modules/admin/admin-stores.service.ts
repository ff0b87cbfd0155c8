import { type AdminCustomer, normalizeOrganisationNumber, type StoreRequest, type Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import { emailTaken } from '../accounts/accounts.repository.ts';
import { mailLanguage } from '../accounts/accounts.service.ts';
import { enqueueMail, renderStoreRejectedMail } from '../mail/index.ts';
import { installationCountry } from '../postal/postal.service.ts';
import { auditCustomerCreated, openAccount, openInTransaction, prepareAccount } from './admin-accounts.service.ts';
import { customerIdsByNumber, findCustomer, lockCustomer } from './admin-customers.repository.ts';
import { customerView } from './admin-customers.service.ts';
import type { Operator } from './admin-guard.ts';
import {
  decideStoreRequest,
  deleteStoreLink,
  findStoreRequest,
  insertStoreLink,
  listStoreRequests,
  type StoreRequestRow,
  setRequestCustomer,
  storeRequestOf,
} from './admin-stores.repository.ts';
import { writeAudit } from './audit.ts';

interface StoreLinkBody {
  storeCustomerNumber: string;
  storeId: string;
  name: string;
}

/** GET /api/admin/store-requests: the tenant's requests, newest first. */
export async function storeRequests(
  ctx: AppContext,
  tenant: Tenant,
  status: StoreRequest['status'] | undefined,
): Promise<StoreRequest[]> {
  return (await listStoreRequests(ctx.db, tenant.id, status)).map(storeRequestOf);
}

async function pendingRequest(ctx: AppContext, tenant: Tenant, id: number): Promise<StoreRequestRow> {
  const request = await findStoreRequest(ctx.db, tenant.id, id);
  if (!request) throw new OperationError(404, 'not_found');
  if (request.status !== 'PENDING') throw new OperationError(409, 'already_decided');
  return request;
}

async function requestView(ctx: AppContext, tenant: Tenant, id: number): Promise<StoreRequest> {
  const request = await findStoreRequest(ctx.db, tenant.id, id);
  if (!request) throw new OperationError(404, 'not_found');
  return storeRequestOf(request);
}

/** The customer ids of the stores to link, or the field errors of those the tenant does not have. */
async function storeCustomers(
  ctx: AppContext,
  tenant: Tenant,
  stores: readonly StoreLinkBody[],
  field: (i: number) => string,
): Promise<number[]> {
  const ids = await customerIdsByNumber(
    ctx.db,
    tenant.id,
    stores.map((s) => s.storeCustomerNumber),
  );
  const problems: { field: string; message: string }[] = [];
  const found = stores.map((s, i) => {
    const id = ids.get(s.storeCustomerNumber);
    if (id === undefined) problems.push({ field: field(i), message: 'not_found' });
    return id ?? 0;
  });
  if (problems.length > 0) throw new ValidationError(problems);
  return found;
}

const emailInUse = () => new OperationError(409, 'email_in_use');

/**
 * POST /api/admin/store-requests/{id}/approve: in one transaction, the request marked APPROVED
 * (one conditional UPDATE, so that of two approvals at once exactly one goes on), the business
 * customer with the request's company and corporate id, its user with the request's e-mail, the
 * stores linked, the welcome mail with a set-password link in the request's language, and the
 * audit rows of the request and the new customer. 409 `already_decided` for a request that is
 * not pending, `email_in_use` when the e-mail has an account in the shop.
 */
export async function approveStoreRequest(
  ctx: AppContext,
  op: Operator,
  id: number,
  body: { stores: StoreLinkBody[] },
): Promise<StoreRequest> {
  const { tenant, actor } = op;
  const request = await pendingRequest(ctx, tenant, id);
  const storeIds = await storeCustomers(ctx, tenant, body.stores, (i) => `stores.${i}.storeCustomerNumber`);
  const email = request.email.trim().toLowerCase();
  if (await emailTaken(ctx.db, tenant.id, email)) throw emailInUse();
  const home = installationCountry(tenant).country;
  const prepared = await prepareAccount(ctx, tenant);
  await openInTransaction(ctx, tenant.id, emailInUse, async (trx) => {
    const decided = await decideStoreRequest(trx, tenant.id, id, {
      status: 'APPROVED',
      decidedBy: actor.username,
      reason: null,
    });
    if (!decided) throw new OperationError(409, 'already_decided');
    const opened = await openAccount(ctx, trx, tenant, prepared, {
      business: true,
      name: request.company_name,
      corporateId: normalizeOrganisationNumber(request.corporate_id, home),
      allowNewsletter: false,
      email,
      language: mailLanguage(tenant, request.language),
      reason: 'approved',
    });
    if (!opened) throw emailInUse();
    await setRequestCustomer(trx, tenant.id, id, opened.customerId);
    for (const [i, store] of body.stores.entries()) {
      await insertStoreLink(trx, {
        tenantId: tenant.id,
        ownerCustomerId: opened.customerId,
        storeCustomerId: storeIds[i] ?? 0,
        storeId: store.storeId,
        name: store.name,
      });
    }
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'store_request',
      entityId: id,
      action: 'approved',
      changes: {
        status: { from: 'PENDING', to: 'APPROVED' },
        customerNumber: opened.customerNumber,
        stores: body.stores.map((s) => s.storeCustomerNumber),
      },
    });
    await auditCustomerCreated(trx, tenant.id, actor, opened.customerNumber, {
      storeRequest: id,
      name: request.company_name,
      email,
      privateCustomer: false,
    });
  });
  return requestView(ctx, tenant, id);
}

/**
 * POST /api/admin/store-requests/{id}/reject: the request marked REJECTED with the reason, and
 * the reason mailed to the requester in the request's language, in one transaction with its
 * audit row. 409 `already_decided` for a request that is not pending.
 */
export async function rejectStoreRequest(
  ctx: AppContext,
  op: Operator,
  id: number,
  reason: string,
): Promise<StoreRequest> {
  const { tenant, actor } = op;
  const request = await pendingRequest(ctx, tenant, id);
  const mail = await renderStoreRejectedMail({
    shop: tenant.name,
    primary: tenant.theme.primary,
    language: mailLanguage(tenant, request.language),
    contactName: request.contact_name,
    companyName: request.company_name,
    reason,
    contact: { email: tenant.contact.email, phone: tenant.contact.phone },
  });
  await ctx.db.transaction().execute(async (trx) => {
    const decided = await decideStoreRequest(trx, tenant.id, id, {
      status: 'REJECTED',
      decidedBy: actor.username,
      reason,
    });
    if (!decided) throw new OperationError(409, 'already_decided');
    await enqueueMail(trx, {
      tenantId: tenant.id,
      orderId: null,
      kind: 'STORE_REJECTED',
      to: request.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: `store_rejected:${id}`,
    });
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'store_request',
      entityId: id,
      action: 'rejected',
      changes: { status: { from: 'PENDING', to: 'REJECTED' }, reason },
    });
  });
  ctx.mail.kick();
  return requestView(ctx, tenant, id);
}

/**
 * POST /api/admin/customers/{customerNumber}/stores: links a store (an existing customer of the
 * tenant) to the customer, with its audit row. 409 `already_linked` when the customer has it.
 */
export async function addStore(
  ctx: AppContext,
  op: Operator,
  customerNumber: string,
  body: StoreLinkBody,
): Promise<AdminCustomer> {
  const { tenant, actor } = op;
  const owner = await findCustomer(ctx.db, tenant.id, customerNumber);
  if (!owner) throw new OperationError(404, 'not_found');
  const [storeCustomerId] = await storeCustomers(ctx, tenant, [body], () => 'storeCustomerNumber');
  if (storeCustomerId === undefined || storeCustomerId === owner.id)
    throw new ValidationError([{ field: 'storeCustomerNumber', message: 'invalid' }]);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockCustomer(trx, tenant.id, owner.id))) throw new OperationError(404, 'not_found');
    const linked = await insertStoreLink(trx, {
      tenantId: tenant.id,
      ownerCustomerId: owner.id,
      storeCustomerId,
      storeId: body.storeId,
      name: body.name,
    });
    if (!linked) throw new OperationError(409, 'already_linked');
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'customer',
      entityId: customerNumber,
      action: 'store_added',
      changes: { storeCustomerNumber: body.storeCustomerNumber, storeId: body.storeId, name: body.name },
    });
  });
  return customerView(ctx, tenant, customerNumber);
}

/** DELETE /api/admin/customers/{customerNumber}/stores/{storeCustomerNumber}: unlinks a store, with its audit row. */
export async function removeStore(
  ctx: AppContext,
  op: Operator,
  customerNumber: string,
  storeCustomerNumber: string,
): Promise<AdminCustomer> {
  const { tenant, actor } = op;
  const owner = await findCustomer(ctx.db, tenant.id, customerNumber);
  const storeCustomerId = (await customerIdsByNumber(ctx.db, tenant.id, [storeCustomerNumber])).get(
    storeCustomerNumber,
  );
  if (!owner || storeCustomerId === undefined) throw new OperationError(404, 'not_found');
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await deleteStoreLink(trx, tenant.id, owner.id, storeCustomerId);
    if (!removed) throw new OperationError(404, 'not_found');
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'customer',
      entityId: customerNumber,
      action: 'store_removed',
      changes: { storeCustomerNumber, storeId: removed.store_id, name: removed.name },
    });
  });
  return customerView(ctx, tenant, customerNumber);
}
