// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { readUser, writeUser } from '../lib/storage.ts';
import {
  fakeFetch,
  headerOf,
  makeArticle,
  makeCustomer,
  makeTenant,
  makeUser,
  stubFetch,
  tokenAnswer,
} from '../test/fixtures.ts';
import { initAuth, initialAuthState, login, logout, startSession, useAuthStore } from './auth-store.ts';
import { useCartStore } from './cart-store.ts';
import { useCustomerTypeStore } from './customer-type-store.ts';

const article = makeArticle(1);

/** A signed-in customer's browser: stored session, a cart and customer data in the cache. */
function seedSession() {
  writeUser(makeUser());
  useCartStore.getState().add({ id: 7, name: 'Bag', description: '', image: null }, article, 2);
  localStorage.setItem('state', JSON.stringify({ items: useCartStore.getState().items, itemsInCart: 1 }));
  queryClient.setQueryData(['customer'], { email: 'business.4@example.com' });
}

function expectSignedOutAndCleared() {
  const s = useAuthStore.getState();
  expect(s.loggedIn).toBe(false);
  expect(s.showStoreList).toBe(false);
  expect(readUser()).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(localStorage.getItem('state')).toBeNull();
  expect(useCartStore.getState().itemsInCart).toBe(0);
  expect(queryClient.getQueryData(['customer'])).toBeUndefined();
}

const urls = (calls: Array<[string, RequestInit]>) => calls.map(([u]) => u.split('?')[0]);

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  useCartStore.getState().clear();
  useAuthStore.setState({ ...initialAuthState });
  initAuth(makeTenant());
});

afterEach(() => vi.unstubAllGlobals());

describe('start-up session check', () => {
  it('without a stored session: a guest, nothing called', async () => {
    const f = stubFetch(() => ({ status: 500 }));
    expect(useAuthStore.getState().isProcessing).toBe(true);
    await startSession();
    expect(f.calls).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: false, isProcessing: false, ready: true });
  });

  it('success → signed in, then the token is refreshed', async () => {
    seedSession();
    const f = stubFetch((url) =>
      url === '/oauth/access_token'
        ? { status: 200, body: tokenAnswer({ access_token: 'access-2', refresh_token: 'refresh-2' }) }
        : { status: 200, body: { success: true, admin: false, hasStores: false } },
    );
    const running = startSession();
    expect(useAuthStore.getState().isProcessing).toBe(true);
    await running;
    expect(urls(f.calls)).toEqual(['/api/session/isLoggedIn', '/oauth/access_token']);
    expect(f.calls[0]?.[1].method).toBe('GET');
    expect(headerOf(f.calls[0]?.[1], 'Authorization')).toBe('Bearer access-1');
    expect(useAuthStore.getState()).toMatchObject({
      loggedIn: true,
      isProcessing: false,
      ready: true,
      showStoreList: false,
    });
    expect(readUser()).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(useCartStore.getState().itemsInCart).toBe(1);
  });

  it('an admin answer → treated as signed out, session cleared', async () => {
    seedSession();
    const f = stubFetch(() => ({ status: 200, body: { success: true, admin: true, hasStores: false } }));
    await startSession();
    expectSignedOutAndCleared();
    expect(urls(f.calls)).not.toContain('/oauth/access_token');
  });

  it('failure → logout: user, cart and customer data cleared, server told', async () => {
    seedSession();
    const f = fakeFetch((url) => {
      if (url === '/oauth/access_token') return { status: 400, body: { operationError: 'invalid_grant' } };
      if (url.startsWith('/api/logout')) return { status: 200, body: { success: true } };
      return { status: 401, body: { success: false, admin: false, hasStores: false } };
    });
    vi.stubGlobal('fetch', f.fn);
    await startSession();
    expectSignedOutAndCleared();
    expect(useAuthStore.getState()).toMatchObject({ isProcessing: false, ready: true });
  });

  it('no answer at all (offline, page being left) keeps the stored session for the next page', async () => {
    seedSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await startSession();
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: false, isProcessing: false, ready: true });
    expect(readUser()).not.toBeNull();
    expect(localStorage.getItem('state')).not.toBeNull();
  });

  it('an expired access token is refreshed and the check retried', async () => {
    seedSession();
    let checks = 0;
    const f = fakeFetch((url) => {
      if (url === '/oauth/access_token') return { status: 200, body: tokenAnswer({ access_token: 'access-2' }) };
      checks += 1;
      return checks === 1
        ? { status: 401, body: { success: false } }
        : { status: 200, body: { success: true, admin: false, hasStores: false } };
    });
    vi.stubGlobal('fetch', f.fn);
    await startSession();
    expect(useAuthStore.getState().loggedIn).toBe(true);
  });

  it('on the non-public tenant the store list shows when the session has stores', async () => {
    initAuth(makeTenant({ id: 3, publicTenant: false }));
    writeUser(makeUser({ tenant_id: 3 }));
    stubFetch((url) =>
      url === '/oauth/access_token'
        ? { status: 200, body: tokenAnswer({ tenant_id: 3 }) }
        : { status: 200, body: { success: true, admin: false, hasStores: true } },
    );
    await startSession();
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: true, showStoreList: true });
  });
});

