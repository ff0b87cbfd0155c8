import { NO_INVOICE_DETAILS } from '../addresses.ts';
import type { Db } from '../connect.ts';
import type { AddressesTable, AddressInvoiceColumns } from '../schema.ts';
import { idsInOrder } from './insert.ts';
import { type DemoPeople, PEOPLE, STORES, type StreetAddress } from './people.ts';
import type { TenantDef } from './tenants.ts';

type AddressType = AddressesTable['address_type'];

export interface AddressPlan extends AddressInvoiceColumns {
  address_type: AddressType;
  recipient: string;
  street_name: string;
  street_number: string;
  street_letter: string | null;
  zip_code: string;
  city: string;
  country: string;
}

export interface CustomerPlan {
  tenantId: number;
  customer_number: string;
  customer_type: 'BUSINESS' | 'PRIVATE';
  company_name: string | null;
  name: string | null;
  corporate_identity_number: string | null;
  allow_newsletter: boolean;
  addresses: AddressPlan[];
}

export interface UserPlan {
  tenantId: number;
  /** Customer number of the user's customer; null for admins. */
  customerNumber: string | null;
  email: string | null;
  temporary_password: boolean;
  roles: string[];
}

export interface StorePlan {
  tenantId: number;
  ownerNumber: string;
  storeNumber: string;
  store_id: string;
  name: string;
}

export interface AccountPlan {
  customers: CustomerPlan[];
  users: UserPlan[];
  stores: StorePlan[];
}

function address(
  tenant: TenantDef,
  type: AddressType,
  recipient: string,
  at: StreetAddress,
  invoice: Partial<AddressPlan> = {},
): AddressPlan {
  return {
    address_type: type,
    recipient,
    street_name: at.street,
    street_number: at.number,
    street_letter: at.letter ?? null,
    zip_code: at.zip,
    city: at.city,
    country: tenant.installationCountry,
    ...NO_INVOICE_DETAILS,
    ...invoice,
  };
}

function invoiceAddress(tenant: TenantDef, people: DemoPeople, recipient: string, orgNumber: string): AddressPlan {
  return address(tenant, 'INVOICE', recipient, people.invoice, {
    invoice_reference: `${people.contactPerson} / ${1000 + tenant.id * 11}`,
    email_invoice_address: `faktura.${tenant.id}@example.com`,
    organisation_number: orgNumber,
    electronic_invoice_system_address: people.eInvoice?.address ?? null,
    electronic_operator: people.eInvoice?.operator ?? null,
  });
}

/** Customer number `<digit>000000<tenant>`, e.g. 10000004. */
export function customerNumber(first: number, tenantId: number): string {
  return `${first}${String(tenantId).padStart(7, '0')}`;
}

