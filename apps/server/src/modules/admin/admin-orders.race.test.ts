import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { customerIdByNumber } from '../../test/db.ts';

const t = testAppForFile();
const { handler4: operator } = signInOperators(t, 'handler4');
let customer: { authorization: string };
let customerId: number;

beforeAll(async () => {
  customer = { authorization: `Bearer ${(await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token}` };
  customerId = await customerIdByNumber(t.db, 4, '10000004');
});

describe("a customer's cancel against an operator's 'printed'", () => {
  it('started together on 20 fresh orders: on each exactly one wins, and state, events and audit agree', async () => {
    const wins = { canceled: 0, printed: 0 };
    for (let round = 0; round < 20; round++) {
      const { id, orderNumber } = await insertTestOrder(t.db, { tenantId: 4, customerId });
      // Both requests are built first and sent together: neither waits for the other.
      const requests = [
        t.app.inject({
          method: 'POST',
          url: '/api/order/ajaxCancel?tenant=4',
          headers: customer,
          payload: { orderNumber },
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderNumber}/events?tenant=4`,
          headers: operator,
          payload: { type: 'printed' },
        }),
      ];
      const [cancel, printed] = await Promise.all(requests);
      if (!cancel || !printed) throw new Error('a request is missing');
      const codes = [cancel.statusCode, printed.statusCode].sort();
      expect(codes, `round ${round}: ${cancel.body} ${printed.body}`).toEqual([200, 409]);

      const stored = await t.db
        .selectFrom('orders')
        .select(['canceled', 'printed', 'invoiced', 'shipped', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const events = await t.db
        .selectFrom('order_events')
        .select(['type', 'actor'])
        .where('order_id', '=', id)
        .execute();
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action'])
        .where('tenant_id', '=', 4)
        .where('entity', '=', 'order')
        .where('entity_id', '=', String(orderNumber))
        .execute();
      if (cancel.statusCode === 200) {
        wins.canceled++;
        expect(printed.json()).toEqual({ operationError: 'transition_not_allowed' });
        expect(stored).toEqual({ canceled: true, printed: false, invoiced: false, shipped: false, status: 'canceled' });
        expect(events).toEqual([{ type: 'canceled', actor: 'customer' }]);
        expect(audit).toEqual([]);
      } else {
        wins.printed++;
        expect(cancel.statusCode).toBe(409);
        expect(stored).toEqual({ canceled: false, printed: true, invoiced: false, shipped: false, status: 'printed' });
        expect(events).toEqual([{ type: 'printed', actor: 'orders.4@example.com' }]);
        expect(audit).toEqual([{ action: 'printed' }]);
      }
    }
    console.info(`cancel won ${wins.canceled}, printed won ${wins.printed} of 20`);
    expect(wins.canceled + wins.printed).toBe(20);
  });
});
