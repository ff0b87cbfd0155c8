import type { AppContext } from '../../context.ts';
import { readMediaCookie } from '../auth/media-cookie.ts';
import { findMediaFile, type MediaFile } from './media.repository.ts';

/** What a media request gets: a refusal, or the file and whether its tenant is public. */
export type MediaAnswer =
  | { kind: 'unknown_tenant' }
  | { kind: 'unauthorized' }
  | { kind: 'not_found' }
  | { kind: 'file'; file: MediaFile; publicTenant: boolean };

/**
 * A product image or attached file of a tenant. A non-public tenant's are only for a browser
 * whose media cookie is of the tenant, unexpired, and whose session is alive; anything else is
 * refused before a file is looked up.
 */
export async function mediaFile(
  ctx: AppContext,
  tenantId: number,
  fileName: string,
  mediaCookie: string | undefined,
): Promise<MediaAnswer> {
  const tenant = await ctx.tenants.get(tenantId);
  if (!tenant) return { kind: 'unknown_tenant' };
  if (!tenant.publicTenant) {
    const session = readMediaCookie(ctx.config.jwtSecret, tenantId, mediaCookie);
    if (!session || !(await ctx.sessions.alive(session))) return { kind: 'unauthorized' };
  }
  const file = await findMediaFile(ctx.db, tenantId, fileName);
  return file ? { kind: 'file', file, publicTenant: tenant.publicTenant } : { kind: 'not_found' };
}
