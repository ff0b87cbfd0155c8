import { expect, type Page, test } from '@playwright/test';
import { guestCall, tenantUrl as url } from './fixtures.ts';

/**
 * The server-rendered page's starter (on by default; `SHOP_CODE_AFTER_PAINT=false` turns it
 * off; src/app/starter.ts, decision 017): the app's code comes after the page has loaded, what
 * the shopper does before is replayed, and where the server's page cannot stay for this browser
 * the code is asked for at once.
 */

/** The app's module (the starter asks for it; the page itself names it nowhere else). */
const APP_MODULE = /\/assets\/index-[\w-]+\.js$/;
/** The pictures a page shows: the load event waits for the first one. */
const PICTURE = /\/media\/[^?]+\.(svg|png|jpe?g|webp)(\?.*)?$/;

type Summary = { id: number };

/** A request held until the test lets it go. */
function hold(page: Page, pattern: RegExp): { release: () => void; seen: Promise<void> } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seenNow = () => {};
  const seen = new Promise<void>((resolve) => {
    seenNow = resolve;
  });
  void page.route(pattern, async (route) => {
    seenNow();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, seen };
}

const appOver = (page: Page) =>
  page.evaluate(() => (window as { shopEarly?: { over: boolean } }).shopEarly?.over === true);

test("a guest's product page asks for the app only once it has loaded, and a click made before the app took over is replayed", async ({
  page,
  request,
}) => {
  const [product] = await guestCall<Summary[]>(request, 4, 'articleContainer/ajaxList', { limit: 1, offset: 0 });
  const events: string[] = [];
  page.on('load', () => events.push('load'));
  page.on('request', (r) => {
    if (APP_MODULE.test(r.url())) events.push('app');
  });
  const app = hold(page, APP_MODULE);
  await page.goto(url(4, `/article/${product?.id}?lang=en`));
  await app.seen;
  expect(events).toEqual(['load', 'app']);

  // The app's code is on its way: the shopper's click is held, not lost.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-link').first()).not.toHaveAttribute('data-count', '1');
  app.release();
  await expect(page.getByTestId('cart-link').first()).toHaveAttribute('data-count', '1');
  expect(await appOver(page)).toBe(true);
});

for (const [name, setUp] of [
  [
    'a browser with cart lines',
    async (page: Page) => {
      await page.addInitScript(() => localStorage.setItem('state', JSON.stringify({ items: { 1: {} } })));
    },
  ],
  [
    'a desktop browser in a narrow window (the server laid the page out for a desktop)',
    async (page: Page) => {
      await page.setViewportSize({ width: 375, height: 800 });
    },
  ],
] as const) {
  test(`${name}: the app's code is asked for at once, before the page has loaded, and the app renders the page anew`, async ({
    page,
  }) => {
    await setUp(page);
    // The page's pictures are held: its load event does not come until the test lets them go.
    const pictures = hold(page, PICTURE);
    await page.goto(url(4, '/?lang=en'), { waitUntil: 'domcontentloaded' });
    await pictures.seen;
    await expect.poll(() => appOver(page)).toBe(true);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(page.getByTestId('page-home')).toBeVisible();
    pictures.release();
  });
}
