import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  applyEvent,
  hasPermission,
  isAllowedEvent,
  isOperator,
  mayOperate,
  ORDER_EVENT_RULES,
  ORDER_EVENT_TYPES,
  type OrderEventType,
  type OrderFlags,
  orderStatusOf,
  PARCEL_NUMBER,
  PLACED_ORDER,
  reachableOrderStates,
  trackingLink,
} from './admin.ts';
import { decimalOfMinor, IsoDateSchema, OrderEventBodySchema, tenantTimeZone } from './admin-orders.ts';

const PLACED = PLACED_ORDER;
const flags = fc.record({
  canceled: fc.boolean(),
  printed: fc.boolean(),
  invoiced: fc.boolean(),
  shipped: fc.boolean(),
});
const event = fc.constantFrom(...ORDER_EVENT_TYPES);
const setCount = (f: OrderFlags) => Object.values(f).filter(Boolean).length;

describe('the order state machine', () => {
  it('follows the issue: placed → printed → invoiced, shipped once printed, canceled only before', () => {
    expect(allowedEvents(PLACED)).toEqual(['printed', 'canceled']);
    const printed = applyEvent(PLACED, 'printed');
    expect(allowedEvents(printed)).toEqual(['invoiced', 'shipped']);
    expect(allowedEvents(applyEvent(printed, 'invoiced'))).toEqual(['shipped']);
    expect(allowedEvents(applyEvent(printed, 'shipped'))).toEqual(['invoiced']);
    expect(allowedEvents(applyEvent(applyEvent(printed, 'shipped'), 'invoiced'))).toEqual([]);
    expect(allowedEvents(applyEvent(PLACED, 'canceled'))).toEqual([]);
    expect(isAllowedEvent(PLACED, 'invoiced')).toBe(false);
    expect(isAllowedEvent(PLACED, 'shipped')).toBe(false);
  });

  it('reaches six states, each named by its status, and never one with two of canceled and another flag', () => {
    const states = reachableOrderStates();
    expect(states.map(orderStatusOf).sort()).toEqual(
      ['canceled', 'invoiced', 'placed', 'printed', 'shipped', 'shipped'].sort(),
    );
    for (const s of states) expect(s.canceled && (s.printed || s.invoiced || s.shipped)).toBe(false);
  });

  it('allowedEvents is exactly the events isAllowedEvent allows, in the machine’s order', () => {
    fc.assert(
      fc.property(flags, (f) => {
        expect(allowedEvents(f)).toEqual(ORDER_EVENT_TYPES.filter((e) => isAllowedEvent(f, e)));
      }),
    );
  });

  it('an event sets exactly its own flag, once, and every rule requires that flag unset', () => {
    for (const e of ORDER_EVENT_TYPES) expect(ORDER_EVENT_RULES[e].requires[ORDER_EVENT_RULES[e].sets]).toBe(false);
    fc.assert(
      fc.property(flags, event, (f, e) => {
        const next = applyEvent(f, e);
        if (isAllowedEvent(f, e)) {
          expect(setCount(next)).toBe(setCount(f) + 1);
          expect(next[ORDER_EVENT_RULES[e].sets]).toBe(true);
          expect({ ...next, [ORDER_EVENT_RULES[e].sets]: false }).toEqual(f);
        } else {
          expect(next).toEqual(f);
        }
        // Applying the same event again never changes anything.
        expect(applyEvent(next, e)).toEqual(next);
      }),
    );
  });

  it('canceled is absorbing: nothing is allowed after it', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), fc.array(event, { maxLength: 8 }), (before, after) => {
        let state = before.reduce(applyEvent, PLACED);
        if (!state.canceled) state = applyEvent(state, 'canceled');
        if (!state.canceled) return;
        expect(allowedEvents(state)).toEqual([]);
        expect(after.reduce(applyEvent, state)).toEqual(state);
      }),
    );
  });

  it('of a cancel and a print, whichever comes first excludes the other', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 6 }), (path) => {
        const state = path.reduce(applyEvent, PLACED);
        for (const [first, second] of [
          ['canceled', 'printed'],
          ['printed', 'canceled'],
        ] as [OrderEventType, OrderEventType][]) {
          if (isAllowedEvent(state, first)) expect(isAllowedEvent(applyEvent(state, first), second)).toBe(false);
        }
      }),
    );
  });

  it('a shipped order was printed, an invoiced one too, and the status follows the precedence', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 10 }), (path) => {
        const state = path.reduce(applyEvent, PLACED);
        if (state.shipped || state.invoiced) expect(state.printed).toBe(true);
        const status = orderStatusOf(state);
        if (state.canceled) expect(status).toBe('canceled');
        else if (state.shipped) expect(status).toBe('shipped');
        else if (state.invoiced) expect(status).toBe('invoiced');
        else expect(status).toBe(state.printed ? 'printed' : 'placed');
      }),
    );
  });
});

