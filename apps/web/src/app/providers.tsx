import type { Tenant } from '@shop/contract';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { fetchCustomerTenant, useTenantStore } from '../lib/tenant.ts';
import { syncTenant, useAuthStore } from '../stores/auth-store.ts';

async function applyThemeInDev(tenant: Tenant): Promise<void> {
  const { themeProperties } = await import('@shop/contract');
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeProperties(tenant.theme))) root.style.setProperty(name, value);
  root.dataset.theme = tenant.theme.variant;
}

/**
 * Takes new tenant data into the tenant store, auth state and a forced language. (Its colours
 * come with the page: the server writes them on `<html>`.)
 */
export function applyTenant(tenant: Tenant): void {
  useTenantStore.getState().setTenant(tenant);
  syncTenant(tenant);
  // The dev server's index.html has no theme on <html>; the built app gets it from the server.
  if (import.meta.env.DEV) void applyThemeInDev(tenant);
  if (tenant.forcedLanguage && currentLanguage() !== tenant.forcedLanguage) void changeLanguage(tenant.forcedLanguage);
}

/**
 * Fetches the tenant data again once signed in (`POST /api/tenant/ajaxList`, bearer);
 * waits while a login or session check is processing.
 */
function TenantRefresh() {
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const tenantId = useAuthStore((s) => s.tenantId);
  const { data } = useQuery({
    queryKey: ['tenant', tenantId, 'customer'],
    queryFn: () => fetchCustomerTenant(tenantId),
    enabled: loggedIn && !isProcessing,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (data) applyTenant(data);
  }, [data]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantRefresh />
      {children}
    </QueryClientProvider>
  );
}
