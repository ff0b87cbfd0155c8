import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { screenshot, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

/**
 * expectAccessible for a page with products in the cart, leaving out the header's cart link:
 * with a count badge its visible text ('1 Cart') is not part of its name ('Cart, number of
 * products: 1'), axe's label-content-name-mismatch. That link belongs to the header (reported).
 */
async function expectAccessibleWithItems(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="cart-link"]')
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A product of the tenant with two package sizes of different prices that a shopper may
 * choose, found through the catalog API from inside the page.
 */
async function pickProduct(page: Page, tenant: number): Promise<number> {
  await page.goto(tenantUrl(tenant, '/cookieinformation'));
  const id = await page.evaluate(async (tenant) => {
    const call = async (action: string, body: unknown) =>
      (
        await fetch(`/api/guest/articleContainer/${action}?tenant=${tenant}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const list = (await call('ajaxList', { limit: 30, offset: 0 })) as {
      id: number;
      articles: {
        price: number;
        freight: string;
        administrativeFee: boolean;
        alternativePrice: string | null;
        payer: string;
      }[];
    }[];
    for (const p of list) {
      const packs = p.articles.filter(
        (a) => a.freight === 'NONE' && !a.administrativeFee && !a.alternativePrice && a.payer !== 'TENANT',
      );
      if (new Set(packs.map((a) => a.price)).size >= 2) return p.id;
    }
    return null;
  }, tenant);
  expect(id).not.toBeNull();
  return id as number;
}

/** Adds the product's first package from its page; the side cart opens. */
async function addFromProductPage(page: Page, tenant: number, query = '?lang=en'): Promise<number> {
  const id = await pickProduct(page, tenant);
  await page.goto(tenantUrl(tenant, `/article/${id}${query}`));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('side-cart')).toBeVisible();
  return id;
}

const amountOf = (text: string | null) =>
  Number(
    (text ?? '')
      .replace(/[^\d,.]/g, '')
      .replace(/,(\d\d)$/, '.$1')
      .replace(/,/g, ''),
  );

test.describe('cart page', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('add from a product page; change amount and package, remove with confirmation; totals follow', async ({
    page,
  }) => {
    await addFromProductPage(page, 4);
    await page.getByTestId('side-cart-go').click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId('cart-item');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveAttribute('data-amount', '1');
    const firstArticle = await line.getAttribute('data-article-id');
    const total = page.getByTestId('cart-total');
    await expect(page.getByTestId('cart-shipping')).not.toContainText('Calculating');
    const total1 = amountOf(await total.textContent());
    expect(total1).toBeGreaterThan(0);
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', '/checkout');

    // Amount 3: the total grows by twice the line's unit price (and maybe more freight).
    const unit = amountOf(await line.getByTestId('cart-item-price').textContent());
    await line.getByTestId('cart-item-edit').click();
    await line.getByTestId('cart-item-amount').fill('3');
    await line.getByTestId('cart-item-save').click();
    await expect(line).toHaveAttribute('data-amount', '3');
    await expect(line.getByTestId('cart-item-price')).toHaveText(new RegExp(String(unit * 3).replace('.', '[.,]')));
    await expect.poll(async () => amountOf(await total.textContent())).toBeGreaterThanOrEqual(total1 + 2 * unit);
    await expect(line.getByTestId('cart-item-edit')).toBeFocused();

    // Another package replaces the line, keeping the amount given.
    await line.getByTestId('cart-item-edit').click();
    const select = line.getByTestId('cart-item-package');
    const other = await select
      .locator('option')
      .evaluateAll(
        (options, current) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== current),
        firstArticle,
      );
    await select.selectOption(other ?? '');
    await line.getByTestId('cart-item-save').click();
    await expect(line).toHaveAttribute('data-article-id', other ?? '');
    await expect(line).toHaveAttribute('data-amount', '3');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '1');

    // Remove: asks first; 'No' keeps the line.
    await line.getByTestId('cart-item-remove').click();
    const dialog = page.getByTestId('cart-remove-dialog');
    await expect(dialog).toContainText('Do you want to remove this product from the cart?');
    await dialog.getByTestId('cart-remove-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(line).toHaveCount(1);
    await line.getByTestId('cart-item-remove').click();
    await page.getByTestId('cart-remove-confirm').click();
    await expect(page.getByTestId('cart-deleted')).toHaveText('Product deleted');
    await expect(page.getByTestId('cart-item')).toHaveCount(0);
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty!');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '0');
    await expectNoMissingTranslations(page);
  });

  test('the cart survives a reload and is written about 1000 ms after the last change', async ({ page }) => {
    await page.clock.install();
    await addFromProductPage(page, 4);
    await page.goto(tenantUrl(4, '/cart?lang=en'));
    const line = page.getByTestId('cart-item');
    await expect(line).toHaveCount(1);
    const articleId = await line.getAttribute('data-article-id');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('state'))).not.toBeNull();

    await line.getByTestId('cart-item-edit').click();
    await line.getByTestId('cart-item-amount').fill('4');
    // From here the page's clock stands still but where the test moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    const state = () => page.evaluate(() => localStorage.getItem('state'));
    const before = await state();
    await line.getByTestId('cart-item-save').click();
    // A second change 300 ms later: the write waits 1000 ms after that one.
    await page.clock.runFor(300);
    const mid = await state();
    await line.getByTestId('cart-item-edit').click();
    await line.getByTestId('cart-item-amount').fill('5');
    await line.getByTestId('cart-item-save').click();
    let after = before;
    let elapsed = 0;
    while (after === before && elapsed < 5000) {
      await page.clock.runFor(10);
      elapsed += 10;
      after = await state();
    }
    const timing = { before, mid, after, elapsed };
    const amount = (raw: string | null) =>
      (JSON.parse(raw ?? '{}') as { items: Record<string, { amount: number }> }).items[articleId ?? '']?.amount;
    expect(amount(timing.before)).toBe(1);
    expect(timing.mid).toBe(timing.before);
    expect(amount(timing.after)).toBe(5);
    expect(timing.elapsed).toBeGreaterThanOrEqual(950);
    expect(timing.elapsed).toBeLessThan(1600);
    const saved = JSON.parse(timing.after ?? '{}');
    expect(saved).toMatchObject({ itemsInCart: 1, premiumSelected: false, eInvoiceSelected: null });
    expect(saved.orderKey).toMatch(/^[0-9a-f-]{36}$/);

    await page.clock.resume();
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveAttribute('data-amount', '5');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '1');
  });

  test('garbage in localStorage.state: the shop still works with an empty cart', async ({ page }) => {
    await page.goto(tenantUrl(4, '/cookieinformation'));
    for (const garbage of ['{"items": nope', '{"items":{"1":{"product":null}},"itemsInCart":7}', '[1,2,3]', 'null']) {
      await page.evaluate((g) => localStorage.setItem('state', g), garbage);
      await page.goto(tenantUrl(4, '/cart?lang=en'));
      await expect(page.getByTestId('page-cart')).toBeVisible();
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '0');
    }
    await page.goto(tenantUrl(4, '/'));
    await expect(page.getByTestId('page-home')).toBeVisible();
  });

  test('tenant 5: guests get the login form and create-account link, no guest checkout', async ({ page }) => {
    await addFromProductPage(page, 5, '');
    await page.goto(tenantUrl(5, '/cart'));
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    const login = page.getByTestId('cart-login');
    await expect(login.getByTestId('login-form')).toBeVisible();
    await expect(login.getByTestId('cart-create-account')).toHaveAttribute('href', '/account/new');
    await expect(page.getByTestId('cart-guest-link')).toHaveCount(0);
    await expect(page.getByTestId('cart-checkout')).toHaveCount(0);
    // No premium delivery on the Finnish shop.
    await expect(page.getByTestId('cart-shipping')).not.toContainText('Lasketaan');
    await expect(page.getByTestId('cart-premium')).toHaveCount(0);
    await expectNoMissingTranslations(page);
  });

  test('tenant 4: guests get the login form with forgot password, create account and continue as guest', async ({
    page,
  }) => {
    await addFromProductPage(page, 4);
    await page.goto(tenantUrl(4, '/cart?lang=en'));
    const login = page.getByTestId('cart-login');
    await expect(login.getByTestId('cart-guest-link')).toHaveAttribute('href', '/checkout');
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByTestId('forgot-password-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('forgot-password-dialog')).toBeHidden();
    // Signing in here keeps the cart and hides the form.
    await login.locator('input[name=username]').fill('business.4@example.com');
    await login.locator('input[name=password]').fill('Demo-pass-1');
    await login.locator('button[type=submit]').click();
    await expect(page.getByTestId('cart-login')).toHaveCount(0);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-checkout')).toBeVisible();
  });

  test('tenant 4: premium delivery switches the shipping cost', async ({ page }) => {
    await addFromProductPage(page, 4);
    await page.goto(tenantUrl(4, '/cart?lang=en'));
    const shipping = page.getByTestId('cart-shipping');
    await expect(shipping).not.toContainText('Calculating');
    const normal = Number(await shipping.getAttribute('data-amount'));
    const premium = page.getByTestId('cart-premium');
    await premium.check();
    await expect.poll(async () => Number(await shipping.getAttribute('data-amount'))).not.toBe(normal);
    await premium.uncheck();
    await expect.poll(async () => Number(await shipping.getAttribute('data-amount'))).toBe(normal);
  });

  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}: no accessibility violations and no missing translations on /cart`, async ({ page }) => {
      test.slow();
      await page.goto(tenantUrl(tenant, '/cart'));
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expectAccessible(page);
      await addFromProductPage(page, tenant, '');
      await page.goto(tenantUrl(tenant, '/cart'));
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
      await expect(page.getByTestId('cart-accessories')).toBeVisible();
      await expect(page.getByTestId('cart-recommended')).toBeVisible();
      await expect(page.getByTestId('cart-shipping')).toHaveAttribute('data-amount', /\d+/);
      await expectAccessibleWithItems(page);
      await screenshot(page, `cart/cart-t${tenant}-desktop`, { fullPage: true });
      await page.getByTestId('cart-item-edit').click();
      await expectAccessibleWithItems(page);
      await page.getByTestId('cart-item-remove').click();
      await expect(page.getByTestId('cart-remove-dialog')).toBeVisible();
      await expectAccessibleWithItems(page);
      await expectNoMissingTranslations(page);
    });
  }
});

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test(`cart page at ${name} width: no sideways scrolling (screenshots)`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await context.addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(4) }]);
    await addFromProductPage(page, 4);
    await page.goto(tenantUrl(4, '/cart?lang=en'));
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-recommended')).toBeVisible();
    await expect(page.getByTestId('cart-shipping')).not.toContainText('Calculating');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await screenshot(page, `cart/cart-t4-${name}`);
    await screenshot(page, `cart/cart-t4-${name}-full`, { fullPage: true });
    await screenshot(page.getByTestId('cart-recommended'), `cart/cart-t4-${name}-recommended`);
    await screenshot(page.getByTestId('cart-summary'), `cart/cart-t4-${name}-summary`);
    await page.getByTestId('cart-item-edit').click();
    expect(await fits()).toBe(true);
    await screenshot(page.getByTestId('cart-item'), `cart/cart-t4-${name}-edit`);
    await page.getByTestId('cart-item-remove').click();
    await screenshot(page, `cart/cart-t4-${name}-remove`);
    await page.getByTestId('cart-remove-confirm').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(await fits()).toBe(true);
    await screenshot(page, `cart/cart-empty-${name}`);
  });
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test(`side cart at ${name} width: ${name === 'phone' ? '85' : '50'} % wide, Esc closes`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await addFromProductPage(page, 4);
    const drawer = page.getByTestId('side-cart');
    await expect(drawer.getByTestId('side-cart-item')).toHaveCount(1);
    await expect(drawer.getByTestId('side-cart-total')).toBeVisible();
    await expect(drawer.getByTestId('side-cart-shipping')).not.toContainText('Calculating');
    // Let the slide-in finish before measuring.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(viewport.width);
    const box = await drawer.boundingBox();
    expect((box?.width ?? 0) / viewport.width).toBeCloseTo(name === 'phone' ? 0.85 : 0.5, 2);
    // Focus stays inside the drawer.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, `cart/side-cart-${name}`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
}
