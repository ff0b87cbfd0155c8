import {
  type AdminProductMedia,
  type FilePatchBody,
  type ImagePatchBody,
  MEDIA_TITLE_MAX,
  type MediaKind,
  type Tenant,
  type VideoLinkBody,
  type VideoPatchBody,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { OperationError } from '../../plugins/errors.ts';
import type { Operator } from './admin-guard.ts';
import { type CheckedUpload, checkedType, pictureFacts, preparePicture, storedName } from './admin-media.content.ts';
import {
  deleteMediaRow,
  fileTitle,
  findMediaRow,
  insertFile,
  insertImage,
  insertVideo,
  listFiles,
  listImages,
  listVideos,
  type MediaTable,
  nextPosition,
  orderedIds,
  productExists,
  setFileTitle,
  setPositions,
  thumbnailOf,
} from './admin-media.repository.ts';
import type { Upload } from './admin-upload.ts';
import { writeAudit } from './audit.ts';

const TABLE: Record<MediaKind, MediaTable> = { image: 'images', file: 'files', video: 'videos' };

const notFound = () => new OperationError(404, 'not_found');

/** GET /api/admin/products/{id}/media: the product's pictures, files and videos in their order; 404 for another tenant's. */
export async function productMedia(ctx: AppContext, tenant: Tenant, productId: number): Promise<AdminProductMedia> {
  if (!(await productExists(ctx.db, tenant.id, productId))) throw notFound();
  return mediaOf(ctx.db, tenant.id, productId);
}

/**
 * GET /api/admin/images/{id}/thumbnail: the picture's smallest WebP size (else as uploaded) for
 * the back office's list. The operator's browser has no shop session, so a non-public shop's
 * `/media/` files are not for it; this call takes the bearer token instead.
 */
export async function imageThumbnail(
  ctx: AppContext,
  tenant: Tenant,
  id: number,
): Promise<{ contentType: string; data: Uint8Array }> {
  const found = await thumbnailOf(ctx.db, tenant.id, id);
  if (!found) throw notFound();
  return found;
}

async function mediaOf(db: Db, tenantId: number, productId: number): Promise<AdminProductMedia> {
  const [images, files, videos] = await Promise.all([
    listImages(db, tenantId, productId),
    listFiles(db, tenantId, productId),
    listVideos(db, tenantId, productId),
  ]);
  return {
    productId,
    images: images.map((i, index) => ({
      id: i.id,
      fileName: i.file_name,
      contentType: i.content_type,
      position: index,
      main: index === 0,
      bytes: i.bytes,
      variants: i.variants,
    })),
    files: files.map((f, index) => ({
      id: f.id,
      fileName: f.file_name,
      title: f.title,
      contentType: f.content_type,
      position: index,
      bytes: f.bytes,
    })),
    videos: videos.map((v, index) => ({
      id: v.id,
      source: v.source,
      externalId: v.external_id,
      fileName: v.file_name,
      contentType: v.content_type,
      position: index,
      bytes: v.bytes,
    })),
  };
}

/** The audit row of a change to a picture, file or video of the operator's tenant. */
function auditMedia(
  trx: Db,
  operator: Operator,
  entity: 'image' | 'file' | 'video',
  id: number,
  action: string,
  changes: Record<string, unknown>,
) {
  return writeAudit(trx, {
    tenantId: operator.tenant.id,
    actor: operator.actor,
    entity,
    entityId: id,
    action,
    changes,
  });
}

/**
 * Runs one media change of a product in a transaction that holds the product (so that a
 * product's changes run one after another), then answers the product's media.
 */
async function changeProduct(
  ctx: AppContext,
  tenantId: number,
  productId: number,
  change: (trx: Db) => Promise<void>,
): Promise<AdminProductMedia> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await productExists(trx, tenantId, productId, true))) throw notFound();
    await change(trx);
  });
  return mediaOf(ctx.db, tenantId, productId);
}

/**
 * A PDF file or a video uploaded to a product: its type read from its content (before the
 * transaction starts), then `store` run in the product's change with the name it is stored by.
 */
