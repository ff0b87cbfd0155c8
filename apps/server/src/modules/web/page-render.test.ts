import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/app.ts';
import { type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import { eventually } from '../../test/wait.ts';
import { makeWebDist } from '../../test/web-dist.ts';

/**
 * The server's render of a page (apps/web/src/entry-server.tsx) in the page the server serves,
 * and the pages kept as sent: a stand-in render next to a stand-in web build, as
 * `vite build --ssr` puts it (`<web>/dist-server/entry-server.js` beside `<web>/dist`). The
 * stand-in writes what it was given: the address, shop, language, the calls of the answers, the
 * product's name and first price, and a count of its renders.
 */
const web = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
const stand = makeWebDist();
let t: TestApp;

const RENDER = `
let renders = 0;
export async function renderPage({ url, tenant, lang, firstView, viewportWidth }) {
  if (url.includes('render=fail')) throw new Error('render failed');
  if (url.includes('render=none')) return null;
  renders++;
  const calls = firstView.map((e) => e.call + ':' + JSON.stringify(e.body)).join(' ');
  const product = firstView.find((e) => e.call === 'articleContainer/ajaxGet');
  const name = product && !product.answer.nonExistant ? product.answer.name : '';
  const price = product && product.answer.articles ? product.answer.articles[0].price : '';
  const html = '<p id="rendered">' + [url, tenant.id, lang, calls, name, 'price=' + price, 'render=' + renders].join('|') + '</p>';
  return { html, media: { '(min-width: 768px)': viewportWidth >= 768 }, notFound: url.startsWith('/no-such') };
}
`;

beforeAll(async () => {
  mkdirSync(path.join(web, 'dist'));
  for (const file of readdirSync(stand.dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const from = path.join(file.parentPath, file.name);
    const to = path.join(web, 'dist', path.relative(stand.dir, from));
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, readFileSync(from));
  }
  // The built template's app script and notice, as Vite writes them.
  const index = path.join(web, 'dist', 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8')
      .replace(
        '</head>',
        '<script src="/intl-warmup.js" async></script><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-abc.js"></head>',
      )
      .replace('<div id="root"></div>', '<noscript>This shop needs JavaScript.</noscript><div id="root"></div>'),
  );
  mkdirSync(path.join(web, 'dist-server'));
  writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), RENDER);
  t = await createTestApp({ webDist: path.join(web, 'dist') });
});
afterAll(async () => {
  await t.close();
  stand.remove();
  rmSync(web, { recursive: true, force: true });
});

const getFrom = (app: FastifyInstance, url: string, host = 't4.localhost', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'sv', ...headers } });
const get = (url: string, host = 't4.localhost', headers: Record<string, string> = {}) =>
  getFrom(t.app, url, host, headers);
const rendered = (html: string) =>
  /<div id="root" data-media="[^"]*"><p id="rendered">(.*?)<\/p><\/div>/.exec(html)?.[1] ?? null;
const media = (html: string) => /<div id="root" data-media="([^"]*)">/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? null;
const renderCount = (html: string) => Number(/\|render=(\d+)/.exec(rendered(html) ?? '')?.[1] ?? Number.NaN);

