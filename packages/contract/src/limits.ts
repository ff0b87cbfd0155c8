/** Validation limits and business constants of SPEC.md §5 and §9. */
export const LIMITS = {
  /** Default maximum length of a text field. */
  text: 50,
  email: 50,
  password: 50,
  username: 50,
  recipient: 50,
  city: 50,
  streetName: 50,
  streetLetter: 50,
  zipCode: 50,
  streetNumber: 25,
  formMessage: 35,
  referenceFixed: 19,
  referenceStart: 20,
  searchPattern: 50,
  /** Minimum quantity of an order line. */
  minAmount: 1,
} as const;

/**
 * Amounts of one order line: whole numbers from 1 to this. The product page, the cart's
 * editors and store, and the order request all stop here (SPEC.md §9).
 */
export const MAX_LINE_AMOUNT = 9_999;

/**
 * The largest sum of money the database holds (PostgreSQL `integer`, minor units): an order whose
 * line, freight, fee, net, VAT or gross total is larger is refused as `order_too_large`.
 */
export const MAX_MONEY_MINOR = 2_147_483_647;

export const PAGE_SIZES = [20, 40, 80] as const;

/** Listing orders: the shop's own order, localized name, or the cheapest package's price. */
export const PRODUCT_SORTS = ['position', 'name', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE = 20;
export const STORE_PAGE_SIZE = 10;
export const RECOMMENDED_COUNT = 4;

/** Products in the home page's slider: the products the back office picks for it, else the first of the range. */
export const HOME_SLIDER_PRODUCTS = 9;
export const HOME_CAMPAIGNS = 3;
export const CART_ACCESSORIES = 3;
export const ORDERS_FIRST = 3;
export const ORDERS_MORE = 3;
/** Largest listing page the API hands out at once. */
export const MAX_LIST_LIMIT = 100;

export const PREMIUM_DELIVERY_DEFAULT = 250;
export const SLIDER = { autoplayMs: 8000, speedMs: 1000, slides: 3, narrowWidth: 800 } as const;
export const SIDEBAR_MIN_WIDTH = 768;
export const CART_DRAWER_BREAKPOINT = 767;
export const CART_SAVE_DEBOUNCE_MS = 1000;
/** Cookie-consent acceptance lifetime, in seconds. */
export const CONSENT_MAX_AGE_S = 15780000;
/** Customer numbers have 8 digits. */
export const CUSTOMER_NUMBER = /^\d{8}$/;

/** Browser storage keys (SPEC.md §1, §3). */
export const STORAGE_KEYS = { cart: 'state', customerType: 'privateCustomerType', user: 'user' } as const;

/** Clamps a requested page to 1..pageCount; pages outside are ignored (SPEC.md §5). */
export function isValidPage(page: number, pageCount: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= Math.max(1, pageCount);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
