import {
  type Article,
  CART_SAVE_DEBOUNCE_MS,
  type CartItem,
  type CartProduct,
  type SavedCart,
  STORAGE_KEYS,
} from '@shop/contract';
import { create } from 'zustand';
import { isRecord } from '../../../lib/guards.ts';
import { readJson, removeKey, writeJson } from '../../../lib/storage.ts';

export type { CartItem, CartProduct, SavedCart };

const EMPTY: SavedCart = { items: {}, itemsInCart: 0 };

/**
 * A saved line that can be shown and priced (the shape of CartItemSchema in its essentials);
 * a line that is not is dropped rather than losing the whole cart. The server prices every
 * order itself.
 */
function isCartItem(key: string, item: unknown): item is CartItem {
  if (!isRecord(item) || !isRecord(item.product) || !isRecord(item.article)) return false;
  const { product, article, amount, price } = item;
  return (
    Number.isInteger(product.id) &&
    typeof product.name === 'string' &&
    Number.isInteger(article.id) &&
    String(article.id) === key &&
    Number.isInteger(article.price) &&
    typeof article.articleNumber === 'string' &&
    Number.isInteger(amount) &&
    (amount as number) >= 1 &&
    Number.isInteger(price)
  );
}

/** The saved cart, or an empty one when missing or malformed. */
export function readSavedCart(): SavedCart {
  const saved = readJson(STORAGE_KEYS.cart);
  if (!isRecord(saved) || !isRecord(saved.items)) return EMPTY;
  const items = Object.fromEntries(Object.entries(saved.items).filter(([key, item]) => isCartItem(key, item)));
  return { items: items as SavedCart['items'], itemsInCart: Object.keys(items).length };
}

let timer: ReturnType<typeof setTimeout> | null = null;
let clearing = false;

function cancelPendingSave(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

type CartState = SavedCart & {
  /** Adds `amount` of a package; an article already in the cart only gets a larger amount. */
  add: (product: CartProduct, article: Article, amount: number) => void;
  remove: (articleId: number) => void;
  /** Sets the amount of a cart line; an amount below 1 removes it. */
  setAmount: (articleId: number, amount: number) => void;
  /** Empties the cart and its saved copy at once. */
  clear: () => void;
  /** Reloads the saved cart (another tab, a test). */
  reload: () => void;
};

export const useCartStore = create<CartState>()((set, get) => ({
  ...readSavedCart(),
  add: (product, article, amount) => {
    if (!Number.isInteger(amount) || amount < 1) return;
    const key = String(article.id);
    const items = { ...get().items };
    const existing = items[key];
    const total = (existing?.amount ?? 0) + amount;
    items[key] = { product, article, amount: total, price: article.price * total };
    set({ items, itemsInCart: Object.keys(items).length });
  },
  remove: (articleId) => {
    const items = { ...get().items };
    delete items[String(articleId)];
    set({ items, itemsInCart: Object.keys(items).length });
  },
  setAmount: (articleId, amount) => {
    const key = String(articleId);
    const existing = get().items[key];
    if (!existing || !Number.isInteger(amount)) return;
    if (amount < 1) {
      get().remove(articleId);
      return;
    }
    const items = { ...get().items, [key]: { ...existing, amount, price: existing.article.price * amount } };
    set({ items, itemsInCart: Object.keys(items).length });
  },
  clear: () => {
    clearing = true;
    set({ ...EMPTY });
    clearing = false;
    cancelPendingSave();
    removeKey(STORAGE_KEYS.cart);
  },
  reload: () => set(readSavedCart()),
}));

function save(): void {
  cancelPendingSave();
  const { items, itemsInCart } = useCartStore.getState();
  writeJson(STORAGE_KEYS.cart, { items, itemsInCart } satisfies SavedCart);
}

/** Writes a pending save now (page hide). */
export function flushCart(): void {
  if (timer !== null) save();
}

useCartStore.subscribe((state, previous) => {
  if (clearing || state.items === previous.items) return;
  cancelPendingSave();
  timer = setTimeout(save, CART_SAVE_DEBOUNCE_MS);
});
