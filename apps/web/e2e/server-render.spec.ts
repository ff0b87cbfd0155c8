import { expect, type Page, test } from '@playwright/test';
import { guestCall, PORT, tenantUrl } from './fixtures.ts';

/**
 * Server rendering (issue 25): a guest's catalog pages come as HTML with their content, and the
 * app takes that HTML over in the browser (hydration) without a mismatch.
 */

type Summary = { id: number; groupId: number; name: string; articles: { articleNumber: string }[] };

/** Console errors and warnings, and uncaught errors (React reports a hydration mismatch as one). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Until React has taken over the server's heading (its nodes then carry React's own keys). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
  });
}

/** The server's HTML of a page for a guest, as a browser without JavaScript or a crawler gets it. */
async function serverHtml(page: Page, tenant: number, path: string): Promise<string> {
  const res = await page.request.get(`http://127.0.0.1:${PORT}${path}`, {
    headers: { host: `t${tenant}.localhost:${PORT}` },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

for (const tenant of [4, 5, 8, 9]) {
  test(`tenant ${tenant}: home, a listing and a product come rendered and hydrate without a console error`, async ({
    page,
    request,
  }) => {
    const [product] = await guestCall<Summary[]>(request, tenant, 'articleContainer/ajaxList', {
      limit: 1,
      offset: 0,
    });
    expect(product).toBeDefined();
    const problems = watchProblems(page);
    for (const path of ['/', `/shop/${product?.groupId}`, `/article/${product?.id}`]) {
      const html = await serverHtml(page, tenant, path);
      expect(html, path).toMatch(/<div id="root" data-media="[^"]*"><[^/]/);
      expect(html, path).not.toContain('<!--$!-->');
      if (path.startsWith('/article/')) expect(html).toContain(product?.articles[0]?.articleNumber ?? '?');
      await page.goto(tenantUrl(tenant, path));
      await hydrated(page);
      await expect(page.locator('main h1')).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('a product page read with JavaScript off shows its name, package prices and the links of the shop', async ({
  browser,
  request,
}) => {
  const [product] = await guestCall<Summary[]>(request, 4, 'articleContainer/ajaxList', { limit: 1, offset: 0 });
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(tenantUrl(4, `/article/${product?.id}?lang=en`));
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  await expect(main).toContainText(product?.articles[0]?.articleNumber ?? '?');
  await expect(main).toContainText(/SEK\s?[\d\s]+/);
  // Navigation works by plain links.
  await page
    .getByRole('link', { name: /About us/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/about/);
  await context.close();
});

test('after taking over the server HTML the page works: a package goes into the cart', async ({ page, request }) => {
  const [product] = await guestCall<Summary[]>(request, 4, 'articleContainer/ajaxList', { limit: 1, offset: 0 });
  const problems = watchProblems(page);
  await page.goto(tenantUrl(4, `/article/${product?.id}?lang=en`));
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-link').first()).toHaveAttribute('data-count', '1');
  expect(problems).toEqual([]);
});

test('before the app has come, the header search works as a plain form', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(tenantUrl(4, '/about?lang=en'));
  await page.getByTestId('search-input').fill('seal');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/results\?q=seal$/);
  await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
});

test('without JavaScript a listing shows its products and pages on by plain links', async ({ browser, request }) => {
  // Search results by an article number's prefix: more than one page of 20.
  const [product] = await guestCall<Summary[]>(request, 4, 'articleContainer/ajaxList', { limit: 1, offset: 0 });
  const prefix = (product?.articles[0]?.articleNumber ?? '').split('-')[0] ?? '';
  const { count } = await guestCall<{ count: number }>(request, 4, 'articleContainer/ajaxTotal', {
    pattern: prefix,
    lang: 'sv',
  });
  expect(count).toBeGreaterThan(20);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(tenantUrl(4, `/results?q=${encodeURIComponent(prefix)}&lang=sv`));
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(cards).toHaveCount(20);
  const first = await cards.first().textContent();
  await page.getByTestId('pagination-next').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: 'Sida 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).not.toHaveText(first ?? '');
  await context.close();
});

test('without JavaScript: a content page, the search results, an unknown product (404) and the internal shop (its login page, noindex) read as HTML', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(tenantUrl(4, '/about?lang=en'));
  await expect(page.locator('main h1')).toHaveText(/\S/);
  await expect(page.getByTestId('page-loading')).toHaveCount(0);

  const [product] = await guestCall<Summary[]>(request, 4, 'articleContainer/ajaxList', { limit: 1, offset: 0 });
  const word =
    (product?.name ?? '')
      .replace(/\[[a-z]{2}\]/g, ' ')
      .trim()
      .split(/\s+/)[0] ?? '';
  await page.goto(tenantUrl(4, `/results?q=${encodeURIComponent(word)}&lang=sv`));
  await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();

  const missing = await page.goto(tenantUrl(4, '/article/2000000000'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  const nowhere = await page.goto(tenantUrl(4, '/no/such/page'));
  expect(nowhere?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();

  const internal = await page.goto(tenantUrl(3, '/shop'));
  expect(internal?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await context.close();
});

/** A product page and a listing, each with where it writes a price. */
const PRICED_PAGES = [
  { path: '/article/50', price: 'product-price' },
  { path: '/shop/17', price: 'product-card' },
];

for (const { path, price: priceId } of PRICED_PAGES) {
  test(`a server-rendered page loads no locale data (${path}): its prices are written without Intl's formats`, async ({
    page,
  }) => {
    const warmups: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/intl-warmup.js') warmups.push(req.url());
    });
    // Every call that starts the browser's locale data while the app starts, noted before any
    // script runs: the formats and locales Intl makes, and react-aria's check of the default
    // locale (which its module made as it loaded; the build now defers it, build/lazy-default-locale.ts).
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { localeData: string[] }).localeData = made;
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'Locale', 'Collator', 'ListFormat', 'RelativeTimeFormat']) {
        const Original = intl[name] as new (...args: unknown[]) => object;
        intl[name] = new Proxy(Original, {
          construct(target, args) {
            made.push(`${name} ${JSON.stringify(args)}`);
            return Reflect.construct(target, args);
          },
        });
      }
      const supported = Intl.DateTimeFormat.supportedLocalesOf;
      Intl.DateTimeFormat.supportedLocalesOf = (...args: Parameters<typeof supported>) => {
        made.push(`DateTimeFormat.supportedLocalesOf ${JSON.stringify(args)}`);
        return supported(...args);
      };
    });
    await page.goto(tenantUrl(4, path));
    const price = page.getByTestId(priceId).first();
    const served = await price.textContent();
    expect(served).toMatch(/\d/);
    await hydrated(page);
    await expect(price).toHaveText(served ?? '');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { localeData: string[] }).localeData)).toEqual([]);
    expect(warmups).toEqual([]);
  });
}