async function uploadToProduct(
  ctx: AppContext,
  tenantId: number,
  productId: number,
  upload: Upload,
  kind: 'file' | 'video',
  store: (trx: Db, fileName: string, type: CheckedUpload) => Promise<void>,
): Promise<AdminProductMedia> {
  if (!(await productExists(ctx.db, tenantId, productId))) throw notFound();
  const type = await checkedType(kind, upload.data);
  return changeProduct(ctx, tenantId, productId, (trx) =>
    store(trx, storedName(tenantId, `p${productId}`, type.ext), type),
  );
}

/**
 * POST /api/admin/products/{id}/images: a JPEG, PNG, WebP, AVIF or GIF picture (read from its
 * content), stored as uploaded and in the shop's sizes as WebP and AVIF, placed last (first: the
 * main picture, when the product had none). The sizes are made before the transaction starts.
 */
export async function uploadImage(
  ctx: AppContext,
  operator: Operator,
  productId: number,
  upload: Upload,
): Promise<AdminProductMedia> {
  const tenantId = operator.tenant.id;
  if (!(await productExists(ctx.db, tenantId, productId))) throw notFound();
  const picture = await preparePicture(upload.data);
  return changeProduct(ctx, tenantId, productId, async (trx) => {
    const fileName = storedName(tenantId, `p${productId}`, picture.type.ext);
    const id = await insertImage(trx, {
      tenantId,
      productId,
      fileName,
      contentType: picture.type.mime,
      data: upload.data,
      position: await nextPosition(trx, 'images', tenantId, productId),
      variants: picture.variants,
    });
    await auditMedia(trx, operator, 'image', id, 'uploaded', {
      product: productId,
      fileName,
      ...pictureFacts(picture, upload.data),
    });
  });
}

/** The title of an uploaded PDF: the one given, else the file's name without its extension. */
function titleOf(upload: Upload, fileName: string): string {
  const given = (upload.title ?? '').trim();
  const fromName = upload.fileName.replace(/\.[^.]*$/, '');
  const printable = [...(given || fromName)].map((c) => ((c.codePointAt(0) ?? 0) < 32 || c === '\u007f' ? ' ' : c));
  const clean = printable.join('').trim().slice(0, MEDIA_TITLE_MAX);
  return clean || fileName;
}

/** POST /api/admin/products/{id}/files: a PDF (read from its content), placed last. */
export async function uploadFile(
  ctx: AppContext,
  operator: Operator,
  productId: number,
  upload: Upload,
): Promise<AdminProductMedia> {
  const tenantId = operator.tenant.id;
  return uploadToProduct(ctx, tenantId, productId, upload, 'file', async (trx, fileName) => {
    const title = titleOf(upload, fileName);
    const id = await insertFile(trx, {
      tenantId,
      productId,
      fileName,
      title,
      data: upload.data,
      position: await nextPosition(trx, 'files', tenantId, productId),
    });
    await auditMedia(trx, operator, 'file', id, 'uploaded', {
      product: productId,
      fileName,
      title,
      bytes: upload.data.length,
    });
  });
}

/** POST /api/admin/products/{id}/videos with a file: an MP4 or WebM video (read from its content), placed last. */
export async function uploadVideo(
  ctx: AppContext,
  operator: Operator,
  productId: number,
  upload: Upload,
): Promise<AdminProductMedia> {
  const tenantId = operator.tenant.id;
  return uploadToProduct(ctx, tenantId, productId, upload, 'video', async (trx, fileName, type) => {
    const id = await insertVideo(trx, {
      tenantId,
      productId,
      source: 'FILE',
      externalId: fileName.slice(0, -(type.ext.length + 1)),
      extension: type.ext,
      fileName,
      contentType: type.mime,
      data: upload.data,
      position: await nextPosition(trx, 'videos', tenantId, productId),
    });
    await auditMedia(trx, operator, 'video', id, 'uploaded', {
      product: productId,
      fileName,
      contentType: type.mime,
      bytes: upload.data.length,
    });
  });
}

