import { AdminCustomersApi, AdminOrdersApi } from '@shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, signedIn, tokenAnswer } from '../test/render.tsx';
import { ApiError, adminCall } from './api-client.ts';
import { currentSession } from './session.ts';

afterEach(() => vi.unstubAllGlobals());

describe('adminCall', () => {
  it('sends the bearer token and the shop worked in', async () => {
    signedIn();
    const f = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    await adminCall(AdminOrdersApi.calls.list, { query: { q: '10000004', status: undefined } });
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]?.url).toBe('/api/admin/orders?tenant=4&q=10000004');
    expect(f.calls[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    signedIn();
    const f = fakeFetch((call) => {
      if (call.url.startsWith('/api/admin/refresh'))
        return { status: 200, body: tokenAnswer({ access_token: 'access-2', refresh_token: 'refresh-2' }) };
      return call.headers.Authorization === 'Bearer access-2'
        ? { status: 200, body: { items: [] } }
        : { status: 401, body: { operationError: 'unauthorized' } };
    });
    await expect(adminCall(AdminOrdersApi.calls.list)).resolves.toEqual({ items: [] });
    expect(f.calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/admin/orders',
      '/api/admin/refresh',
      '/api/admin/orders',
    ]);
    expect(f.calls[1]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(currentSession()?.refresh_token).toBe('refresh-2');
  });

  it('shares one refresh between calls refused at the same moment', async () => {
    signedIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const f = fakeFetch(async (call) => {
      if (call.url.startsWith('/api/admin/refresh')) {
        await gate;
        return { status: 200, body: tokenAnswer({ access_token: 'access-2', refresh_token: 'refresh-2' }) };
      }
      return call.headers.Authorization === 'Bearer access-2'
        ? { status: 200, body: { url: call.url } }
        : { status: 401, body: { operationError: 'unauthorized' } };
    });
    const all = Promise.all([adminCall(AdminOrdersApi.calls.list), adminCall(AdminCustomersApi.calls.list)]);
    await vi.waitFor(() => expect(f.calls.filter((c) => c.url.startsWith('/api/admin/refresh'))).toHaveLength(1));
    release();
    await expect(all).resolves.toHaveLength(2);
    expect(f.calls.filter((c) => c.url.startsWith('/api/admin/refresh'))).toHaveLength(1);
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.url.startsWith('/api/admin/refresh')
        ? { status: 200, body: tokenAnswer({ access_token: 'access-2' }) }
        : { status: 401, body: { operationError: 'unauthorized' } },
    );
    await expect(adminCall(AdminOrdersApi.calls.list)).rejects.toMatchObject({ status: 401 });
    expect(f.calls.filter((c) => c.url.startsWith('/api/admin/refresh'))).toHaveLength(1);
    expect(f.calls).toHaveLength(3);
  });

  it('ends the session when the refresh is refused', async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.url.startsWith('/api/admin/refresh')
        ? { status: 401, body: { operationError: 'invalid_grant' } }
        : { status: 401, body: { operationError: 'unauthorized' } },
    );
    const error = await adminCall(AdminOrdersApi.calls.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(f.calls).toHaveLength(2);
    expect(currentSession()).toBeNull();
  });

  it('passes other refusals on without a refresh', async () => {
    signedIn();
    const f = fakeFetch(() => ({ status: 409, body: { operationError: 'transition_not_allowed' } }));
    await expect(
      adminCall(AdminOrdersApi.calls.event, { params: { orderNumber: 1 }, body: { type: 'printed' } }),
    ).rejects.toMatchObject({ status: 409, operationError: 'transition_not_allowed' });
    expect(f.calls).toHaveLength(1);
  });
});
