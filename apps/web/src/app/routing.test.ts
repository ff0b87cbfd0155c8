import { describe, expect, it } from 'vitest';
import { makeTenant } from '../test/fixtures.ts';
import {
  decideRoute,
  isRouted,
  matchPage,
  ROUTE_PATHS,
  type RouteDecision,
  type RouteState,
  tenantRouteSettings,
} from './routing.ts';

/**
 * The table of docs/routing.md, one row per route and one column per state. Cells: 'page:<name>', 'login',
 * 'notFound', '→/', 'stores'. A cell `[t5, others]` differs for public tenant 5.
 */
type Cell = string | { t5: string; others: string };
type Row = { paths: string[]; cells: [Cell, Cell, Cell, Cell, Cell] };

const COLUMNS = [
  'public, guest',
  'public, signed in',
  'non-public, guest',
  'non-public, store list pending',
  'non-public, signed in',
] as const;

const OTHER_PATHS = [
  '/404',
  '/nope',
  '/shop/a/b',
  '/account/unknown',
  '/account/lists/1/x',
  '/account/settings/1',
  '/article',
  '/checkout/summary',
  '/resetPassword/a/b',
  '/Login',
  '/cart/extra',
  '/quick-order/x',
  '/quickOrder',
  '/%E0%A4%A',
];

const TABLE: Row[] = [
  { paths: ['/'], cells: ['page:home', 'page:home', 'login', 'stores', 'page:home'] },
  { paths: ['/login'], cells: ['page:login', '→/', 'login', 'stores', '→/'] },
  {
    paths: [
      '/account',
      '/account/dashboard',
      '/account/orders',
      '/account/lists',
      '/account/information',
      '/account/settings',
      '/account/orders/100234',
      '/account/lists/12',
    ],
    cells: ['login', 'page:account', 'login', 'stores', 'page:account'],
  },
  { paths: ['/account/new'], cells: ['page:accountNew', '→/', 'page:accountNew', 'stores', '→/'] },
  {
    paths: ['/shop', '/shop/security-seals', '/shop/999999'],
    cells: ['page:shop', 'page:shop', 'login', 'stores', 'page:shop'],
  },
  {
    paths: ['/article/42', '/article/999999'],
    cells: ['page:article', 'page:article', 'login', 'stores', 'page:article'],
  },
  { paths: ['/cart'], cells: ['page:cart', 'page:cart', 'login', 'stores', 'page:cart'] },
  {
    paths: ['/checkout'],
    cells: [{ t5: 'login', others: 'page:checkout' }, 'page:checkout', 'login', 'stores', 'page:checkout'],
  },
  {
    paths: ['/quick-order', '/quick-order/'],
    cells: [{ t5: 'login', others: 'page:quickOrder' }, 'page:quickOrder', 'login', 'stores', 'page:quickOrder'],
  },
  { paths: ['/checkout/summary/100234'], cells: ['page:summary', 'page:summary', 'login', 'stores', 'page:summary'] },
  { paths: ['/results'], cells: ['page:results', 'page:results', 'login', 'stores', 'page:results'] },
  {
    paths: ['/resetPassword/abc123', '/resetPassword/x'],
    cells: ['page:resetPassword', 'page:resetPassword', 'page:resetPassword', 'stores', 'page:resetPassword'],
  },
  { paths: ['/resetPassword', '/resetPassword/'], cells: ['→/', '→/', '→/', 'stores', '→/'] },
  { paths: ['/contact'], cells: ['page:contact', 'page:contact', 'login', 'stores', 'notFound'] },
  { paths: ['/terms'], cells: ['page:terms', 'page:terms', 'login', 'stores', 'notFound'] },
  { paths: ['/about'], cells: ['page:about', 'page:about', 'login', 'stores', 'page:about'] },
  {
    paths: ['/faq'],
    cells: [
      { t5: 'page:faq', others: 'notFound' },
      { t5: 'page:faq', others: 'notFound' },
      'login',
      'stores',
      'page:faq',
    ],
  },
  {
    paths: ['/cookieinformation'],
    cells: [
      'page:cookieinformation',
      'page:cookieinformation',
      'page:cookieinformation',
      'stores',
      'page:cookieinformation',
    ],
  },
  { paths: OTHER_PATHS, cells: ['notFound', 'notFound', 'login', 'stores', 'notFound'] },
];

const PUBLIC_TENANTS = [4, 5, 6, 7, 8, 9];
const NON_PUBLIC_TENANT = 3;
/** The demo shops that take no guest orders (their guestCheckout setting, as seeded). */
const NO_GUEST_CHECKOUT = [3, 5];

/** The route state of a demo shop (its settings as seeded) in a session; tenantId names it. */
type ShopState = RouteState & { tenantId: number };
type Session = Pick<RouteState, 'publicTenant' | 'loggedIn' | 'showStoreList'>;

