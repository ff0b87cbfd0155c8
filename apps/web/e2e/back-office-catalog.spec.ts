import { expect, type Page, test } from '@playwright/test';
import { guestCall, isOrderable, operatorSignIn, type ProductInfo, tenantUrl } from './fixtures.ts';
import { expectAccessible, WIDTHS } from './quality.ts';

/**
 * The back office's catalog (apps/admin, /admin/catalog and /admin/import) on tenant 7, which no
 * other browser test reads: an operator renames a product in two languages, uploads a picture and
 * changes a price, and the shop shows all three; a saved cart is told of the new price; a CSV
 * import with two bad rows lists them by line and applies only the good row once confirmed.
 */

const TENANT = 7;

/** A 320×240 PNG (one colour), as an operator's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADwCAIAAAD+Tyo8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAACD0lEQVR42u3TQQkAAAgEwctjOeNY1w7+hIFJsLCpHuCpSAAGBgwMGBgMDBgYMDBgYDAwYGDAwGBgwMCAgQEDg4EBAwMGBgwMBgYMDBgYDAwYGDAwYGAwMGBgwMCAgcHAgIEBA4OBAQMDBgYMDAYGDAwYGAysAhgYMDBgYDAwYGDAwICBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMDAYGDAwYGAwMGBgwMCAgcHAgIEBAwMGBgMDBgYMDAYGDAwYGDAwGBgwMGBgMDBgYMDAgIHBwICBAQMDBgYDAwYGDAwGBgwMGBgwMBgYMDBgYMDAYGDAwICBwcCAgQEDAwYGAwMGBgwMGBgMDBgYMDAYGDAwYGDAwGBgwMCAgcHAgIEBAwMGBgMDBgYMDBgYDAwYGDAwGBgwMGBgwMBgYMDAgIEBA4OBAQMDBgYDAwYGDAwYGAwMGBgwMBhYBTAwYGDAwGBgwMCAgQEDg4EBAwMGBgMDBgYMDBgYDAwYGDAwYGAwMGBgwMBgYMDAgIEBA4OBAQMDBgYMDAYGDAwYGAwMGBgwMGBgMDBgYMDAYGDAwICBAQODgQEDAwYGDAwGBgwMGBgMDBgYMDBgYDAwYGDAwICBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMDAYGDAwYGAwMGBgwMCAgcHAgIEBA4OBAQMDBgYMDAYGDAwYGDAwGBgwMHC3ASFU3d1cBFYAAAAASUVORK5CYII=',
  'base64',
);

/** A product of the shop with exactly one package, orderable, as the shop lists it. */
async function oneArticleProduct(page: Page): Promise<ProductInfo> {
  const list = await guestCall<ProductInfo[]>(page.request, TENANT, 'articleContainer/ajaxList', {
    limit: 100,
    offset: 0,
  });
  const product = list.find((p) => p.articles.length === 1 && p.articles.every((a) => isOrderable(a)));
  if (!product) throw new Error(`tenant ${TENANT} has no product with one orderable package`);
  return product;
}

/** The amount a price text shows ("1.234,56 €" → 1234.56). */
function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,.-]/g, '');
  return Number(digits.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));
}

test.describe.configure({ timeout: 120_000 });

