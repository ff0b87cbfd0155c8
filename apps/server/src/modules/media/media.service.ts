import type { ImageFormat } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { readMediaCookie } from '../auth/media-cookie.ts';
import { findFileOrVideo, findImage, imageData, type MediaFile, variantData } from './media.repository.ts';
import { pickVariant } from './media.variants.ts';

/** What a media request gets: a refusal, or the file and whether its tenant is public. */
export type MediaAnswer =
  | { kind: 'unknown_tenant' }
  | { kind: 'unauthorized' }
  | { kind: 'not_found' }
  | {
      kind: 'file';
      file: MediaFile;
      publicTenant: boolean;
      /** Whether the answer depends on the request's Accept header (a picture with sizes). */
      byAccept: boolean;
    };

/** What the browser asks for besides the name: the formats it takes (best first) and a width. */
export interface MediaWish {
  formats: readonly ImageFormat[];
  width?: number | undefined;
}

/**
 * A product image, attached file or video file of a tenant. A non-public tenant's are only for
 * a browser whose media cookie is of the tenant, unexpired, and whose session is alive; anything
 * else is refused before a file is looked up. A picture with sizes (uploaded in the back office)
 * is sent in the best format the browser takes (AVIF, WebP) at the size asked (`pickVariant`),
 * else as uploaded.
 */
export async function mediaFile(
  ctx: AppContext,
  tenantId: number,
  fileName: string,
  mediaCookie: string | undefined,
  wish: MediaWish = { formats: [] },
): Promise<MediaAnswer> {
  const tenant = await ctx.tenants.get(tenantId);
  if (!tenant) return { kind: 'unknown_tenant' };
  if (!tenant.publicTenant) {
    const session = readMediaCookie(ctx.config.jwtSecret, tenantId, mediaCookie);
    if (!session || !(await ctx.sessions.alive(session))) return { kind: 'unauthorized' };
  }
  const publicTenant = tenant.publicTenant;
  const image = await findImage(ctx.db, tenantId, fileName);
  if (image) {
    const byAccept = image.variants.length > 0;
    const variant = pickVariant(image.variants, wish.formats, wish.width);
    const data = variant
      ? await variantData(ctx.db, image.id, variant.format, variant.width)
      : await imageData(ctx.db, image.id);
    if (!data) return { kind: 'not_found' };
    const contentType = variant ? `image/${variant.format}` : image.contentType;
    return { kind: 'file', file: { content_type: contentType, data }, publicTenant, byAccept };
  }
  const file = await findFileOrVideo(ctx.db, tenantId, fileName);
  return file ? { kind: 'file', file, publicTenant, byAccept: false } : { kind: 'not_found' };
}
