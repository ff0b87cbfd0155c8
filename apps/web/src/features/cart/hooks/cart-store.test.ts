// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readSavedCart, useCartStore } from '../../../stores/cart-store.ts';
import { chooseEInvoice, selectTotals, setAdministrativeFee, setDeliveryCosts } from './cart-costs.ts';
import { changePackage } from './cart-edit.ts';
import { article, cart, costs, product, saved, setUpCartTests } from './cart-test-setup.ts';

setUpCartTests();

describe('cart lines', () => {
  it('counts products; adding one again raises its amount, not the count', () => {
    cart().add(product, article(1), 2);
    cart().add(product, article(2), 1);
    cart().add(product, article(1), 3);
    expect(cart().itemsInCart).toBe(2);
    expect(cart().items['1']).toMatchObject({ amount: 5, price: 5000 });
  });

  it('removes a line and lowers the count', () => {
    cart().add(product, article(1), 2);
    cart().add(product, article(2), 1);
    cart().remove(2);
    expect(cart().itemsInCart).toBe(1);
    expect(cart().items['2']).toBeUndefined();
    cart().remove(99);
    expect(cart().itemsInCart).toBe(1);
  });

  it('sets an amount; below 1 removes the line; not whole numbers are ignored', () => {
    cart().add(product, article(1), 2);
    cart().setAmount(1, 4);
    expect(cart().items['1']).toMatchObject({ amount: 4, price: 4000 });
    cart().setAmount(1, 2.5);
    expect(cart().items['1']?.amount).toBe(4);
    cart().setAmount(1, 0);
    expect(cart().itemsInCart).toBe(0);
  });

  it('ignores amounts that are not whole positive numbers when adding', () => {
    cart().add(product, article(1), 0);
    cart().add(product, article(1), -2);
    cart().add(product, article(1), 1.5);
    expect(cart().itemsInCart).toBe(0);
  });

  it('prices lines the shop pays at 0', () => {
    cart().add(product, article(1, 1000, { payer: 'TENANT' }), 3);
    expect(cart().items['1']?.price).toBe(0);
    expect(selectTotals(cart()).items).toBe(0);
  });

  it('changes a package: the old line is replaced by the new package with the amount', () => {
    cart().add(product, article(1, 1000), 2);
    cart().add(product, article(5, 300), 1);
    changePackage(1, article(2, 4000), 3);
    expect(Object.keys(cart().items).sort()).toEqual(['2', '5']);
    expect(cart().items['2']).toMatchObject({ amount: 3, price: 12000, product });
    expect(cart().itemsInCart).toBe(2);
  });

  it('changes a package to one already in the cart: the amounts add up', () => {
    cart().add(product, article(1, 1000), 2);
    cart().add(product, article(2, 4000), 1);
    changePackage(1, article(2, 4000), 3);
    expect(Object.keys(cart().items)).toEqual(['2']);
    expect(cart().items['2']).toMatchObject({ amount: 4, price: 16000 });
    expect(cart().itemsInCart).toBe(1);
  });

  it('changing to the same package only sets the amount; a missing line is ignored', () => {
    cart().add(product, article(1, 1000), 2);
    changePackage(1, article(1, 1000), 7);
    expect(cart().items['1']?.amount).toBe(7);
    changePackage(42, article(3), 1);
    expect(cart().itemsInCart).toBe(1);
  });
});

describe('order key', () => {
  it('is new whenever the items change, kept otherwise, and empty for an empty cart', () => {
    expect(cart().orderKey).toBe('');
    cart().add(product, article(1), 1);
    const first = cart().orderKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    cart().setPremium(true);
    cart().setAmount(1, 1);
    expect(cart().orderKey).toBe(first);
    cart().setAmount(1, 2);
    const second = cart().orderKey;
    expect(second).not.toBe(first);
    cart().add(product, article(2), 1);
    expect(cart().orderKey).not.toBe(second);
    cart().remove(1);
    cart().remove(2);
    expect(cart().orderKey).toBe('');
  });

  it('is saved, so another tab with the same saved cart uses the same key', () => {
    cart().add(product, article(1), 1);
    vi.advanceTimersByTime(1000);
    const key = cart().orderKey;
    expect(saved().orderKey).toBe(key);
    useCartStore.setState({ orderKey: 'other' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'state' }));
    expect(cart().orderKey).toBe(key);
  });
});

