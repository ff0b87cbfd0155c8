import { expect, type Page, test } from '@playwright/test';
import { customerCall, placeOrder, screenshot, signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

/** Clicks 'Load more' until every order is listed. */
async function loadAll(page: Page): Promise<void> {
  const more = page.getByTestId('orders-load-more');
  for (let i = 0; i < 20 && (await more.isVisible()); i++) {
    const before = await page.getByTestId('order').count();
    await more.click();
    await expect.poll(() => page.getByTestId('order').count()).toBeGreaterThan(before);
  }
}

test.describe('account area (tenant 4)', () => {
  test('overview: tabs follow the path, recommended products, 3 orders and load more adds 3', async ({ page }) => {
    test.slow(); // three widths, each with an accessibility scan and a screenshot: near 30 s on a slow 2-core machine
    await signIn(page, 4, 'business.4@example.com');
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.goto(tenantUrl(4, '/account?lang=en'));
      const heading = page.getByTestId('page-account');
      await expect(heading).toHaveAttribute('data-tab', 'dashboard');
      await expect(page.getByTestId('account-tab-dashboard')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('account-recommended').getByTestId('product-grid')).toBeVisible();
      await expect(page.getByTestId('order')).toHaveCount(3);
      const total = (await customerCall<{ count: number }>(page, 4, 'order/ajaxTotal', {})).body.count;
      expect(total).toBeGreaterThanOrEqual(5);
      await page.getByTestId('orders-load-more').click();
      await expect(page.getByTestId('order')).toHaveCount(Math.min(6, total));
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
      await screenshot(page, `orders/account-dashboard-${name}`, { fullPage: true });
    }
    await page.getByTestId('account-tab-orders').click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByTestId('page-account')).toHaveAttribute('data-tab', 'orders');
    await expect(page.getByTestId('account-tab-orders')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('order')).toHaveCount(3);
  });

  test('orders: status labels, cancel disabled unless open, details with article links', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    await page.goto(tenantUrl(4, '/account/orders?lang=en'));
    // The first order list of a run can come from cold caches.
    await expect(page.getByTestId('order').first()).toBeVisible({ timeout: 15_000 });
    await loadAll(page);
    const byStatus = (status: string) =>
      page.getByTestId('order').filter({ has: page.locator(`[data-testid="order-status"][data-status="${status}"]`) });

    const canceled = byStatus('canceled').first();
    await expect(canceled.getByTestId('order-status')).toHaveText('Canceled');
    const color = await canceled.getByTestId('order-status').evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe('rgb(0, 0, 0)');
    await expect(canceled.getByTestId('order-cancel')).toBeDisabled();

    await expect(byStatus('printed').first().getByTestId('order-status')).toHaveText('Printed');
    await expect(byStatus('invoiced').first().getByTestId('order-status')).toHaveText('Invoiced');
    const both = byStatus('printed/invoiced').first();
    await expect(both.getByTestId('order-status')).toHaveText('Printed / Invoiced');
    for (const s of ['printed', 'invoiced', 'printed/invoiced']) {
      await expect(byStatus(s).first().getByTestId('order-cancel')).toBeDisabled();
    }
    const open = byStatus('').first();
    await expect(open.getByTestId('order-status')).toHaveText('');
    await expect(open.getByTestId('order-cancel')).toBeEnabled();
    await expect(both.getByTestId('order-tracking')).not.toHaveText('');

    await both.getByTestId('order-toggle').click();
    await expect(both.getByTestId('order-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(both.getByTestId('order-item').first()).toBeVisible();
    // The amount in packages and the package size ("2 × 100 pcs"), as the cart said it.
    await expect(both.getByTestId('order-item-packages').first()).toHaveText(/^\d+ × \S/);
    await expect(both.getByTestId('order-delivery-address')).toBeVisible();
    const href = await both.getByTestId('order-item-link').first().getAttribute('href');
    expect(href).toMatch(/^\/article\/\d+$/);
    await expectAccessible(page);
    await expectNoMissingTranslations(page);
    await both.getByTestId('order-item-link').first().click();
    await expect(page.getByTestId('page-article')).toBeVisible();
  });

  test('cancel an order placed in the test: no keeps it, yes cancels it; path expands it', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
    const { orderNumber } = await placeOrder(page, 4);
    await page.goto(tenantUrl(4, `/account/orders/${orderNumber}?lang=en`));
    await expect(page.getByTestId('page-account')).toHaveAttribute('data-order', String(orderNumber));
    const card = page.locator(`[data-testid="order"][data-order="${orderNumber}"]`);
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(card.getByTestId('order-details')).toBeVisible();

    await card.getByTestId('order-cancel').click();
    const dialog = page.getByTestId('order-cancel-dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('order-cancel-no').click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('order-status')).toHaveText('');

    await card.getByTestId('order-cancel').click();
    await page.getByTestId('order-cancel-yes').click();
    await expect(page.getByTestId('order-canceled')).toHaveText('order canceled');
    await expect(card.getByTestId('order-status')).toHaveText('Canceled');
    await expect(card.getByTestId('order-cancel')).toBeDisabled();
    await screenshot(page, 'orders/account-order-canceled', { fullPage: true });

    // Canceling again on the server is refused.
    const again = await customerCall(page, 4, 'order/ajaxCancel', { orderNumber });
    expect(again.status).toBe(409);
  });

  test('expanded orders keep to the screen at 375 px (package texts wrap)', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto(tenantUrl(4, '/account/orders?lang=en'));
    const toggles = page.getByTestId('order-toggle');
    await expect(toggles.first()).toBeVisible();
    for (const toggle of await toggles.all()) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByTestId('order-item-packages').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBe(0);
  });

  test('a cancel that cannot reach the server says so and the message stays', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 4, 'business.4@example.com');
    await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
    const { orderNumber } = await placeOrder(page, 4);
    await page.goto(tenantUrl(4, `/account/orders/${orderNumber}?lang=en`));
    const card = page.locator(`[data-testid="order"][data-order="${orderNumber}"]`);
    await page.route('**/api/order/ajaxCancel**', (route) => route.abort());
    await card.getByTestId('order-cancel').click();
    await page.getByTestId('order-cancel-yes').click();
    await expect(page.getByTestId('order-cancel-error')).toHaveText('Order cannot be canceled');
    // Past the 8 s a passing notice stays, on the page's clock.
    await page.clock.runFor(9000);
    await expect(page.getByTestId('order-cancel-error')).toBeVisible();
    await page.unroute('**/api/order/ajaxCancel**');
    await customerCall(page, 4, 'order/ajaxCancel', { orderNumber });
  });

  test('repeat order fills the cart with the order’s goods and goes to /cart', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
    const { orderNumber, articleNumber } = await placeOrder(page, 4);
    await page.goto(tenantUrl(4, `/account/orders/${orderNumber}?lang=en`));
    const card = page.locator(`[data-testid="order"][data-order="${orderNumber}"]`);
    await card.getByTestId('order-repeat').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('page-cart')).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-item').first()).toHaveAttribute('data-amount', '2');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('state') ?? '')).toContain(articleNumber);
    await customerCall(page, 4, 'order/ajaxCancel', { orderNumber });
  });

  test('an older order in the path is shown expanded', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
    const all = await customerCall<{ orderNumber: number }[]>(page, 4, 'order/ajaxList', { limit: 100 });
    const oldest = all.body[all.body.length - 1]?.orderNumber;
    await page.goto(tenantUrl(4, `/account/orders/${oldest}?lang=en`));
    const card = page.locator(`[data-testid="order"][data-order="${oldest}"]`);
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(card.getByTestId('order-item').first()).toBeVisible();
  });
});

