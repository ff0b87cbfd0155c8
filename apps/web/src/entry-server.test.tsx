import { formatMoney } from '@shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { makeArticle, makeTenant, productDetails } from './test/fixtures.ts';

const product = {
  id: 7,
  groupId: 3,
  name: '[sv]Säkerhetspåse S[en]Security bag S',
  description: '[sv]Påse med förseglingsremsa[en]Bag with a sealing strip',
  recommended: false,
  image: null,
  articles: [makeArticle(70, 12_300, { articleNumber: 'SP-7001' })],
  ...productDetails(),
};

const firstView = [
  { call: 'articleCategory/ajaxGetArticleCategoriesForCustomer', body: {}, answer: [] },
  { call: 'articleGroup/ajaxGetArticleGroupsForCustomer', body: {}, answer: [] },
  { call: 'articleContainer/ajaxGet', body: { id: 7 }, answer: product },
];

/** The product page rendered for a guest in `lang` at `viewportWidth`; any request fails the test. */
async function renderProduct(url: string, lang: 'sv' | 'en', viewportWidth: number) {
  const fetch = vi.fn(() => Promise.reject(new Error('no request expected')));
  vi.stubGlobal('fetch', fetch);
  const page = await renderPage({ url, tenant: makeTenant(), lang, firstView, viewportWidth });
  expect(fetch).not.toHaveBeenCalled();
  return { html: page?.html ?? '', media: page?.media ?? {} };
}

describe('the server render of a page (a guest, from the first view answers)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a product's name, article number and price in the page's language, asking nothing", async () => {
    const { html, media } = await renderProduct('/article/7', 'sv', 1280);
    expect(html).toContain('Säkerhetspåse S');
    expect(html).not.toContain('Security bag S');
    // Nothing left for the browser to render (a part whose code was still loading is rendered again).
    expect(html).not.toContain('<!--$!-->');
    // Every part in its place, with no script to put it there (the page allows none inline).
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
    expect(html).toContain('SP-7001');
    expect(html.replace(/<!-- -->/g, '')).toContain(formatMoney(12_300, 'SEK', 'sv'));
    expect(media['(min-width: 768px)']).toBe(true);
    // The embedded answers are fresh: nothing shows as loading again.
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('data-layout="desktop"');
    // The cookie banner, whose buttons need the script, is marked to hide where it does not run.
    expect(html).toMatch(/<section[^>]*data-testid="cookie-banner"[^>]*data-needs-script=""/);
  });

  it('renders the same page in English for an English first view, laid out for a phone', async () => {
    const { html, media } = await renderProduct('/article/7?lang=en', 'en', 375);
    expect(html).toContain('Security bag S');
    expect(html).not.toContain('Säkerhetspåse S');
    // The header's desktop query answered no, and noted for the browser.
    expect(media['(min-width: 768px)']).toBe(false);
    expect(html).toContain('data-layout="mobile"');
  });
});

describe('renders taking turns in one process', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("renders each page from its own answers: a later render of the same page shows its new price, not an earlier render's, and nothing as loading", async () => {
    await renderProduct('/article/7', 'sv', 1280);
    // Minutes later (the shop's queries are fresh for one), the price has changed.
    vi.useFakeTimers({ now: Date.now() + 5 * 60_000, toFake: ['Date'] });
    const changed = {
      ...product,
      articles: [makeArticle(70, 45_600, { articleNumber: 'SP-7001' })],
    };
    const page = await renderPage({
      url: '/article/7',
      tenant: makeTenant(),
      lang: 'sv',
      firstView: firstView.map((e) => (e.call === 'articleContainer/ajaxGet' ? { ...e, answer: changed } : e)),
      viewportWidth: 1280,
    });
    const html = (page?.html ?? '').replace(/<!-- -->/g, '');
    expect(html).toContain(formatMoney(45_600, 'SEK', 'sv'));
    expect(html).not.toContain(formatMoney(12_300, 'SEK', 'sv'));
    expect(html).not.toContain('aria-busy="true"');
  });

  it('renders the login page for a guest of a non-public shop, and the not-found page for an unknown address, side by side', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('no request expected'))),
    );
    const [login, missing] = await Promise.all([
      renderPage({
        url: '/shop',
        tenant: makeTenant({ id: 3, publicTenant: false }),
        lang: 'en',
        firstView: [],
        viewportWidth: 1280,
      }),
      renderPage({ url: '/no-such-page', tenant: makeTenant(), lang: 'sv', firstView: [], viewportWidth: 375 }),
    ]);
    expect(login?.html).toContain('data-testid="login-page"');
    expect(login?.html).not.toContain('<!--$!-->');
    expect(missing?.html).toContain('data-testid="not-found"');
    expect(missing?.html).toContain('data-layout="mobile"');
  });
});
