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

describe('the server render of a page (a guest, from the first view answers)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a product's name, article number and price in the page's language, asking nothing", async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no request expected')));
    vi.stubGlobal('fetch', fetch);
    const html = await renderPage({ url: '/article/7', tenant: makeTenant(), lang: 'sv', firstView });
    expect(html).toContain('Säkerhetspåse S');
    expect(html).not.toContain('Security bag S');
    expect(html).toContain('SP-7001');
    expect(html.replace(/<!-- -->/g, '')).toContain(formatMoney(12_300, 'SEK', 'sv'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders the same page in English for an English first view', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('no request expected'))),
    );
    const html = await renderPage({ url: '/article/7?lang=en', tenant: makeTenant(), lang: 'en', firstView });
    expect(html).toContain('Security bag S');
    expect(html).not.toContain('Säkerhetspåse S');
  });
});
