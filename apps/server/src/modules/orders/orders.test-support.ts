import { afterAll, beforeAll } from 'vitest';
import { accessTokens, createTestApp, type TestApp } from '../../test/app.ts';
import { invoiceAddress, orderAddress, orderBody } from '../../test/orders.ts';

/** Shared set-up and helpers of the order call tests (not a test file itself). */
export let t: TestApp;
export const tokens: Record<string, string> = {};

export const guest = (tenant: number, call: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guest/order/${call}?tenant=${tenant}`,
    payload: payload as object,
    headers,
  });
export const signedIn = (
  tenant: number,
  user: string,
  call: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/${call}?tenant=${tenant}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${tokens[user]}`, ...headers },
  });

/** Goods articles of a shop, with what the tests pick by. */
export async function goods(tenant: number) {
  return t.db
    .selectFrom('articles')
    .select(['id', 'article_number', 'price_minor', 'weight_grams', 'free_shipping', 'number_of_forms', 'payer'])
    .where('tenant_id', '=', tenant)
    .where('freight', '=', 'NONE')
    .where('administrative_fee', '=', false)
    .where('alternative_price', 'is', null)
    .orderBy('id')
    .execute();
}

export async function pick(tenant: number, test: (a: Awaited<ReturnType<typeof goods>>[number]) => boolean) {
  const found = (await goods(tenant)).find(test);
  if (!found) throw new Error(`no article for tenant ${tenant}`);
  return found;
}

export async function service(tenant: number) {
  const rows = await t.db.selectFrom('articles').selectAll().where('tenant_id', '=', tenant).execute();
  return {
    normal: rows.find((r) => r.freight === 'NORMAL')?.price_minor ?? 0,
    premium: rows.find((r) => r.freight === 'PREMIUM')?.price_minor ?? 0,
    fee: rows.find((r) => r.administrative_fee)?.price_minor ?? 0,
  };
}

/** The shared order bodies (src/test/orders.ts) under the names these tests use. */
export { invoiceAddress as invoice, orderAddress as address, orderBody as request };

export async function countOrders(tenant: number) {
  const row = await t.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenant)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function orderRow(tenant: number, orderNumber: number) {
  return t.db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenant)
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

export async function mailsOf(orderId: number) {
  return t.db.selectFrom('mail_outbox').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Registers the hooks that give each test file its own seeded shop. */
export function setUpOrderTests(): void {
  beforeAll(async () => {
    t = await createTestApp();
    Object.assign(
      tokens,
      await accessTokens(t.app, [
        [3, 'business.3@example.com'],
        [4, 'business.4@example.com'],
        [4, 'private.4@example.com'],
        [5, 'business.5@example.com'],
        [6, 'business.6@example.com'],
      ]),
    );
  });
  afterAll(() => t.close());
}
