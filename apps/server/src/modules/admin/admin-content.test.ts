import { AdminContentPageSchema, ContentListAnswerSchema, ContentPageAnswerSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { fillExistingTenants } from '../../db/migrations/021-content-pages.ts';
import { adminAuth, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { eventually } from '../../test/wait.ts';

const t = testAppForFile();
const { admin4, handler4, super4 } = signInOperators(t, 'admin4', 'handler4', 'super4');

const url = (tenant: number, path = '') => `/api/admin/content${path}?tenant=${tenant}`;

const shopPage = (tenant: number, page: string, lang?: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${token ? '' : 'guest/'}content/ajaxGet?tenant=${tenant}`,
    payload: { page, ...(lang ? { lang } : {}) },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

async function rows(tenantId: number) {
  return t.db
    .selectFrom('content_pages')
    .select(['page', 'language', 'body', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy(['page', 'language'])
    .execute();
}
const audit = (tenantId: number) =>
  t.db.selectFrom('audit_log').selectAll().where('tenant_id', '=', tenantId).where('entity', '=', 'content').execute();

describe('the seeded pages', () => {
  it('exist for every tenant in each of its languages and follow its content settings', async () => {
    const faq = async (tenant: number, lang: string) =>
      ContentPageAnswerSchema.parse((await shopPage(tenant, 'faq', lang)).json());
    expect((await faq(5, 'fi')).body).toMatchObject({ title: 'Usein kysytyt kysymykset' });
    expect(((await faq(5, 'fi')).body as { questions: unknown[] }).questions).toHaveLength(7);
    expect(((await faq(4, 'sv')).body as { questions: unknown[] }).questions).toHaveLength(11);
    expect(((await faq(4, 'en')).body as { questions: unknown[] }).questions).toHaveLength(9);
    const terms4 = ContentPageAnswerSchema.parse((await shopPage(4, 'terms', 'sv')).json());
    expect((terms4.body as { sections: unknown[] }).sections).toHaveLength(6);
    const terms8 = ContentPageAnswerSchema.parse((await shopPage(8, 'terms', 'en')).json());
    expect((terms8.body as { sections: { heading: string }[] }).sections.at(-1)?.heading).toBe('General conditions');
    for (const [tenant, count] of [
      [3, 2 * 6],
      [5, 6],
      [4, 6 * 6],
    ] as const) {
      expect(await rows(tenant)).toHaveLength(count);
    }
  });

  it('are filled by migrations 021 and 023 for tenants that existed before them', async () => {
    const before = await rows(7);
    await t.db.deleteFrom('content_pages').where('tenant_id', '=', 7).execute();
    await fillExistingTenants(t.db as never, ['about', 'faq', 'terms', 'contact', 'cookies']);
    await fillExistingTenants(t.db as never, ['home']);
    expect(await rows(7)).toHaveLength(before.length);
    expect((await rows(7)).map((r) => r.body)).toEqual(before.map((r) => r.body));
  });

  it('fall back to the default language, then English', async () => {
    // Tenant 5 has Finnish only; tenant 3 Swedish and English.
    const fi = ContentPageAnswerSchema.parse((await shopPage(5, 'about', 'sv')).json());
    expect(fi.language).toBe('fi');
    const sv = ContentPageAnswerSchema.parse((await shopPage(3, 'cookies', 'es')).json());
    expect(sv.language).toBe('sv');
  });

  it('are read by a guest of a non-public shop for the cookie information only', async () => {
    expect((await shopPage(3, 'cookies', 'sv')).statusCode).toBe(200);
    expect((await shopPage(3, 'about', 'sv')).statusCode).toBe(401);
    const token = (await loginAs(t.app, 3, 'business.3@example.com')).tokens.access_token;
    expect((await shopPage(3, 'about', 'sv', token)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/content', () => {
  it('lists every page in each language of the tenant, default first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(5),
      headers: await adminAuth(t.app, 5, 'admin.5@example.com'),
    });
    expect(res.statusCode).toBe(200);
    const answer = ContentListAnswerSchema.parse(res.json());
    expect(answer.languages).toEqual(['fi']);
    expect(answer.items).toHaveLength(6);
    expect(answer.items.every((i) => i.updatedAt !== null && i.updatedBy === 'seed')).toBe(true);
  });

  it('is read by an ORDER_HANDLER, refused to an ADMIN of another tenant (404) and to no token (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(4), headers: handler4 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url(5), headers: admin4 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(5, '/faq/fi'), headers: admin4 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(4) })).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/content/:page/:language', () => {
  async function current(tenant: number, page: string, language: string, headers = admin4) {
    const res = await t.app.inject({ method: 'GET', url: url(tenant, `/${page}/${language}`), headers });
    expect(res.statusCode).toBe(200);
    return AdminContentPageSchema.parse(res.json());
  }

  it("refuses an ADMIN of 4 on 5's pages and an ORDER_HANDLER anywhere; nothing changes", async () => {
    const before5 = await rows(5);
    const before4 = await rows(4);
    const page = await current(4, 'faq', 'sv');
    const res5 = await t.app.inject({
      method: 'PATCH',
      url: url(5, '/faq/fi'),
      headers: admin4,
      payload: { body: page.body },
    });
    expect(res5.statusCode).toBe(404);
    const res4 = await t.app.inject({
      method: 'PATCH',
      url: url(4, '/faq/sv'),
      headers: handler4,
      payload: { body: { ...page.body, title: 'Changed' } },
    });
    expect(res4.statusCode).toBe(403);
    expect(await rows(5)).toEqual(before5);
    expect(await rows(4)).toEqual(before4);
  });

  it('answers 422 with the fields of a bad body and changes nothing', async () => {
    const before = await rows(4);
    const page = await current(4, 'faq', 'en');
    const body = page.body as { title: string; intro: string; questions: { question: string; answer: string }[] };
    for (const [bad, field] of [
      [{ ...body, title: '' }, 'body.title'],
      [{ ...body, questions: [{ question: 'Q?', answer: 'x'.repeat(2001) }] }, 'body.questions.0.answer'],
      [{ ...body, intro: '<b>{{nope}}</b>' }, 'body.intro'],
      [{ ...body, title: 'Line\nbreak' }, 'body.title'],
      [{ ...body, extra: 1 }, 'body.extra'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: url(4, '/faq/en'),
        headers: admin4,
        payload: { body: bad },
      });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
      expect(res.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const unknownLanguage = await t.app.inject({
      method: 'PATCH',
      url: url(4, '/faq/xx'),
      headers: admin4,
      payload: { body },
    });
    expect(unknownLanguage.statusCode).toBe(422);
    const about = await t.app.inject({ method: 'PATCH', url: url(4, '/about/en'), headers: admin4, payload: { body } });
    expect(about.statusCode).toBe(422);
    expect(await rows(4)).toEqual(before);
    expect(await audit(4)).toEqual([]);
  });

  it('saves a reordered FAQ with its audit row; the shop serves it at once', async () => {
    // Read through the shop first so that the answer is cached.
    const token = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    const before = ContentPageAnswerSchema.parse((await shopPage(4, 'faq', 'en', token)).json());
    const page = await current(4, 'faq', 'en');
    const body = page.body as { title: string; intro: string; questions: { question: string; answer: string }[] };
    const questions = [
      { question: 'Do you ship to Åland?', answer: 'Yes, {{name}} does.' },
      ...body.questions.slice(1).reverse(),
    ];
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(4, '/faq/en'),
      headers: admin4,
      payload: { body: { ...body, questions } },
    });
    expect(res.statusCode).toBe(200);
    expect(AdminContentPageSchema.parse(res.json()).body).toEqual({ ...body, questions });
    const [row] = await audit(4);
    expect(row).toMatchObject({ actor: 'admin.4@example.com', entity_id: 'faq/en', action: 'updated' });
    expect(Object.keys(row?.changes as object)).toEqual(['questions']);

    // On PostgreSQL the change reaches the cache by its notification: within a second.
    for (const tok of [undefined, token]) {
      const served = await eventually(
        async () => ContentPageAnswerSchema.parse((await shopPage(4, 'faq', 'en', tok)).json()),
        (page) => JSON.stringify((page.body as typeof body).questions) === JSON.stringify(questions),
        1_000,
      );
      expect(served.updatedAt > before.updatedAt).toBe(true);
    }
    // The same body again writes nothing.
    await t.app.inject({
      method: 'PATCH',
      url: url(4, '/faq/en'),
      headers: admin4,
      payload: { body: { ...body, questions } },
    });
    expect(await audit(4)).toHaveLength(1);
  });

  it('lets a SUPERADMIN write a language the tenant had no text in yet (created)', async () => {
    await t.db
      .deleteFrom('content_pages')
      .where('tenant_id', '=', 4)
      .where('page', '=', 'about')
      .where('language', '=', 'no')
      .execute();
    const empty = await current(4, 'about', 'no', super4);
    expect(empty.body).toBeNull();
    expect(empty.fallback?.language).toBe('sv');
    expect((await shopPage(4, 'about', 'no')).json().language).toBe('sv');
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(4, '/about/no'),
      headers: super4,
      payload: { body: empty.fallback?.body },
    });
    expect(res.statusCode).toBe(200);
    expect((await shopPage(4, 'about', 'no')).json().language).toBe('no');
    expect((await audit(4)).map((r) => r.action)).toContain('created');
  });
});
