import { expect, type Page, test } from '@playwright/test';
import { guestCall, signIn, tenantUrl } from './fixtures.ts';
import { expectNoMissingTranslations, WIDTHS } from './quality.ts';

/**
 * The first view of the catalog pages: the server embeds the answers of the page's catalog
 * calls and names its code and texts in the document, so the page shows complete in its first
 * render, asks the API for nothing, and nothing on it moves (layout shift ≤ 0.02).
 */

declare global {
  interface Window {
    __layoutShift?: number;
    __loadingSeen?: string[];
  }
}

/** Sums the layout shifts and notes every loading placeholder that ever appears. */
async function watchFirstView(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    window.__loadingSeen = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const loading =
      '[data-testid="app-loading"], [data-testid="page-loading"], [data-testid="listing-loading"], [data-testid="product-loading"], [aria-busy="true"]';
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll(loading))) {
        const id = el.getAttribute('data-testid') ?? el.tagName;
        if (!window.__loadingSeen?.includes(id)) window.__loadingSeen?.push(id);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  const catalogCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/(guest\/)?(articleContainer|articleCategory|articleGroup|campaign)\//.test(req.url())) {
      catalogCalls.push(new URL(req.url()).pathname);
    }
  });
  return catalogCalls;
}

async function expectSteadyFirstView(page: Page, catalogCalls: string[]): Promise<void> {
  // The page has settled: images are in ('load') and every late part has come (no request
  // for half a second: 'networkidle').
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__loadingSeen)).toEqual([]);
  expect(await page.evaluate(() => window.__layoutShift ?? 0)).toBeLessThanOrEqual(0.02);
  expect(catalogCalls).toEqual([]);
  await expectNoMissingTranslations(page);
}

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test.describe(`first view at ${widthName} width`, () => {
    test.use({ viewport });

    for (const tenant of [4, 8, 9]) {
      test(`tenant ${tenant}: home, a group and a product show at once`, async ({ page, request }) => {
        const [product] = await guestCall<{ id: number; groupId: number }[]>(
          request,
          tenant,
          'articleContainer/ajaxList',
          { limit: 1 },
        );
        if (!product) throw new Error(`tenant ${tenant} has no products`);
        for (const path of ['/', `/shop/${product.groupId}`, `/article/${product.id}`]) {
          const calls = await watchFirstView(page);
          await page.goto(tenantUrl(tenant, path));
          await expect(page.locator('#main h1')).toBeVisible();
          await expectSteadyFirstView(page, calls);
          page.removeAllListeners('request');
        }
      });
    }
  });
}

test('a language chosen in the address is the one embedded and shown', async ({ page, request }) => {
  const [product] = await guestCall<{ id: number; groupId: number }[]>(request, 4, 'articleContainer/ajaxList', {
    limit: 1,
  });
  const calls = await watchFirstView(page);
  await page.goto(tenantUrl(4, `/shop/${product?.groupId}?lang=fi`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expectSteadyFirstView(page, calls);
});

test('a signed-in shopper still gets the catalog from the customer API', async ({ page }) => {
  await signIn(page, 4, 'business.4@example.com');
  const customerCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/articleContainer\/ajaxList/.test(req.url())) customerCalls.push(req.url());
  });
  await page.goto(tenantUrl(4, '/'));
  await expect(page.getByTestId('in-focus-grid').getByTestId('product-card').first()).toBeVisible();
  expect(customerCalls.length).toBeGreaterThan(0);
});

test('the locale data loads while the app code downloads: a small classic script ahead of it', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // The cart is a page the browser renders (the server renders the catalog and content pages).
  const warmup = page.waitForResponse((res) => new URL(res.url()).pathname === '/intl-warmup.js');
  await page.goto(tenantUrl(4, '/cart'));
  expect((await warmup).status()).toBe(200);
  const scripts = await page.evaluate(() =>
    Array.from(document.scripts)
      .filter((s) => s.src !== '')
      .map((s) => ({ path: new URL(s.src).pathname, async: s.async, module: s.type === 'module' })),
  );
  expect(scripts[0]).toEqual({ path: '/intl-warmup.js', async: true, module: false });
  expect(scripts.findIndex((s) => s.module && s.path.startsWith('/assets/index-'))).toBeGreaterThan(0);
  await expect(page.locator('#main h1')).toBeVisible();
  expect(refused).toEqual([]);
});