describe('pages rendered on the server', () => {
  it("a product page's root holds the render, made from the same answers the page carries", async () => {
    const res = await get('/article/50');
    expect(res.statusCode).toBe(200);
    const body = rendered(res.body);
    expect(body).toContain('/article/50|4|sv|');
    expect(body).toContain('articleContainer/ajaxGet:{"id":50}');
    expect(body).toContain('[sv]');
  });

  it('every page of the shop goes to the render (the web app decides what it renders); an unknown product or group gets the not-found page with 404', async () => {
    expect(rendered((await get('/')).body)).not.toBeNull();
    expect(rendered((await get('/shop/17')).body)).toContain('articleContainer/ajaxList');
    const unknown = await get('/article/999999');
    expect(unknown.statusCode).toBe(404);
    // The not-found page's render, which the browser renders anew rather than takes over.
    expect(unknown.body).toContain('<div id="root"><p id="rendered">/404|4|sv|');
    const group = await get('/shop/999999');
    expect(group.statusCode).toBe(404);
    expect(group.body).toContain('<div id="root"><p id="rendered">/404|4|sv|');
    // The non-public shop's guest: rendered (the web app renders its login page), never indexed.
    const internal = await get('/shop', 't3.localhost');
    expect(rendered(internal.body)).toContain('/shop|3|');
    expect(internal.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('an address the web app has no page for answers 404 with its render', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(rendered(res.body)).toContain('/no-such-page|4|');
  });

  it('content pages and search results are rendered from their own answers, which the page carries', async () => {
    const about = await get('/about');
    expect(rendered(about.body)).toContain('content/ajaxGet:{"page":"about","lang":"sv"}');
    expect(about.body).toMatch(/<script id="first-view" type="application\/json">.*"call":"content\/ajaxGet"/);
    const cookies = await get('/cookieinformation', 't4.localhost', { 'accept-language': 'en' });
    expect(rendered(cookies.body)).toContain('content/ajaxGet:{"page":"cookies","lang":"en"}');
    const results = rendered((await get('/results?q=p%C3%A5se&page=1')).body);
    expect(results).toContain('articleContainer/ajaxTotal:{"pattern":"påse","lang":"sv"}');
    expect(results).toContain('articleContainer/ajaxList:{"pattern":"påse","limit":20,"offset":0,"lang":"sv"}');
    // No search words: nothing to ask.
    expect(rendered((await get('/results')).body)).not.toContain('articleContainer');
  });

  it("renders for a phone's width where the browser says it is on a phone, else for a desktop's", async () => {
    const desktop = await get('/article/50', 't4.localhost', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    });
    expect(media(desktop.body)).toBe('{"(min-width: 768px)":true}');
    const phone = await get('/article/50', 't4.localhost', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140 Mobile Safari/537.36',
    });
    expect(media(phone.body)).toBe('{"(min-width: 768px)":false}');
    const hinted = await get('/article/50', 't4.localhost', { 'sec-ch-ua-mobile': '?1' });
    expect(media(hinted.body)).toBe('{"(min-width: 768px)":false}');
    // A rendered page reads without JavaScript: no notice that it needs it.
    expect(desktop.body).not.toContain('needs JavaScript');
  });

  it('a render that fails or leaves the page to the browser serves the page as before', async () => {
    for (const url of ['/article/50?render=fail', '/article/50?render=none']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script id="first-view"');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(res.body).toContain('<noscript>This shop needs JavaScript.</noscript>');
      // The browser renders this page: the locale data still loads while the app downloads.
      expect(res.body).toContain('<script src="/intl-warmup.js" async></script>');
    }
  });

  it("with SHOP_CODE_AFTER_PAINT=false, a rendered page asks for the app's code after its styles and pictures, and hides what needs the script where it does not run", async () => {
    t.config.codeAfterPaint = false;
    try {
      const body = (await get('/article/54?low')).body;
      expect(body).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>',
      );
      expect(body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-abc.js">');
      expect(body).not.toContain('app-start.js');
      expect(body).not.toContain('needs JavaScript');
      expect(body).toContain('<noscript><link rel="stylesheet" href="/no-script.css"></noscript>');
      // Its prices are on the page and the app formats without Intl's locale data: no warm-up.
      expect(body).not.toContain('intl-warmup');
    } finally {
      t.config.codeAfterPaint = true;
    }
  });

  it("by default the page's starter asks for the app's code and its parts, and nothing else does", async () => {
    expect(t.config.codeAfterPaint).toBe(true);
    const body = (await get('/article/54')).body;
    expect(body).toMatch(
      /<script src="\/app-start.js" async data-app="\/assets\/index-abc.js" data-modules="\/assets\/shared-abc.js(?: \/assets\/[\w.-]+\.js)*"><\/script>\s*<\/head>/,
    );
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    // A page without its content wants the app at once: the not-found page, the non-public
    // shop's login page.
    for (const page of [await get('/article/999999'), await get('/about', 't3.localhost')]) {
      expect(page.body).toContain('<div id="root"');
      expect(page.body).not.toContain('app-start.js');
      expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    }
    expect(body).not.toContain('needs JavaScript');
    expect(body).toContain('<noscript><link rel="stylesheet" href="/no-script.css"></noscript>');
    expect(body).not.toContain('intl-warmup');
  });

  it("renders a guest's page whoever asks: a signed-in customer's name, token or cookies never reach the page", async () => {
    const guest = (await get('/article/51')).body;
    const { tokens, cookie } = await loginAs(t.app, 4, 'business.4@example.com');
    const customer = await get('/article/51', 't4.localhost', {
      authorization: `Bearer ${tokens.access_token}`,
      cookie,
    });
    expect(customer.body).toBe(guest);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/customer/ajaxGetCustomer?tenant=4',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: {},
    });
    const { name, companyName } = me.json() as { name: string | null; companyName: string | null };
    const names = [name, companyName].filter((n): n is string => n !== null && n.length > 3);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(customer.body).not.toContain(n);
    expect(customer.body).not.toContain('business.4@example.com');
    expect(customer.body).not.toContain(tokens.access_token);
  });
});