describe('login', () => {
  it('stores the session, sends tenant, currency and VAT, and keeps the cookie', async () => {
    const f = stubFetch(() => ({ status: 200, body: tokenAnswer() }));
    await login({ username: 'business.4@example.com', password: 'Demo-pass-1' });
    const [url, init] = f.calls[0] ?? [];
    expect(url).toBe('/api/login?tenant=4&currency=SEK&vat=25');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'business.4@example.com', password: 'Demo-pass-1' });
    expect(readUser()).toEqual(makeUser());
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: true, isProcessing: false, showStoreList: false });
  });

  it("applies the account's customer type at login: a consumer account shows consumer prices", async () => {
    const customer = makeCustomer({ name: 'Petra Privat' });
    useCustomerTypeStore.getState().setPrivateCustomer(false);
    const f = stubFetch((url) =>
      url.startsWith('/api/login') ? { status: 200, body: tokenAnswer() } : { status: 200, body: customer },
    );
    await login({ username: 'private.4@example.com', password: 'Demo-pass-1' });
    expect(urls(f.calls)).toEqual(['/api/login', '/api/customer/ajaxGetCustomer']);
    expect(useCustomerTypeStore.getState().privateCustomer).toBe(true);
    expect(localStorage.getItem('privateCustomerType')).toBe('true');
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: true, isProcessing: false });
  });

  it('asks for stores after a login on the non-public tenant', async () => {
    initAuth(makeTenant({ id: 3, publicTenant: false }));
    const f = stubFetch((url) =>
      url.startsWith('/api/login')
        ? { status: 200, body: tokenAnswer({ tenant_id: 3 }) }
        : { status: 200, body: { data: true } },
    );
    await login({ username: 'stores.3@example.com', password: 'Demo-pass-1' });
    expect(f.calls[1]?.[0]).toBe('/api/store/ajaxHasStores?tenant=3');
    expect(headerOf(f.calls[1]?.[1], 'Authorization')).toBe('Bearer access-1');
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: true, showStoreList: true });
  });

  it.each([
    [401, { operationError: 'login_failed' }, 'login_failed'],
    [403, { operationError: 'error_login_cust' }, 'error_login_cust'],
    [429, { operationError: 'too_many_attempts' }, 'too_many_attempts'],
    [200, { token_type: 'bearer' }, 'error_login'],
    [200, tokenAnswer({ admin: true }), 'error_login_cust'],
    [500, null, 'error_login'],
  ])('a %i answer is refused as %j', async (status, body, code) => {
    stubFetch(() => ({ status, body }));
    await expect(login({ username: 'u', password: 'p' })).rejects.toMatchObject({ operationError: code });
    expect(readUser()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: false, isProcessing: false });
  });
});

describe('logout', () => {
  it('clears the session here and revokes the refresh token on the server', async () => {
    seedSession();
    useAuthStore.setState({ loggedIn: true });
    const f = stubFetch(() => ({ status: 200, body: { success: true } }));
    await logout();
    expectSignedOutAndCleared();
    expect(f.calls[0]?.[0]).toBe('/api/logout?tenant=4');
    expect(JSON.parse(String(f.calls[0]?.[1].body))).toEqual({ refresh_token: 'refresh-1' });
  });
});