/** POST /api/admin/products/{id}/videos with JSON: a YouTube or Vimeo video by its id there, placed last. */
export async function linkVideo(
  ctx: AppContext,
  operator: Operator,
  productId: number,
  body: VideoLinkBody,
): Promise<AdminProductMedia> {
  const tenantId = operator.tenant.id;
  return changeProduct(ctx, tenantId, productId, async (trx) => {
    const id = await insertVideo(trx, {
      tenantId,
      productId,
      source: body.source,
      externalId: body.externalId,
      extension: null,
      fileName: null,
      contentType: null,
      data: null,
      position: await nextPosition(trx, 'videos', tenantId, productId),
    });
    await auditMedia(trx, operator, 'video', id, 'added', {
      product: productId,
      source: body.source,
      externalId: body.externalId,
    });
  });
}

/**
 * Moves one of a product's rows to `index` (0 first; past the end: last) and numbers them all
 * 0, 1, 2... in their new order; the position it had and has, when they differ.
 */
async function moveTo(
  trx: Db,
  table: MediaTable,
  tenantId: number,
  productId: number,
  id: number,
  index: number,
): Promise<{ from: number; to: number } | null> {
  const rows = await orderedIds(trx, table, tenantId, productId);
  const ids = rows.map((r) => r.id);
  const from = ids.indexOf(id);
  ids.splice(from, 1);
  const to = Math.min(index, ids.length);
  ids.splice(to, 0, id);
  await setPositions(
    trx,
    table,
    tenantId,
    ids.flatMap((rowId, position) =>
      rows.find((r) => r.id === rowId)?.position === position ? [] : [{ id: rowId, position }],
    ),
  );
  return from === to ? null : { from, to };
}

/**
 * The row of a kind, else 404 (also a group's or category's picture: it belongs to no product);
 * the product is held before the row is read again.
 */
async function rowOf(ctx: AppContext, kind: MediaKind, tenantId: number, id: number) {
  const row = await findMediaRow(ctx.db, TABLE[kind], tenantId, id);
  if (!row || row.container_id === null) throw notFound();
  return { ...row, container_id: row.container_id };
}

/**
 * PATCH /api/admin/images|files|videos/{id}: moves it (`position`; `main: true` for a picture is
 * position 0) and, for a file, sets its title; an audit row of what changed (none when nothing
 * did). Answers the product's media.
 */
export async function changeMedia(
  ctx: AppContext,
  operator: Operator,
  kind: MediaKind,
  id: number,
  body: ImagePatchBody | FilePatchBody | VideoPatchBody,
): Promise<AdminProductMedia> {
  const tenantId = operator.tenant.id;
  const row = await rowOf(ctx, kind, tenantId, id);
  return changeProduct(ctx, tenantId, row.container_id, async (trx) => {
    if (!(await findMediaRow(trx, TABLE[kind], tenantId, id))) throw notFound();
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const index = 'main' in body && body.main ? 0 : body.position;
    if (index !== undefined) {
      const moved = await moveTo(trx, TABLE[kind], tenantId, row.container_id, id, index);
      if (moved) changes.position = moved;
    }
    if (kind === 'file' && 'title' in body && body.title !== undefined) {
      const before = await fileTitle(trx, tenantId, id);
      if (before !== body.title) {
        await setFileTitle(trx, tenantId, id, body.title);
        changes.title = { from: before, to: body.title };
      }
    }
    if (Object.keys(changes).length === 0) return;
    await auditMedia(trx, operator, kind, id, 'updated', changes);
  });
}

/**
 * DELETE /api/admin/images|files|videos/{id}: the row (a picture's sizes with it), the others
 * numbered again in their order (the next picture becomes the main one); answers the product's media.
 */
export async function removeMedia(
  ctx: AppContext,
  operator: Operator,
  kind: MediaKind,
  id: number,
): Promise<AdminProductMedia> {
  const tenantId = operator.tenant.id;
  const row = await rowOf(ctx, kind, tenantId, id);
  return changeProduct(ctx, tenantId, row.container_id, async (trx) => {
    if (!(await findMediaRow(trx, TABLE[kind], tenantId, id))) throw notFound();
    await deleteMediaRow(trx, TABLE[kind], tenantId, id);
    const rest = await orderedIds(trx, TABLE[kind], tenantId, row.container_id);
    await setPositions(
      trx,
      TABLE[kind],
      tenantId,
      rest.flatMap((r, position) => (r.position === position ? [] : [{ id: r.id, position }])),
    );
    await auditMedia(trx, operator, kind, id, 'deleted', { product: row.container_id, fileName: row.file_name });
  });
}
