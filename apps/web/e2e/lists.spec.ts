import { expect, type Page, test } from '@playwright/test';
import {
  customerCall,
  isOrderable,
  listProducts,
  type ProductInfo,
  placeOrder,
  screenshot,
  signIn,
  tenantUrl,
} from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

/**
 * Order lists in the account area (issue 26 item 2, /account/lists): a customer saves the cart
 * or an order as a named list, edits its amounts, and puts it (or some of its lines) into the
 * cart. On the internal shop (tenant 3) a list belongs to the selected store.
 */

type Package = { articleId: number; articleNumber: string };

/** Two packages (of different products) the session may put in the cart, without forms. */
async function twoPackages(page: Page, tenant: number): Promise<[Package, Package]> {
  const products: ProductInfo[] = await listProducts(page, tenant);
  const found = products
    .flatMap((p) => p.articles.find((a) => isOrderable(a)) ?? [])
    .slice(0, 2)
    .map((a) => ({ articleId: a.id, articleNumber: a.articleNumber }));
  expect(found, `two orderable articles on tenant ${tenant}`).toHaveLength(2);
  return found as [Package, Package];
}

const uniqueName = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Puts the packages into the cart through quick order, `amount` of each. */
async function fillCart(page: Page, tenant: number, packages: readonly Package[], amounts: readonly number[]) {
  await page.goto(tenantUrl(tenant, '/quick-order?lang=en'));
  await expect(page.getByTestId('page-quick-order')).toBeVisible();
  await page
    .getByTestId('quick-order-paste')
    .fill(packages.map((p, i) => `${p.articleNumber};${amounts[i]}`).join('\n'));
  await page.getByTestId('quick-order-check').click();
  await page.getByTestId('quick-order-add').click();
  await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', String(packages.length));
}

/** Saves the cart as an order list named `name` from the cart page; answers the list's address. */
async function saveCartAsList(page: Page, tenant: number, name: string): Promise<string> {
  await page.goto(tenantUrl(tenant, '/cart?lang=en'));
  await expect(page.getByTestId('page-cart')).toBeVisible();
  await page.getByTestId('save-as-list').click();
  const dialog = page.getByTestId('save-as-list-dialog');
  const field = dialog.getByLabel('Name of the list');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(/^Cart /);
  await field.fill(name);
  await dialog.getByTestId('save-as-list-save').click();
  await expect(dialog).toBeHidden();
  const saved = page.getByTestId('save-as-list-saved');
  await expect(saved).toContainText(`Saved as the order list “${name}”.`);
  const href = await saved.getByRole('link', { name: 'Open the list' }).getAttribute('href');
  expect(href).toMatch(/^\/account\/lists\/\d+$/);
  return href ?? '';
}

/** A list of the signed-in customer made through the API, for the tests that start from one. */
async function createList(page: Page, tenant: number, name: string, lines: { articleId: number; amount: number }[]) {
  const answer = await customerCall<{ id: number }>(page, tenant, 'orderList/ajaxCreate', { name, lines });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

/** Empties the cart of `count` lines on the cart page, each line removed after its question. */
/** The cart page lists each package with its amount. */
async function expectCartAmounts(page: Page, packages: readonly Package[], amounts: readonly number[]) {
  for (const [i, p] of packages.entries()) {
    await expect(page.locator(`[data-testid="cart-item"][data-article-id="${p.articleId}"]`)).toHaveAttribute(
      'data-amount',
      String(amounts[i]),
    );
  }
}

async function emptyCart(page: Page, tenant: number, count: number) {
  await page.goto(tenantUrl(tenant, '/cart?lang=en'));
  const lines = page.getByTestId('cart-item');
  await expect(lines).toHaveCount(count);
  for (let left = count; left > 0; left--) {
    await lines.first().getByTestId('cart-item-remove').click();
    await page.getByTestId('cart-remove-confirm').click();
    await expect(lines).toHaveCount(left - 1);
  }
  await expect(page.getByTestId('cart-empty')).toBeVisible();
}

async function expectNoSideways(page: Page) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
}

