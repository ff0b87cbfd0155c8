import { expect, test } from '@playwright/test';
import { screenshot, signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

test.describe('store selection (tenant 3)', () => {
  test('lists 10 stores per page, searches by name or id, pages, and selecting shows the shop', async ({ page }) => {
    test.slow();
    await signIn(page, 3, 'stores.3@example.com');
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.goto(tenantUrl(3, '/shop?lang=en'));
      await expect(page.getByTestId('store-selection')).toBeVisible();
      await expect(page.getByTestId('store')).toHaveCount(10);
      await expect(page.getByTestId('store-count')).toHaveText('Stores: 12');
      await expect(page.getByTestId('store').first()).toContainText('Customer number');
      await expect(page.getByTestId('store').first()).toContainText('Store ID');
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
      await screenshot(page, `orders/stores-${name}`, { fullPage: true });
    }
    await page.getByTestId('pagination-next').click();
    await expect(page.getByTestId('store')).toHaveCount(2);
    await page.getByTestId('pagination-previous').click();
    await expect(page.getByTestId('store')).toHaveCount(10);

    const search = page.getByTestId('store-search');
    await expect(search).toHaveAttribute('placeholder', 'enter store name or ID');
    await search.fill('S-105');
    await expect(page.getByTestId('store')).toHaveCount(1);
    await expect(page.getByTestId('store')).toContainText('S-105');
    const firstName = (await page.getByTestId('store').first().locator('span').first().textContent()) ?? '';
    const word = firstName.split(/[ ,]/)[0] ?? '';
    await search.fill(word.toLowerCase());
    await expect(page.getByTestId('store').first()).toContainText(word);
    await search.fill('no such store');
    await expect(page.getByTestId('store-empty')).toBeVisible();
    await search.fill('S-105');
    await expect(page.getByTestId('store')).toHaveCount(1);

    const store = page.getByTestId('store').first();
    const customerNumber = await store.getAttribute('data-customer');
    await store.getByTestId('store-select').click();
    await expect(page.getByTestId('store-selection')).toBeHidden();
    await expect(page.getByTestId('page-shop')).toBeVisible();
    await page.getByTestId('site-logo').click();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await screenshot(page, 'orders/stores-selected', { fullPage: true });

    // The session now acts for the store.
    const customer = await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token?: string };
      const res = await fetch('/api/customer/ajaxGetCustomer?tenant=3', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.access_token}` },
        body: '{}',
      });
      return (await res.json()) as { customerNumber: string };
    });
    expect(customer.customerNumber).toBe(customerNumber);
  });

  test('logout from the store selection returns to the login page', async ({ page }) => {
    await signIn(page, 3, 'stores.3@example.com');
    await page.goto(tenantUrl(3, '/?lang=en'));
    await expect(page.getByTestId('store-selection')).toBeVisible();
    await page.getByTestId('store-logout').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});

test.describe('store selection layout (tenant 3)', () => {
  test('the store id stays whole at 375 px and the list uses the width at 1280 px', async ({ page }) => {
    await signIn(page, 3, 'stores.3@example.com');
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto(tenantUrl(3, '/?lang=en'));
    await expect(page.getByTestId('store')).toHaveCount(10);
    for (const id of await page.getByTestId('store-id').all()) {
      // One line box: 'Store ID: S-105' does not break inside.
      expect(await id.evaluate((el) => el.getClientRects().length)).toBe(1);
      await expect(id).toHaveText(/^Store ID: \S+$/);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.setViewportSize({ width: 1280, height: 800 });
    const list = page.getByTestId('store-list');
    const main = await page.getByRole('main').locator('> div').boundingBox();
    const box = await list.boundingBox();
    if (!main || !box) throw new Error('no boxes');
    // The list spans the content column (not half of it) and shows more than one store a row.
    expect(box.width).toBeGreaterThan(main.width * 0.9);
    const tops = await page
      .getByTestId('store')
      .evaluateAll((stores) => stores.map((s) => Math.round(s.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeLessThan(tops.length);
    await expectAccessible(page);
  });
});
