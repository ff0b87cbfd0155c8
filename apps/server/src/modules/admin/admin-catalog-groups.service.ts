import {
  type AdminCategory,
  type AdminGroup,
  type AdminGroupsAnswer,
  hasAnyText,
  type Language,
  type LocalizedTexts,
  splitTagged,
  type Tenant,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import {
  type CategoryRecord,
  findCategory,
  findGroup,
  tenantCategories,
  tenantGroups,
  updateCategory,
  updateGroup,
} from './admin-catalog.repository.ts';
import { type Changes, changedText, note } from './admin-catalog.service.ts';
import { type PictureIds, pictureIds } from './admin-group-pictures.repository.ts';
import type { Operator } from './admin-guard.ts';
import { writeAudit } from './audit.ts';

type GroupRow = Awaited<ReturnType<typeof tenantGroups>>[number];

/** The picture of a group or category: its file name, and the id of the tenant's picture of that name (the back office's thumbnail). */
function pictureView(fileName: string | null, pictures: PictureIds) {
  return { imageFilename: fileName, imageId: (fileName !== null && pictures.get(fileName)) || null };
}

function groupView(row: GroupRow, fallback: Language, pictures: PictureIds): AdminGroup {
  return {
    id: row.id,
    categoryId: row.category_id,
    name: splitTagged(row.name, fallback),
    description: splitTagged(row.description, fallback),
    position: row.position,
    ...pictureView(row.image_filename, pictures),
    productCount: row.product_count,
  };
}

function categoryView(
  row: CategoryRecord,
  groups: GroupRow[],
  fallback: Language,
  pictures: PictureIds,
): AdminCategory {
  return {
    id: row.id,
    name: splitTagged(row.name, fallback),
    description: splitTagged(row.description, fallback),
    position: row.position,
    ...pictureView(row.image_filename, pictures),
    groups: groups.filter((g) => g.category_id === row.id).map((g) => groupView(g, fallback, pictures)),
  };
}

/** The ids of the pictures these categories and groups name. */
function picturesOf(db: Db, tenantId: number, rows: readonly { image_filename: string | null }[]) {
  return pictureIds(
    db,
    tenantId,
    rows.flatMap((r) => (r.image_filename === null ? [] : [r.image_filename])),
  );
}

/** GET /api/admin/groups: the tenant's categories with their groups, in their order, and its languages. */
export async function adminGroups(ctx: AppContext, tenant: Tenant): Promise<AdminGroupsAnswer> {
  const [categories, groups] = await Promise.all([
    tenantCategories(ctx.db, tenant.id),
    tenantGroups(ctx.db, tenant.id),
  ]);
  const pictures = await picturesOf(ctx.db, tenant.id, [...categories, ...groups]);
  return {
    categories: categories.map((c) => categoryView(c, groups, tenant.defaultLanguage, pictures)),
    languages: [...tenant.languages],
    defaultLanguage: tenant.defaultLanguage,
  };
}

/** A category with its groups as the back office's calls answer it; 404 when the tenant has none of this id. */
export async function categoryAnswer(db: Db, tenant: Tenant, id: number): Promise<AdminCategory> {
  const [row, groups] = await Promise.all([findCategory(db, tenant.id, id), tenantGroups(db, tenant.id, id)]);
  if (!row) throw new OperationError(404, 'not_found');
  const pictures = await picturesOf(db, tenant.id, [row, ...groups]);
  return categoryView(row, groups, tenant.defaultLanguage, pictures);
}

/** A group as the back office's calls answer it; 404 when the tenant has none of this id. */
export async function groupAnswer(db: Db, tenant: Tenant, id: number): Promise<AdminGroup> {
  const row = (await tenantGroups(db, tenant.id)).find((g) => g.id === id);
  if (!row) throw new OperationError(404, 'not_found');
  return groupView(row, tenant.defaultLanguage, await picturesOf(db, tenant.id, [row]));
}

export interface CategoryPatch {
  name?: LocalizedTexts;
  description?: LocalizedTexts;
  position?: number;
}
export interface GroupPatch extends CategoryPatch {
  categoryId?: number;
}

/**
 * The texts and position of a category or group after a patch: the columns to set and what
 * changed; an emptied name is 422 `name` required.
 */
function patched(
  now: { name: string; description: string; position: number },
  body: CategoryPatch,
  fallback: Language,
) {
  const changes: Changes = {};
  const set: { name?: string; description?: string; position?: number } = {};
  if (body.name) {
    const { texts, text } = changedText(changes, 'name', now.name, body.name, fallback);
    if (!hasAnyText(texts)) throw new ValidationError([{ field: 'name', message: 'required' }]);
    if (text !== now.name) set.name = text;
  }
  if (body.description) {
    const { text } = changedText(changes, 'description', now.description, body.description, fallback);
    if (text !== now.description) set.description = text;
  }
  if (body.position !== undefined && body.position !== now.position) {
    note(changes, 'position', now.position, body.position);
    set.position = body.position;
  }
  return { changes, set };
}

/** PATCH /api/admin/categories/{id}: texts per language and position, one audit row; answers the category. */
export async function patchAdminCategory(
  ctx: AppContext,
  op: Operator,
  id: number,
  body: CategoryPatch,
): Promise<AdminCategory> {
  const { tenant, actor } = op;
  await ctx.db.transaction().execute(async (trx) => {
    const now = await findCategory(trx, tenant.id, id, true);
    if (!now) throw new OperationError(404, 'not_found');
    const { changes, set } = patched(now, body, tenant.defaultLanguage);
    await updateCategory(trx, tenant.id, id, set);
    if (Object.keys(changes).length === 0) return;
    await writeAudit(trx, { tenantId: tenant.id, actor, entity: 'category', entityId: id, action: 'updated', changes });
  });
  return categoryAnswer(ctx.db, tenant, id);
}

/**
 * PATCH /api/admin/groups/{id}: texts per language, position, and moving the group (with its
 * products) to another category of the tenant ('invalid' on categoryId otherwise); one audit
 * row. Answers the group.
 */
export async function patchAdminGroup(
  ctx: AppContext,
  op: Operator,
  id: number,
  body: GroupPatch,
): Promise<AdminGroup> {
  const { tenant, actor } = op;
  if (body.categoryId !== undefined && !(await findCategory(ctx.db, tenant.id, body.categoryId))) {
    if (!(await findGroup(ctx.db, tenant.id, id))) throw new OperationError(404, 'not_found');
    throw new ValidationError([{ field: 'categoryId', message: 'invalid' }]);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const now = await findGroup(trx, tenant.id, id, true);
    if (!now) throw new OperationError(404, 'not_found');
    const { changes, set } = patched(now, body, tenant.defaultLanguage);
    const move = body.categoryId !== undefined && body.categoryId !== now.category_id;
    if (move) note(changes, 'categoryId', now.category_id, body.categoryId);
    await updateGroup(trx, tenant.id, id, move ? { ...set, category_id: body.categoryId } : set);
    if (Object.keys(changes).length === 0) return;
    await writeAudit(trx, { tenantId: tenant.id, actor, entity: 'group', entityId: id, action: 'updated', changes });
  });
  return groupAnswer(ctx.db, tenant, id);
}
