import type { Tenant } from '@shop/contract';
import { isRecord } from './guards.ts';

/** The tenant the server embedded in index.html (`<script id="tenant-data">`), if any. */
export function readEmbeddedTenant(doc: Document = document): Tenant | null {
  const text = doc.getElementById('tenant-data')?.textContent?.trim();
  if (!text) return null;
  try {
    const tenant: unknown = JSON.parse(text);
    // The server writes this from its own tenant settings (TenantSchema).
    return isRecord(tenant) && Number.isInteger(tenant.id) ? (tenant as Tenant) : null;
  } catch {
    return null;
  }
}