test.describe('account area (tenant 5, Finnish)', () => {
  test('orders list in Finnish with statuses, accessible and translated', async ({ page }) => {
    await signIn(page, 5, 'business.5@example.com');
    await page.goto(tenantUrl(5, '/account/orders'));
    await expect(page.getByTestId('page-account')).toHaveAttribute('data-tab', 'orders');
    await expect(page.getByTestId('account-tab-orders')).toHaveText('Tilaukset');
    await expect(page.getByTestId('order')).toHaveCount(3);
    await loadAll(page);
    await expect(page.locator('[data-testid="order-status"][data-status="canceled"]').first()).toHaveText('Peruttu');
    await expect(page.locator('[data-testid="order-status"][data-status="printed/invoiced"]').first()).toHaveText(
      'Tulostettu / Laskutettu',
    );
    await expectAccessible(page);
    await expectNoMissingTranslations(page);
    await page.setViewportSize(WIDTHS.phone);
    await screenshot(page, 'orders/account-orders-fi-phone', { fullPage: true });
    await page.goto(tenantUrl(5, '/account'));
    await expect(page.getByTestId('account-recommended').getByTestId('product-grid')).toBeVisible();
    await expectAccessible(page);
    await expectNoMissingTranslations(page);
  });
});

test.describe('an order in the path that is not the customer’s', () => {
  test('another customer’s order and a number that does not exist say so, with a link back', async ({ page }) => {
    test.slow();
    await signIn(page, 4, 'business.4@example.com');
    const theirs = await customerCall<{ orderNumber: number }[]>(page, 4, 'order/ajaxList', { limit: 1 });
    const foreign = theirs.body[0]?.orderNumber;
    expect(foreign).toBeDefined();
    await signIn(page, 4, 'private.4@example.com');
    for (const orderNumber of [foreign, 2_000_000_000]) {
      await page.goto(tenantUrl(4, `/account/orders/${orderNumber}?lang=en`));
      const notFound = page.getByTestId('order-not-found');
      await expect(notFound).toContainText('Order not found');
      await expect(notFound).toContainText(`There is no order with the number ${orderNumber} in your account.`);
      await expect(page.getByTestId('orders-loading')).toHaveCount(0);
      await expect(page.getByTestId('order')).toHaveCount(0);
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    }
    await page.getByTestId('order-not-found-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/orders');
    await expect(page.getByTestId('order-not-found')).toHaveCount(0);
    await expect(page.getByTestId('account-panel-orders')).toBeVisible();
  });
});

