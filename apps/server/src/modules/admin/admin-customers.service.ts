import {
  ADDRESS_TYPES,
  ADMIN_COUNT_CAP,
  type AdminCustomer,
  type AdminCustomerListItem,
  type CheckedField,
  checkAccountAddress,
  checkOrganisationNumber,
  countryCode,
  countryName,
  type Language,
  normalizeOrganisationNumber,
  RESET_TOKEN_TTL_MS,
  type Tenant,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { NO_INVOICE_DETAILS } from '../../db/addresses.ts';
import type { Db } from '../../db/connect.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import { emailTaken } from '../accounts/accounts.repository.ts';
import { accountsChanged, mailLanguage, newResetLink, queueTokenMail } from '../accounts/accounts.service.ts';
import { renderResetMail } from '../mail/index.ts';
import { upsertAddress } from '../postal/postal.repository.ts';
import { installationCountry, postcodeErrors } from '../postal/postal.service.ts';
import { ownedStores } from '../stores/stores.repository.ts';
import { auditCustomerCreated, openAccount, openInTransaction, prepareAccount } from './admin-accounts.service.ts';
import {
  type AddressRecord,
  type CustomerRow,
  customerAddresses,
  findCustomer,
  latestOrders,
  listItemOf,
  lockCustomer,
  searchCustomers,
  setCustomerUsersDisabled,
  updateCustomer,
} from './admin-customers.repository.ts';
import type { Operator } from './admin-guard.ts';
import { writeAudit } from './audit.ts';

type AddressType = (typeof ADDRESS_TYPES)[number];
type AddressPatch = {
  recipient?: string;
  streetName?: string;
  streetNumber?: string;
  streetLetter?: string;
  zipCode?: string;
  city?: string;
  country?: string;
};
export interface CustomerPatch {
  disabled?: boolean;
  privateCustomer?: boolean;
  allowNewsletter?: boolean;
  addresses?: Partial<Record<AddressType, AddressPatch>>;
}
export interface NewCustomerBody {
  name: string;
  email: string;
  privateCustomer: boolean;
  organisationNumber?: string;
  allowNewsletter: boolean;
  language?: Language;
}

/** The latest orders a customer page shows. */
const LATEST_ORDERS = 20;

/** The stored address columns by the names the API and the audit trail use. */
const ADDRESS_FIELDS = {
  recipient: 'recipient',
  streetName: 'street_name',
  streetNumber: 'street_number',
  streetLetter: 'street_letter',
  zipCode: 'zip_code',
  city: 'city',
  country: 'country',
} as const satisfies Record<keyof AddressPatch, keyof AddressRecord>;

const INVOICE_FIELDS = {
  invoiceReference: 'invoice_reference',
  emailInvoiceAddress: 'email_invoice_address',
  organisationNumber: 'organisation_number',
  gln: 'gln',
  electronicInvoiceSystemAddress: 'electronic_invoice_system_address',
  electronicOperator: 'electronic_operator',
} as const satisfies Record<string, keyof AddressRecord>;

function addressView(a: AddressRecord): Record<string, string | null> {
  const fields: Record<string, keyof AddressRecord> =
    a.address_type === 'INVOICE' ? { ...ADDRESS_FIELDS, ...INVOICE_FIELDS } : ADDRESS_FIELDS;
  return Object.fromEntries(Object.entries(fields).map(([name, column]) => [name, a[column] ?? null]));
}

const nameOf = (row: CustomerRow) => row.company_name ?? row.name ?? '';

/** GET /api/admin/customers: a page of the tenant's customers and their (capped) number. */
export async function listCustomers(
  ctx: AppContext,
  tenant: Tenant,
  query: { q?: string; limit: number; offset: number },
): Promise<{ items: AdminCustomerListItem[]; total: number; totalIsLowerBound: boolean }> {
  const { rows, counted } = await searchCustomers(ctx.db, tenant.id, {
    q: query.q?.trim() || null,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    items: rows.map(listItemOf),
    total: Math.min(counted, ADMIN_COUNT_CAP),
    totalIsLowerBound: counted > ADMIN_COUNT_CAP,
  };
}

async function customerOf(db: Db, tenant: Tenant, customerNumber: string): Promise<CustomerRow> {
  const row = await findCustomer(db, tenant.id, customerNumber);
  if (!row) throw new OperationError(404, 'not_found');
  return row;
}

/** GET /api/admin/customers/{customerNumber}: the customer with addresses, stores and latest orders. */
export async function customerView(ctx: AppContext, tenant: Tenant, customerNumber: string): Promise<AdminCustomer> {
  const row = await customerOf(ctx.db, tenant, customerNumber);
  const item = listItemOf(row);
  const [addresses, stores, orders] = await Promise.all([
    customerAddresses(ctx.db, tenant.id, row.id),
    ownedStores(ctx.db, tenant.id, row.id),
    latestOrders(
      ctx.db,
      tenant.id,
      { id: row.id, customerNumber: row.customer_number, name: nameOf(row), email: row.email },
      LATEST_ORDERS,
    ),
  ]);
  return {
    ...item,
    organisationNumber: row.corporate_identity_number,
    allowNewsletter: row.allow_newsletter,
    addresses: addresses.map((a) => ({ addressType: a.address_type, address: addressView(a) })),
    stores,
    orders,
  };
}

const emailInUse = () => new ValidationError([{ field: 'email', message: 'email_in_use' }]);

/**
 * POST /api/admin/customers: a customer, its user with the e-mail and no usable password, and
 * the set-password mail, in one transaction with its audit row. The operator never sees or
 * sets a password.
 */
export async function createCustomer(ctx: AppContext, op: Operator, body: NewCustomerBody): Promise<AdminCustomer> {
  const { tenant, actor } = op;
  const home = installationCountry(tenant).country;
  const problems: CheckedField[] = [];
  if (body.privateCustomer && !tenant.businessPrivateToggle)
    problems.push({ field: 'privateCustomer', message: 'invalid' });
  const org = body.organisationNumber?.trim() || null;
  if (org && body.privateCustomer) problems.push({ field: 'organisationNumber', message: 'invalid' });
  else {
    const invalid = checkOrganisationNumber(org, home, 'organisationNumber');
    if (invalid) problems.push(invalid);
  }
  if (problems.length > 0) throw new ValidationError(problems);
  if (await emailTaken(ctx.db, tenant.id, body.email)) throw emailInUse();
  const prepared = await prepareAccount(ctx, tenant);
  const language = mailLanguage(tenant, body.language);
  const customerNumber = await openInTransaction(ctx, tenant.id, emailInUse, async (trx) => {
    const opened = await openAccount(ctx, trx, tenant, prepared, {
      business: !body.privateCustomer,
      name: body.name,
      corporateId: org ? normalizeOrganisationNumber(org, home) : null,
      allowNewsletter: body.allowNewsletter,
      email: body.email,
      language,
      reason: 'created',
    });
    if (!opened) throw emailInUse();
    await auditCustomerCreated(trx, tenant.id, actor, opened.customerNumber, {
      name: body.name,
      email: body.email,
      privateCustomer: body.privateCustomer,
      organisationNumber: org,
      allowNewsletter: body.allowNewsletter,
    });
    return opened.customerNumber;
  });
  return customerView(ctx, tenant, customerNumber);
}

type AddressColumns = Omit<AddressRecord, 'address_type'>;

const EMPTY_ADDRESS: AddressColumns = {
  recipient: null,
  street_name: null,
  street_number: null,
  street_letter: null,
  zip_code: null,
  city: null,
  country: null,
  ...NO_INVOICE_DETAILS,
};

/**
 * A stored address with a patch applied: an empty field clears it; the country is stored by name
 * as the shop stores it (the installation country as the shop writes it, others in the shop's
 * language), and one the shop does not know, or another than its own on the internal shop, is
 * refused ('invalid'). An address without a country is in the installation country.
 */
function patchedAddress(
  tenant: Tenant,
  before: AddressRecord | undefined,
  patch: AddressPatch,
): { row: AddressColumns; countryInvalid: boolean } {
  const { address_type: _type, ...stored } = before ?? { address_type: 'DELIVERY', ...EMPTY_ADDRESS };
  const row: AddressColumns = { ...stored };
  for (const [name, column] of Object.entries(ADDRESS_FIELDS) as [keyof AddressPatch, keyof AddressColumns][]) {
    const value = patch[name];
    if (value !== undefined && name !== 'country') row[column] = value === '' ? null : value;
  }
  const home = installationCountry(tenant);
  let countryInvalid = false;
  if (patch.country !== undefined && patch.country !== '') {
    const code = countryCode(patch.country);
    if (!code || (!tenant.publicTenant && code !== home.code)) countryInvalid = true;
    else row.country = code === home.code ? home.country : countryName(code, tenant.defaultLanguage);
  } else if (patch.country === '') row.country = null;
  row.country ??= home.country;
  return { row, countryInvalid };
}

/** The field errors of the patch's addresses, as the shop checks an account's addresses (postcodes included). */
async function addressErrors(
  ctx: AppContext,
  tenant: Tenant,
  stored: AddressRecord[],
  patches: Partial<Record<AddressType, AddressPatch>>,
): Promise<CheckedField[]> {
  const home = installationCountry(tenant).country;
  const errors: CheckedField[] = [];
  for (const type of ADDRESS_TYPES) {
    const patch = patches[type];
    if (!patch) continue;
    const prefix = `addresses.${type}`;
    // The postal address exists on the internal shop only, as in the shop's own address forms.
    if (type === 'POSTAL' && tenant.publicTenant) {
      errors.push({ field: prefix, message: 'invalid' });
      continue;
    }
    const { row, countryInvalid } = patchedAddress(
      tenant,
      stored.find((a) => a.address_type === type),
      patch,
    );
    const found = checkAccountAddress(
      type,
      {
        recipient: row.recipient,
        streetName: row.street_name,
        streetNumber: row.street_number,
        zipCode: row.zip_code,
        city: row.city,
        country: row.country,
        organisationNumber: row.organisation_number,
        gln: row.gln,
      },
      { installationCountry: home },
      prefix,
    );
    if (countryInvalid) found.push({ field: `${prefix}.country`, message: 'invalid' });
    if (!found.some((e) => e.field === `${prefix}.zipCode`))
      found.push(
        ...(await postcodeErrors(ctx.db, tenant, { [prefix]: { zipCode: row.zip_code, country: row.country } })),
      );
    errors.push(...found);
  }
  return errors;
}

/**
 * PATCH /api/admin/customers/{customerNumber}: disable or enable (every user of the customer; a
 * disabled customer's sessions end at once), customer type, newsletter, addresses. Checked as the
 * shop checks them, then written with one audit row of what changed, field by field
 * (`{ field: { from, to } }`); a patch that changes nothing writes nothing.
 */
export async function patchCustomer(
  ctx: AppContext,
  op: Operator,
  customerNumber: string,
  body: CustomerPatch,
): Promise<AdminCustomer> {
  const { tenant, actor } = op;
  const current = await customerOf(ctx.db, tenant, customerNumber);
  const problems: CheckedField[] = [];
  if (body.privateCustomer === true && !tenant.businessPrivateToggle)
    problems.push({ field: 'privateCustomer', message: 'invalid' });
  if (body.addresses) {
    const stored = await customerAddresses(ctx.db, tenant.id, current.id);
    problems.push(...(await addressErrors(ctx, tenant, stored, body.addresses)));
  }
  if (problems.length > 0) throw new ValidationError(problems);
  if (body.disabled !== undefined && current.user_id === null) throw new OperationError(409, 'no_user');

  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Read again under the customer's lock: two changes at once each record what they changed.
    if (!(await lockCustomer(trx, tenant.id, current.id))) throw new OperationError(404, 'not_found');
    const now = await findCustomer(trx, tenant.id, customerNumber);
    if (!now) throw new OperationError(404, 'not_found');
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const note = (field: string, from: unknown, to: unknown) => {
      if (from !== to) changes[field] = { from, to };
    };
    const set: { customer_type?: 'BUSINESS' | 'PRIVATE'; allow_newsletter?: boolean } = {};
    if (body.privateCustomer !== undefined) {
      note('privateCustomer', now.customer_type === 'PRIVATE', body.privateCustomer);
      if ('privateCustomer' in changes) set.customer_type = body.privateCustomer ? 'PRIVATE' : 'BUSINESS';
    }
    if (body.allowNewsletter !== undefined) {
      note('allowNewsletter', now.allow_newsletter, body.allowNewsletter);
      if ('allowNewsletter' in changes) set.allow_newsletter = body.allowNewsletter;
    }
    await updateCustomer(trx, tenant.id, current.id, set);
    if (body.disabled !== undefined) {
      note('disabled', now.disabled === true, body.disabled);
      if ('disabled' in changes) await setCustomerUsersDisabled(trx, tenant.id, current.id, body.disabled);
    }
    if (body.addresses) {
      const stored = await customerAddresses(trx, tenant.id, current.id);
      for (const type of ADDRESS_TYPES) {
        const patch = body.addresses[type];
        if (!patch) continue;
        const before = stored.find((a) => a.address_type === type);
        const { row } = patchedAddress(tenant, before, patch);
        const count = Object.keys(changes).length;
        for (const [name, column] of Object.entries(ADDRESS_FIELDS) as [keyof AddressPatch, keyof AddressColumns][]) {
          note(`addresses.${type}.${name}`, before?.[column] ?? null, row[column]);
        }
        if (Object.keys(changes).length > count) await upsertAddress(trx, tenant.id, current.id, type, row);
      }
    }
    if (Object.keys(changes).length === 0) return changes;
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'customer',
      entityId: customerNumber,
      action: 'updated',
      changes,
    });
    return changes;
  });
  if ('disabled' in changed) accountsChanged(ctx, tenant.id);
  return customerView(ctx, tenant, customerNumber);
}

/**
 * POST /api/admin/customers/{customerNumber}/password-reset: the shop's reset mail and token
 * rules (a new token spends the earlier ones, valid an hour), in the shop's language; 409
 * `no_email` for a customer without an e-mail address, `customer_disabled` for a disabled one.
 */
export async function sendPasswordReset(ctx: AppContext, op: Operator, customerNumber: string): Promise<void> {
  const { tenant, actor } = op;
  const row = await customerOf(ctx.db, tenant, customerNumber);
  const email = row.email;
  if (row.user_id === null || !email) throw new OperationError(409, 'no_email');
  if (row.disabled) throw new OperationError(409, 'customer_disabled');
  const userId = row.user_id;
  const issued = await newResetLink(ctx, tenant);
  const mail = await renderResetMail({
    shop: tenant.name,
    primary: tenant.theme.primary,
    language: mailLanguage(tenant, undefined),
    link: issued.link,
    minutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  await ctx.db.transaction().execute(async (trx) => {
    await queueTokenMail(ctx, trx, tenant.id, { id: userId, email }, issued, { ...mail, kind: 'PASSWORD_RESET' });
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'customer',
      entityId: customerNumber,
      action: 'password_reset_sent',
      changes: { email },
    });
  });
  ctx.mail.kick();
}
