// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, headerOf, makeUser, stubFetch, tokenAnswer } from '../test/fixtures.ts';
import { ApiError, apiCall, configureApiClient, refreshSession } from './api-client.ts';
import { readUser, writeUser } from './storage.ts';

const sessionLost = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionLost.mockReset();
  configureApiClient({ tenantId: () => 4, publicTenant: () => true, onSessionLost: sessionLost });
});

afterEach(() => vi.unstubAllGlobals());

describe('apiCall', () => {
  it('uses the guest path without a session on a public tenant', async () => {
    const f = stubFetch(() => ({ status: 200, body: { data: [] } }));
    await apiCall('campaign/ajaxList', { limit: 3 });
    const [url, init] = f.calls[0] ?? [];
    expect(url).toBe('/api/guest/campaign/ajaxList?tenant=4');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"limit":3}');
    expect(headerOf(init, 'Authorization')).toBeUndefined();
  });

  it('sends the bearer token to /api/... when signed in', async () => {
    writeUser(makeUser());
    const f = stubFetch(() => ({ status: 200, body: {} }));
    await apiCall('customer/ajaxGetCustomer', {}, { query: { extra: 'x' } });
    const [url, init] = f.calls[0] ?? [];
    expect(url).toBe('/api/customer/ajaxGetCustomer?tenant=4&extra=x');
    expect(headerOf(init, 'Authorization')).toBe('Bearer access-1');
  });

  it('uses /api/... for a guest of a non-public tenant', async () => {
    configureApiClient({ publicTenant: () => false });
    const f = stubFetch(() => ({ status: 200, body: {} }));
    await apiCall('tenant/ajaxList');
    expect(f.calls[0]?.[0]).toBe('/api/tenant/ajaxList?tenant=4');
  });

  it('sends extra headers (Idempotency-Key) on the guest path, the bearer path and the retry after a refresh', async () => {
    const guest = stubFetch(() => ({ status: 200, body: { orderNumber: 1 } }));
    await apiCall('order/ajaxCreateNew', { articles: [] }, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(headerOf(guest.calls[0]?.[1], 'Idempotency-Key')).toBe('key-1');
    expect(headerOf(guest.calls[0]?.[1], 'Content-Type')).toBe('application/json');

    writeUser(makeUser());
    let first = true;
    const signedIn = fakeFetch((url) => {
      if (url === '/oauth/access_token') return { status: 200, body: tokenAnswer({ access_token: 'access-2' }) };
      if (first) {
        first = false;
        return { status: 401 };
      }
      return { status: 200, body: { orderNumber: 2 } };
    });
    vi.stubGlobal('fetch', signedIn.fn);
    await apiCall('order/ajaxCreateNew', {}, { headers: { 'Idempotency-Key': 'key-2', Authorization: 'forged' } });
    const [firstCall, refresh, retry] = signedIn.calls;
    expect(firstCall?.[0]).toBe('/api/order/ajaxCreateNew?tenant=4');
    expect(headerOf(firstCall?.[1], 'Idempotency-Key')).toBe('key-2');
    expect(headerOf(firstCall?.[1], 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(refresh?.[1], 'Idempotency-Key')).toBeUndefined();
    expect(headerOf(retry?.[1], 'Idempotency-Key')).toBe('key-2');
    expect(headerOf(retry?.[1], 'Authorization')).toBe('Bearer access-2');

    const plain = stubFetch(() => ({ status: 200, body: {} }));
    await apiCall('campaign/ajaxList', {});
    expect(headerOf(plain.calls[0]?.[1], 'Idempotency-Key')).toBeUndefined();
  });

  it('turns 422 into field errors and other refusals into operation errors', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 422, body: { fieldErrors: [{ field: 'username', message: 'required' }] } })).fn,
    );
    await expect(apiCall('x/y')).rejects.toMatchObject({
      status: 422,
      fieldErrors: [{ field: 'username', message: 'required' }],
    });
    stubFetch(() => ({ status: 403, body: { operationError: 'forbidden' } }));
    await expect(apiCall('x/y')).rejects.toMatchObject({ status: 403, operationError: 'forbidden' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(apiCall('x/y')).rejects.toBeInstanceOf(ApiError);
  });

  it('refreshes once on a 401 and retries once with the new token', async () => {
    writeUser(makeUser());
    let first = true;
    const f = fakeFetch((url) => {
      if (url === '/oauth/access_token')
        return { status: 200, body: tokenAnswer({ access_token: 'access-2', refresh_token: 'refresh-2' }) };
      if (first) {
        first = false;
        return { status: 401, body: { operationError: 'unauthorized' } };
      }
      return { status: 200, body: { ok: true } };
    });
    vi.stubGlobal('fetch', f.fn);
    await expect(apiCall('customer/ajaxGetCustomer')).resolves.toEqual({ ok: true });
    expect(f.calls.map(([url]) => url)).toEqual([
      '/api/customer/ajaxGetCustomer?tenant=4',
      '/oauth/access_token',
      '/api/customer/ajaxGetCustomer?tenant=4',
    ]);
    const refresh = f.calls[1]?.[1];
    expect(headerOf(refresh, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(refresh?.body).toBe('grant_type=refresh_token&refresh_token=refresh-1');
    expect(headerOf(f.calls[2]?.[1], 'Authorization')).toBe('Bearer access-2');
    expect(readUser()?.refresh_token).toBe('refresh-2');
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('loses the session when the refresh is refused', async () => {
    writeUser(makeUser());
    const f = stubFetch((url) =>
      url === '/oauth/access_token' ? { status: 400, body: { operationError: 'invalid_grant' } } : { status: 401 },
    );
    await expect(apiCall('customer/ajaxGetCustomer')).rejects.toMatchObject({ status: 401 });
    expect(sessionLost).toHaveBeenCalledOnce();
    expect(f.calls).toHaveLength(2);
  });

  it('shares one refresh between concurrent callers', async () => {
    writeUser(makeUser());
    const f = stubFetch(() => ({ status: 200, body: tokenAnswer({ access_token: 'access-2' }) }));
    await Promise.all([refreshSession(), refreshSession()]);
    expect(f.calls).toHaveLength(1);
  });
});