test.describe('order lists', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('tenant 4: the cart saved as a list, an amount changed and saved, the list back in the emptied cart', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 4, 'business.4@example.com');
    const [a, b] = await twoPackages(page, 4);
    await fillCart(page, 4, [a, b], [2, 3]);
    const name = uniqueName('Weekly seals');
    const href = await saveCartAsList(page, 4, name);

    // The overview lists it with its two lines; opening it shows both with their amounts.
    await page.goto(tenantUrl(4, '/account/lists?lang=en'));
    await expect(page.getByTestId('account-tab-lists')).toHaveAttribute('aria-current', 'page');
    const card = page.getByTestId('list-summary').filter({ hasText: name });
    await expect(card).toContainText('2 lines');
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('list-name')).toHaveText(name);
    const lineA = page.getByTestId('list-line').filter({ hasText: a.articleNumber });
    const lineB = page.getByTestId('list-line').filter({ hasText: b.articleNumber });
    await expect(lineA.getByTestId('list-line-amount')).toHaveValue('2');
    await expect(lineB.getByTestId('list-line-amount')).toHaveValue('3');

    // A bad amount is refused by its field; a good one is saved.
    await lineB.getByTestId('list-line-amount').fill('0');
    await page.getByTestId('list-save').click();
    await expect(lineB.getByText('The amount must be at least 1.')).toBeVisible();
    await lineB.getByTestId('list-line-amount').fill('7');
    await page.getByTestId('list-save').click();
    await expect(page.getByTestId('list-saved')).toHaveText('Your changes were saved.');
    await page.reload();
    await expect(
      page.getByTestId('list-line').filter({ hasText: b.articleNumber }).getByTestId('list-line-amount'),
    ).toHaveValue('7');

    // The emptied cart gets the list's lines with their amounts.
    await emptyCart(page, 4, 2);
    await page.goto(tenantUrl(4, `${href}?lang=en`));
    await page.getByTestId('list-add-to-cart').click();
    await expect(page.getByTestId('list-added')).toContainText('2 lines were added to the cart.');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '2');
    await page.getByTestId('list-to-cart').click();
    await expect(page.getByTestId('page-cart')).toBeVisible();
    await expectCartAmounts(page, [a, b], [2, 7]);
    await expectNoMissingTranslations(page);
  });

  test('tenant 3: a list saved in a store is used by a second user of the store, not seen by another store', async ({
    browser,
  }) => {
    test.slow();
    const name = uniqueName('Store S-105 restock');

    // First session: stores.3@example.com selects store S-105 and saves its cart as a list.
    const first = await browser.newPage({ viewport: WIDTHS.desktop });
    await signIn(first, 3, 'stores.3@example.com');
    await selectStore(first, 'S-105');
    const [a, b] = await twoPackages(first, 3);
    await fillCart(first, 3, [a, b], [4, 1]);
    await saveCartAsList(first, 3, name);
    await first.close();

    // A second user of the chain (stores2.3@example.com): selects the same store, sees the list
    // and adds it to the store's cart in its own session (empty until then).
    const second = await browser.newPage({ viewport: WIDTHS.desktop });
    await signIn(second, 3, 'stores2.3@example.com');
    await selectStore(second, 'S-105');
    await second.goto(tenantUrl(3, '/account/lists?lang=en'));
    const card = second.getByTestId('list-summary').filter({ hasText: name });
    await expect(card).toContainText('2 lines');
    await card.getByRole('link', { name }).click();
    await expect(second.getByTestId('list-name')).toHaveText(name);
    await second.getByTestId('list-add-to-cart').click();
    await expect(second.getByTestId('list-added')).toContainText('2 lines were added to the cart.');
    await second.goto(tenantUrl(3, '/cart?lang=en'));
    await expectCartAmounts(second, [a, b], [4, 1]);
    await second.close();

    // Another store does not see it.
    const other = await browser.newPage({ viewport: WIDTHS.desktop });
    await signIn(other, 3, 'stores.3@example.com');
    await selectStore(other, 'S-106');
    await other.goto(tenantUrl(3, '/account/lists?lang=en'));
    await expect(other.getByTestId('lists-overview')).toBeVisible();
    await expect(other.getByTestId('lists-loading')).toBeHidden();
    await expect(other.getByTestId('list-summary').filter({ hasText: name })).toHaveCount(0);
    await other.close();
  });

  test('tenant 4: an order saved as a list from the account’s orders', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    const { orderNumber, articleNumber } = await placeOrder(page, 4);
    await page.goto(tenantUrl(4, `/account/orders/${orderNumber}?lang=en`));
    const order = page.locator(`[data-testid="order"][data-order="${orderNumber}"]`);
    await expect(order).toHaveAttribute('data-expanded', 'true');
    await order.getByTestId('save-as-list').click();
    const dialog = page.getByTestId('save-as-list-dialog');
    await expect(dialog.getByLabel('Name of the list')).toHaveValue(`Order ${orderNumber}`);
    await dialog.getByTestId('save-as-list-save').click();
    const saved = order.getByTestId('save-as-list-saved');
    await expect(saved).toContainText(`Saved as the order list “Order ${orderNumber}”.`);
    await saved.getByRole('link', { name: 'Open the list' }).click();
    await expect(page.getByTestId('list-name')).toHaveText(`Order ${orderNumber}`);
    const line = page.getByTestId('list-line').filter({ hasText: articleNumber });
    await expect(line.getByTestId('list-line-amount')).toHaveValue('2');
  });

  test('tenant 4: a list opened and added to the cart with the keyboard alone', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    const [a, b] = await twoPackages(page, 4);
    const name = uniqueName('Keyboard list');
    const id = await createList(page, 4, name, [
      { articleId: a.articleId, amount: 2 },
      { articleId: b.articleId, amount: 5 },
    ]);
    await page.goto(tenantUrl(4, '/account/lists?lang=en'));
    const link = page.getByTestId('list-summary').filter({ hasText: name }).getByRole('link', { name });
    await expect(link).toBeVisible();
    for (let i = 0; i < 80 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/account/lists/${id}$`));
    await expect(page.getByTestId('list-name')).toHaveText(name);
    const add = page.getByTestId('list-add-to-cart');
    await expect(add).toHaveText('Add 2 lines to the cart');
    for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('list-added')).toContainText('2 lines were added to the cart.');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '2');
    // The notice's link to the cart comes next.
    for (
      let i = 0;
      i < 10 && !(await page.getByTestId('list-to-cart').evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(page.getByTestId('list-to-cart')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('page-cart')).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
  });
});

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test(`order lists at ${widthName} width: accessible, translated, nothing sideways`, async ({ page }) => {
    // Three accessibility scans and a full-page screenshot: about 30 s on a slow 2-core machine.
    test.slow();
    await page.setViewportSize(viewport);
    await page.context().addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(4) }]);
    await signIn(page, 4, 'business.4@example.com');
    const [a, b] = await twoPackages(page, 4);
    const id = await createList(page, 4, uniqueName(`Axe ${widthName}`), [
      { articleId: a.articleId, amount: 2 },
      { articleId: b.articleId, amount: 12 },
    ]);
    await page.goto(tenantUrl(4, '/account/lists?lang=en'));
    await expect(page.getByTestId('list-summary').first()).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    await page.goto(tenantUrl(4, `/account/lists/${id}?lang=en`));
    await expect(page.getByTestId('list-line')).toHaveCount(2);
    await expectAccessible(page);
    await expectNoSideways(page);
    // With a field error, the rename form and the delete question open.
    await page.getByTestId('list-line-amount').first().fill('abc');
    await page.getByTestId('list-save').click();
    await expect(page.getByTestId('list-failure')).toBeVisible();
    await page.getByTestId('list-rename').click();
    await expectAccessible(page);
    await expectNoSideways(page);
    await screenshot(page, `lists/list-t4-${widthName}`, { fullPage: true });
    await page.getByTestId('list-rename-cancel').click();
    await page.getByTestId('list-delete').click();
    await expect(page.getByTestId('list-delete-dialog')).toBeVisible();
    // Checked once the dialog has faded in (its colours are then its own).
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByTestId('list-delete-no').click();
    await expectNoMissingTranslations(page);
  });
}

/** Selects the store with this store id from the store list shown after signing in on tenant 3. */
async function selectStore(page: Page, storeId: string): Promise<void> {
  await page.goto(tenantUrl(3, '/?lang=en'));
  await expect(page.getByTestId('store-selection')).toBeVisible();
  await page.getByTestId('store-search').fill(storeId);
  await expect(page.getByTestId('store')).toHaveCount(1);
  await page.getByTestId('store').first().getByTestId('store-select').click();
  await expect(page.getByTestId('store-selection')).toBeHidden();
}
