import { expect, type Page, test } from '@playwright/test';
import { isOrderable, listProducts, newestMail, PASSWORD, screenshot, signIn, tenantUrl } from './fixtures.ts';
import { WIDTHS } from './quality.ts';

/*
 * What the customer is told, what the order records and what the e-mail says agree: consumers
 * pay in advance, business orders print the invoice kind chosen, and the confirmation page and
 * the e-mail of the same order show the same lines, totals and payment text.
 */

/** The text part of an .eml file, decoded (quoted-printable or base64). */
function textPart(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /Content-Type: text\/plain/i.test(p)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The plain text of the confirmation mail of an order (the server writes mails as .eml files). */
function confirmationMail(orderNumber: string): Promise<string> {
  return newestMail((raw) => {
    const decoded = textPart(raw);
    const copy = /^(Copy|Kopia|Kopi|Copia|Kopio)/m.test(decoded.split('\n')[0] ?? '');
    return decoded.includes(orderNumber) && !copy ? decoded : '';
  }, 20_000);
}

/** One package (amount `amount`) of an orderable product of the tenant into the saved cart. */
async function fillCart(page: Page, tenant: number, amount = 2): Promise<void> {
  const list = await listProducts(page, tenant);
  const products = list.filter((p) => p.articles.some((a) => isOrderable(a, false)));
  const items: Record<string, unknown> = {};
  for (const product of products.slice(0, 3)) {
    const article = product.articles.find((a) => isOrderable(a, false));
    if (!article) continue;
    const { id, name, description, image } = product;
    items[article.id] = { product: { id, name, description, image }, article, amount, price: article.price * amount };
  }
  const state = { items, itemsInCart: Object.keys(items).length };
  await page.evaluate((state) => localStorage.setItem('state', JSON.stringify(state)), state);
}

/** Signs in through the login form, as a customer does. */
async function logIn(page: Page, tenant: number, username: string): Promise<void> {
  await page.context().addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(tenant) }]);
  await page.goto(tenantUrl(tenant, '/login?lang=en'));
  const form = page.getByTestId('login-form');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('logout-button')).toBeVisible();
}

async function finish(page: Page): Promise<string> {
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('summary-order-number')).toBeVisible();
  return /\/checkout\/summary\/(\d+)$/.exec(page.url())?.[1] ?? '';
}

/** The confirmation page and the e-mail show the same lines, totals and payment text. */
async function expectPageAndMailAgree(page: Page, orderNumber: string): Promise<void> {
  const mail = await confirmationMail(orderNumber);
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const mailText = norm(mail);
  const prices = await page.getByTestId('summary-item-price').allTextContents();
  const packs = await page.getByTestId('summary-item-packages').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  prices.forEach((price, i) => {
    expect(mailText).toContain(norm(`${packs[i]}: ${price}`));
  });
  for (const id of ['summary-items-total', 'summary-shipping', 'summary-vat', 'summary-gross']) {
    const value = norm(await page.getByTestId(id).locator('dd').textContent());
    expect(mailText, id).toContain(value);
  }
  const payment = norm(await page.getByTestId('summary-payment-text').textContent());
  expect(mailText).toContain(`Payment: ${payment}`);
}

test.describe('consumers pay in advance', () => {
  test.use({ viewport: WIDTHS.desktop });

  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}: a consumer account is a consumer at login, pays in advance, and the mail agrees`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(tenantUrl(tenant, '/cookieinformation?lang=en'));
      await page.evaluate(() => localStorage.setItem('privateCustomerType', 'false'));
      await logIn(page, tenant, `private.${tenant}@example.com`);
      // The account's type applies at login (SPEC.md §1), and localStorage follows it.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('privateCustomerType'))).toBe('true');
      await fillCart(page, tenant);
      await page.goto(tenantUrl(tenant, '/checkout?lang=en'));
      await expect(page.getByTestId('checkout-submit')).toBeEnabled();
      await expect(page.getByTestId('payment-advance')).toHaveText(
        'Payment in advance. We will contact you about the payment.',
      );
      await expect(page.getByTestId('e-invoice-question')).toHaveCount(0);
      await expect(page.locator('#checkout-invoiceAddress-organisationNumber')).toHaveCount(0);
      await expect(page.getByTestId('summary-fee')).toHaveCount(0);
      for (const [name, value] of [
        ['contactPerson', 'Petra Privat'],
        ['contactPhoneNumber', '+46 70 555 12 34'],
        ['contactNotificationInformation', `petra.${tenant}@example.com`],
      ]) {
        const input = page.locator(`#checkout-deliveryAddress-${name}`);
        if ((await input.inputValue()) === '') await input.fill(value);
      }
      await screenshot(page, `payment/checkout-consumer-t${tenant}`, { fullPage: true });
      const orderNumber = await finish(page);
      await expect(page.getByTestId('summary-payment')).toHaveAttribute('data-kind', 'ADVANCE');
      await expect(page.getByTestId('summary-totals')).toHaveAttribute('data-with-vat', 'true');
      await expect(page.getByTestId('summary-totals')).not.toContainText('excl. VAT');
      await expect(page.getByTestId('summary-invoice-address')).toHaveCount(0);
      await screenshot(page, `payment/summary-consumer-t${tenant}`, { fullPage: true });
      await expectPageAndMailAgree(page, orderNumber);
    });
  }
});

