/**
 * Issue 20, item 13: the files of a non-public tenant (tenant 3, login required) are served only
 * to a signed-in customer of that tenant, through the HttpOnly media cookie that every session
 * answer sets (an `<img>` sends it; it cannot send a bearer token). A public tenant's files stay
 * public and cacheable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMediaCookie } from '../../src/modules/auth/media-cookie.ts';
import { createTestApp, DEMO_PASSWORD, getMedia, type TestApp } from '../../src/test/app.ts';
import { someFileName } from '../../src/test/db.ts';
import { type Answer, call, cookiesOf } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHEET_3 = 't3-p001-sheet.pdf';

function media(fileName: string, host: string, cookie?: string): Promise<Answer> {
  return getMedia(t.app, fileName, host, cookie === undefined ? {} : { cookie });
}

/** Logs a demo user in on `tenant`: its tokens and its cookies as `name=value` pairs. */
async function logIn(tenant: number, username: string) {
  const res = await call(t.app, '/api/login', { tenant, body: { username, password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const cookies = cookiesOf(res);
  const mediaCookie = cookies.find((c) => c.startsWith('shop_media=')) ?? '';
  expect(mediaCookie.length).toBeGreaterThan('shop_media='.length);
  const body = res.json() as { access_token: string; refresh_token: string; id: number };
  return { ...body, mediaCookie, bindingCookie: cookies.find((c) => c.startsWith('shop_rt=')) ?? '' };
}

function expectRefused(res: Answer): void {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ operationError: 'unauthorized' });
  expect(res.body).not.toContain('%PDF');
}

describe("a non-public tenant's files", () => {
  it('exist (the file of the attack report)', async () => {
    const row = await t.db
      .selectFrom('files')
      .select('tenant_id')
      .where('file_name', '=', SHEET_3)
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(3);
  });

  it('are refused without a media cookie, images and attached files alike', async () => {
    expectRefused(await media(SHEET_3, 't3.localhost'));
    expectRefused(await media(await someFileName(t.db, 'images', 3), 't3.localhost'));
    // A file that does not exist answers the same: nothing is told before the cookie is checked.
    expectRefused(await media('t3-p999-sheet.pdf', 't3.localhost'));
  });

  it('are refused with a forged cookie, one of another tenant, or an expired one', async () => {
    const own = await logIn(3, 'business.3@example.com');
    const value = own.mediaCookie.slice('shop_media='.length);
    const [payload, mac] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    const user = Number(decodeURIComponent(payload).split('.')[1]);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `shop_media=${payload}.${flipped}`,
      `shop_media=${payload}`,
      `shop_media=${encodeURIComponent(decodeURIComponent(payload).replace(/^3\./, '4.'))}.${mac}`,
      'shop_media=3.1.x.0.9999999999.abc',
      'shop_media=',
    ];
    for (const cookie of forged) expectRefused(await media(SHEET_3, 't3.localhost', cookie));

    // A genuine cookie of tenant 4 is no key to tenant 3.
    const other = await logIn(4, 'business.4@example.com');
    expectRefused(await media(SHEET_3, 't3.localhost', other.mediaCookie));

    // Signed with the server's secret for a live session, but expired.
    const familyId = JSON.parse(Buffer.from(own.access_token.split('.')[1] ?? '', 'base64url').toString()).sid;
    const session = { tenantId: 3, userId: user, familyId, sessionEpoch: 0 };
    const expired = newMediaCookie(t.config.jwtSecret, session, -1);
    expectRefused(await media(SHEET_3, 't3.localhost', `shop_media=${encodeURIComponent(expired)}`));
    const live = newMediaCookie(t.config.jwtSecret, session, 600);
    expect((await media(SHEET_3, 't3.localhost', `shop_media=${encodeURIComponent(live)}`)).statusCode).toBe(200);
    expect((await media(SHEET_3, 't3.localhost', own.mediaCookie)).statusCode).toBe(200);
  });

  it('are served with the cookie of a login, privately, and refused again after logout', async () => {
    const session = await logIn(3, 'business.3@example.com');
    const ok = await media(SHEET_3, 't3.localhost', session.mediaCookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.body.startsWith('%PDF')).toBe(true);
    expect(ok.headers['cache-control']).toMatch(/^private\b/);
    // The cookie is HttpOnly, SameSite=Strict, sent only with /media requests.
    const set = ([] as string[]).concat((await loginRaw(3, 'business.3@example.com')).headers['set-cookie'] ?? []);
    const attributes = set.find((c) => c.startsWith('shop_media='));
    expect(attributes).toMatch(/; Max-Age=\d+; Path=\/media; HttpOnly; SameSite=Strict/);

    const out = await call(t.app, '/api/logout', {
      tenant: 3,
      token: session.access_token,
      body: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect(cookiesOf(out)).toContain('shop_media=');
    // A browser that kept the old cookie anyway gets nothing.
    expectRefused(await media(SHEET_3, 't3.localhost', session.mediaCookie));
  });

  it('are served after a refresh and after a store selection (each answers a new cookie)', async () => {
    const owner = await logIn(3, 'stores.3@example.com');
    const refreshed = await call(t.app, '/oauth/access_token', {
      tenant: null,
      body: { grant_type: 'refresh_token', refresh_token: owner.refresh_token },
      cookie: owner.bindingCookie,
    });
    expect(refreshed.statusCode).toBe(200);
    const afterRefresh = cookiesOf(refreshed).find((c) => c.startsWith('shop_media=')) ?? '';
    expect((await media(SHEET_3, 't3.localhost', afterRefresh)).statusCode).toBe(200);

    const store = await t.db
      .selectFrom('stores as s')
      .innerJoin('customers as c', 'c.id', 's.store_customer_id')
      .innerJoin('users as u', 'u.customer_id', 's.owner_customer_id')
      .select('c.customer_number')
      .where('u.id', '=', owner.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const selected = await call(t.app, '/api/customer/ajaxSelectStore', {
      tenant: 3,
      token: (refreshed.json() as { access_token: string }).access_token,
      body: { customerNumber: store.customer_number },
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const afterSelect = cookiesOf(selected).find((c) => c.startsWith('shop_media=')) ?? '';
    expect(afterSelect).not.toBe('shop_media=');
    expect((await media(SHEET_3, 't3.localhost', afterSelect)).statusCode).toBe(200);
  });

  it("end with the account: a disabled user's cookie is refused", async () => {
    const session = await logIn(3, 'private.3@example.com');
    expect((await media(SHEET_3, 't3.localhost', session.mediaCookie)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', session.id).execute();
    try {
      let res = await media(SHEET_3, 't3.localhost', session.mediaCookie);
      for (const until = Date.now() + 1_000; res.statusCode !== 401 && Date.now() < until; ) {
        res = await media(SHEET_3, 't3.localhost', session.mediaCookie);
      }
      expectRefused(res);
    } finally {
      await t.db.updateTable('users').set({ disabled: false }).where('id', '=', session.id).execute();
    }
  });
});

describe("a public tenant's files", () => {
  it('are served without a cookie, cacheable by anyone', async () => {
    const res = await media(await someFileName(t.db, 'files', 4), 't4.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

function loginRaw(tenant: number, username: string): Promise<Answer> {
  return call(t.app, '/api/login', { tenant, body: { username, password: DEMO_PASSWORD } });
}
