import {
  type Article,
  CART_SAVE_DEBOUNCE_MS,
  type CartItem,
  type CartProduct,
  chargedUnitPrice,
  linePrice,
  MAX_LINE_AMOUNT,
  PREMIUM_DELIVERY_DEFAULT_MINOR,
  type SavedCart,
  STORAGE_KEYS,
} from '@shop/contract';
import { create } from 'zustand';
import { isRecord } from '../lib/guards.ts';
import { readJson, removeKey, writeJson } from '../lib/storage.ts';

export type { CartItem, CartProduct };

/** The paper-invoice fee article (order/ajaxGetAdministrativeFee). */
export type AdministrativeFee = { id: number; price: number };
export type CartAddressType = 'DELIVERY' | 'POSTAL';

/**
 * What the browser keeps in `localStorage.state` (SPEC.md §1, §3): the lines keyed by article
 * id, their count, the shopper's premium and e-invoice choices, and the idempotency key of the
 * current contents.
 */
export type StoredCart = SavedCart & {
  premiumSelected: boolean;
  /** Whether the payer accepts e-invoices; null until answered. */
  eInvoiceSelected: boolean | null;
  /** Idempotency key of the current contents ('' for an empty cart); new whenever the items change. */
  orderKey: string;
};

/** What the server says the cart costs besides its items (not saved: asked again on load). */
export type CartCosts = {
  /** Normal freight, net minor units; 0 when the server gives none. */
  delivery: number;
  premiumDelivery: number;
  premiumAvailable: boolean;
  deliveryName: string;
  /** Language-tagged. */
  deliveryDescription: string;
  premiumName: string;
  administrativeFee: AdministrativeFee | null;
  requiredInvoiceAddress: boolean;
  addressType: CartAddressType;
};

export const EMPTY_CART: StoredCart = {
  items: {},
  itemsInCart: 0,
  premiumSelected: false,
  eInvoiceSelected: null,
  orderKey: '',
};

/** The delivery part of the costs, as an empty cart has it. */
export const NO_DELIVERY = {
  delivery: 0,
  premiumDelivery: PREMIUM_DELIVERY_DEFAULT_MINOR,
  premiumAvailable: false,
  deliveryName: '',
  deliveryDescription: '',
  premiumName: '',
} satisfies Partial<CartCosts>;

export const NO_COSTS: CartCosts = {
  ...NO_DELIVERY,
  administrativeFee: null,
  requiredInvoiceAddress: false,
  addressType: 'DELIVERY',
};

/** A fresh idempotency key (randomUUID needs a secure context; getRandomValues does not). */
export function newOrderKey(): string {
  const c = globalThis.crypto;
  return c.randomUUID?.() ?? Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16)).join('');
}

const isInt = Number.isInteger;
const isString = (v: unknown): v is string => typeof v === 'string';

/** The type of every field of a saved line: i whole number ≥ 0, s text, n text or null, b boolean. */
const PRODUCT_FIELDS = 'id:i name:s description:s image:n';
const ARTICLE_FIELDS =
  'id:i containerId:i articleNumber:s name:s quantity:i price:i weight:i freeShipping:b numberOfForms:i payer:s alternativePrice:n freight:s administrativeFee:b';

function fits(value: unknown, fields: string): boolean {
  return (
    isRecord(value) &&
    fields.split(' ').every((field) => {
      const [k = '', t] = field.split(':');
      const v = value[k];
      if (t === 'i') return isInt(v) && (v as number) >= 0;
      return t === 'b' ? typeof v === 'boolean' : isString(v) || (t === 'n' && v === null);
    })
  );
}

/**
 * A saved line as the shop can show and price it, or null: every field of the product and the
 * package there with its type (a line saved by an older version has them all), keyed by its
 * article id, a whole amount of at least 1. The price is recomputed; the server prices every
 * order itself anyway.
 */
function toCartItem(key: string, item: unknown): CartItem | null {
  if (!isRecord(item) || !fits(item.product, PRODUCT_FIELDS) || !fits(item.article, ARTICLE_FIELDS)) return null;
  const article = item.article as Article;
  const amount = item.amount as number;
  if (String(article.id) !== key || !isInt(amount) || amount < 1) return null;
  return line(item.product as CartProduct, article, Math.min(amount, MAX_LINE_AMOUNT));
}

