import { expect, type Page, test } from '@playwright/test';
import { xlsxOf } from '../src/test/xlsx.ts';
import { field, fillContact, finish } from './checkout-steps.ts';
import { expectOutcome, isOrderable, listProducts, screenshot, signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

/**
 * Quick order (issue 26, /quick-order): lines pasted, uploaded or typed are checked together,
 * bad lines are shown by their number, and the good ones go into the cart in one step.
 */

const UNKNOWN = 'NOPE-00000';

/** Article numbers of four packages (of different products) the shop sells to this session, without forms. */
async function fourArticleNumbers(page: Page, tenant: number): Promise<string[]> {
  const list = await listProducts(page, tenant);
  const numbers = list.flatMap((p) => p.articles.find((a) => isOrderable(a))?.articleNumber ?? []).slice(0, 4);
  expect(numbers, `four orderable articles on tenant ${tenant}`).toHaveLength(4);
  return numbers;
}

async function openQuickOrder(page: Page, tenant = 4): Promise<void> {
  await page.goto(tenantUrl(tenant, '/quick-order?lang=en'));
  await expect(page.getByTestId('page-quick-order')).toBeVisible();
}

/** Adds the checked lines, then goes through the cart to the order confirmation as the signed-in business customer. */
async function addAndCheckOut(page: Page, numbers: string[]): Promise<void> {
  const lines = numbers.length;
  const before = Number(await page.getByTestId('cart-link').getAttribute('data-count'));
  await page.getByRole('button', { name: `Add ${lines} lines to the cart` }).click();
  await expect(page.getByTestId('quick-order-added')).toContainText(`${lines} lines were added to the cart.`);
  await expect(page.getByTestId('quick-order-added')).toBeFocused();
  await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', String(before + lines));
  // The bad line is still there: nothing is lost.
  await expect(page.getByTestId('quick-order-bad-line')).toHaveCount(1);
  await page.getByTestId('quick-order-to-cart').click();
  await expect(page.getByTestId('page-cart')).toBeVisible();
  for (const n of numbers) await expect(page.getByTestId('cart-item').filter({ hasText: n })).toHaveCount(1);
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('page-checkout')).toBeVisible();
  await expect(page.getByTestId('checkout-submit')).toBeEnabled();
  for (const n of numbers) await expect(page.getByTestId('summary-line').filter({ hasText: n })).toHaveCount(1);
  await fillContact(page, 'deliveryAddress');
  await page.getByTestId('copy-delivery').check();
  const eInvoice = page.getByTestId('e-invoice-yes');
  if (
    await eInvoice.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  )
    await eInvoice.click();
  await expect(field(page, 'deliveryAddress.contactPerson')).toHaveValue('Eva Inköp');
  await finish(page);
}

