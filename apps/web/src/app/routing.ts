import type { Tenant } from '@shop/contract';

/**
 * Routing by state (SPEC.md §2, tabulated in docs/routing.md): which page a path shows for a tenant
 * and session. Pure; the router renders whatever `decideRoute` answers.
 */

export const ACCOUNT_TABS = ['dashboard', 'orders', 'lists', 'information', 'settings'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export type PageMatch =
  | { page: 'home' }
  | { page: 'login' }
  /** `orderNumber`: the order of `/account/orders/{n}`; `listId`: the order list of `/account/lists/{id}`. */
  | { page: 'account'; tab: AccountTab; orderNumber: string | null; listId: string | null }
  | { page: 'accountNew' }
  | { page: 'shop'; group: string | null }
  | { page: 'article'; id: string }
  | { page: 'cart' }
  | { page: 'checkout' }
  | { page: 'quickOrder' }
  | { page: 'summary'; orderNumber: string }
  | { page: 'results' }
  | { page: 'resetPassword'; token: string }
  | { page: 'contact' }
  | { page: 'terms' }
  | { page: 'about' }
  | { page: 'faq' }
  | { page: 'cookieinformation' };

export type PageName = PageMatch['page'];

export type RouteState = {
  publicTenant: boolean;
  /** Guests may check out (tenant setting; not on the Finnish shop). */
  guestCheckout: boolean;
  /** The shop has the FAQ page (tenant setting `content.faqPage`). */
  faqPage: boolean;
  loggedIn: boolean;
  /** Signed in on a non-public tenant and a store must be chosen first. */
  showStoreList: boolean;
};

export type RouteDecision =
  | { kind: 'page'; page: PageMatch }
  /** The login page in place: the address stays; after signing in the path is decided again. */
  | { kind: 'login' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string }
  | { kind: 'storeSelection' };

/** The part of the route state that the tenant's settings give. */
export function tenantRouteSettings(
  tenant: Pick<Tenant, 'publicTenant' | 'guestCheckout' | 'content'>,
): Pick<RouteState, 'publicTenant' | 'guestCheckout' | 'faqPage'> {
  return { publicTenant: tenant.publicTenant, guestCheckout: tenant.guestCheckout, faqPage: tenant.content.faqPage };
}

/** The path patterns of the route table, for the router. */
export const ROUTE_PATHS = [
  '/',
  '/login',
  '/account',
  '/account/new',
  '/account/:tab',
  '/account/orders/:orderNumber',
  '/account/lists/:listId',
  '/shop',
  '/shop/:group',
  '/article/:id',
  '/cart',
  '/checkout',
  '/quick-order',
  '/checkout/summary/:orderNumber',
  '/results',
  '/resetPassword',
  '/resetPassword/:token',
  '/contact',
  '/terms',
  '/about',
  '/faq',
  '/cookieinformation',
  '/404',
] as const;

const SIMPLE_PAGES = {
  login: 'login',
  cart: 'cart',
  checkout: 'checkout',
  'quick-order': 'quickOrder',
  results: 'results',
  contact: 'contact',
  terms: 'terms',
  about: 'about',
  faq: 'faq',
  cookieinformation: 'cookieinformation',
} as const satisfies Record<string, PageName>;

function segmentsOf(pathname: string): string[] | null {
  const parts = pathname.split('/').filter((s) => s !== '');
  try {
    return parts.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

function isAccountTab(value: string): value is AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value);
}

/**
 * The page a path names, 'resetPasswordWithoutToken' for `/resetPassword` alone, or null for
 * `/404` and any path outside the route table.
 */
export function matchPage(pathname: string): PageMatch | 'resetPasswordWithoutToken' | null {
  const s = segmentsOf(pathname);
  if (!s) return null;
  const [first, second, third] = s;
  if (first === undefined) return { page: 'home' };
  if (s.length === 1) {
    if (first === 'account') return { page: 'account', tab: 'dashboard', orderNumber: null, listId: null };
    if (first === 'shop') return { page: 'shop', group: null };
    if (first === 'resetPassword') return 'resetPasswordWithoutToken';
    if (Object.hasOwn(SIMPLE_PAGES, first)) return { page: SIMPLE_PAGES[first as keyof typeof SIMPLE_PAGES] };
    return null;
  }
  if (second === undefined) return null;
  if (s.length === 2) {
    if (first === 'account' && second === 'new') return { page: 'accountNew' };
    if (first === 'account' && isAccountTab(second)) {
      return { page: 'account', tab: second, orderNumber: null, listId: null };
    }
    if (first === 'shop') return { page: 'shop', group: second };
    if (first === 'article') return { page: 'article', id: second };
    if (first === 'resetPassword') return { page: 'resetPassword', token: second };
    return null;
  }
  if (s.length === 3 && third !== undefined) {
    if (first === 'account' && second === 'orders') {
      return { page: 'account', tab: 'orders', orderNumber: third, listId: null };
    }
    if (first === 'account' && second === 'lists')
      return { page: 'account', tab: 'lists', orderNumber: null, listId: third };
    if (first === 'checkout' && second === 'summary') return { page: 'summary', orderNumber: third };
  }
  return null;
}

/** Pages a guest of a non-public tenant may see; everything else shows the login page. */
const NON_PUBLIC_GUEST_PAGES: ReadonlySet<PageName> = new Set(['cookieinformation', 'accountNew', 'resetPassword']);

export function decideRoute(pathname: string, state: RouteState): RouteDecision {
  const { publicTenant, loggedIn } = state;
  if (!publicTenant && loggedIn && state.showStoreList) return { kind: 'storeSelection' };

  const match = matchPage(pathname);
  if (match === 'resetPasswordWithoutToken') return { kind: 'redirect', to: '/' };

  const nonPublicGuest = !publicTenant && !loggedIn;
  if (match === null) return nonPublicGuest ? { kind: 'login' } : { kind: 'notFound' };
  if (nonPublicGuest && !NON_PUBLIC_GUEST_PAGES.has(match.page)) return { kind: 'login' };

  const page = { kind: 'page', page: match } as const;
  switch (match.page) {
    case 'login':
    case 'accountNew':
      return loggedIn ? { kind: 'redirect', to: '/' } : page;
    case 'account':
      return loggedIn ? page : { kind: 'login' };
    // Quick order fills the cart for an order: whoever may not check out signs in first.
    case 'checkout':
    case 'quickOrder':
      return !loggedIn && !state.guestCheckout ? { kind: 'login' } : page;
    case 'contact':
    case 'terms':
      return !publicTenant && loggedIn ? { kind: 'notFound' } : page;
    case 'faq':
      return state.faqPage ? page : { kind: 'notFound' };
    default:
      return page;
  }
}

/** Whether a link to `path` leads to its own page in this state (menus hide the others). */
export function isRouted(path: string, state: RouteState): boolean {
  return decideRoute(path, state).kind === 'page';
}