describe('pages kept as sent', () => {
  it('serves a page again without rendering it, per language and layout; the same bytes in every encoding', async () => {
    const first = await get('/article/52');
    const again = await get('/article/52');
    expect(renderCount(again.body)).toBe(renderCount(first.body));
    expect(again.body).toBe(first.body);
    const english = await get('/article/52', 't4.localhost', { 'accept-language': 'en' });
    expect(renderCount(english.body)).toBeGreaterThan(renderCount(first.body));
    expect(rendered(english.body)).toContain('|en|');
    const phone = await get('/article/52', 't4.localhost', { 'sec-ch-ua-mobile': '?1' });
    expect(renderCount(phone.body)).toBeGreaterThan(renderCount(english.body));
    const br = await get('/article/52', 't4.localhost', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(renderCount(br.body)).toBeNaN(); // compressed bytes
  });

  it('a change of the product in the database shows in the next page', async () => {
    const before = await get('/article/53');
    await t.db.updateTable('products').set({ name: '[sv]Ändrad påse[en]Changed bag' }).where('id', '=', 53).execute();
    const after = await eventually(
      () => get('/article/53'),
      (res) => (rendered(res.body) ?? '').includes('Ändrad påse'),
    );
    expect(renderCount(after.body)).toBeGreaterThan(renderCount(before.body));
  });

  it('a page made right after a change never keeps what the catalog answered before it', async () => {
    // The page is made from the catalog's kept answers: one notification must drop both at once,
    // or a page made between the two drops keeps the old answer until the next change. Pages
    // are asked for without a pause, four at a time, while the change is announced.
    const page = async () => rendered((await get('/article/53')).body) ?? '';
    for (let round = 1; round <= 50; round++) {
      await page();
      const name = `[sv]Påse ${round}[en]Bag ${round}`;
      const shows = (text: string) => text.includes(`[sv]Påse ${round}[en]`);
      const update = t.db.updateTable('products').set({ name }).where('id', '=', 53).execute();
      const asking = async () => {
        const end = Date.now() + 2_000;
        let last = '';
        while (Date.now() < end && !shows(last)) {
          last = await page();
          // The next turn of the event loop, so that the database's answers are read meanwhile.
          await new Promise((resolve) => setImmediate(resolve));
        }
        return last;
      };
      const [, ...seen] = await Promise.all([update, asking(), asking(), asking(), asking()]);
      for (const last of seen) expect(last.split('|')[4]).toContain(`[sv]Påse ${round}[en]`);
    }
  }, 60_000);
});

describe('pages kept as sent on two processes', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await twoInstances({ webDist: path.join(web, 'dist') });
  });
  afterAll(async () => {
    await two?.close();
  });

  it('a price change shows in the next page on both processes, though each had the page kept', async () => {
    const priceOf = (html: string) => /\|price=(\d+)\|/.exec(rendered(html) ?? '')?.[1];
    const row = await two.tdb.db
      .selectFrom('articles')
      .select(['id', 'price_minor'])
      .where('container_id', '=', 50)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    for (const app of [two.a, two.b]) {
      const [one, again] = [await getFrom(app, '/article/50'), await getFrom(app, '/article/50')];
      expect(renderCount(again.body)).toBe(renderCount(one.body));
      expect(priceOf(one.body)).toBe(String(row.price_minor));
    }
    const changed = row.price_minor + 1_234;
    await two.execute('UPDATE articles SET price_minor = $1 WHERE id = $2', changed, row.id);
    for (const app of [two.a, two.b]) {
      await eventually(
        () => getFrom(app, '/article/50'),
        (res) => priceOf(res.body) === String(changed),
      );
    }
  });
});
