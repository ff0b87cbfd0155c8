import type { ImageFormat } from '@shop/contract';
import type { Db } from '../../db/connect.ts';

/** A stored product image, attached file or video file: its type and bytes. */
export interface MediaFile {
  content_type: string;
  data: Uint8Array;
}

/** A picture of the tenant by its file name, with the sizes made of it (no bytes). */
export async function findImage(
  db: Db,
  tenantId: number,
  fileName: string,
): Promise<{ id: number; contentType: string; variants: { format: ImageFormat; width: number }[] } | undefined> {
  const rows = await db
    .selectFrom('images as i')
    .leftJoin('image_variants as v', 'v.image_id', 'i.id')
    .select(['i.id', 'i.content_type', 'v.format', 'v.width'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.file_name', '=', fileName)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const variants = rows.flatMap((r) => (r.format && r.width ? [{ format: r.format, width: r.width }] : []));
  return { id: first.id, contentType: first.content_type, variants };
}

/** The bytes of a picture as uploaded. */
export async function imageData(db: Db, id: number): Promise<Uint8Array | undefined> {
  return (await db.selectFrom('images').select('data').where('id', '=', id).executeTakeFirst())?.data;
}

/** The bytes of one size of a picture. */
export async function variantData(
  db: Db,
  imageId: number,
  format: ImageFormat,
  width: number,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('image_variants')
    .select('data')
    .where('image_id', '=', imageId)
    .where('format', '=', format)
    .where('width', '=', width)
    .executeTakeFirst();
  return row?.data;
}

/** The attached file of this name in the tenant, else its uploaded video file of this name. */
export async function findFileOrVideo(db: Db, tenantId: number, fileName: string): Promise<MediaFile | undefined> {
  const file = await db
    .selectFrom('files')
    .select(['content_type', 'data'])
    .where('tenant_id', '=', tenantId)
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  if (file) return file;
  const video = await db
    .selectFrom('videos')
    .select(['content_type', 'data'])
    .where('tenant_id', '=', tenantId)
    .where('file_name', '=', fileName)
    .where('data', 'is not', null)
    .executeTakeFirst();
  return video?.content_type && video.data ? { content_type: video.content_type, data: video.data } : undefined;
}
