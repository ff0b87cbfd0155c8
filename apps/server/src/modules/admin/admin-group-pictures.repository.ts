import type { PictureOwner } from '@shop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/** The picture ids of file names (the back office's thumbnails of groups and categories). */
export type PictureIds = ReadonlyMap<string, number>;

/** The ids of the tenant's pictures of these file names (a name the tenant has no picture of is left out). */
export async function pictureIds(db: Db, tenantId: number, fileNames: readonly string[]): Promise<PictureIds> {
  if (fileNames.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .select(['id', 'file_name'])
    .where('tenant_id', '=', tenantId)
    .where('file_name', 'in', [...new Set(fileNames)])
    .execute();
  return new Map(rows.map((r) => [r.file_name, r.id]));
}

const TABLE = { group: 'article_groups', category: 'categories' } as const satisfies Record<PictureOwner, string>;

/**
 * The picture a group or category of the tenant names (`image_filename`), else undefined when the
 * tenant has no such group or category; with `lock`, its row is held (FOR UPDATE) until the
 * transaction ends, so that two changes of one picture run one after the other.
 */
export async function pictureOf(
  db: Db,
  owner: PictureOwner,
  tenantId: number,
  id: number,
  lock = false,
): Promise<{ fileName: string | null } | undefined> {
  let q = db.selectFrom(TABLE[owner]).select('image_filename').where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && { fileName: row.image_filename };
}

export async function setPictureOf(
  db: Db,
  owner: PictureOwner,
  tenantId: number,
  id: number,
  fileName: string | null,
): Promise<void> {
  await db
    .updateTable(TABLE[owner])
    .set({ image_filename: fileName })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the tenant's picture of this name (its sizes with it) when it belongs to no product and
 * no group, category or product (its popup picture) names it any more; whether it did. A seeded
 * group names one of its products' pictures: that one stays.
 */
export async function deleteUnusedPicture(db: Db, tenantId: number, fileName: string): Promise<boolean> {
  const result = await db
    .deleteFrom('images')
    .where('tenant_id', '=', tenantId)
    .where('file_name', '=', fileName)
    .where('container_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('article_groups')
            .select(sql`1`.as('one'))
            .where('image_filename', '=', fileName)
            .union(selectFrom('categories').select(sql`1`.as('one')).where('image_filename', '=', fileName))
            .union(selectFrom('products').select(sql`1`.as('one')).where('popup_image_file_name', '=', fileName)),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
