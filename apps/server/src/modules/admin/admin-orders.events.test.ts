import { allowedEvents, applyEvent, ORDER_EVENT_TYPES, orderStatusOf, reachableOrderStates } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { changeCounts, insertTestOrder, orderFlags, postOrderEvent, signInOperators } from '../../test/admin.ts';
import { testAppForFile } from '../../test/app.ts';

/** The back office's order events: every transition the state machine allows or refuses. */

const t = testAppForFile();
const { admin4 } = signInOperators(t, 'admin4');

const FLAG_NAMES = ['canceled', 'printed', 'invoiced', 'shipped'] as const;

const postEvent = (orderNumber: number, body: object, headers = admin4, tenant = 4) =>
  postOrderEvent(t.app, headers, orderNumber, body, tenant);
const flagsOf = (orderNumber: number, tenant = 4) => orderFlags(t.db, orderNumber, tenant);

describe('order events', () => {
  it('allows exactly what the state machine allows, from every reachable state', async () => {
    const states = reachableOrderStates();
    expect(states.length).toBeGreaterThanOrEqual(6);
    for (const state of states) {
      for (const type of ORDER_EVENT_TYPES) {
        const { id, orderNumber } = await insertTestOrder(t.db, { tenantId: 4, flags: state });
        const body = type === 'shipped' ? { type, parcelNumber: 'PN-12345678' } : { type };
        const before = await changeCounts(t.db, 4);
        const res = await postEvent(orderNumber, body);
        const label = `${orderStatusOf(state)} ${JSON.stringify(state)} + ${type}`;
        const stored = await flagsOf(orderNumber);
        if (allowedEvents(state).includes(type)) {
          const next = applyEvent(state, type);
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(res.json()).toMatchObject({
            ...next,
            status: orderStatusOf(next),
            allowedEvents: allowedEvents(next),
          });
          expect(Object.fromEntries(FLAG_NAMES.map((f) => [f, stored[f]])), label).toEqual(next);
          expect(stored.status).toBe(orderStatusOf(next));
          expect(await changeCounts(t.db, 4)).toEqual({ events: before.events + 1, audit: before.audit + 1 });
          const event = await t.db
            .selectFrom('order_events')
            .selectAll()
            .where('order_id', '=', id)
            .executeTakeFirstOrThrow();
          expect(event).toMatchObject({ type, actor: 'admin.4@example.com', actor_user_id: expect.any(Number) });
          const audit = await t.db
            .selectFrom('audit_log')
            .selectAll()
            .where('tenant_id', '=', 4)
            .where('entity', '=', 'order')
            .where('entity_id', '=', String(orderNumber))
            .executeTakeFirstOrThrow();
          const changes = typeof audit.changes === 'string' ? JSON.parse(audit.changes) : audit.changes;
          expect(audit).toMatchObject({ action: type, actor: 'admin.4@example.com' });
          expect(changes).toEqual({
            status: { from: orderStatusOf(state), to: orderStatusOf(next) },
            ...(type === 'shipped' ? { parcelNumber: 'PN-12345678' } : {}),
          });
        } else {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(409);
          expect(res.json()).toEqual({ operationError: 'transition_not_allowed' });
          expect(Object.fromEntries(FLAG_NAMES.map((f) => [f, stored[f]])), label).toEqual(state);
          expect(stored.parcel_number).toBeNull();
          expect(await changeCounts(t.db, 4)).toEqual(before);
        }
      }
    }
  });

  it('shipped stores the parcel number, the note and the tracking link; needs a valid parcel number', async () => {
    const { id, orderNumber } = await insertTestOrder(t.db, { tenantId: 4, flags: { printed: true } });
    const before = await changeCounts(t.db, 4);
    for (const [body, field, message] of [
      [{ type: 'shipped' }, 'parcelNumber', 'required'],
      [{ type: 'shipped', parcelNumber: 'ab' }, 'parcelNumber', 'invalid'],
      [{ type: 'shipped', parcelNumber: 'ÅÄÖ-1234' }, 'parcelNumber', 'invalid'],
      [{ type: 'printed', parcelNumber: 'PN-1234' }, 'parcelNumber', 'invalid'],
      [{ type: 'sent' }, 'type', expect.any(String)],
      [{ type: 'shipped', parcelNumber: 'PN-1234', extra: 1 }, expect.any(String), expect.any(String)],
    ] as const) {
      const res = await postEvent(orderNumber, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().fieldErrors).toContainEqual({ field, message });
    }
    expect(await changeCounts(t.db, 4)).toEqual(before);
    expect((await flagsOf(orderNumber)).shipped).toBe(false);

    const res = await postEvent(orderNumber, { type: 'shipped', parcelNumber: ' 00373500412 ', note: 'Två kollin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'shipped',
      parcelNumber: '00373500412',
      trackingUrl: 'https://tracking.postnord.com/se/?id=00373500412',
    });
    expect(res.json().history.at(-1)).toMatchObject({
      type: 'shipped',
      parcelNumber: '00373500412',
      note: 'Två kollin',
    });
    const event = await t.db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ parcel_number: '00373500412', note: 'Två kollin' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity_id', '=', String(orderNumber))
      .executeTakeFirstOrThrow();
    const changes = typeof audit.changes === 'string' ? JSON.parse(audit.changes) : audit.changes;
    expect(changes).toEqual({
      status: { from: 'printed', to: 'shipped' },
      parcelNumber: '00373500412',
      note: 'Två kollin',
    });
  });

  it('an unknown order is 404 and writes nothing', async () => {
    const before = await changeCounts(t.db, 4);
    const res = await postEvent(2_000_000_000, { type: 'printed' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ operationError: 'not_found' });
    expect(await changeCounts(t.db, 4)).toEqual(before);
  });
});