describe('operators', () => {
  it('knows operators, their permissions and their tenants', () => {
    expect(isOperator(['CUSTOMER'])).toBe(false);
    expect(isOperator(['ORDER_HANDLER'])).toBe(true);
    expect(hasPermission(['ORDER_HANDLER'], 'orders:write')).toBe(true);
    expect(hasPermission(['ORDER_HANDLER'], 'customers:write')).toBe(false);
    expect(hasPermission(['CUSTOMER'], 'orders:read')).toBe(false);
    expect(mayOperate(['ADMIN'], 4, 4)).toBe(true);
    expect(mayOperate(['ADMIN'], 4, 5)).toBe(false);
    expect(mayOperate(['SUPERADMIN'], 4, 5)).toBe(true);
    expect(mayOperate(['CUSTOMER'], 4, 4)).toBe(false);
  });
});

describe('parcel numbers and tracking', () => {
  it('takes letters, digits and dashes, 4 to 40', () => {
    expect(PARCEL_NUMBER.test('00373500412')).toBe(true);
    expect(PARCEL_NUMBER.test('JJFI-6400')).toBe(true);
    expect(PARCEL_NUMBER.test('abc')).toBe(false);
    expect(PARCEL_NUMBER.test('A'.repeat(41))).toBe(false);
    expect(PARCEL_NUMBER.test('12 34')).toBe(false);
  });

  it('builds the tracking link with the number encoded, none without a template or a number', () => {
    expect(trackingLink('https://t.example/?id={parcelNumber}', 'AB-12')).toBe('https://t.example/?id=AB-12');
    expect(trackingLink('https://t.example/{parcelNumber}/{parcelNumber}', 'a&b')).toBe(
      'https://t.example/a%26b/a%26b',
    );
    expect(trackingLink(null, 'AB-12')).toBeNull();
    expect(trackingLink('https://t.example/?id={parcelNumber}', null)).toBeNull();
  });

  it('an event body: shipped needs a parcel number (required, as a missing field), the others take none', () => {
    const issues = (body: unknown) =>
      OrderEventBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.code]) ?? [];
    expect(issues({ type: 'shipped' })).toEqual([['parcelNumber', 'invalid_type']]);
    expect(issues({ type: 'shipped', parcelNumber: 'x' })).toEqual([['parcelNumber', 'invalid_format']]);
    expect(issues({ type: 'printed', parcelNumber: 'AB-1234' })).toEqual([['parcelNumber', 'custom']]);
    expect(issues({ type: 'shipped', parcelNumber: ' AB-1234 ', note: 'ok' })).toEqual([]);
    expect(OrderEventBodySchema.parse({ type: 'shipped', parcelNumber: ' AB-1234 ' }).parcelNumber).toBe('AB-1234');
  });
});

describe('the back office’s order helpers', () => {
  it('writes minor units as a plain decimal', () => {
    expect(decimalOfMinor(0)).toBe('0.00');
    expect(decimalOfMinor(5)).toBe('0.05');
    expect(decimalOfMinor(123405)).toBe('1234.05');
    expect(decimalOfMinor(-250)).toBe('-2.50');
    expect(() => decimalOfMinor(1.5)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(Math.round(Number(decimalOfMinor(minor)) * 100)).toBe(minor);
      }),
    );
  });

  it('takes only days that exist', () => {
    expect(IsoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(IsoDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-1-01').success).toBe(false);
  });

  it('knows each demo shop’s time zone', () => {
    expect(tenantTimeZone('Sverige')).toBe('Europe/Stockholm');
    expect(tenantTimeZone('Suomi')).toBe('Europe/Helsinki');
    expect(tenantTimeZone('United Kingdom')).toBe('Europe/London');
    expect(tenantTimeZone('España')).toBe('Europe/Madrid');
    expect(tenantTimeZone('Danmark')).toBe('Europe/Copenhagen');
  });
});
