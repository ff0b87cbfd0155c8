import type { ImageFormat } from '@shop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { productParts } from '../../db/products.ts';
import { positionAfterLast } from '../../db/rows.ts';

/** The tables of a product's media, each with `position` and `container_id`. */
export type MediaTable = 'images' | 'files' | 'videos';

/**
 * Whether the tenant has the product; with `lock`, it is held (FOR NO KEY UPDATE) until the
 * transaction ends, so that a product's media changes run one after another.
 */
export async function productExists(db: Db, tenantId: number, productId: number, lock = false): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('tenant_id', '=', tenantId).where('id', '=', productId);
  if (lock) q = q.forNoKeyUpdate();
  return (await q.executeTakeFirst()) !== undefined;
}

/** A picture, file or video of the tenant: its product, name and place. */
export async function findMediaRow(db: Db, table: MediaTable, tenantId: number, id: number) {
  return db
    .selectFrom(table)
    .select(['id', 'container_id', 'file_name', 'position'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The ids of a product's pictures, files or videos in their order (position, then id). */
export async function orderedIds(db: Db, table: MediaTable, tenantId: number, productId: number) {
  return productParts(db, table, tenantId, productId).select(['id', 'position']).execute();
}

/** Sets the positions given (id → position) of one tenant's rows. */
export async function setPositions(
  db: Db,
  table: MediaTable,
  tenantId: number,
  changes: readonly { id: number; position: number }[],
): Promise<void> {
  for (const { id, position } of changes) {
    await db.updateTable(table).set({ position }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
}

export async function deleteMediaRow(db: Db, table: MediaTable, tenantId: number, id: number): Promise<void> {
  await db.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** A product's pictures in their order, with their sizes (no bytes). */
export async function listImages(db: Db, tenantId: number, productId: number) {
  const images = await productParts(db, 'images', tenantId, productId)
    .select(['id', 'file_name', 'content_type', 'position', sql<number>`octet_length(data)`.as('bytes')])
    .execute();
  const variants =
    images.length === 0
      ? []
      : await db
          .selectFrom('image_variants')
          .select(['image_id', 'format', 'width'])
          .where(
            'image_id',
            'in',
            images.map((i) => i.id),
          )
          .orderBy('image_id')
          .orderBy('format')
          .orderBy('width')
          .execute();
  return images.map((i) => ({
    ...i,
    bytes: Number(i.bytes),
    variants: variants.filter((v) => v.image_id === i.id).map((v) => ({ format: v.format, width: v.width })),
  }));
}

export async function listFiles(db: Db, tenantId: number, productId: number) {
  const rows = await productParts(db, 'files', tenantId, productId)
    .select(['id', 'file_name', 'title', 'content_type', 'position', sql<number>`octet_length(data)`.as('bytes')])
    .execute();
  return rows.map((r) => ({ ...r, bytes: Number(r.bytes) }));
}

export async function listVideos(db: Db, tenantId: number, productId: number) {
  const rows = await productParts(db, 'videos', tenantId, productId)
    .select([
      'id',
      'source',
      'external_id',
      'file_name',
      'content_type',
      'position',
      sql<number | null>`octet_length(data)`.as('bytes'),
    ])
    .execute();
  return rows.map((r) => ({ ...r, bytes: r.bytes === null ? null : Number(r.bytes) }));
}

/** The position after a product's last picture, file or video. */
export function nextPosition(db: Db, table: MediaTable, tenantId: number, productId: number): Promise<number> {
  return positionAfterLast(db, table, { tenant_id: tenantId, container_id: productId });
}

export interface NewImage {
  tenantId: number;
  /** null: a group's or category's picture (it belongs to no product). */
  productId: number | null;
  fileName: string;
  contentType: string;
  data: Uint8Array;
  position: number;
  variants: { format: ImageFormat; width: number; height: number; data: Uint8Array }[];
}

export async function insertImage(db: Db, image: NewImage): Promise<number> {
  const { id } = await db
    .insertInto('images')
    .values({
      tenant_id: image.tenantId,
      container_id: image.productId,
      file_name: image.fileName,
      content_type: image.contentType,
      data: image.data,
      position: image.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // One size at a time: each insert's parameters hold at most one variant's bytes.
  for (const v of image.variants) {
    await db
      .insertInto('image_variants')
      .values({
        image_id: id,
        tenant_id: image.tenantId,
        format: v.format,
        width: v.width,
        height: v.height,
        data: v.data,
      })
      .execute();
  }
  return id;
}

export async function insertFile(
  db: Db,
  file: { tenantId: number; productId: number; fileName: string; title: string; data: Uint8Array; position: number },
): Promise<number> {
  const { id } = await db
    .insertInto('files')
    .values({
      tenant_id: file.tenantId,
      container_id: file.productId,
      file_name: file.fileName,
      title: file.title,
      content_type: 'application/pdf',
      data: file.data,
      position: file.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setFileTitle(db: Db, tenantId: number, id: number, title: string): Promise<void> {
  await db.updateTable('files').set({ title }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function fileTitle(db: Db, tenantId: number, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('files')
    .select('title')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.title;
}

export interface NewVideo {
  tenantId: number;
  productId: number;
  source: 'FILE' | 'YOUTUBE' | 'VIMEO';
  externalId: string;
  extension: string | null;
  fileName: string | null;
  contentType: string | null;
  data: Uint8Array | null;
  position: number;
}

export async function insertVideo(db: Db, video: NewVideo): Promise<number> {
  const { id } = await db
    .insertInto('videos')
    .values({
      tenant_id: video.tenantId,
      container_id: video.productId,
      source: video.source,
      external_id: video.externalId,
      extension: video.extension,
      file_name: video.fileName,
      content_type: video.contentType,
      data: video.data,
      position: video.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A picture's smallest WebP size, else the picture as uploaded: type and bytes (the back office's thumbnail). */
export async function thumbnailOf(
  db: Db,
  tenantId: number,
  id: number,
): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  const variant = await db
    .selectFrom('image_variants')
    .select('data')
    .where('tenant_id', '=', tenantId)
    .where('image_id', '=', id)
    .where('format', '=', 'webp')
    .orderBy('width')
    .limit(1)
    .executeTakeFirst();
  if (variant) return { contentType: 'image/webp', data: variant.data };
  const image = await db
    .selectFrom('images')
    .select(['content_type', 'data'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return image ? { contentType: image.content_type, data: image.data } : undefined;
}