test.describe('account layout', () => {
  test('an enabled Cancel order looks enabled, a disabled one faded', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    const { orderNumber } = await placeOrder(page, 4);
    await page.goto(tenantUrl(4, '/account/orders?lang=en'));
    const open = page.locator(`[data-testid="order"][data-order="${orderNumber}"]`).getByTestId('order-cancel');
    await expect(open).toBeEnabled();
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      return { opacity: style.opacity, border: style.borderTopColor, color: style.color, cursor: style.cursor };
    };
    const enabled = await open.evaluate(look);
    expect(enabled.opacity).toBe('1');
    expect(enabled.cursor).toBe('pointer');
    // A visible outline in the colour of the text: it reads as a button, not as plain (disabled) text.
    expect(enabled.border).not.toBe('rgba(0, 0, 0, 0)');
    expect(enabled.border).toBe(enabled.color);
    await loadAll(page);
    const closed = page.locator('[data-testid="order-cancel"]:disabled').first();
    await expect(closed).toBeDisabled();
    const disabled = await closed.evaluate(look);
    expect(disabled.opacity).not.toBe('1');
    expect(disabled.color).not.toBe(enabled.color);
    await expectAccessible(page);
    await customerCall(page, 4, 'order/ajaxCancel', { orderNumber });
  });

  test('the account tabs stay on one row at 375 and 320 px', async ({ page }) => {
    test.slow();
    await signIn(page, 4, 'business.4@example.com');
    for (const lang of ['en', 'sv', 'fi']) {
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 760 });
        await page.goto(tenantUrl(4, `/account/settings?lang=${lang}`));
        const tabs = page.getByTestId('account-tabs');
        await expect(tabs.getByRole('link')).toHaveCount(5);
        const tops = await tabs
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${lang} at ${width}`).toBe(1);
        // The current tab is in view, and the page does not scroll sideways.
        const current = await page.getByTestId('account-tab-settings').boundingBox();
        expect(current && current.x >= 0 && current.x + current.width <= width + 0.5).toBe(true);
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const w = document.documentElement.clientWidth;
                const wide = [...document.body.querySelectorAll('*')]
                  .filter((el) => el.getBoundingClientRect().right > w + 0.5)
                  .map((el) => `${el.tagName}.${String(el.className)}`);
                return { scrollWidth: document.documentElement.scrollWidth, wide };
              }),
            { message: `${lang} at ${width}` },
          )
          .toEqual({ scrollWidth: width, wide: [] });
      }
    }
  });
});
