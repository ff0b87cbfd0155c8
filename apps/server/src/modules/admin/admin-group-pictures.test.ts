import {
  AdminCategoryAnswerSchema,
  AdminGroupAnswerSchema,
  AdminGroupsAnswerSchema,
  MEDIA_SIZE_LIMITS,
} from '@shop/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, auditRowsOf, signInOperators } from '../../test/admin.ts';
import { testAppForFile } from '../../test/app.ts';
import { countRows } from '../../test/db.ts';
import { eventually } from '../../test/wait.ts';
import { fileUpload, picture } from './admin-media.test-support.ts';

const t = testAppForFile();
const { admin4, handler4 } = signInOperators(t, 'admin4', 'handler4');
let group4: { id: number; categoryId: number; seeded: string };
let group5: number;
let category5: number;

beforeAll(async () => {
  const first = (tenant: number) =>
    t.db
      .selectFrom('article_groups')
      .select(['id', 'category_id', 'image_filename'])
      .where('tenant_id', '=', tenant)
      .where('image_filename', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const [g4, g5] = await Promise.all([first(4), first(5)]);
  group4 = { id: g4.id, categoryId: g4.category_id, seeded: g4.image_filename ?? '' };
  [group5, category5] = [g5.id, g5.category_id];
});

type Owner = 'groups' | 'categories';

function send(
  headers: Record<string, string>,
  tenant: number,
  owner: Owner,
  id: number,
  body: ReturnType<typeof fileUpload>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/${owner}/${id}/picture?tenant=${tenant}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = async (width = 900, height = 600) => fileUpload(await picture(width, height), 'photo.png', 'image/png');

/** The shop's category cards of tenant 4 (the guest call of a public shop). */
async function shopCategories() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/guest/articleCategory/ajaxGetArticleCategoriesForCustomer?tenant=4',
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    id: number;
    imageFilename: string | null;
    groups: { id: number; imageFilename: string | null }[];
  }[];
}

/**
 * Waits (at most a second: the catalog triggers' notice drops the cached answer at once, on
 * PostgreSQL after the commit) until the shop's picture of the group or category is `expected`.
 */
async function shopShows(owner: 'group' | 'category', id: number, expected: string | null) {
  const pictureIn = (categories: Awaited<ReturnType<typeof shopCategories>>) =>
    (owner === 'group' ? categories.flatMap((c) => c.groups) : categories).find((x) => x.id === id)?.imageFilename;
  await eventually(shopCategories, (categories) => pictureIn(categories) === expected, 1_000);
}