/** The demo customers, users and stores of every shop. */
export function planAccounts(tenants: readonly TenantDef[]): AccountPlan {
  const customers: CustomerPlan[] = [];
  const users: UserPlan[] = [];
  const stores: StorePlan[] = [];
  for (const tenant of tenants) {
    const t = tenant.id;
    const people = PEOPLE[t];
    if (!people) throw new Error(`no demo people for tenant ${t}`);
    const business = (first: number, company: string, corporateId: string, addresses: AddressPlan[]): CustomerPlan => ({
      tenantId: t,
      customer_number: customerNumber(first, t),
      customer_type: 'BUSINESS',
      company_name: company,
      name: null,
      corporate_identity_number: corporateId,
      allow_newsletter: first === 1,
      addresses,
    });
    customers.push(
      business(1, people.businessCompany, people.corporateId, [
        address(tenant, 'DELIVERY', people.businessCompany, people.delivery),
        address(tenant, 'POSTAL', people.businessCompany, people.postal),
        invoiceAddress(tenant, people, people.businessCompany, people.corporateId),
      ]),
      business(2, people.noEmailCompany, people.corporateId.replace(/\d$/, '7'), [
        address(tenant, 'DELIVERY', people.noEmailCompany, people.postal),
      ]),
      {
        tenantId: t,
        customer_number: customerNumber(3, t),
        customer_type: 'PRIVATE',
        company_name: null,
        name: people.privateName,
        corporate_identity_number: null,
        allow_newsletter: false,
        addresses: [address(tenant, 'DELIVERY', people.privateName, people.home)],
      },
      business(4, people.tempCompany, people.corporateId.replace(/\d$/, '5'), [
        address(tenant, 'DELIVERY', people.tempCompany, people.invoice),
      ]),
    );
    users.push(
      {
        tenantId: t,
        customerNumber: customerNumber(1, t),
        email: `business.${t}@example.com`,
        temporary_password: false,
        roles: ['CUSTOMER'],
      },
      {
        tenantId: t,
        customerNumber: customerNumber(2, t),
        email: null,
        temporary_password: false,
        roles: ['CUSTOMER'],
      },
      {
        tenantId: t,
        customerNumber: customerNumber(3, t),
        email: `private.${t}@example.com`,
        temporary_password: false,
        roles: ['CUSTOMER'],
      },
      {
        tenantId: t,
        customerNumber: customerNumber(4, t),
        email: `temp.${t}@example.com`,
        temporary_password: true,
        roles: ['CUSTOMER'],
      },
      {
        tenantId: t,
        customerNumber: null,
        email: `admin.${t}@example.com`,
        temporary_password: false,
        roles: ['ADMIN'],
      },
      {
        tenantId: t,
        customerNumber: null,
        email: `orders.${t}@example.com`,
        temporary_password: false,
        roles: ['ORDER_HANDLER'],
      },
    );
    // The one operator of every shop lives in the first one.
    if (tenant === tenants[0])
      users.push({
        tenantId: t,
        customerNumber: null,
        email: 'super@example.com',
        temporary_password: false,
        roles: ['SUPERADMIN'],
      });
    if (t === 3) {
      const owner = 'Demo Butikskedjan AB';
      customers.push(
        business(5, owner, '556700-0053', [
          address(tenant, 'DELIVERY', owner, people.delivery),
          address(tenant, 'POSTAL', owner, people.postal),
          invoiceAddress(tenant, people, owner, '556700-0053'),
        ]),
      );
      // Two people of the chain: both reach its stores, and a store's order lists are shared.
      for (const email of [`stores.${t}@example.com`, `stores2.${t}@example.com`])
        users.push({
          tenantId: t,
          customerNumber: customerNumber(5, t),
          email,
          temporary_password: false,
          roles: ['CUSTOMER', 'STORE_OWNER'],
        });
      STORES.forEach((store, i) => {
        const number = `6${String(i + 1).padStart(7, '0')}`;
        customers.push({
          tenantId: t,
          customer_number: number,
          customer_type: 'BUSINESS',
          company_name: store.name,
          name: null,
          corporate_identity_number: `556800-${String(1000 + i * 7).padStart(4, '0')}`,
          allow_newsletter: false,
          addresses: [
            address(tenant, 'DELIVERY', store.name, store.address),
            address(tenant, 'POSTAL', store.name, store.address),
          ],
        });
        stores.push({
          tenantId: t,
          ownerNumber: customerNumber(5, t),
          storeNumber: number,
          store_id: `S-${101 + i}`,
          name: `${store.name.replace(/ AB$/, '')}, ${store.city}`,
        });
      });
    }
  }
  for (const u of users)
    if (u.email && u.email !== u.email.toLowerCase()) throw new Error('emails are stored lower-case');
  return { customers, users, stores };
}

/** Inserts customers, their addresses, users (with the given hashes, one per user) and stores. */
export async function insertAccounts(
  db: Db,
  plan: AccountPlan,
  hashes: readonly string[],
): Promise<Map<string, number>> {
  const customerRows = plan.customers.map((c) => ({
    tenant_id: c.tenantId,
    customer_number: c.customer_number,
    customer_type: c.customer_type,
    company_name: c.company_name,
    name: c.name,
    corporate_identity_number: c.corporate_identity_number,
    allow_newsletter: c.allow_newsletter,
    default_article_group_id: null,
  }));
  const back = await db
    .insertInto('customers')
    .values(customerRows)
    .returning(['id', 'tenant_id', 'customer_number'])
    .execute();
  const ids = idsInOrder(
    'customers',
    customerRows,
    back,
    (r, b) => r.tenant_id === b.tenant_id && r.customer_number === b.customer_number,
  );
  /** `<tenant>:<customer number>` → customer id. */
  const customerId = new Map<string, number>(
    plan.customers.map((c, i) => [`${c.tenantId}:${c.customer_number}`, ids[i] ?? 0]),
  );
  const idOf = (tenantId: number, number: string) => {
    const id = customerId.get(`${tenantId}:${number}`);
    if (id === undefined) throw new Error(`unknown demo customer ${number}`);
    return id;
  };

  const addressRows = plan.customers.flatMap((c) =>
    c.addresses.map((a) => ({ ...a, tenant_id: c.tenantId, customer_id: idOf(c.tenantId, c.customer_number) })),
  );
  await db.insertInto('addresses').values(addressRows).execute();

  if (hashes.length !== plan.users.length) throw new Error('one password hash per user is needed');
  const userRows = plan.users.map((u, i) => ({
    tenant_id: u.tenantId,
    customer_id: u.customerNumber === null ? null : idOf(u.tenantId, u.customerNumber),
    email: u.email,
    password_hash: hashes[i] ?? '',
    temporary_password: u.temporary_password,
    roles: u.roles,
  }));
  await db.insertInto('users').values(userRows).execute();

  if (plan.stores.length > 0) {
    const storeRows = plan.stores.map((s) => ({
      tenant_id: s.tenantId,
      owner_customer_id: idOf(s.tenantId, s.ownerNumber),
      store_customer_id: idOf(s.tenantId, s.storeNumber),
      store_id: s.store_id,
      name: s.name,
    }));
    await db.insertInto('stores').values(storeRows).execute();
  }
  return customerId;
}
