import { expect, test } from '@playwright/test';
import { operatorSignIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, WIDTHS } from './quality.ts';

/** The back office's content pages (apps/admin, /admin/content): an operator edits the FAQ, the shop shows it. */

test.describe.configure({ timeout: 90_000 });

// The FAQ keeps its 7 questions and its 4th (content.spec.ts reads both, maybe at the same time).
test('an operator reorders and edits the FAQ, and the shop shows it at once', async ({ page, context }) => {
  await context.addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(5) }]);
  await operatorSignIn(page, 5, 'admin.5@example.com');
  await page.getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page.getByRole('tab', { name: 'Finnish', selected: true })).toBeVisible();
  const sixth = await page.getByLabel('Question (Question 6)').inputValue();
  await page.getByRole('button', { name: 'Move Question 7 up' }).click();
  await expect(page.getByLabel('Question (Question 7)')).toHaveValue(sixth);
  await expect(page.getByRole('button', { name: 'Move Question 6 up' })).toBeFocused();
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByLabel('Question (Question 8)')).toBeFocused();
  await page.getByRole('button', { name: 'Remove Question 8' }).click();
  await page.getByLabel('Answer (Question 7)').fill('Kyllä, {{name}} ottaa palautukset vastaan 14 päivän ajan.');
  // The preview lists the questions in the new order (answers folded, as on the shop).
  await expect(page.getByTestId('content-preview').locator('summary').last()).toHaveText(sixth);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The shop shows the new text now.')).toBeVisible();

  await page.goto(tenantUrl(5, '/faq'));
  const questions = page.getByTestId('page-faq').locator('button[slot="trigger"]');
  await expect(questions).toHaveCount(7);
  await expect(questions.last()).toHaveText(sixth);
  await questions.last().click();
  await expect(page.getByText('Kyllä, Sealwise Suomi ottaa palautukset vastaan 14 päivän ajan.')).toBeVisible();
});

test('an operator rewrites the home banner and picks the slider, and the shop shows both', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(6) }]);
  await operatorSignIn(page, 6, 'admin.6@example.com');
  await page.getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('tab', { name: 'Home page' }).click();
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Tagline').fill('Seals in stock today – call {{phone}}.');
  await page.getByLabel('Picture (Promotion 1)').selectOption('shield');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The shop shows the new text now.')).toBeVisible();

  await page.getByRole('link', { name: 'Campaigns' }).click();
  const slider = page.getByTestId('home-slider');
  await slider.getByLabel('Find a product to add').fill('seal');
  const add = slider.getByRole('button', { name: /^Add .* to the slider$/ });
  const first = ((await add.first().getAttribute('aria-label')) ?? '').replace(/^Add (.*) to the slider$/, '$1');
  await add.first().click();
  const second = ((await add.first().getAttribute('aria-label')) ?? '').replace(/^Add (.*) to the slider$/, '$1');
  await add.first().click();
  await slider.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(slider.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  await slider.getByRole('button', { name: 'Save the slider' }).click();
  await expect(slider.getByRole('status')).toHaveText('The slider is saved. The shop shows it now.');

  await page.goto(tenantUrl(6, '/?lang=en'));
  const banner = page.getByTestId('home-banner');
  await expect(banner).toContainText('Seals in stock today – call');
  await expect(banner.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
  const shown = page.getByTestId('home-slider');
  await shown.scrollIntoViewIfNeeded();
  const names = shown.locator('h3');
  await expect(names).toHaveCount(2);
  await expect(names.first()).toHaveText(second);
  await expect(names.nth(1)).toHaveText(first);
});

for (const [label, viewport] of Object.entries({ ...WIDTHS, tablet: { width: 768, height: 900 } })) {
  test(`the pages editor at ${label} width is accessible and fits`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await operatorSignIn(page, 4, 'orders.4@example.com');
    await page.goto(tenantUrl(4, '/admin/content?page=terms&lang=en'));
    await expect(page.getByRole('tab', { name: 'Terms', selected: true })).toBeVisible();
    await expect(page.getByTestId('content-preview')).toBeVisible();
    // An ORDER_HANDLER reads the texts and cannot save them.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}