/** The saved cart, or an empty one when missing or malformed; a bad line is dropped alone. */
export function readSavedCart(): StoredCart {
  const saved = readJson(STORAGE_KEYS.cart);
  if (!isRecord(saved) || !isRecord(saved.items)) return { ...EMPTY_CART };
  const items: Record<string, CartItem> = {};
  for (const [key, raw] of Object.entries(saved.items)) {
    const item = toCartItem(key, raw);
    if (item) items[key] = item;
  }
  const itemsInCart = Object.keys(items).length;
  const key = typeof saved.orderKey === 'string' && saved.orderKey.length <= 100 ? saved.orderKey : '';
  return {
    items,
    itemsInCart,
    premiumSelected: saved.premiumSelected === true,
    eInvoiceSelected: typeof saved.eInvoiceSelected === 'boolean' ? saved.eInvoiceSelected : null,
    orderKey: itemsInCart === 0 ? '' : key || newOrderKey(),
  };
}

export type CartState = StoredCart &
  CartCosts & {
    /** Adds `amount` of a package; an article already in the cart only gets a larger amount. */
    add: (product: CartProduct, article: Article, amount: number) => void;
    remove: (articleId: number) => void;
    /** Sets the amount of a cart line; an amount below 1 removes it. */
    setAmount: (articleId: number, amount: number) => void;
    setPremium: (on: boolean) => void;
    /** Empties the cart, its costs, its key and its saved copy at once. */
    clear: () => void;
    /** Reloads the saved cart (another tab, a test). */
    reload: () => void;
    /**
     * Takes the articles as the shop sells them now (article/current) for the lines of `asked`:
     * changed copies are replaced, lines of articles left out are removed. What the shopper is
     * told of comes back.
     */
    applyCurrent: (asked: readonly number[], current: readonly CurrentLine[]) => CartChange[];
  };

/** An article as the shop sells it now, with its product's cart fields (article/current). */
export type CurrentLine = { product: CartProduct; article: Article };

/**
 * What refreshing the cart's copies found that the shopper is told of: the price of a line
 * changed (`article` is the new copy, `from` the old net unit price), or its article is no longer
 * sold and the line was removed.
 */
export type CartChange =
  | { kind: 'price'; product: CartProduct; article: Article; from: number }
  | { kind: 'removed'; product: CartProduct; article: Article };

const sameFields = (a: object, b: object, fields: string) =>
  fields.split(' ').every((field) => {
    const key = field.split(':')[0] ?? '';
    return (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key];
  });

const pick = (value: object, fields: string) =>
  Object.fromEntries(
    fields.split(' ').map((f) => [f.split(':')[0], (value as Record<string, unknown>)[f.split(':')[0] ?? '']]),
  );

/** A price the cart shows as an amount (not the article's alternative-price text). */
const shownAsAmount = (a: Article) => !(a.alternativePrice && a.payer !== 'TENANT');

/**
 * The cart's lines after the current articles: for each line whose article was `asked` about, the
 * current copy where it is sold (amount kept, price recomputed) or no line where it is not. Lines
 * not asked about (added meanwhile) stay as they are. `changed` is false when every copy was
 * current already.
 */
export function refreshedLines(
  items: Readonly<Record<string, CartItem>>,
  asked: readonly number[],
  current: readonly CurrentLine[],
): { items: Record<string, CartItem>; changes: CartChange[]; changed: boolean } {
  const now = new Map(current.map((c) => [c.article.id, c]));
  const askedIds = new Set(asked);
  const next: Record<string, CartItem> = {};
  const changes: CartChange[] = [];
  let changed = false;
  for (const [key, item] of Object.entries(items)) {
    if (!askedIds.has(item.article.id)) {
      next[key] = item;
      continue;
    }
    const found = now.get(item.article.id);
    if (!found) {
      changed = true;
      changes.push({ kind: 'removed', product: item.product, article: item.article });
      continue;
    }
    const article = pick(found.article, ARTICLE_FIELDS) as Article;
    const product = pick(found.product, PRODUCT_FIELDS) as CartProduct;
    if (sameFields(item.article, article, ARTICLE_FIELDS) && sameFields(item.product, product, PRODUCT_FIELDS)) {
      next[key] = item;
      continue;
    }
    changed = true;
    next[key] = line(product, article, item.amount);
    const from = chargedUnitPrice(item.article);
    if (from !== chargedUnitPrice(article) && shownAsAmount(item.article) && shownAsAmount(article)) {
      changes.push({ kind: 'price', product, article, from });
    }
  }
  return { items: next, changes, changed };
}