function media(fileName: string, accept?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/media/${encodeURIComponent(fileName)}`,
    headers: { host: 't4.localhost', ...(accept ? { accept } : {}) },
  });
}

async function image(fileName: string) {
  return t.db.selectFrom('images').select(['id', 'container_id']).where('file_name', '=', fileName).executeTakeFirst();
}

const auditOf = (entity: 'group' | 'category', id: number) => auditRowsOf(t.db, entity, id);

/** Everything a picture change could write, to show that a refused one wrote nothing. */
async function snapshot() {
  const count = (table: Parameters<typeof countRows>[1]) => countRows(t.db, table);
  const pictures = (table: 'article_groups' | 'categories') =>
    t.db.selectFrom(table).select(['id', 'image_filename']).orderBy('id').execute();
  return {
    images: await count('images'),
    variants: await count('image_variants'),
    audit: await count('audit_log'),
    groups: await pictures('article_groups'),
    categories: await pictures('categories'),
  };
}

describe("a group's picture", () => {
  let own: string;

  it('an upload sets it; the shop shows the new name at once and /media serves its sizes; one audit row', async () => {
    const seeded = await image(group4.seeded);
    expect(seeded?.container_id).not.toBeNull();
    // The shop's answer is cached before the change: the change must drop it.
    const cached = await shopCategories();
    expect(cached.flatMap((c) => c.groups).find((g) => g.id === group4.id)?.imageFilename).toBe(group4.seeded);

    const res = await send(admin4, 4, 'groups', group4.id, await png());
    expect(res.statusCode, res.body).toBe(200);
    const group = AdminGroupAnswerSchema.parse(res.json());
    expect(group.id).toBe(group4.id);
    expect(group.imageFilename).toMatch(new RegExp(`^t4-g${group4.id}-u[0-9a-f]{12}\\.png$`));
    own = group.imageFilename ?? '';
    const stored = await image(own);
    expect(stored).toEqual({ id: group.imageId, container_id: null });
    const sizes = await t.db
      .selectFrom('image_variants')
      .select(['format', 'width'])
      .where('image_id', '=', group.imageId ?? 0)
      .execute();
    expect(sizes).toHaveLength(6);

    await shopShows('group', group4.id, own);
    const avif = await media(own, 'image/avif,image/webp,*/*');
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(900);
    expect((await media(own)).headers['content-type']).toBe('image/png');

    // The seeded picture is a product's: it stays, and the product still has it.
    expect(await image(group4.seeded)).toEqual(seeded);
    expect(await auditOf('group', group4.id)).toEqual([
      expect.objectContaining({
        action: 'updated',
        actor: 'admin.4@example.com',
        changes: expect.objectContaining({ imageFilename: { from: group4.seeded, to: own }, contentType: 'image/png' }),
      }),
    ]);
  });

  it("the groups list gives the picture's id for the thumbnail call; the picture is no product's", async () => {
    const list = AdminGroupsAnswerSchema.parse(
      (await adminCall(t.app, handler4, 'GET', '/api/admin/groups?tenant=4')).json(),
    );
    const group = list.categories.flatMap((c) => c.groups).find((g) => g.id === group4.id);
    expect(group?.imageFilename).toBe(own);
    const thumb = await adminCall(t.app, handler4, 'GET', `/api/admin/images/${group?.imageId}/thumbnail?tenant=4`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
    // Not a product's picture: the product calls do not find it.
    expect((await adminCall(t.app, admin4, 'DELETE', `/api/admin/images/${group?.imageId}?tenant=4`)).statusCode).toBe(
      404,
    );
    expect(
      (await adminCall(t.app, admin4, 'PATCH', `/api/admin/images/${group?.imageId}?tenant=4`, { main: true }))
        .statusCode,
    ).toBe(404);
    expect(await image(own)).toBeDefined();
  });

  it('replacing it deletes the picture it had of its own, with its sizes', async () => {
    const before = await image(own);
    const res = await send(admin4, 4, 'groups', group4.id, await png(300, 200));
    expect(res.statusCode, res.body).toBe(200);
    const next = AdminGroupAnswerSchema.parse(res.json()).imageFilename ?? '';
    expect(next).not.toBe(own);
    expect(await image(own)).toBeUndefined();
    expect(
      await t.db
        .selectFrom('image_variants')
        .select('width')
        .where('image_id', '=', before?.id ?? 0)
        .execute(),
    ).toEqual([]);
    expect((await media(own)).statusCode).toBe(404);
    expect((await media(next)).statusCode).toBe(200);
    expect((await auditOf('group', group4.id)).at(-1)?.changes).toEqual(
      expect.objectContaining({ imageFilename: { from: own, to: next }, deletedPicture: own }),
    );
    own = next;
  });

  it('refuses a text named .png (422) and a file over the limit (413); nothing changes', async () => {
    const before = await snapshot();
    const text = await send(
      admin4,
      4,
      'groups',
      group4.id,
      fileUpload('not a picture at all', 'photo.png', 'image/png'),
    );
    expect(text.statusCode, text.body).toBe(422);
    expect(text.json()).toEqual({ fieldErrors: [{ field: 'file', message: 'media_wrong_type' }] });
    const big = Buffer.concat([await picture(10, 10), Buffer.alloc(MEDIA_SIZE_LIMITS.image)]);
    const tooBig = await send(admin4, 4, 'groups', group4.id, fileUpload(big, 'big.png', 'image/png'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ operationError: 'media_too_large' });
    expect(await snapshot()).toEqual(before);
  });

  it('a delete clears it (the shop shows none) and deletes its own picture; a second delete changes nothing', async () => {
    const res = await adminCall(t.app, admin4, 'DELETE', `/api/admin/groups/${group4.id}/picture?tenant=4`);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminGroupAnswerSchema.parse(res.json())).toEqual(
      expect.objectContaining({ imageFilename: null, imageId: null }),
    );
    await shopShows('group', group4.id, null);
    expect(await image(own)).toBeUndefined();
    expect((await auditOf('group', group4.id)).at(-1)?.changes).toEqual({
      imageFilename: { from: own, to: null },
      deletedPicture: own,
    });
    const audits = (await auditOf('group', group4.id)).length;
    const again = await adminCall(t.app, admin4, 'DELETE', `/api/admin/groups/${group4.id}/picture?tenant=4`);
    expect(again.statusCode).toBe(200);
    expect((await auditOf('group', group4.id)).length).toBe(audits);
  });
});

describe("a category's picture", () => {
  it('an upload answers the category with its groups and the shop shows it; the seeded product picture it replaced stays', async () => {
    const seeded = await t.db
      .selectFrom('categories')
      .select('image_filename')
      .where('id', '=', group4.categoryId)
      .executeTakeFirstOrThrow();
    const res = await send(admin4, 4, 'categories', group4.categoryId, await png(200, 200));
    expect(res.statusCode, res.body).toBe(200);
    const category = AdminCategoryAnswerSchema.parse(res.json());
    expect(category.imageFilename).toMatch(new RegExp(`^t4-c${group4.categoryId}-u[0-9a-f]{12}\\.png$`));
    expect(category.groups.some((g) => g.id === group4.id)).toBe(true);
    await shopShows('category', group4.categoryId, category.imageFilename);
    expect((await auditOf('category', group4.categoryId)).at(-1)).toEqual(
      expect.objectContaining({
        action: 'updated',
        changes: expect.objectContaining({
          imageFilename: { from: seeded.image_filename, to: category.imageFilename },
        }),
      }),
    );
    const removed = await adminCall(
      t.app,
      admin4,
      'DELETE',
      `/api/admin/categories/${group4.categoryId}/picture?tenant=4`,
    );
    expect(AdminCategoryAnswerSchema.parse(removed.json()).imageFilename).toBeNull();
    expect(await image(category.imageFilename ?? '')).toBeUndefined();
    expect((await image(seeded.image_filename ?? ''))?.container_id).toEqual(expect.any(Number));
  });
});

describe('who may', () => {
  it("an ADMIN of 4 cannot set or remove a picture of tenant 5's group or category (404); nothing changes", async () => {
    const before = await snapshot();
    for (const tenant of [4, 5]) {
      for (const [owner, id] of [
        ['groups', group5],
        ['categories', category5],
      ] as const) {
        const up = await send(admin4, tenant, owner, id, await png(50, 50));
        expect(up.statusCode, `${owner} on ${tenant}: ${up.body}`).toBe(404);
        expect(up.json()).toEqual({ operationError: 'not_found' });
        const del = await adminCall(t.app, admin4, 'DELETE', `/api/admin/${owner}/${id}/picture?tenant=${tenant}`);
        expect(del.statusCode, `${owner} on ${tenant}`).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the ORDER_HANDLER may not (403), nor may anybody without a token (401); nothing changes', async () => {
    const before = await snapshot();
    expect((await send(handler4, 4, 'groups', group4.id, await png(50, 50))).statusCode).toBe(403);
    expect((await send(handler4, 4, 'categories', group4.categoryId, await png(50, 50))).statusCode).toBe(403);
    const del = await adminCall(
      t.app,
      handler4,
      'DELETE',
      `/api/admin/categories/${group4.categoryId}/picture?tenant=4`,
    );
    expect(del.statusCode).toBe(403);
    expect((await send({}, 4, 'groups', group4.id, await png(50, 50))).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
