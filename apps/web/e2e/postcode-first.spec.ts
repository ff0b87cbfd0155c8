import { expect, type Locator, type Page, test } from '@playwright/test';
import { isOrderable, listProducts, screenshot, signIn, tenantUrl } from './fixtures.ts';
import { expectNoMissingTranslations, WIDTHS } from './quality.ts';

/** Puts one orderable package of the tenant into the saved cart (read when the app next starts). */
async function fillCart(page: Page, tenant: number): Promise<void> {
  const list = await listProducts(page, tenant);
  const product = list.find((p) => p.articles.some((a) => isOrderable(a)));
  const article = product?.articles.find((a) => isOrderable(a));
  if (!product || !article) throw new Error(`no orderable article on tenant ${tenant}`);
  const { id, name, description, image } = product;
  const state = {
    items: { [article.id]: { product: { id, name, description, image }, article, amount: 1, price: article.price } },
    itemsInCart: 1,
  };
  await page.evaluate((state) => localStorage.setItem('state', JSON.stringify(state)), state);
}

async function openCheckout(page: Page, tenant: number): Promise<void> {
  await page.goto(tenantUrl(tenant, '/checkout?lang=en'));
  // The checkout waits for the customer, the cart's prices and the address type.
  await expect(page.getByTestId('checkout-step-address')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('checkout-submit')).toBeEnabled({ timeout: 20_000 });
}

/** Types a postcode and waits for the server's answer on it (and on its streets when it is valid). */
async function typeZip(page: Page, input: Locator, zip: string): Promise<boolean> {
  const answer = page.waitForResponse((r) => r.url().includes('ajaxValidateZipCode'));
  await input.fill(zip);
  const valid = ((await (await answer).json()) as { data: boolean }).data;
  return valid;
}

/** The test ids or ids of the inputs of a container, in document order. */
const inputOrder = (container: Locator) =>
  container.locator('input').evaluateAll((els) =>
    els.map((e) =>
      e.id
        .replace(/-modal$/, '')
        .split('-')
        .pop(),
    ),
  );

/** The error text a field is described by. */
async function errorOf(page: Page, input: Locator): Promise<string> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