test.describe('the invoice type an order records', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('tenant 5: E-INVOICE and PDF orders print exactly that, on the page and in the mail', async ({ page }) => {
    test.slow();
    await signIn(page, 5, 'business.5@example.com');
    for (const kind of ['E-INVOICE', 'PDF'] as const) {
      await fillCart(page, 5, 1);
      await page.goto(tenantUrl(5, '/checkout'));
      await expect(page.getByTestId('checkout-submit')).toBeEnabled();
      const contact = page.locator('#checkout-deliveryAddress-contactNotificationInformation');
      if ((await contact.inputValue()) === '') await contact.fill('osto@example.fi');
      for (const [name, value] of [
        ['contactPerson', 'Olli Osto'],
        ['contactPhoneNumber', '+358 40 123 4567'],
      ]) {
        const input = page.locator(`#checkout-deliveryAddress-${name}`);
        if ((await input.inputValue()) === '') await input.fill(value);
      }
      const eAddress = page.locator('#checkout-invoiceAddress-electronicInvoiceSystemAddress');
      await eAddress.fill('003712345678');
      await page.locator('#checkout-invoiceAddress-electronicOperator').fill('OKOYFIHH');
      if (kind === 'PDF') {
        await page.getByTestId('invoice-type-pdf').click();
        await page.locator('#checkout-invoiceAddress-emailInvoiceAddress').fill('laskut@example.fi');
      }
      const orderNumber = await finish(page);
      const payment = page.getByTestId('summary-payment');
      await expect(payment).toHaveAttribute('data-kind', kind);
      const invoice = page.getByTestId('summary-invoice-address');
      if (kind === 'E-INVOICE') {
        await expect(invoice).toContainText('003712345678');
        await expect(invoice).not.toContainText('laskut@example.fi');
      } else {
        await expect(invoice).toContainText('laskut@example.fi');
        await expect(invoice).not.toContainText('003712345678');
      }
      const mail = await confirmationMail(orderNumber);
      expect(mail).toContain(kind === 'E-INVOICE' ? '(Verkkolasku)' : '(PDF-lasku sähköpostiin)');
      if (kind === 'E-INVOICE') expect(mail).not.toContain('laskut@example.fi');
      else expect(mail).not.toContain('003712345678');
      await screenshot(page, `payment/summary-t5-${kind.toLowerCase()}`, { fullPage: true });
    }
  });
});

test.describe('the checkout draft', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('the message survives "edit cart" and back, and a reload', async ({ page }) => {
    await page.context().addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(4) }]);
    await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
    await fillCart(page, 4, 1);
    await page.goto(tenantUrl(4, '/checkout?lang=en'));
    await expect(page.getByTestId('checkout-submit')).toBeEnabled();
    const message = page.locator('#checkout-message');
    await message.fill('Please deliver to the back door');
    await page.locator('#checkout-deliveryAddress-contactPerson').fill('Eva Inköp');
    await page.getByRole('link', { name: 'Edit cart' }).click();
    await expect(page.getByTestId('page-cart')).toBeVisible();
    await page.getByTestId('cart-checkout').click();
    await expect(message).toHaveValue('Please deliver to the back door');
    await expect(page.locator('#checkout-deliveryAddress-contactPerson')).toHaveValue('Eva Inköp');
    await page.reload();
    await expect(message).toHaveValue('Please deliver to the back door');
  });

  test('an empty cart on /checkout shows the empty-cart state, not the form', async ({ page }) => {
    await page.goto(tenantUrl(4, '/checkout?lang=en'));
    await expect(page.getByTestId('checkout-empty')).toBeVisible();
    await expect(page.locator('#checkout-form')).toHaveCount(0);
    await expect(page.getByTestId('checkout-submit')).toHaveCount(0);
  });
});
