// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeArticle } from '../../../test/fixtures.ts';
import { readSavedCart, useCartStore } from './cart-store.ts';

const product = { id: 7, name: '[sv]Säkerhetspåse[en]Security bag', description: '', image: null };
const article = (id: number, price = 1000) => makeArticle(id, price);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useCartStore.getState().clear();
});

afterEach(() => vi.useRealTimers());

describe('cart store', () => {
  it('counts products; adding one again raises its amount, not the count', () => {
    const { add } = useCartStore.getState();
    add(product, article(1), 2);
    add(product, article(2), 1);
    add(product, article(1), 3);
    const state = useCartStore.getState();
    expect(state.itemsInCart).toBe(2);
    expect(state.items['1']?.amount).toBe(5);
    expect(state.items['1']?.price).toBe(5000);
    useCartStore.getState().remove(2);
    expect(useCartStore.getState().itemsInCart).toBe(1);
  });

  it('sets an amount; below 1 removes the line', () => {
    const { add, setAmount } = useCartStore.getState();
    add(product, article(1), 2);
    setAmount(1, 4);
    expect(useCartStore.getState().items['1']).toMatchObject({ amount: 4, price: 4000 });
    setAmount(1, 0);
    expect(useCartStore.getState().itemsInCart).toBe(0);
  });

  it('saves to localStorage.state 1000 ms after the last change', () => {
    useCartStore.getState().add(product, article(1), 1);
    vi.advanceTimersByTime(999);
    expect(localStorage.getItem('state')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readSavedCart().itemsInCart).toBe(1);
  });

  it('clears the cart and its saved copy at once', () => {
    useCartStore.getState().add(product, article(1), 1);
    vi.advanceTimersByTime(1000);
    useCartStore.getState().clear();
    expect(localStorage.getItem('state')).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(localStorage.getItem('state')).toBeNull();
    expect(useCartStore.getState().itemsInCart).toBe(0);
  });
});