test.describe('quick order', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('tenant 4: pasted lines, the unknown one by its number, four added and checked out', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    const [a, b, c, d] = await fourArticleNumbers(page, 4);
    await openQuickOrder(page);
    await page.getByTestId('quick-order-paste').fill(`${a};2\n${b}\t3\n4 x ${c}\n${UNKNOWN};1\n${d}`);
    await page.getByTestId('quick-order-check').click();
    const bad = page.getByTestId('quick-order-bad-line');
    await expect(bad).toHaveCount(1);
    await expect(bad).toHaveAttribute('data-line', '4');
    await expect(bad).toContainText('Pasted, line 4');
    await expect(bad).toContainText(UNKNOWN);
    await expect(bad).toContainText('Unknown article number');
    const good = page.getByTestId('quick-order-good-line');
    await expect(good).toHaveCount(4);
    await expect(good.nth(2)).toHaveAttribute('data-amount', '4');
    await addAndCheckOut(page, [a, b, c, d].map(String));
  });

  test('tenant 4: a CSV file does the same', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    const [a, b, c, d] = await fourArticleNumbers(page, 4);
    await openQuickOrder(page);
    const csv = `Artikelnummer;Antal\r\n${a};1\r\n${b};2\r\n${c};3\r\n${UNKNOWN};1\r\n${d};5\r\n`;
    await page
      .getByLabel('CSV or Excel file')
      .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('quick-order-file-read')).toContainText('order.csv: 5 lines read');
    await page.getByTestId('quick-order-check').click();
    const bad = page.getByTestId('quick-order-bad-line');
    await expect(bad).toHaveCount(1);
    await expect(bad).toHaveAttribute('data-source', 'file');
    await expect(bad).toContainText('File, line 5');
    await expect(page.getByTestId('quick-order-good-line')).toHaveCount(4);
    await addAndCheckOut(page, [a, b, c, d].map(String));
  });

  test('tenant 4: an Excel workbook (.xlsx) does the same', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    const [a, b, c, d] = await fourArticleNumbers(page, 4);
    await openQuickOrder(page);
    const rows = [
      ['Artikelnummer', 'Antal'],
      [a, 1],
      [b, 2],
      [c, 3],
      [UNKNOWN, 1],
      [d, 5],
    ] as (string | number)[][];
    await page.getByLabel('CSV or Excel file').setInputFiles({
      name: 'order.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(xlsxOf(rows)),
    });
    await expect(page.getByTestId('quick-order-file-read')).toContainText('order.xlsx: 5 lines read');
    await page.getByTestId('quick-order-check').click();
    const bad = page.getByTestId('quick-order-bad-line');
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText('File, line 5');
    await expect(page.getByTestId('quick-order-good-line')).toHaveCount(4);
    await addAndCheckOut(page, [a, b, c, d].map(String));
  });

  test('tenant 4: the rows by keyboard alone', async ({ page }) => {
    await page.goto(tenantUrl(4, '/cookieinformation'));
    const [a, b] = await fourArticleNumbers(page, 4);
    await openQuickOrder(page);
    const row1 = page.getByRole('combobox', { name: 'Article number, row 1' });
    for (let i = 0; i < 60 && !(await row1.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(row1).toBeFocused();
    await page.keyboard.type(a ?? '');
    const listbox = page.getByRole('listbox', { name: 'Article number, row 1' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(row1).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(row1).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(first).toContainText(a ?? '');
    await page.keyboard.press('Enter');
    await expect(row1).toHaveValue(a ?? '');
    await expect(row1).toHaveAttribute('aria-expanded', 'false');
    const amount1 = page.getByRole('textbox', { name: 'Amount, row 1' });
    await expect(amount1).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    const row2 = page.getByRole('combobox', { name: 'Article number, row 2' });
    await expect(row2).toBeFocused();
    await expect(page.getByTestId('quick-order-row')).toHaveCount(4);
    await page.keyboard.type(b ?? '');
    await page.keyboard.press('Escape');
    await expect(row2).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Amount, row 2' })).toBeFocused();
    await page.keyboard.type('2');
    const check = page.getByTestId('quick-order-check');
    for (let i = 0; i < 30 && !(await check.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(check).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quick-order-good-line')).toHaveCount(2);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('quick-order-add')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quick-order-added')).toBeFocused();
    await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '2');
  });

  test('tenant 5: a guest signs in first; the header, cart and account link to it', async ({ page }) => {
    await expectOutcome(page, 5, '/quick-order', 'login');
    await signIn(page, 4, 'business.4@example.com');
    await page.goto(tenantUrl(4, '/account?lang=en'));
    await page.getByTestId('account-quick-order').click();
    await expect(page.getByTestId('page-quick-order')).toBeVisible();
    await page.getByTestId('cart-link').click();
    await expect(page.getByTestId('page-cart')).toBeVisible();
    await page.getByTestId('quick-order-link').click();
    await expect(page.getByTestId('page-quick-order')).toBeVisible();
    await expect(page).toHaveTitle(/Quick order/);
  });
});

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test(`quick order at ${widthName} width: accessible, translated, nothing sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.context().addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(4) }]);
    await page.goto(tenantUrl(4, '/cookieinformation'));
    const [a] = await fourArticleNumbers(page, 4);
    await openQuickOrder(page);
    await expectAccessible(page);
    await page.getByTestId('quick-order-paste').fill(`${a};2\n${UNKNOWN};1\n${a};x`);
    await page.getByTestId('quick-order-check').click();
    await expect(page.getByTestId('quick-order-bad-line')).toHaveCount(2);
    const row1 = page.getByRole('combobox', { name: 'Article number, row 1' });
    await row1.fill((a ?? '').slice(0, 5));
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `quick-order/quick-order-t4-${widthName}`, { fullPage: true });
    await expectNoMissingTranslations(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
  });
}
