// @vitest-environment jsdom
import { CART_SAVE_DEBOUNCE_MS } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { refreshedLines, useCartStore } from '../../../stores/cart-store.ts';
import { fakeFetch, makeArticle, makeTenant } from '../../../test/fixtures.ts';
import { refreshCart, useCartNotices } from './cart-refresh.ts';

const product = { id: 7, name: '[sv]Säkerhetspåse[en]Security bag', description: '', image: null };
const cart = () => useCartStore.getState();
const saved = () => JSON.parse(localStorage.getItem('state') ?? 'null');

/** article/current answers these lines (a function: the answer may change between calls). */
let current: () => unknown;
let api: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  cart().clear();
  useCartNotices.getState().dismiss();
  configureApiClient({ tenantId: () => 4, publicTenant: () => true });
  useTenantStore.setState({ tenant: makeTenant() });
  current = () => [];
  api = fakeFetch((url) => {
    if (!url.includes('article/current')) return { status: 404 };
    const answer = current();
    return answer instanceof Error ? { status: 500 } : { status: 200, body: answer };
  });
  vi.stubGlobal('fetch', api.fn);
});

describe('refreshedLines', () => {
  it('replaces changed copies (amount kept, price recomputed), drops lines not sold, keeps lines not asked about', () => {
    cart().add(product, makeArticle(1, 1000), 3);
    cart().add(product, makeArticle(2, 2000), 1);
    cart().add(product, makeArticle(3, 3000), 1);
    cart().add(product, makeArticle(4, 4000, { weight: 100 }), 2);
    const { items, changes, changed } = refreshedLines(
      cart().items,
      [1, 2, 4],
      [
        { product, article: makeArticle(1, 1250) },
        { product, article: makeArticle(4, 4000, { weight: 200 }) },
      ],
    );
    expect(changed).toBe(true);
    expect(Object.keys(items).sort()).toEqual(['1', '3', '4']);
    expect(items['1']).toMatchObject({ amount: 3, price: 3750, article: { price: 1250 } });
    expect(items['3']).toBe(cart().items['3']);
    expect(items['4']?.article.weight).toBe(200);
    // A weight change is taken silently; the shopper is told of prices and removals.
    expect(changes).toEqual([
      { kind: 'price', product, article: makeArticle(1, 1250), from: 1000 },
      { kind: 'removed', product, article: makeArticle(2, 2000) },
    ]);
  });

  it('finds nothing changed when every copy is current, and tells no price of a line shown as a text', () => {
    cart().add(product, makeArticle(1, 1000), 1);
    cart().add(product, makeArticle(2, 1000, { alternativePrice: '[en]On request' }), 1);
    expect(refreshedLines(cart().items, [1], [{ product, article: makeArticle(1, 1000) }]).changed).toBe(false);
    const text = refreshedLines(
      cart().items,
      [1, 2],
      [
        { product, article: makeArticle(1, 1000) },
        { product, article: makeArticle(2, 1500, { alternativePrice: '[en]On request' }) },
      ],
    );
    expect(text.changed).toBe(true);
    expect(text.changes).toEqual([]);
  });
});

describe('refreshCart', () => {
  it('asks article/current for the lines, updates the store and its saved copy with a new order key, and tells', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    cart().add(product, makeArticle(1, 1000), 2);
    cart().add(product, makeArticle(2, 2000), 1);
    const key = cart().orderKey;
    current = () => [{ product: { ...product, image: 'new.svg' }, article: makeArticle(1, 1100) }];
    await refreshCart();
    const [url, init] = api.calls[0] ?? [];
    expect(url).toBe('/api/guest/article/current?tenant=4');
    expect(JSON.parse(String(init?.body))).toEqual({ articleIds: [1, 2] });
    expect(cart().itemsInCart).toBe(1);
    expect(cart().items['1']).toMatchObject({ amount: 2, price: 2200, product: { image: 'new.svg' } });
    expect(cart().orderKey).not.toBe(key);
    vi.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS);
    expect(saved().items['1'].article.price).toBe(1100);
    expect(useCartNotices.getState().changes.map((c) => c.kind)).toEqual(['price', 'removed']);
  });

  it('a price changed twice reads from the first to the last; changed back, nothing is told', async () => {
    cart().add(product, makeArticle(1, 1000), 1);
    current = () => [{ product, article: makeArticle(1, 1100) }];
    await refreshCart();
    current = () => [{ product, article: makeArticle(1, 1200) }];
    await refreshCart();
    expect(useCartNotices.getState().changes).toEqual([
      { kind: 'price', product, article: makeArticle(1, 1200), from: 1000 },
    ]);
    current = () => [{ product, article: makeArticle(1, 1000) }];
    await refreshCart();
    expect(useCartNotices.getState().changes).toEqual([]);
  });

  it('asks nothing for an empty cart, and a failed call leaves the cart as it is', async () => {
    await refreshCart();
    expect(api.calls).toHaveLength(0);
    cart().add(product, makeArticle(1, 1000), 1);
    current = () => new Error('down');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await refreshCart();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(cart().items['1']?.article.price).toBe(1000);
    expect(useCartNotices.getState().changes).toEqual([]);
  });

  it('a guest of a non-public shop asks nothing', async () => {
    useTenantStore.setState({ tenant: makeTenant({ id: 3, publicTenant: false }) });
    cart().add(product, makeArticle(1, 1000), 1);
    await refreshCart();
    expect(api.calls).toHaveLength(0);
  });
});
