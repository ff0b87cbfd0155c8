import { type APIRequestContext, type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { guestCall, signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

type Group = { id: number; categoryId: number; name: string };
type Product = { id: number; articles: { articleNumber: string }[] };

/** The first group of the tenant that has products. */
async function firstGroup(request: APIRequestContext, tenant: number): Promise<Group> {
  const groups = await guestCall<Group[]>(request, tenant, 'articleGroup/ajaxGetArticleGroupsForCustomer', {});
  for (const group of groups) {
    const { count } = await guestCall<{ count: number }>(request, tenant, 'articleContainer/ajaxTotal', {
      articleGroup: group.id,
    });
    if (count > 1) return group;
  }
  throw new Error(`tenant ${tenant} has no group with products`);
}

/** The cookie choice is made beforehand, so that the banner covers nothing the tests click. */
async function skipCookieBanner(context: BrowserContext, tenants: number[]): Promise<void> {
  await context.addCookies(
    tenants.map((t) => ({ name: 'shop_consent', value: 'declined.v1', url: tenantUrl(t, '/') })),
  );
}

/** The bodies of the product list calls the page makes. */
function listCalls(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (req: Request) => {
    if (req.url().includes('articleContainer/ajaxList')) bodies.push(req.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** The bodies of the product list calls the server answered in the page itself (its first view). */
function embeddedListCalls(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => {
    const entries = JSON.parse(document.getElementById('first-view')?.textContent || '[]') as {
      call: string;
      body: Record<string, unknown>;
    }[];
    return entries.filter((e) => e.call === 'articleContainer/ajaxList').map((e) => e.body);
  });
}

/** The shared test machine can be slow: the first content of a page may take longer than the default wait. */
const LOADED = { timeout: 15_000 };

function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context, [3, 4, 5, 8, 9]);
});

test.describe('home', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('tenant 4: banner, in focus, promotions, three campaigns and a three-slide slider', async ({ page }) => {
    await page.goto(tenantUrl(4, '/'));
    const home = page.getByTestId('page-home');
    await expect(home.getByRole('heading', { level: 1 })).toContainText('Sealwise Nordic');
    await expect(page.getByTestId('home-cta')).toHaveAttribute('href', '/shop');
    const inFocus = page.getByTestId('in-focus-grid').getByTestId('product-card');
    await expect(inFocus.first()).toBeVisible(LOADED);
    expect(await inFocus.count()).toBeLessThanOrEqual(4);
    await expect(inFocus.first()).toContainText(/excl\. VAT/);
    await expect(page.getByTestId('home-promotions')).toBeVisible();
    await expect(page.getByTestId('campaign-spot')).toHaveCount(3, LOADED);
    const slider = page.getByTestId('home-slider');
    await expect(slider).toHaveAttribute('data-slides', '3', LOADED);
    await expect(slider).toHaveAttribute('data-autoplay', 'running');
    await expect(slider.getByRole('button', { name: 'Next products' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Show slide 2 of 9' })).toBeVisible();
    await expectAccessible(page);
    await expectNoMissingTranslations(page);
  });

  test('the slider pauses on hover and on focus, and moves with its buttons', async ({ page }) => {
    await page.goto(tenantUrl(4, '/'));
    const slider = page.getByTestId('home-slider');
    await slider.scrollIntoViewIfNeeded();
    await slider.hover();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(0, 0);
    await expect(slider).toHaveAttribute('data-autoplay', 'running');
    await slider.getByTestId('slider-next').focus();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await slider.getByTestId('slider-next').press('Enter');
    await expect(slider.getByRole('button', { name: 'Show slide 2 of 9' })).toHaveAttribute('aria-current', 'true');
  });

  test('the slider stands still for shoppers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(tenantUrl(4, '/'));
    await expect(page.getByTestId('home-slider')).toHaveAttribute('data-autoplay', 'off', LOADED);
    await expect(page.getByTestId('slider-play-pause')).toHaveCount(0);
  });

  test('tenant 5 shows no campaigns and does not load them', async ({ page }) => {
    const campaignCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('campaign/ajaxList')) campaignCalls.push(req.url());
    });
    await page.goto(tenantUrl(5, '/'));
    await expect(page.getByTestId('in-focus-grid').getByTestId('product-card').first()).toBeVisible(LOADED);
    await expect(page.getByTestId('home-slider')).toBeVisible();
    await expect(page.getByTestId('campaign-spots')).toHaveCount(0);
    expect(campaignCalls).toEqual([]);
    await expect(page.getByTestId('in-focus-grid')).toContainText('alv');
    await expectNoMissingTranslations(page);
  });

  test('tenant 8 (laboratory styling) shows one slide at a time', async ({ page }) => {
    await page.goto(tenantUrl(8, '/'));
    await expect(page.getByTestId('home-slider')).toHaveAttribute('data-slides', '1', LOADED);
    await expect(page.getByTestId('campaign-spot')).toHaveCount(3, LOADED);
    await expectAccessible(page);
    await expectNoMissingTranslations(page);
  });

  test('tenant 9 in Danish', async ({ page }) => {
    await page.goto(tenantUrl(9, '/'));
    await expect(page.getByRole('heading', { name: 'I fokus' })).toBeVisible();
    await expect(page.getByTestId('in-focus-grid').getByTestId('product-card').first()).toContainText('ekskl. moms');
    await expect(page.getByTestId('campaign-spot')).toHaveCount(3, LOADED);
    await expectNoMissingTranslations(page);
  });

  test('tenant 3 signed in loads through the customer API with three campaigns', async ({ page }) => {
    await signIn(page, 3, 'business.3@example.com');
    const guestCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/guest/articleContainer') || req.url().includes('/api/guest/campaign'))
        guestCalls.push(req.url());
    });
    await page.goto(tenantUrl(3, '/'));
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByTestId('in-focus-grid').getByTestId('product-card').first()).toBeVisible(LOADED);
    await expect(page.getByTestId('campaign-spot')).toHaveCount(3, LOADED);
    // The internal shop's images need a session (its HttpOnly media cookie): they still load.
    const image = page.getByTestId('in-focus-grid').getByTestId('product-card').first().getByRole('img');
    await expect(image).toHaveAttribute('src', /^\/media\//);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(guestCalls).toEqual([]);
    await expectNoMissingTranslations(page);
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: WIDTHS.phone });

  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}: one slide below 800 px`, async ({ page }) => {
      await page.goto(tenantUrl(tenant, '/'));
      await expect(page.getByTestId('home-slider')).toHaveAttribute('data-slides', '1', LOADED);
      await expect(page.getByTestId('in-focus-grid').getByTestId('product-card').first()).toBeVisible(LOADED);
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });
  }
});

test.describe('shop', () => {
  test.use({ viewport: WIDTHS.desktop });

  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}: /shop asks for a category, with the sidebar from 768 px`, async ({ page }) => {
      await page.goto(tenantUrl(tenant, '/shop'));
      await expect(page.getByTestId('select-group-prompt')).toBeVisible(LOADED);
      await expect(page.getByTestId('category-sidebar')).toBeVisible();
      await expect(page.getByTestId('category-picker')).toHaveCount(0);
      await expect(page.getByTestId('category-cards')).toBeVisible();
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });

    test(`tenant ${tenant}: a group with its panel, products and accordion`, async ({ page, request }) => {
      const group = await firstGroup(request, tenant);
      await page.goto(tenantUrl(tenant, `/shop/${group.id}`));
      await expect(page.getByTestId('page-shop')).toHaveAttribute('data-group', String(group.id));
      await expect(page.getByTestId('group-panel').getByRole('heading', { level: 1 })).toBeVisible();
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible(LOADED);
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/article\/\d+$/);
      await expect(cards.first().getByRole('img')).toHaveAttribute('src', /^\/media\//);
      const sidebar = page.getByTestId('category-sidebar');
      await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', `/shop/${group.id}`);
      // The accordion opens and closes categories.
      const trigger = sidebar.getByRole('button').last();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });
  }

  test('page size, view and sort live in the address', async ({ page, request }) => {
    const group = await firstGroup(request, 4);
    const calls = listCalls(page);
    await page.goto(tenantUrl(4, `/shop/${group.id}`));
    await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);

    await page.getByTestId('page-size-select').selectOption('40');
    await expect.poll(() => search(page).get('size')).toBe('40');
    await expect.poll(() => calls.some((b) => b.limit === 40)).toBe(true);

    await page.getByTestId('view-toggle').getByRole('button', { name: 'List' }).click();
    await expect.poll(() => search(page).get('view')).toBe('list');
    await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-layout', 'list');
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-layout', 'list');
    await expect(page.getByTestId('view-toggle').getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect.poll(() => search(page).get('view')).toBeNull();
    await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-layout', 'gallery');

    await page.getByTestId('sort-select').selectOption('priceAsc');
    await expect.poll(() => search(page).get('sort')).toBe('priceAsc');
    const expected = await guestCall<Product[]>(request, 4, 'articleContainer/ajaxList', {
      articleGroup: group.id,
      limit: 40,
      offset: 0,
      sort: 'priceAsc',
      lang: 'en',
    });
    await expect
      .poll(() => page.getByTestId('product-card').evaluateAll((els) => els.map((e) => Number(e.dataset.id))))
      .toEqual(expected.map((p) => p.id));
  });

  test('the filter narrows the group and is kept in the address', async ({ page, request }) => {
    const group = await firstGroup(request, 4);
    const [product] = await guestCall<Product[]>(request, 4, 'articleContainer/ajaxList', {
      articleGroup: group.id,
      limit: 1,
      offset: 0,
    });
    const articleNumber = product?.articles[0]?.articleNumber ?? '';
    await page.goto(tenantUrl(4, `/shop/${group.id}`));
    await page.getByTestId('listing-filter').fill(articleNumber);
    await expect.poll(() => search(page).get('filter')).toBe(articleNumber);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await page.getByTestId('listing-filter').fill('no-such-product-zz');
    await expect(page.getByTestId('listing-empty')).toBeVisible();
  });

  test('pages below 1 or past the last are never requested; the address is corrected', async ({ page, request }) => {
    const group = await firstGroup(request, 4);
    const calls = listCalls(page);
    await page.goto(tenantUrl(4, `/shop/${group.id}?page=0`));
    await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);
    calls.push(...(await embeddedListCalls(page)));
    await expect.poll(() => search(page).get('page')).toBeNull();
    await page.goto(tenantUrl(4, `/shop/${group.id}?page=999&size=40`));
    await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);
    calls.push(...(await embeddedListCalls(page)));
    await expect.poll(() => search(page).get('page')).toBeNull();
    expect(search(page).get('size')).toBe('40');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((b) => b.offset === 0)).toBe(true);
  });

  for (const path of ['/shop/999999', '/shop/not-a-group']) {
    test(`an unknown group (${path}) goes to /404`, async ({ page }) => {
      await page.goto(tenantUrl(4, path));
      await expect(page.getByTestId('not-found')).toBeVisible(LOADED);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    });
  }

  test('tenant 3 signed in browses a group', async ({ page }) => {
    await signIn(page, 3, 'business.3@example.com');
    await page.goto(tenantUrl(3, '/shop'));
    const link = page.getByTestId('category-cards').getByRole('link').first();
    await link.click();
    await expect(page).toHaveURL(/\/shop\/\d+$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);
    await expectNoMissingTranslations(page);
  });
});