function shopState(tenantId: number, session: Session): ShopState {
  const guestCheckout = !NO_GUEST_CHECKOUT.includes(tenantId);
  const tenant = makeTenant({ id: tenantId, publicTenant: session.publicTenant, guestCheckout });
  return { tenantId, ...tenantRouteSettings(tenant), ...session };
}

function statesFor(column: number): ShopState[] {
  switch (column) {
    case 0:
      return PUBLIC_TENANTS.map((tenantId) =>
        shopState(tenantId, { publicTenant: true, loggedIn: false, showStoreList: false }),
      );
    case 1:
      return PUBLIC_TENANTS.map((tenantId) =>
        shopState(tenantId, { publicTenant: true, loggedIn: true, showStoreList: false }),
      );
    case 2:
      return [shopState(NON_PUBLIC_TENANT, { publicTenant: false, loggedIn: false, showStoreList: false })];
    case 3:
      return [shopState(NON_PUBLIC_TENANT, { publicTenant: false, loggedIn: true, showStoreList: true })];
    default:
      return [shopState(NON_PUBLIC_TENANT, { publicTenant: false, loggedIn: true, showStoreList: false })];
  }
}

function describeDecision(d: RouteDecision): string {
  switch (d.kind) {
    case 'page':
      return `page:${d.page.page}`;
    case 'redirect':
      return `→${d.to}`;
    case 'storeSelection':
      return 'stores';
    default:
      return d.kind;
  }
}

function expected(cell: Cell, tenantId: number): string {
  if (typeof cell === 'string') return cell;
  return tenantId === 5 ? cell.t5 : cell.others;
}

describe('decideRoute follows docs/routing.md', () => {
  for (const row of TABLE) {
    for (const path of row.paths) {
      row.cells.forEach((cell, column) => {
        for (const state of statesFor(column)) {
          const want = expected(cell, state.tenantId);
          it(`${path} — ${COLUMNS[column]} (tenant ${state.tenantId}) → ${want}`, () => {
            expect(describeDecision(decideRoute(path, state))).toBe(want);
          });
        }
      });
    }
  }

  it('covers every pattern of the route table', () => {
    const examples = TABLE.flatMap((r) => r.paths);
    for (const pattern of ROUTE_PATHS) {
      const re = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
      expect(
        examples.some((p) => re.test(p)),
        pattern,
      ).toBe(true);
    }
  });
});

describe('decideRoute details', () => {
  const guest: ShopState = shopState(4, { publicTenant: true, loggedIn: false, showStoreList: false });
  const signedIn: ShopState = { ...guest, loggedIn: true };

  it('takes the account tab, the expanded order and the open list from the path', () => {
    expect(decideRoute('/account', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'dashboard', orderNumber: null, listId: null },
    });
    expect(decideRoute('/account/settings', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'settings', orderNumber: null, listId: null },
    });
    expect(decideRoute('/account/orders/100234', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'orders', orderNumber: '100234', listId: null },
    });
    expect(decideRoute('/account/lists', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'lists', orderNumber: null, listId: null },
    });
    expect(decideRoute('/account/lists/12', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'lists', orderNumber: null, listId: '12' },
    });
  });

  it('passes the group, product id, order number and reset token on, decoded', () => {
    expect(matchPage('/shop/s%C3%A4kerhetsp%C3%A5sar')).toEqual({ page: 'shop', group: 'säkerhetspåsar' });
    expect(matchPage('/shop')).toEqual({ page: 'shop', group: null });
    expect(matchPage('/article/17')).toEqual({ page: 'article', id: '17' });
    expect(matchPage('/checkout/summary/A-9')).toEqual({ page: 'summary', orderNumber: 'A-9' });
    expect(matchPage('/resetPassword/tok')).toEqual({ page: 'resetPassword', token: 'tok' });
  });

  it('ignores a trailing slash', () => {
    expect(describeDecision(decideRoute('/cart/', guest))).toBe('page:cart');
    expect(describeDecision(decideRoute('/account/orders/', signedIn))).toBe('page:account');
  });

  it('shows the store list for every path, even unknown ones, while it is pending', () => {
    const pending: ShopState = shopState(3, { publicTenant: false, loggedIn: true, showStoreList: true });
    for (const path of ['/', '/login', '/resetPassword', '/does/not/exist']) {
      expect(decideRoute(path, pending)).toEqual({ kind: 'storeSelection' });
    }
  });

  it('tells menus which links lead to a page', () => {
    expect(isRouted('/faq', guest)).toBe(false);
    expect(isRouted('/faq', shopState(5, { publicTenant: true, loggedIn: false, showStoreList: false }))).toBe(true);
    expect(isRouted('/contact', shopState(3, { publicTenant: false, loggedIn: true, showStoreList: false }))).toBe(
      false,
    );
    expect(
      isRouted('/cookieinformation', shopState(3, { publicTenant: false, loggedIn: false, showStoreList: false })),
    ).toBe(true);
  });
});
