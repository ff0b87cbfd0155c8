import { AdminProductMediaSchema, MEDIA_SIZE_LIMITS } from '@shop/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, signInOperators } from '../../test/admin.ts';
import { testAppForFile } from '../../test/app.ts';
import { countRows, firstProductId } from '../../test/db.ts';
import { fileUpload, mp4, pdf, picture, SCRIPTED_SVG } from './admin-media.test-support.ts';

const t = testAppForFile();
const { admin4, admin3, handler4 } = signInOperators(t, 'admin4', 'admin3', 'handler4');
let product4: number;
let product5: number;
let product3: number;

const firstProduct = (tenantId: number) => firstProductId(t.db, tenantId);

beforeAll(async () => {
  [product4, product5, product3] = await Promise.all([firstProduct(4), firstProduct(5), firstProduct(3)]);
});

function upload(
  headers: Record<string, string>,
  tenant: number,
  productId: number,
  kind: 'images' | 'files' | 'videos',
  body: { payload: Buffer; contentType: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/${kind}?tenant=${tenant}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function call(
  headers: Record<string, string>,
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

function media(fileName: string, o: { accept?: string; w?: number; host?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/media/${encodeURIComponent(fileName)}${o.w !== undefined ? `?w=${o.w}` : ''}`,
    headers: {
      host: o.host ?? 't4.localhost',
      ...(o.accept ? { accept: o.accept } : {}),
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
  });
}

/** Everything an upload or a change could write, to show that a refused one wrote nothing. */
async function snapshot() {
  const count = (table: Parameters<typeof countRows>[1]) => countRows(t.db, table);
  const positions = await t.db.selectFrom('images').select(['id', 'position']).orderBy('id').execute();
  return {
    images: await count('images'),
    files: await count('files'),
    videos: await count('videos'),
    variants: await count('image_variants'),
    audit: await count('audit_log'),
    positions,
  };
}

const auditOf = (entity: 'image' | 'file' | 'video', id: number) => auditRowsOf(t.db, entity, id);

describe('pictures', () => {
  let png: Buffer;
  let fileName: string;
  let imageId: number;

  it('a PNG upload is stored as uploaded and in the shop sizes as WebP and AVIF, with an audit row', async () => {
    png = await picture(1600, 1000);
    const before = await snapshot();
    const res = await upload(admin4, 4, product4, 'images', fileUpload(png, 'photo.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    const answer = AdminProductMediaSchema.parse(res.json());
    const added = answer.images.at(-1);
    if (!added) throw new Error('no picture');
    expect(added.contentType).toBe('image/png');
    expect(added.bytes).toBe(png.length);
    expect(added.variants).toEqual([
      { format: 'avif', width: 160 },
      { format: 'avif', width: 640 },
      { format: 'avif', width: 1280 },
      { format: 'webp', width: 160 },
      { format: 'webp', width: 640 },
      { format: 'webp', width: 1280 },
    ]);
    expect(added.fileName).toMatch(new RegExp(`^t4-p${product4}-u[0-9a-f]{12}\\.png$`));
    fileName = added.fileName;
    imageId = added.id;
    const after = await snapshot();
    expect(after.variants - before.variants).toBe(6);
    const audit = await auditOf('image', imageId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'uploaded',
        actor: 'admin.4@example.com',
        changes: expect.objectContaining({ product: product4, fileName, contentType: 'image/png' }),
      }),
    ]);
  });

  it('GET /media sends AVIF or WebP as the Accept header allows (Vary: Accept), else the original', async () => {
    const avif = await media(fileName, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toContain('Accept');
    expect(avif.headers['x-content-type-options']).toBe('nosniff');
    expect(String(avif.headers['content-security-policy'])).toContain('sandbox');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(1280);

    const webp = await media(fileName, { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    const noAvif = await media(fileName, { accept: 'image/avif;q=0,image/webp' });
    expect(noAvif.headers['content-type']).toBe('image/webp');

    const original = await media(fileName);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers.vary).toContain('Accept');
    expect(Buffer.compare(original.rawPayload, png)).toBe(0);
  });

  it('?w= picks the nearest size at least as wide, and the original past the widest', async () => {
    const small = await media(fileName, { accept: 'image/webp', w: 100 });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
    const mid = await media(fileName, { accept: 'image/webp', w: 600 });
    expect((await sharp(mid.rawPayload).metadata()).width).toBe(640);
    const wide = await media(fileName, { accept: 'image/webp', w: 1500 });
    expect(wide.headers['content-type']).toBe('image/png');
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1600);
    expect((await media(fileName, { w: 0 })).statusCode).toBe(422);
  });

  it('a JPEG narrower than the sizes is never made wider: its own width is the widest size', async () => {
    const jpeg = await picture(400, 300, 'jpeg');
    const res = await upload(admin4, 4, product4, 'images', fileUpload(jpeg, 'small.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const added = AdminProductMediaSchema.parse(res.json()).images.at(-1);
    expect(added?.contentType).toBe('image/jpeg');
    expect(added?.variants.filter((v) => v.format === 'webp').map((v) => v.width)).toEqual([160, 400]);
    const wide = await media(added?.fileName ?? '', { accept: 'image/avif', w: 2000 });
    expect(wide.headers['content-type']).toBe('image/avif');
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses a text named .jpg, an SVG with a script, a PNG named .pdf, and writes nothing', async () => {
    const before = await snapshot();
    const tries = [
      { kind: 'images', body: fileUpload('just some text, not a picture', 'photo.jpg', 'image/jpeg') },
      { kind: 'images', body: fileUpload(SCRIPTED_SVG, 'logo.svg', 'image/svg+xml') },
      { kind: 'files', body: fileUpload(await picture(20, 20), 'sheet.pdf', 'application/pdf') },
      { kind: 'videos', body: fileUpload(pdf(), 'film.mp4', 'video/mp4') },
    ] as const;
    for (const { kind, body } of tries) {
      const res = await upload(admin4, 4, product4, kind, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ fieldErrors: [{ field: 'file', message: 'media_wrong_type' }] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a picture over its limit (413 media_too_large), a request without a file, and JSON; writes nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await picture(10, 10), Buffer.alloc(MEDIA_SIZE_LIMITS.image)]);
    const tooBig = await upload(admin4, 4, product4, 'images', fileUpload(big, 'big.png', 'image/png'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ operationError: 'media_too_large' });
    const noFile = await upload(admin4, 4, product4, 'images', {
      payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b--\r\n'),
      contentType: 'multipart/form-data; boundary=b',
    });
    expect(noFile.statusCode, noFile.body).toBe(422);
    expect(noFile.json()).toEqual({ fieldErrors: [{ field: 'file', message: 'media_file_missing' }] });
    const json = await call(admin4, 'POST', `/api/admin/products/${product4}/images?tenant=4`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const cut = await upload(admin4, 4, product4, 'images', {
      payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
      contentType: 'multipart/form-data; boundary=b',
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json()).toEqual({ operationError: 'malformed_request' });
    expect(await snapshot()).toEqual(before);
  });

  it('moves a picture first (main) or to a place, numbering them again; an audit row of the move', async () => {
    const list = AdminProductMediaSchema.parse(
      (await call(admin4, 'GET', `/api/admin/products/${product4}/media?tenant=4`)).json(),
    );
    expect(list.images.length).toBeGreaterThanOrEqual(3);
    const main = await call(admin4, 'PATCH', `/api/admin/images/${imageId}?tenant=4`, { main: true });
    expect(main.statusCode, main.body).toBe(200);
    const afterMain = AdminProductMediaSchema.parse(main.json());
    expect(afterMain.images[0]).toEqual(expect.objectContaining({ id: imageId, main: true, position: 0 }));
    expect(afterMain.images.map((i) => i.position)).toEqual(afterMain.images.map((_, i) => i));
    expect(afterMain.images.map((i) => i.id).sort()).toEqual(list.images.map((i) => i.id).sort());
    const from = list.images.findIndex((i) => i.id === imageId);
    expect(await auditOf('image', imageId)).toEqual([
      expect.objectContaining({ action: 'uploaded' }),
      expect.objectContaining({ action: 'updated', changes: { position: { from, to: 0 } } }),
    ]);
    // The shop shows the main picture first.
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/guest/articleContainer/ajaxGetImagesForArticleContainer?tenant=4',
      payload: { id: product4 },
    });
    expect(shop.statusCode, shop.body).toBe(200);
    expect((shop.json() as { fileName: string }[])[0]?.fileName).toBe(fileName);

    const last = await call(admin4, 'PATCH', `/api/admin/images/${imageId}?tenant=4`, { position: 99 });
    const afterLast = AdminProductMediaSchema.parse(last.json());
    expect(afterLast.images.at(-1)?.id).toBe(imageId);
    expect(afterLast.images[0]?.main).toBe(true);
    const same = await call(admin4, 'PATCH', `/api/admin/images/${imageId}?tenant=4`, { position: 99 });
    expect(same.statusCode).toBe(200);
    expect((await auditOf('image', imageId)).length).toBe(3);
    const empty = await call(admin4, 'PATCH', `/api/admin/images/${imageId}?tenant=4`, {});
    expect(empty.statusCode).toBe(422);
  });

  it("the back office's thumbnail call sends the smallest WebP size with the bearer token, the seeded SVG as it is", async () => {
    const res = await call(handler4, 'GET', `/api/admin/images/${imageId}/thumbnail?tenant=4`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
    const seeded = await t.db
      .selectFrom('images')
      .select('id')
      .where('tenant_id', '=', 4)
      .where('content_type', '=', 'image/svg+xml')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const svg = await call(admin4, 'GET', `/api/admin/images/${seeded.id}/thumbnail?tenant=4`);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(String(svg.headers['content-security-policy'])).toContain('sandbox');
    expect((await call(admin4, 'GET', `/api/admin/images/${seeded.id}/thumbnail?tenant=5`)).statusCode).toBe(404);
    expect((await call({}, 'GET', `/api/admin/images/${seeded.id}/thumbnail?tenant=4`)).statusCode).toBe(401);
  });

  it('deletes a picture with its sizes; the file is gone from /media', async () => {
    const res = await call(admin4, 'DELETE', `/api/admin/images/${imageId}?tenant=4`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = AdminProductMediaSchema.parse(res.json());
    expect(answer.images.some((i) => i.id === imageId)).toBe(false);
    expect(answer.images.map((i) => i.position)).toEqual(answer.images.map((_, i) => i));
    const variants = await t.db.selectFrom('image_variants').select('width').where('image_id', '=', imageId).execute();
    expect(variants).toEqual([]);
    expect((await media(fileName, { accept: 'image/avif' })).statusCode).toBe(404);
    expect((await auditOf('image', imageId)).at(-1)).toEqual(
      expect.objectContaining({ action: 'deleted', changes: { product: product4, fileName } }),
    );
    expect((await call(admin4, 'DELETE', `/api/admin/images/${imageId}?tenant=4`)).statusCode).toBe(404);
  });
});

describe('files and videos', () => {
  it('a PDF upload with a title, a new title, and its delete', async () => {
    const res = await upload(
      admin4,
      4,
      product4,
      'files',
      fileUpload(pdf(), 'sheet.pdf', 'application/pdf', { title: 'Data sheet' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = AdminProductMediaSchema.parse(res.json()).files.at(-1);
    if (!file) throw new Error('no file');
    expect(file).toEqual(expect.objectContaining({ title: 'Data sheet', contentType: 'application/pdf' }));
    const served = await media(file.fileName);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers.vary ?? '').not.toContain('Accept');
    const renamed = await call(admin4, 'PATCH', `/api/admin/files/${file.id}?tenant=4`, { title: 'Safety sheet' });
    expect(AdminProductMediaSchema.parse(renamed.json()).files.find((f) => f.id === file.id)?.title).toBe(
      'Safety sheet',
    );
    const untitled = await upload(admin4, 4, product4, 'files', fileUpload(pdf(), 'Manual v2.pdf', 'application/pdf'));
    expect(AdminProductMediaSchema.parse(untitled.json()).files.at(-1)?.title).toBe('Manual v2');
    expect((await call(admin4, 'DELETE', `/api/admin/files/${file.id}?tenant=4`)).statusCode).toBe(200);
    expect((await auditOf('file', file.id)).map((a) => a.action)).toEqual(['uploaded', 'updated', 'deleted']);
  });

  it('a video file (MP4 by its content) served from /media, a YouTube id as JSON, a bad id refused', async () => {
    const file = await upload(admin4, 4, product4, 'videos', fileUpload(mp4(), 'film.mov', 'video/quicktime'));
    expect(file.statusCode, file.body).toBe(201);
    const video = AdminProductMediaSchema.parse(file.json()).videos.at(-1);
    expect(video).toEqual(expect.objectContaining({ source: 'FILE', contentType: 'video/mp4' }));
    const served = await media(video?.fileName ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');

    const linked = await call(admin4, 'POST', `/api/admin/products/${product4}/videos?tenant=4`, {
      source: 'YOUTUBE',
      externalId: 'dQw4w9WgXcQ',
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const videos = AdminProductMediaSchema.parse(linked.json()).videos;
    expect(videos.at(-1)).toEqual(
      expect.objectContaining({ source: 'YOUTUBE', externalId: 'dQw4w9WgXcQ', fileName: null }),
    );
    const bad = await call(admin4, 'POST', `/api/admin/products/${product4}/videos?tenant=4`, {
      source: 'VIMEO',
      externalId: '<script>',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ fieldErrors: [{ field: 'externalId', message: 'invalid' }] });
    const first = await call(admin4, 'PATCH', `/api/admin/videos/${videos.at(-1)?.id}?tenant=4`, { position: 0 });
    expect(AdminProductMediaSchema.parse(first.json()).videos[0]?.externalId).toBe('dQw4w9WgXcQ');
    // The shop's product shows it.
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/guest/articleContainer/ajaxGet?tenant=4',
      payload: { id: product4 },
    });
    expect(JSON.stringify(shop.json())).toContain('dQw4w9WgXcQ');
  });
});

describe('who may', () => {
  it("an ADMIN of 4 cannot upload to, reorder or delete tenant 5's product or picture (404) and nothing changes", async () => {
    const image5 = await t.db
      .selectFrom('images')
      .select('id')
      .where('tenant_id', '=', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    const png = await picture(50, 50);
    for (const tenant of [4, 5]) {
      const up = await upload(admin4, tenant, product5, 'images', fileUpload(png, 'p.png', 'image/png'));
      expect(up.statusCode, up.body).toBe(404);
      expect(up.json()).toEqual({ operationError: 'not_found' });
      for (const [method, payload] of [
        ['PATCH', { main: true }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(admin4, method, `/api/admin/images/${image5.id}?tenant=${tenant}`, payload);
        expect(res.statusCode, `${method} on ${tenant}`).toBe(404);
      }
      const read = await call(admin4, 'GET', `/api/admin/products/${product5}/media?tenant=${tenant}`);
      expect(read.statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the ORDER_HANDLER reads a product's media but may not change it (403), and nothing changes", async () => {
    const read = await call(handler4, 'GET', `/api/admin/products/${product4}/media?tenant=4`);
    expect(read.statusCode).toBe(200);
    const image = AdminProductMediaSchema.parse(read.json()).images[0];
    const before = await snapshot();
    const up = await upload(handler4, 4, product4, 'images', fileUpload(await picture(50, 50), 'p.png', 'image/png'));
    expect(up.statusCode).toBe(403);
    expect((await call(handler4, 'PATCH', `/api/admin/images/${image?.id}?tenant=4`, { main: true })).statusCode).toBe(
      403,
    );
    expect((await call(handler4, 'DELETE', `/api/admin/images/${image?.id}?tenant=4`)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('without a token: 401 before the upload is read', async () => {
    const res = await upload({}, 4, product4, 'images', fileUpload(await picture(50, 50), 'p.png', 'image/png'));
    expect(res.statusCode).toBe(401);
  });

  it("the non-public tenant 3's uploaded picture needs the login cookie", async () => {
    const res = await upload(admin3, 3, product3, 'images', fileUpload(await picture(300, 200), 'p.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    const fileName = AdminProductMediaSchema.parse(res.json()).images.at(-1)?.fileName ?? '';
    const refused = await media(fileName, { host: 't3.localhost', accept: 'image/avif' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ operationError: 'unauthorized' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login?tenant=3',
      payload: { username: 'business.3@example.com', password: 'Demo-pass-1' },
    });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('shop_media='));
    expect(cookie).toBeDefined();
    const served = await media(fileName, { host: 't3.localhost', accept: 'image/avif', cookie: cookie ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    // Another tenant's host never finds it.
    expect((await media(fileName, { host: 't4.localhost' })).statusCode).toBe(404);
  });
});