test('an operator renames a product, adds a picture and changes its price; the shop and a saved cart show it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const product = await oneArticleProduct(page);
  const article = product.articles[0];
  if (!article) throw new Error('no article');
  // A price of this run's own (in cents), never the one it has.
  const cents = 10_000 + (Date.now() % 8_999);
  const newPrice = cents === article.price ? cents + 1 : cents;

  // A customer's saved cart holds the package at its old price.
  const shopper = await browser.newContext({ viewport: WIDTHS.desktop });
  await shopper.addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(TENANT) }]);
  const shop = await shopper.newPage();
  await shop.goto(tenantUrl(TENANT, '/?lang=en'));
  await shop.evaluate(
    ({ product, article }) => {
      const { id, name, description, image } = product;
      const items = {
        [article.id]: { product: { id, name, description, image }, article, amount: 2, price: article.price * 2 },
      };
      localStorage.setItem('state', JSON.stringify({ items, itemsInCart: 1 }));
    },
    { product, article },
  );

  await operatorSignIn(page, TENANT, 'admin.7@example.com');
  await page.getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(article.articleNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(article.articleNumber);
  const row = page.locator(`a[href$="/catalog/products/${product.id}"]`).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Names in Swedish and English, each in its own tab; no language tag is ever shown.
  const texts = page.getByRole('tablist', { name: 'Languages' }).first();
  await texts.getByRole('tab', { name: /^Swedish/ }).click();
  await page
    .getByRole('tabpanel', { name: /^Swedish/ })
    .first()
    .getByLabel('Name')
    .fill(`Testpåse ${stamp}`);
  await texts.getByRole('tab', { name: /^English/ }).click();
  await page
    .getByRole('tabpanel', { name: /^English/ })
    .first()
    .getByLabel('Name')
    .fill(`Test bag ${stamp}`);
  await expect(page.locator('body')).not.toContainText('[sv]');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The product is saved.')).toBeVisible();

  // A picture, through the picture zone's file chooser.
  const upload = page.waitForResponse(
    (r) => /\/api\/admin\/products\/\d+\/images/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByTestId('input-image').setInputFiles({ name: `bag-${stamp}.png`, mimeType: 'image/png', buffer: PNG });
  const uploaded = await upload;
  expect(uploaded.status()).toBe(201);
  const uploadAnswer = (await uploaded.json()) as { images: { fileName: string }[] };
  const pictureFile = uploadAnswer.images.at(-1)?.fileName ?? '';
  expect(pictureFile).not.toBe('');
  await expect(page.getByText(`bag-${stamp}.png uploaded.`)).toBeVisible();
  // Its thumbnail shows in the editor (the page's CSP allows it).
  const thumbnail = page.getByTestId('media-image').last().locator('img');
  await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // The package's price, typed in euros with a decimal comma.
  await page.getByRole('button', { name: `Edit article ${article.articleNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Article ${article.articleNumber}` });
  await dialog.getByLabel(/^Price/).fill((newPrice / 100).toFixed(2).replace('.', ','));
  await dialog.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText(`Article ${article.articleNumber} saved.`)).toBeVisible();
  await expectAccessible(page);

  // The saved cart, opened first after the change, shows the new price and says that it changed.
  await shop.goto(tenantUrl(TENANT, '/cart?lang=en'));
  await expect(shop.getByTestId('cart-change-price')).toContainText(`Test bag ${stamp}`);
  // The shop: both names, the picture and the new price, at once.
  await shop.goto(tenantUrl(TENANT, `/article/${product.id}?lang=sv`));
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(`Testpåse ${stamp}`);
  await shop.goto(tenantUrl(TENANT, `/article/${product.id}?lang=en`));
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(`Test bag ${stamp}`);
  await expect.poll(async () => amountOf(await shop.getByTestId('unit-price').textContent())).toBe(newPrice / 100);
  await expect(shop.locator(`img[src*="${pictureFile}"]`).first()).toBeAttached();

  await shopper.close();
});

test('a CSV import with two bad rows lists them by line and applies only the good row once confirmed', async ({
  page,
}) => {
  const product = await oneArticleProduct(page);
  const article = product.articles[0];
  if (!article) throw new Error('no article');
  const weight = 100 + (Date.now() % 900);
  const csv = [
    'article_number;weight_grams;price',
    `${article.articleNumber};${weight};`,
    'E2E-NEW-1;100;abc',
    `${article.articleNumber};200;`,
  ].join('\n');

  await operatorSignIn(page, TENANT, 'admin.7@example.com');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog import and export' })).toBeVisible();
  await page
    .getByLabel('Choose a file…')
    .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  // The check: two bad rows by line, nothing changed yet.
  await expect(page.getByText('2 bad rows will be skipped.')).toBeVisible({ timeout: 30_000 });
  const lines = await page
    .locator('section[aria-labelledby="import-errors"] tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.children[0]?.textContent ?? ''));
  expect([...new Set(lines)].sort()).toEqual(['3', '4']);
  const unchanged = await guestCall<{ articleNumber: string; weight: number }[]>(
    page.request,
    TENANT,
    'articleContainer/ajaxGetArticlesForArticleContainer',
    { id: product.id },
  );
  expect(unchanged.find((a) => a.articleNumber === article.articleNumber)?.weight).not.toBe(weight);
  await expectAccessible(page);

  // Confirmed: only the good row is written.
  await page.getByRole('button', { name: 'Apply 1 good row' }).click();
  await expect(page.getByText('Imported: 0 new, 1 changed, 0 unchanged, 2 bad rows skipped.')).toBeVisible();
  const after = await guestCall<{ articleNumber: string; weight: number }[]>(
    page.request,
    TENANT,
    'articleContainer/ajaxGetArticlesForArticleContainer',
    { id: product.id },
  );
  expect(after.find((a) => a.articleNumber === article.articleNumber)?.weight).toBe(weight);
  const unknown = await guestCall<ProductInfo[]>(page.request, TENANT, 'articleContainer/ajaxList', {
    limit: 100,
    offset: 0,
  });
  expect(unknown.some((p) => p.articles.some((a) => a.articleNumber === 'E2E-NEW-1'))).toBe(false);
});

for (const [label, viewport] of Object.entries({ ...WIDTHS, tablet: { width: 768, height: 900 } })) {
  test(`the catalog, campaigns and import screens at ${label} width are accessible and fit`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await operatorSignIn(page, TENANT, 'admin.7@example.com');
    // Each screen's last part to load (the groups' pictures load after the page), so that axe sees it all.
    for (const [path, testId] of [
      ['/admin/catalog', null],
      ['/admin/catalog/groups', 'picture-group-'],
      ['/admin/campaigns', 'home-slider'],
      ['/admin/import', null],
      ['/admin/settings', null],
    ] as const) {
      await page.goto(tenantUrl(TENANT, path));
      if (testId) await expect(page.locator(`[data-testid^="${testId}"]`).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });
}
