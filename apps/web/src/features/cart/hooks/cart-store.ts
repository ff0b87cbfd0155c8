import { ArticleSchema, CART_SAVE_DEBOUNCE_MS, ProductSummarySchema, STORAGE_KEYS } from '@shop/contract';
import { z } from 'zod';
import { create } from 'zustand';
import { readJson, removeKey, writeJson } from '../../../lib/storage.ts';

/** The product fields a cart line keeps. */
export const CartProductSchema = ProductSummarySchema.pick({ id: true, name: true, description: true, image: true });
export type CartProduct = z.infer<typeof CartProductSchema>;

export const CartItemSchema = z.object({
  product: CartProductSchema,
  article: ArticleSchema,
  amount: z.number().int().min(1),
  /** Unit price × amount, net, in minor units. */
  price: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** What `localStorage.state` holds: cart lines keyed by article id, and their count. */
export const SavedCartSchema = z.object({
  items: z.record(z.string(), CartItemSchema),
  itemsInCart: z.number().int().min(0),
});
export type SavedCart = z.infer<typeof SavedCartSchema>;

const EMPTY: SavedCart = { items: {}, itemsInCart: 0 };

/** The saved cart, or an empty one when missing or malformed. */
export function readSavedCart(): SavedCart {
  const parsed = SavedCartSchema.safeParse(readJson(STORAGE_KEYS.cart));
  if (!parsed.success) return EMPTY;
  return { items: parsed.data.items, itemsInCart: Object.keys(parsed.data.items).length };
}

let timer: ReturnType<typeof setTimeout> | null = null;
let clearing = false;

function cancelPendingSave(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

type CartState = SavedCart & {
  /** Adds `amount` of a package; an article already in the cart only gets a larger amount. */
  add: (product: CartProduct, article: z.infer<typeof ArticleSchema>, amount: number) => void;
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
