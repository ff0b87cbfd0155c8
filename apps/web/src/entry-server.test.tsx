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
    expect(html).toContain('SP-7001');
    expect(html.replace(/<!-- -->/g, '')).toContain(formatMoney(12_300, 'SEK', 'sv'));
    expect(media['(min-width: 768px)']).toBe(true);
    // The embedded answers are fresh: nothing shows as loading again.
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('data-layout="desktop"');
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