/**
 * New lines: their count and a new key for the new contents; an emptied cart has no key and no
 * delivery costs (SPEC.md §4).
 */
const withItems = (items: Record<string, CartItem>): Partial<CartState> => {
  const itemsInCart = Object.keys(items).length;
  if (itemsInCart === 0) return { items, itemsInCart, orderKey: '', ...NO_DELIVERY };
  return { items, itemsInCart, orderKey: newOrderKey() };
};

const line = (product: CartProduct, article: Article, amount: number): CartItem => ({
  product,
  article,
  amount,
  price: linePrice({ article, amount }),
});
const validAmount = (n: number) => Number.isInteger(n) && n >= 1;

let timer: ReturnType<typeof setTimeout> | null = null;
/** While set, state changes are not saved (clearing, or taking another tab's saved copy). */
let quiet = false;

function cancelPendingSave(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

export const useCartStore = create<CartState>()((set, get) => ({
  ...readSavedCart(),
  ...NO_COSTS,
  add: (product, article, amount) => {
    if (!validAmount(amount)) return;
    const key = String(article.id);
    const existing = get().items[key];
    const total = Math.min(MAX_LINE_AMOUNT, (existing?.amount ?? 0) + amount);
    set(withItems({ ...get().items, [key]: line(existing?.product ?? product, article, total) }));
  },
  remove: (articleId) => {
    const key = String(articleId);
    if (!get().items[key]) return;
    const items = { ...get().items };
    delete items[key];
    set(withItems(items));
  },
  setAmount: (articleId, amount) => {
    const key = String(articleId);
    const existing = get().items[key];
    if (!existing || !Number.isInteger(amount)) return;
    if (amount < 1) {
      get().remove(articleId);
      return;
    }
    const n = Math.min(MAX_LINE_AMOUNT, amount);
    if (n === existing.amount) return;
    set(withItems({ ...get().items, [key]: line(existing.product, existing.article, n) }));
  },
  setPremium: (on) => set({ premiumSelected: on }),
  clear: () => {
    quiet = true;
    set({ ...EMPTY_CART, ...NO_COSTS });
    quiet = false;
    cancelPendingSave();
    removeKey(STORAGE_KEYS.cart);
  },
  reload: () => {
    quiet = true;
    const saved = readSavedCart();
    set(saved.itemsInCart === 0 ? { ...saved, ...NO_COSTS } : saved);
    quiet = false;
  },
  applyCurrent: (asked, current) => {
    const { items, changes, changed } = refreshedLines(get().items, asked, current);
    if (changed) set(withItems(items));
    return changes;
  },
}));

/** The part of the state that is saved. */
const SAVED = Object.keys(EMPTY_CART) as (keyof StoredCart)[];

function save(): void {
  cancelPendingSave();
  const state = useCartStore.getState();
  writeJson(STORAGE_KEYS.cart, Object.fromEntries(SAVED.map((k) => [k, state[k]])));
}

/** Writes a pending save now (page hide). */
export function flushCart(): void {
  if (timer !== null) save();
}

useCartStore.subscribe((state, previous) => {
  if (quiet || SAVED.every((k) => state[k] === previous[k])) return;
  cancelPendingSave();
  timer = setTimeout(save, CART_SAVE_DEBOUNCE_MS);
});

// Another tab saved (or cleared) the cart: take its copy, so both tabs show and order the same
// cart with the same key. Key null: another tab cleared the whole storage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.cart) return;
    cancelPendingSave();
    useCartStore.getState().reload();
  });
}
