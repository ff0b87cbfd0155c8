import type { AuditEntity } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Db } from '../db/connect.ts';
import { DEMO_PASSWORD, type TestApp } from './app.ts';

/** An operator's sign-in on `tenant`: the token answer and the binding cookie (`admin_rt=...`). */
export async function adminLoginAs(app: FastifyInstance, tenant: number, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/login?tenant=${tenant}`,
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return {
    tokens: res.json() as { access_token: string; refresh_token: string; roles: string[]; tenants: { id: number }[] },
    cookie,
  };
}

/** The bearer header of an operator signed in on `tenant`. */
export async function adminAuth(app: FastifyInstance, tenant: number, username: string) {
  const { tokens } = await adminLoginAs(app, tenant, username);
  return { authorization: `Bearer ${tokens.access_token}` };
}

/** The demo data's operators by the names the tests give them: tenant and username. */
const OPERATORS = {
  admin3: [3, 'admin.3@example.com'],
  handler3: [3, 'orders.3@example.com'],
  admin4: [4, 'admin.4@example.com'],
  handler4: [4, 'orders.4@example.com'],
  super4: [4, 'super@example.com'],
  admin5: [5, 'admin.5@example.com'],
  admin6: [6, 'admin.6@example.com'],
} as const;

/**
 * The bearer headers of the named operators on `t` (a `testAppForFile` server, declared first): each
 * object is filled in when its operator signs in, in the order named, before the file's tests.
 */
export function signInOperators<K extends keyof typeof OPERATORS>(
  t: TestApp,
  ...names: K[]
): Record<K, { authorization: string }> {
  const headers = Object.fromEntries(names.map((name) => [name, { authorization: '' }])) as Record<
    K,
    { authorization: string }
  >;
  beforeAll(async () => {
    for (const name of names) {
      const [tenant, username] = OPERATORS[name];
      headers[name].authorization = (await adminAuth(t.app, tenant, username)).authorization;
    }
  });
  return headers;
}

/** An order written straight into the database for the back office's tests. */
export interface TestOrder {
  tenantId: number;
  /** The customer's id; null for a guest order. */
  customerId?: number | null;
  orderDate?: string;
  flags?: Partial<{ canceled: boolean; printed: boolean; invoiced: boolean; shipped: boolean }>;
  parcelNumber?: string | null;
  recipient?: string;
  email?: string;
  totalGross?: number;
  lines?: { articleNumber: string; name: string; amount: number; quantity: number; price: number }[];
}

/** Writes an order (and its lines) in the state asked for: its id and number. */
export async function insertTestOrder(db: Db, o: TestOrder): Promise<{ id: number; orderNumber: number }> {
  const gross = o.totalGross ?? 12500;
  const address = {
    recipient: o.recipient ?? 'Test Mottagare',
    streetName: 'Storgatan',
    zipCode: '11122',
    city: 'Stockholm',
    country: 'Sverige',
    contactPerson: 'Kontakt',
    contactPhoneNumber: '0701234567',
    contactNotificationInformation: o.email ?? 'kontakt@example.com',
  };
  const row = await db
    .insertInto('orders')
    .values({
      tenant_id: o.tenantId,
      customer_id: o.customerId ?? null,
      guest_access_token_hash: o.customerId ? null : `test-${Math.random()}`,
      order_date: o.orderDate ?? new Date().toISOString(),
      currency: 'SEK',
      vat_basis_points: 2500,
      total_net_minor: gross - Math.round(gross / 5),
      total_vat_minor: Math.round(gross / 5),
      total_gross_minor: gross,
      canceled: o.flags?.canceled ?? false,
      printed: o.flags?.printed ?? false,
      invoiced: o.flags?.invoiced ?? false,
      shipped: o.flags?.shipped ?? false,
      parcel_number: o.parcelNumber ?? null,
      delivery_address: JSON.stringify(address),
      invoice_address: JSON.stringify({
        recipient: address.recipient,
        streetName: 'Box 1',
        organisationNumber: '556000-0000',
      }),
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
  const lines = o.lines ?? [
    { articleNumber: 'TEST-1', name: '[sv]Testvara[en]Test item', amount: 1, quantity: 100, price: 10000 },
  ];
  if (lines.length > 0) {
    await db
      .insertInto('order_items')
      .values(
        lines.map((l) => ({
          tenant_id: o.tenantId,
          order_id: row.id,
          article_number: l.articleNumber,
          name: l.name,
          amount: l.amount,
          quantity: l.quantity,
          price_minor: l.price,
          payer: 'CUSTOMER',
        })),
      )
      .execute();
  }
  return { id: row.id, orderNumber: row.order_number };
}

/** An order event (`printed`, `shipped`, ...) sent to the back office by the operator of `headers`. */
export function postOrderEvent(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderNumber: number,
  body: object,
  tenant = 4,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/events?tenant=${tenant}`,
    headers,
    payload: body,
  });
}

/** An order's state as the database holds it: its flags, parcel number and status. */
export function orderFlags(db: Db, orderNumber: number, tenant = 4) {
  return db
    .selectFrom('orders')
    .select(['canceled', 'printed', 'invoiced', 'shipped', 'parcel_number', 'status'])
    .where('tenant_id', '=', tenant)
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

/** How many order events and audit rows a tenant has: a refused change must leave both as they were. */
export async function changeCounts(db: Db, tenantId: number) {
  const [events, audit] = await Promise.all([
    db
      .selectFrom('order_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { events: Number(events.n), audit: Number(audit.n) };
}

/** A back-office call as `headers` make it (an operator's bearer header, or none). */
export function adminCall(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The headers that must never pass an operator's guard: none, a garbage token, a shop customer's token. */
export function refusedCallers(shopAccessToken: string): Record<string, Record<string, string>> {
  return {
    none: {},
    garbage: { authorization: 'Bearer not.a.token' },
    shop: { authorization: `Bearer ${shopAccessToken}` },
  };
}

/** The audit rows of one entity (any tenant), oldest first: action, changes and actor. */
export function auditRowsOf(db: Db, entity: AuditEntity, id: number | string) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'changes', 'actor'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}
