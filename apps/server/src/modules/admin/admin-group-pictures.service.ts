import type { AdminCategory, AdminGroup, PictureOwner, Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { OperationError } from '../../plugins/errors.ts';
import { categoryAnswer, groupAnswer } from './admin-catalog-groups.service.ts';
import { deleteUnusedPicture, pictureOf, setPictureOf } from './admin-group-pictures.repository.ts';
import type { Operator } from './admin-guard.ts';
import { pictureFacts, preparePicture, storedName } from './admin-media.content.ts';
import { insertImage } from './admin-media.repository.ts';
import type { Upload } from './admin-upload.ts';
import { writeAudit } from './audit.ts';

/**
 * The picture of a group or category (the shop's category cards show it by `/media/{file}`):
 * uploaded in the back office's groups page, stored as a picture of no product
 * (`images.container_id` null, migration 022) with the shop's sizes.
 */

interface Answers {
  group: AdminGroup;
  category: AdminCategory;
}
const ANSWER: { [O in PictureOwner]: (db: Db, tenant: Tenant, id: number) => Promise<Answers[O]> } = {
  group: groupAnswer,
  category: categoryAnswer,
};

/** The letter of the owner in a stored name: `t4-g12-u<random>.png`, `t4-c3-u<random>.webp`. */
const NAME_PREFIX: Record<PictureOwner, string> = { group: 'g', category: 'c' };

const notFound = () => new OperationError(404, 'not_found');

/**
 * Runs a change of a group's or category's picture in a transaction that holds its row (404 when
 * the tenant has none of this id): `change` gets the file name it names now and answers the one
 * it names after, with what else the audit row says. Then the picture named before is deleted
 * when it was one of no product that nothing names any more (a seeded group's product picture
 * stays), and one audit row is written (entity `group` or `category`, action `updated`); a change
 * that changes nothing writes none. Answers the group, or the category with its groups.
 */
async function changePicture<O extends PictureOwner>(
  ctx: AppContext,
  op: Operator,
  owner: O,
  id: number,
  change: (trx: Db, before: string | null) => Promise<{ after: string | null; facts?: Record<string, unknown> }>,
): Promise<Answers[O]> {
  const { tenant, actor } = op;
  await ctx.db.transaction().execute(async (trx) => {
    const held = await pictureOf(trx, owner, tenant.id, id, true);
    if (!held) throw notFound();
    const before = held.fileName;
    const { after, facts } = await change(trx, before);
    if (after === before) return;
    await setPictureOf(trx, owner, tenant.id, id, after);
    const removed = before !== null && (await deleteUnusedPicture(trx, tenant.id, before));
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: owner,
      entityId: id,
      action: 'updated',
      changes: { imageFilename: { from: before, to: after }, ...facts, ...(removed ? { deletedPicture: before } : {}) },
    });
  });
  return ANSWER[owner](ctx.db, tenant, id);
}

/**
 * POST /api/admin/groups|categories/{id}/picture: a JPEG, PNG, WebP, AVIF or GIF (by its content,
 * the limits of a product's picture), stored as uploaded and in the shop's sizes as WebP and AVIF
 * (made before the transaction), and named by the group or category instead of its picture before.
 */
export async function uploadPicture<O extends PictureOwner>(
  ctx: AppContext,
  op: Operator,
  owner: O,
  id: number,
  upload: Upload,
): Promise<Answers[O]> {
  const tenantId = op.tenant.id;
  if (!(await pictureOf(ctx.db, owner, tenantId, id))) throw notFound();
  const picture = await preparePicture(upload.data);
  return changePicture(ctx, op, owner, id, async (trx) => {
    const fileName = storedName(tenantId, `${NAME_PREFIX[owner]}${id}`, picture.type.ext);
    await insertImage(trx, {
      tenantId,
      productId: null,
      fileName,
      contentType: picture.type.mime,
      data: upload.data,
      position: 0,
      variants: picture.variants,
    });
    return { after: fileName, facts: pictureFacts(picture, upload.data) };
  });
}

/** DELETE /api/admin/groups|categories/{id}/picture: the group or category shows no picture any more. */
export async function removePicture<O extends PictureOwner>(
  ctx: AppContext,
  op: Operator,
  owner: O,
  id: number,
): Promise<Answers[O]> {
  return changePicture(ctx, op, owner, id, async () => ({ after: null }));
}
