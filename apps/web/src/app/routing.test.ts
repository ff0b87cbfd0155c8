import { describe, expect, it } from 'vitest';
import { decideRoute, isRouted, matchPage, ROUTE_PATHS, type RouteDecision, type RouteState } from './routing.ts';

/**
 * ROUTES.md, one row per route and one column per state. Cells: 'page:<name>', 'login',
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
  '/article',
  '/checkout/summary',
  '/resetPassword/a/b',
  '/Login',
  '/cart/extra',
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
      '/account/information',
      '/account/settings',
      '/account/orders/100234',
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

function statesFor(column: number): RouteState[] {
  switch (column) {
    case 0:
      return PUBLIC_TENANTS.map((tenantId) => ({
        publicTenant: true,
        tenantId,
        loggedIn: false,
        showStoreList: false,
      }));
    case 1:
      return PUBLIC_TENANTS.map((tenantId) => ({ publicTenant: true, tenantId, loggedIn: true, showStoreList: false }));
    case 2:
      return [{ publicTenant: false, tenantId: NON_PUBLIC_TENANT, loggedIn: false, showStoreList: false }];
    case 3:
      return [{ publicTenant: false, tenantId: NON_PUBLIC_TENANT, loggedIn: true, showStoreList: true }];
    default:
      return [{ publicTenant: false, tenantId: NON_PUBLIC_TENANT, loggedIn: true, showStoreList: false }];
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

describe('decideRoute follows ROUTES.md', () => {
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
  const guest: RouteState = { publicTenant: true, tenantId: 4, loggedIn: false, showStoreList: false };
  const signedIn: RouteState = { ...guest, loggedIn: true };

  it('takes the account tab and the expanded order from the path', () => {
    expect(decideRoute('/account', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'dashboard', orderNumber: null },
    });
    expect(decideRoute('/account/settings', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'settings', orderNumber: null },
    });
    expect(decideRoute('/account/orders/100234', signedIn)).toEqual({
      kind: 'page',
      page: { page: 'account', tab: 'orders', orderNumber: '100234' },
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
    const pending: RouteState = { publicTenant: false, tenantId: 3, loggedIn: true, showStoreList: true };
    for (const path of ['/', '/login', '/resetPassword', '/does/not/exist']) {
      expect(decideRoute(path, pending)).toEqual({ kind: 'storeSelection' });
    }
  });

  it('tells menus which links lead to a page', () => {
    expect(isRouted('/faq', guest)).toBe(false);
    expect(isRouted('/faq', { ...guest, tenantId: 5 })).toBe(true);
    expect(isRouted('/contact', { publicTenant: false, tenantId: 3, loggedIn: true, showStoreList: false })).toBe(
      false,
    );
    expect(
      isRouted('/cookieinformation', { publicTenant: false, tenantId: 3, loggedIn: false, showStoreList: false }),
    ).toBe(true);
  });
});