test.describe('shop on a phone', () => {
  test.use({ viewport: WIDTHS.phone });

  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}: a category picker in place of the sidebar`, async ({ page, request }) => {
      const group = await firstGroup(request, tenant);
      await page.goto(tenantUrl(tenant, '/shop'));
      await expect(page.getByTestId('category-sidebar')).toHaveCount(0);
      const picker = page.getByTestId('category-picker').getByRole('combobox');
      await expect(picker).toBeVisible();
      await expectAccessible(page);
      await picker.selectOption(String(group.id));
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/shop/${group.id}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);
      await expect(picker).toHaveValue(String(group.id));
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });
  }
});

test.describe('search results', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('the header search finds a product by article number', async ({ page, request }) => {
    const [product] = await guestCall<Product[]>(request, 4, 'articleContainer/ajaxList', { limit: 1, offset: 0 });
    const articleNumber = product?.articles[0]?.articleNumber ?? '';
    await page.goto(tenantUrl(4, '/'));
    await page.getByTestId('search-input').fill(articleNumber);
    await page.getByTestId('search-input').press('Enter');
    await expect.poll(() => search(page).get('q')).toBe(articleNumber);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${articleNumber}”`);
    await expect(page.locator(`[data-testid="product-card"][data-id="${product?.id}"]`)).toBeVisible();
  });

  test('a word of a product name finds it in the interface language', async ({ page }) => {
    await page.goto(tenantUrl(4, '/results?q=tape'));
    await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);
    await expect(page.getByTestId('results-count')).toContainText(/\d+ products? found/);
  });

  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}: nothing found`, async ({ page }) => {
      await page.goto(tenantUrl(tenant, '/results?q=zzqxnothing'));
      await expect(page.getByTestId('nothing-found')).toContainText('Nothing found', LOADED);
      await expect(page.getByTestId('product-card')).toHaveCount(0);
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });

    test(`tenant ${tenant}: results are paged 20 at a time`, async ({ page, request }) => {
      const [product] = await guestCall<Product[]>(request, tenant, 'articleContainer/ajaxList', {
        limit: 1,
        offset: 0,
      });
      const prefix = (product?.articles[0]?.articleNumber ?? '').split('-')[0] ?? '';
      const { count } = await guestCall<{ count: number }>(request, tenant, 'articleContainer/ajaxTotal', {
        pattern: prefix,
        lang: 'en',
      });
      const last = Math.ceil(count / 20);
      expect(last).toBeGreaterThan(1);

      await page.goto(tenantUrl(tenant, `/results?q=${encodeURIComponent(prefix)}`));
      await expect(page.getByTestId('product-card')).toHaveCount(20, LOADED);
      await expect(page.getByTestId('pagination-previous')).toBeDisabled();
      await expectAccessible(page);
      await page.getByTestId('pagination-next').click();
      await expect.poll(() => search(page).get('page')).toBe('2');
      await page
        .getByTestId('pagination')
        .getByRole('link', { name: `Page ${last}` })
        .click();
      await expect.poll(() => search(page).get('page')).toBe(String(last));
      await expect(page.getByTestId('pagination-next')).toBeDisabled();
      await expect(page.getByTestId('product-card')).toHaveCount(count - (last - 1) * 20);
      await page.goBack();
      await expect.poll(() => search(page).get('page')).toBe('2');
      await expectNoMissingTranslations(page);
    });
  }

  test('a page past the last shows page 1 without asking for it', async ({ page }) => {
    const calls = listCalls(page);
    await page.goto(tenantUrl(4, '/results?q=tape&page=999'));
    await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);
    await expect.poll(() => search(page).get('page')).toBeNull();
    expect(search(page).get('q')).toBe('tape');
    expect(calls.every((b) => b.offset === 0)).toBe(true);
  });

  test('tenant 3 signed in searches', async ({ page }) => {
    await signIn(page, 3, 'business.3@example.com');
    await page.goto(tenantUrl(3, '/results?q=zzqxnothing'));
    await expect(page.getByTestId('nothing-found')).toBeVisible(LOADED);
    await expectNoMissingTranslations(page);
  });
});

test.describe('search results on a phone', () => {
  test.use({ viewport: WIDTHS.phone });

  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}: results and nothing found`, async ({ page }) => {
      await page.goto(tenantUrl(tenant, '/results?q=a'));
      await expect(page.getByTestId('product-card').first()).toBeVisible(LOADED);
      await expectAccessible(page);
      await page.getByTestId('search-input').fill('zzqxnothing');
      await page.getByTestId('search-input').press('Enter');
      await expect(page.getByTestId('nothing-found')).toBeVisible(LOADED);
      await expectNoMissingTranslations(page);
    });
  }
});
