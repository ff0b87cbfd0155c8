import type { Tenant } from '@shop/contract';
import { create } from 'zustand';
import { ApiError, send, sendAuthorized, withQuery } from './api-client.ts';
import { readEmbeddedTenant } from './embedded-tenant.ts';

export { readEmbeddedTenant };

/** The tenant the dev server asks for when the page carries none (`t<ID>.localhost` picks ID). */
export const DEV_FALLBACK_TENANT = 4;

/** The tenant id a development host names (`t8.localhost` → 8), else the fallback. */
export function tenantIdFromHost(hostname: string): number {
  const m = /^t(\d+)\.localhost$/.exec(hostname);
  return m?.[1] ? Number(m[1]) : DEV_FALLBACK_TENANT;
}

function pick(answer: unknown, id: number): Tenant {
  const list = Array.isArray(answer) ? (answer as Tenant[]) : [];
  const tenant = list.find((t) => t.id === id) ?? list[0];
  if (!tenant) throw new ApiError(404, 'unknown_tenant');
  return tenant;
}

/** Guest tenant data: `POST /api/guest/tenant/ajaxList?tenant=<id>`, first element. */
export async function fetchGuestTenant(id: number): Promise<Tenant> {
  const answer = await send(withQuery('/api/guest/tenant/ajaxList', { tenant: id }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
  });
  return pick(answer, id);
}

/** Tenant data for a signed-in customer: `POST /api/tenant/ajaxList?tenant=<id>` (bearer). */
export async function fetchCustomerTenant(id: number): Promise<Tenant> {
  const answer = await sendAuthorized(withQuery('/api/tenant/ajaxList', { tenant: id }), {});
  return pick(answer, id);
}

/** The embedded tenant, else (vite dev) the guest tenant list of the development host. */
export async function loadTenant(): Promise<Tenant> {
  return readEmbeddedTenant() ?? fetchGuestTenant(tenantIdFromHost(window.location.hostname));
}

type TenantState = { tenant: Tenant | null; setTenant: (tenant: Tenant) => void };

export const useTenantStore = create<TenantState>()((set) => ({
  tenant: null,
  setTenant: (tenant) => set({ tenant }),
}));

/** The current tenant; only for components rendered after the tenant has loaded. */
export function useTenant(): Tenant {
  const tenant = useTenantStore((s) => s.tenant);
  if (!tenant) throw new Error('tenant not loaded');
  return tenant;
}