describe('saved cart', () => {
  it('saves to localStorage.state 1000 ms after the last change', () => {
    cart().add(product, article(1), 1);
    vi.advanceTimersByTime(600);
    cart().add(product, article(2), 1);
    vi.advanceTimersByTime(999);
    expect(localStorage.getItem('state')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readSavedCart().itemsInCart).toBe(2);
    expect(saved()).toMatchObject({ itemsInCart: 2, premiumSelected: false, eInvoiceSelected: null });
  });

  it('saves the premium and e-invoice choices; costs are not saved', async () => {
    cart().add(product, article(1), 1);
    setDeliveryCosts(costs());
    cart().setPremium(true);
    await chooseEInvoice(true);
    vi.advanceTimersByTime(1000);
    expect(Object.keys(saved()).sort()).toEqual([
      'eInvoiceSelected',
      'items',
      'itemsInCart',
      'orderKey',
      'premiumSelected',
    ]);
    expect(saved()).toMatchObject({ premiumSelected: true, eInvoiceSelected: true });
  });

  it('clears the cart and its saved copy at once', () => {
    cart().add(product, article(1), 1);
    vi.advanceTimersByTime(1000);
    cart().clear();
    expect(localStorage.getItem('state')).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(localStorage.getItem('state')).toBeNull();
    expect(cart().itemsInCart).toBe(0);
  });

  it.each([
    ['not JSON', '{items: nope'],
    ['null', 'null'],
    ['a number', '42'],
    ['a list', '[1,2]'],
    ['items as a list', '{"items":[1],"itemsInCart":1}'],
    ['items as a string', '{"items":"x"}'],
  ])('an unreadable saved cart (%s) gives an empty cart', (_, raw) => {
    localStorage.setItem('state', raw);
    cart().reload();
    expect(cart()).toMatchObject({ items: {}, itemsInCart: 0, orderKey: '', premiumSelected: false });
    expect(selectTotals(cart()).total).toBe(0);
  });

  it('drops bad lines alone and recounts', () => {
    const good = { product, article: article(1, 500), amount: 2, price: 1 };
    localStorage.setItem(
      'state',
      JSON.stringify({
        items: {
          '1': good,
          '2': { ...good, article: article(3) },
          '4': { ...good, article: article(4), amount: 0 },
          '5': { ...good, article: { ...article(5), price: '10' } },
          '6': { ...good, product: null },
          '7': 'x',
        },
        itemsInCart: 99,
        premiumSelected: 'yes',
        eInvoiceSelected: 'no',
        orderKey: 12,
      }),
    );
    cart().reload();
    expect(Object.keys(cart().items)).toEqual(['1']);
    expect(cart().items['1']?.price).toBe(1000);
    expect(cart()).toMatchObject({ itemsInCart: 1, premiumSelected: false, eInvoiceSelected: null });
    expect(cart().orderKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a cart saved by the older version (lines and count only) with default choices and a new key', () => {
    localStorage.setItem(
      'state',
      JSON.stringify({ items: { '3': { product, article: article(3, 700), amount: 2, price: 1400 } }, itemsInCart: 1 }),
    );
    cart().reload();
    expect(cart().items['3']).toMatchObject({ amount: 2, price: 1400, article: article(3, 700), product });
    expect(cart()).toMatchObject({ itemsInCart: 1, premiumSelected: false, eInvoiceSelected: null });
    expect(cart().orderKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['a missing weight', { weight: undefined }],
    ['a negative weight', { weight: -5 }],
    ['a text price', { price: '10' }],
    ['an object as alternative price', { alternativePrice: {} }],
    ['a number as payer', { payer: 1 }],
    ['a text flag', { freeShipping: 'no' }],
  ])('drops a hand-edited line with %s, keeps the others', (_, change) => {
    const good = { product, article: article(1), amount: 1, price: 1000 };
    localStorage.setItem(
      'state',
      JSON.stringify({ items: { '1': good, '2': { ...good, article: { ...article(2), ...change } } }, itemsInCart: 2 }),
    );
    cart().reload();
    expect(Object.keys(cart().items)).toEqual(['1']);
    expect(cart().itemsInCart).toBe(1);
    expect(selectTotals(cart()).items).toBe(1000);
  });

  it('recomputes a saved line price and caps a huge amount', () => {
    localStorage.setItem(
      'state',
      JSON.stringify({
        items: { '1': { product, article: article(1, 250), amount: 10_000_000, price: 5 } },
        itemsInCart: 1,
      }),
    );
    cart().reload();
    expect(cart().items['1']).toMatchObject({ amount: 9_999, price: 2_499_750 });
  });

  it('keeps the saved choices and key', () => {
    localStorage.setItem(
      'state',
      JSON.stringify({
        items: { '1': { product, article: article(1), amount: 1, price: 1000 } },
        itemsInCart: 1,
        premiumSelected: true,
        eInvoiceSelected: false,
        orderKey: 'key-1',
      }),
    );
    cart().reload();
    expect(cart()).toMatchObject({ premiumSelected: true, eInvoiceSelected: false, orderKey: 'key-1' });
  });

  it("takes another tab's saved cart without saving it back", () => {
    localStorage.setItem(
      'state',
      JSON.stringify({ items: { '1': { product, article: article(1), amount: 3, price: 3000 } }, itemsInCart: 1 }),
    );
    const before = localStorage.getItem('state');
    window.dispatchEvent(new StorageEvent('storage', { key: 'state' }));
    expect(cart().items['1']?.amount).toBe(3);
    vi.advanceTimersByTime(2000);
    expect(localStorage.getItem('state')).toBe(before);
  });
});

describe('properties', () => {
  type Op =
    | { kind: 'add'; id: number; amount: number }
    | { kind: 'remove'; id: number }
    | { kind: 'setAmount'; id: number; amount: number }
    | { kind: 'changePackage'; id: number; to: number; amount: number };
  const id = fc.integer({ min: 1, max: 6 });
  const amount = fc.integer({ min: -2, max: 50 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), id, amount }),
    fc.record({ kind: fc.constant('remove' as const), id }),
    fc.record({ kind: fc.constant('setAmount' as const), id, amount }),
    fc.record({ kind: fc.constant('changePackage' as const), id, to: id, amount }),
  );
  const price = (n: number) => n * 137;
  const payer = (n: number) => (n === 6 ? ('TENANT' as const) : ('CUSTOMER' as const));
  const art = (n: number) => article(n, price(n), { payer: payer(n), weight: n * 10 });
  const apply = (o: Op) => {
    if (o.kind === 'add') cart().add(product, art(o.id), o.amount);
    else if (o.kind === 'remove') cart().remove(o.id);
    else if (o.kind === 'setAmount') cart().setAmount(o.id, o.amount);
    else changePackage(o.id, art(o.to), o.amount);
  };

  it('itemsInCart is the number of lines for any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        cart().clear();
        for (const o of ops) {
          apply(o);
          expect(cart().itemsInCart).toBe(Object.keys(cart().items).length);
          expect(cart().orderKey === '').toBe(cart().itemsInCart === 0);
        }
      }),
    );
  });

  it('total = sum of line prices + shipping + fee for any sequence of changes', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 40 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 })),
        fc.option(fc.integer({ min: 0, max: 10_000 })),
        fc.boolean(),
        (ops, normal, premium, fee, premiumOn) => {
          cart().clear();
          for (const o of ops) apply(o);
          setDeliveryCosts(costs({ normal, premium }));
          setAdministrativeFee(fee === null ? null : { id: 1, price: fee });
          cart().setPremium(premiumOn);
          const lines = Object.values(cart().items);
          const sum = lines.reduce((s, l) => s + (l.article.payer === 'TENANT' ? 0 : l.article.price) * l.amount, 0);
          for (const l of lines) expect(l.price).toBe((l.article.payer === 'TENANT' ? 0 : l.article.price) * l.amount);
          const empty = lines.length === 0;
          const shipping = empty ? 0 : premiumOn && premium !== null ? premium : normal;
          const totals = selectTotals(cart());
          expect(totals).toEqual({
            items: sum,
            shipping,
            administrativeFee: fee ?? 0,
            total: sum + shipping + (fee ?? 0),
          });
        },
      ),
    );
  });
});
