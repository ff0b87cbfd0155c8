import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/app.ts';
import { makeWebDist } from '../../test/web-dist.ts';

/**
 * The server's render of a page (apps/web/src/entry-server.tsx) in the page the server serves:
 * a stand-in render next to a stand-in web build, as `vite build --ssr` puts it
 * (`<web>/dist-server/entry-server.js` beside `<web>/dist`).
 */
const web = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
const stand = makeWebDist();
let t: TestApp;

const RENDER = `
export async function renderPage({ url, tenant, lang, firstView, viewportWidth }) {
  if (url.includes('render=fail')) throw new Error('render failed');
  if (url.includes('render=none')) return null;
  const calls = firstView.map((e) => e.call + ':' + JSON.stringify(e.body)).join(' ');
  const product = firstView.find((e) => e.call === 'articleContainer/ajaxGet');
  const html = '<p id="rendered">' + [url, tenant.id, lang, calls, product ? product.answer.name : ''].join('|') + '</p>';
  return { html, media: { '(min-width: 768px)': viewportWidth >= 768 } };
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
  mkdirSync(path.join(web, 'dist-server'));
  writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), RENDER);
  t = await createTestApp({ webDist: path.join(web, 'dist') });
});
afterAll(async () => {
  await t.close();
  stand.remove();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, host = 't4.localhost', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'sv', ...headers } });
const rendered = (html: string) =>
  /<div id="root" data-media="[^"]*"><p id="rendered">(.*?)<\/p><\/div>/.exec(html)?.[1] ?? null;
const media = (html: string) => /<div id="root" data-media="([^"]*)">/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? null;

describe('pages rendered on the server', () => {
  it("a product page's root holds the render, made from the same answers the page carries", async () => {
    const res = await get('/article/50');
    expect(res.statusCode).toBe(200);
    const body = rendered(res.body);
    expect(body).toContain('/article/50|4|sv|');
    expect(body).toContain('articleContainer/ajaxGet:{"id":50}');
    expect(body).toContain('[sv]');
  });

  it('home and listings are rendered; the cart, an unknown product and the internal shop are not', async () => {
    expect(rendered((await get('/')).body)).not.toBeNull();
    expect(rendered((await get('/shop/17')).body)).toContain('articleContainer/ajaxList');
    expect(rendered((await get('/cart')).body)).toBeNull();
    const unknown = await get('/article/999999');
    expect(unknown.statusCode).toBe(404);
    expect(rendered(unknown.body)).toBeNull();
    expect(rendered((await get('/', 't3.localhost')).body)).toBeNull();
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
    expect(desktop.body).not.toContain('<noscript>');
  });

  it('a render that fails or leaves the page to the browser serves the page as before', async () => {
    for (const url of ['/article/50?render=fail', '/article/50?render=none']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script id="first-view"');
    }
  });

  it("renders a guest's page whoever asks: a signed-in customer's token or cookies change nothing in it", async () => {
    const guest = rendered((await get('/article/50')).body);
    const { tokens, cookie } = await loginAs(t.app, 4, 'business.4@example.com');
    const customer = rendered(
      (await get('/article/50', 't4.localhost', { authorization: `Bearer ${tokens.access_token}`, cookie })).body,
    );
    expect(customer).toBe(guest);
  });
});