test.describe('postcode first: nothing typed is lost', () => {
  test.use({ viewport: WIDTHS.desktop });
  // A checkout waits for several answers of a busy test server.
  test.slow();

  test('tenant 4 guest: street, number and letter typed first stay; an invalid postcode shows Invalid', async ({
    page,
  }) => {
    await page.goto(tenantUrl(4, '/cookieinformation'));
    await fillCart(page, 4);
    await openCheckout(page, 4);
    const step = page.getByTestId('checkout-step-address');
    const field = (name: string) => page.locator(`#checkout-deliveryAddress-${name}`);
    const order = await inputOrder(step);
    expect(order.indexOf('zipCode')).toBeLessThan(order.indexOf('streetName'));
    expect(order.indexOf('city')).toBeLessThan(order.indexOf('streetName'));

    await field('recipient').fill('Acme Kontor AB');
    await field('streetName').fill('Storgatan');
    await field('streetNumber').fill('12');
    await field('streetLetter').fill('B');
    expect(await typeZip(page, field('zipCode'), '11122')).toBe(true);
    await expect(field('city')).toHaveValue('Stockholm');
    await expect(page.locator('datalist option').first()).toBeAttached();
    await expect(field('streetName')).toHaveValue('Storgatan');
    await expect(field('streetNumber')).toHaveValue('12');
    await expect(field('streetLetter')).toHaveValue('B');

    for (const zip of ['00000', '12345', '41101']) {
      expect(await typeZip(page, field('zipCode'), zip)).toBe(false);
      await expect(field('zipCode')).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => errorOf(page, field('zipCode'))).toContain('Invalid');
      // The city of the previous code goes; what the shopper typed stays.
      await expect(field('city')).toHaveValue('');
      await expect(field('streetName')).toHaveValue('Storgatan');
      await expect(field('streetNumber')).toHaveValue('12');
      await expect(field('streetLetter')).toHaveValue('B');
    }
    await screenshot(page, 'postal/checkout-guest-invalid-1280', { fullPage: true });
    await page.setViewportSize(WIDTHS.phone);
    await screenshot(page, 'postal/checkout-guest-invalid-375', { fullPage: true });

    // An empty street gets the code's first street.
    await field('streetName').fill('');
    expect(await typeZip(page, field('zipCode'), '41103')).toBe(true);
    await expect(field('zipCode')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field('city')).toHaveValue('Göteborg');
    await expect(field('streetName')).toHaveValue('Nordstadstorget');
    await expect(field('streetNumber')).toHaveValue('12');
    await expectNoMissingTranslations(page);
  });

  test('tenant 3 signed in: the address modal refuses a postcode the server calls invalid', async ({ page }) => {
    await signIn(page, 3, 'business.3@example.com');
    await fillCart(page, 3);
    await openCheckout(page, 3);
    // The address type comes from the server by weight.
    const card = page.getByTestId(/^(delivery|postal)-address-card$/);
    await expect(card).toBeVisible();
    const kind = (await card.getAttribute('data-testid'))?.startsWith('postal') ? 'postal' : 'delivery';
    // The country in the page's language.
    await expect(card).toContainText('Sweden');
    await expect(card).not.toContainText('Sverige');
    await page.getByTestId(`edit-${kind}-address`).click();
    const modal = page.getByTestId(`${kind}-address-modal`);
    const prefix = kind === 'postal' ? 'postalAddress' : 'deliveryAddress';
    const input = (f: string) => modal.locator(`#checkout-${prefix}-${f}-modal`);
    const order = await inputOrder(modal);
    expect(order.indexOf('zipCode')).toBeLessThan(order.indexOf('streetName'));
    await expect(input('country')).toHaveValue('Sweden');
    const street = await input('streetName').inputValue();
    const number = await input('streetNumber').inputValue();

    expect(await typeZip(page, input('zipCode'), '00000')).toBe(false);
    await expect(input('zipCode')).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => errorOf(page, input('zipCode'))).toContain('Invalid');
    await expect(input('city')).toHaveValue('');
    await expect(input('streetName')).toHaveValue(street);
    await expect(input('streetNumber')).toHaveValue(number);
    await input('city').fill('Nowhere');
    await page.getByTestId(`${kind}-address-save`).click();
    // Not saved: the modal stays with the postcode marked.
    await expect(modal).toBeVisible();
    await expect(input('zipCode')).toHaveAttribute('aria-invalid', 'true');

    expect(await typeZip(page, input('zipCode'), '21122')).toBe(true);
    await expect(input('city')).toHaveValue('Malmö');
    await expect(input('streetName')).toHaveValue(street);
    await page.getByTestId(`${kind}-address-save`).click();
    await expect(modal).toBeHidden();
    await expect(card).toContainText('21122 Malmö');
  });

  test('tenant 6: no street letter, and addresses are written the UK way', async ({ page }) => {
    await signIn(page, 6, 'business.6@example.com');
    await fillCart(page, 6);
    await openCheckout(page, 6);
    const card = page.getByTestId('delivery-address-card');
    await expect(card.locator('address span')).toHaveText([
      'Demo Company Ltd',
      '22 High Street',
      'Manchester',
      'M4 1HQ',
      'United Kingdom',
    ]);
    await page.getByTestId('edit-delivery-address').click();
    const modal = page.getByTestId('delivery-address-modal');
    await expect(modal.locator('#checkout-deliveryAddress-streetNumber-modal')).toBeVisible();
    await expect(modal.locator('#checkout-deliveryAddress-streetLetter-modal')).toHaveCount(0);
    await screenshot(page, 'postal/checkout-uk-modal-1280', { fullPage: true });
  });
});
