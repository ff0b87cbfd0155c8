import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { field, fillContact, fillZip, finish } from './checkout-steps.ts';
import { isOrderable, listProducts, screenshot as pageShot, SCREENSHOTS_DIR, signIn, tenantUrl } from './fixtures.ts';
import { expectNoMissingTranslations, WIDTHS } from './quality.ts';

const VALID_IBAN = 'SE4550000000058398257466';
const INVALID_IBAN = 'SE4550000000058398257467';

type Pick = {
  /** An article with forms (numberOfForms > 0), or one without. */
  forms?: boolean;
  amount?: number;
};

/**
 * Puts one package of a product of the tenant into the saved cart (`localStorage.state`, the
 * shape cart-store's readSavedCart takes), found through the catalog API from inside the page.
 * The page must be on the tenant's origin; the app reads the cart when it next starts.
 */
async function fillCart(page: Page, tenant: number, pick: Pick = {}): Promise<{ articleNumber: string }> {
  const { forms = false, amount = 1 } = pick;
  const list = await listProducts(page, tenant);
  const product = list.find((p) => p.articles.some((a) => isOrderable(a, forms)));
  const article = product?.articles.find((a) => isOrderable(a, forms));
  expect(article, `an article ${forms ? 'with' : 'without'} forms on tenant ${tenant}`).toBeDefined();
  if (!product || !article) throw new Error('no article');
  const { id, name, description, image } = product;
  const state = {
    items: {
      [article.id]: { product: { id, name, description, image }, article, amount, price: article.price * amount },
    },
    itemsInCart: 1,
  };
  await page.evaluate((state) => localStorage.setItem('state', JSON.stringify(state)), state);
  return { articleNumber: article.articleNumber };
}

async function openCheckout(page: Page, tenant: number, query = ''): Promise<void> {
  await page.goto(tenantUrl(tenant, `/checkout${query}`));
  await expect(page.getByTestId('page-checkout')).toBeVisible();
  await expect(page.getByTestId('checkout-step-address')).toBeVisible();
  // The cart's prices and invoice need are known once 'Finish purchase' is enabled.
  await expect(page.getByTestId('checkout-submit')).toBeEnabled();
}

type AddressInput = { recipient: string; street: string; number?: string; zip: string; city: string };

/** Addresses several tests type. */
const NORDIC_RETAIL: AddressInput = {
  recipient: 'Nordic Retail AB',
  street: 'Industrivägen',
  number: '4',
  zip: '41103',
  city: 'Göteborg',
};
const ACME_STOCKHOLM: AddressInput = {
  recipient: 'Acme Kontor AB',
  street: 'Storgatan',
  number: '12',
  zip: '11122',
  city: 'Stockholm',
};
const ACME_LONDON: AddressInput = {
  recipient: 'Acme Office Ltd',
  street: 'Example Street',
  number: '12',
  zip: 'EC1A 1AA',
  city: 'London',
};

async function fillInlineAddress(page: Page, prefix: string, a: AddressInput): Promise<void> {
  await fillZip(page, field(page, `${prefix}.zipCode`), a.zip);
  await field(page, `${prefix}.recipient`).fill(a.recipient);
  await field(page, `${prefix}.streetName`).fill(a.street);
  await field(page, `${prefix}.streetNumber`).fill(a.number ?? '');
  await field(page, `${prefix}.city`).fill(a.city);
}

/** A signed-in customer edits an address in its modal. */
async function fillAddressModal(page: Page, kind: 'delivery' | 'postal' | 'invoice', a: AddressInput): Promise<void> {
  await page.getByTestId(`edit-${kind}-address`).click();
  const modal = page.getByTestId(`${kind}-address-modal`);
  await expect(modal).toBeVisible();
  const prefix = kind === 'delivery' ? 'deliveryAddress' : kind === 'postal' ? 'postalAddress' : 'invoiceAddress';
  const input = (f: string) => modal.locator(`#checkout-${prefix}-${f}-modal`);
  await fillZip(page, input('zipCode'), a.zip);
  await input('recipient').fill(a.recipient);
  await input('streetName').fill(a.street);
  await input('streetNumber').fill(a.number ?? '');
  await input('city').fill(a.city);
  await page.getByTestId(`${kind}-address-save`).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId(`${kind}-address-card`)).toContainText(a.recipient);
}

/**
 * quality.ts's expectAccessible (WCAG 2.1 A and AA, zero violations), less one known finding
 * outside the checkout: the header's cart link with items shows its count badge before the
 * word 'Cart' while its name reads 'Cart, number of products: N' (label-content-name-mismatch,
 * app/layout/header-actions.tsx; reported). Remove the exception once the header is fixed.
 */
async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.flatMap((v) => {
    const nodes = v.nodes
      .map((n) => n.target.join(' '))
      .filter((target) => !(v.id === 'label-content-name-mismatch' && target === 'a[data-testid="cart-link"]'));
    return nodes.length > 0 ? [`${v.id}: ${nodes.join(', ')}`] : [];
  });
  expect(summary).toEqual([]);
}

/** A full-page screenshot (when SHOP_SCREENSHOTS_DIR is set); with CHECKOUT_SHOT_PARTS=1 also in parts to look at closely. */
async function screenshot(page: Page, name: string): Promise<void> {
  await pageShot(page, `checkout/${name}`, { fullPage: true });
  if (!process.env.CHECKOUT_SHOT_PARTS || !SCREENSHOTS_DIR) return;
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const part = 1200;
  for (let y = 0, i = 1; y < height; y += part, i++) {
    await pageShot(page, `checkout/parts/${name}-${i}`, {
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(part, height - y) },
    });
  }
}

/** Screenshots without the cookie banner over the page. */
async function acceptNecessaryCookies(page: Page, tenant: number): Promise<void> {
  await page.context().addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(tenant) }]);
}

test.describe('checkout, guests', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('tenant 4: guest purchase with copy-delivery, e-invoice answer, premium, message and newsletter', async ({
    page,
  }) => {
    await page.goto(tenantUrl(4, '/cookieinformation'));
    const { articleNumber } = await fillCart(page, 4, { amount: 2 });
    await openCheckout(page, 4, '?lang=en');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('summary-line')).toContainText(articleNumber);

    await fillInlineAddress(page, 'deliveryAddress', ACME_STOCKHOLM);
    // The country is the shop's, named in the page's language, editable on a public shop.
    await expect(field(page, 'deliveryAddress.country')).toHaveValue('Sweden');
    await expect(field(page, 'deliveryAddress.country')).toBeEditable();
    await fillContact(page, 'deliveryAddress');

    // A reload keeps a guest's addresses (this browser only).
    await page.reload();
    await expect(page.getByTestId('checkout-submit')).toBeEnabled();
    await expect(field(page, 'deliveryAddress.recipient')).toHaveValue('Acme Kontor AB');
    await expect(field(page, 'deliveryAddress.contactPerson')).toHaveValue('Eva Inköp');

    // Copy-delivery copies into the invoice fields and unticking restores them.
    await field(page, 'invoiceAddress.recipient').fill('Earlier Invoice AB');
    await page.getByTestId('copy-delivery').check();
    await expect(field(page, 'invoiceAddress.recipient')).toHaveValue('Acme Kontor AB');
    await expect(field(page, 'invoiceAddress.city')).toHaveValue('Stockholm');
    await page.getByTestId('copy-delivery').uncheck();
    await expect(field(page, 'invoiceAddress.recipient')).toHaveValue('Earlier Invoice AB');
    await expect(field(page, 'invoiceAddress.city')).toHaveValue('');
    await page.getByTestId('copy-delivery').check();

    await field(page, 'invoiceAddress.organisationNumber').fill('556000-1234');
    // With an organisation number the e-invoice question must be answered; 'No' brings the fee.
    await expect(page.getByTestId('administrative-fee-text')).toContainText('administrative fee');
    await page.getByTestId('e-invoice-no').click();
    await expect(page.getByTestId('summary-fee')).toBeVisible();
    await page.getByTestId('e-invoice-yes').click();
    await expect(page.getByTestId('summary-fee')).toBeHidden();

    const normal = await page.getByTestId('summary-shipping').textContent();
    await page.getByTestId('shipping-premium').click();
    await expect(page.getByTestId('summary-shipping')).not.toHaveText(normal ?? '');
    await page.getByLabel('Message to us (optional)').fill('Please ring the bell at the goods entrance.');
    await page.getByTestId('newsletter').check();

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/order/ajaxCreateNew')) requests.push(r.headers()['idempotency-key'] ?? '');
    });
    await finish(page);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The guest's addresses are not kept once the order is placed.
    expect(await page.evaluate(() => sessionStorage.getItem('checkout.guest'))).toBeNull();
  });

  test('tenant 6: guest purchase (no e-invoice question, no forms step)', async ({ page }) => {
    await page.goto(tenantUrl(6, '/cookieinformation'));
    await fillCart(page, 6);
    await openCheckout(page, 6);
    await expect(page.getByTestId('e-invoice-question')).toHaveCount(0);
    await expect(page.getByTestId('checkout-step-forms')).toHaveCount(0);
    await expect(field(page, 'deliveryAddress.country')).toHaveValue('United Kingdom');
    // A postcode of the installation country has that country's format (SPEC.md §5).
    await fillInlineAddress(page, 'deliveryAddress', ACME_LONDON);
    await fillContact(page, 'deliveryAddress', 'buyer@acme.example.co.uk');
    await page.getByTestId('copy-delivery').check();
    await field(page, 'invoiceAddress.organisationNumber').fill('01234567');
    await finish(page);
  });

  test('tenant 9: guest purchase buying as a private person (no organisation number)', async ({ page }) => {
    await page.goto(tenantUrl(9, '/cookieinformation'));
    await page.evaluate(() => localStorage.setItem('privateCustomerType', 'true'));
    await fillCart(page, 9);
    await openCheckout(page, 9);
    await expect(page.getByRole('link', { name: 'Fortsæt med at handle' })).toBeVisible();
    await expect(field(page, 'invoiceAddress.organisationNumber')).toHaveCount(0);
    await expect(page.getByTestId('summary-total')).toBeVisible();
    await fillInlineAddress(page, 'deliveryAddress', {
      recipient: 'Mette Hansen',
      street: 'Eksempelvej',
      number: '7',
      zip: '2100',
      city: 'København Ø',
    });
    await fillContact(page, 'deliveryAddress', 'mette@example.dk');
    // A consumer pays in advance (SPEC.md §1): no invoice address, invoice terms or fee.
    await expect(page.getByTestId('payment-advance')).toBeVisible();
    await expect(page.getByTestId('copy-delivery')).toHaveCount(0);
    await expect(page.getByTestId('summary-fee')).toHaveCount(0);
    await screenshot(page, 'checkout-t9-private-desktop');
    await finish(page);
  });

  test('refusals of order/ajaxCreateNew: field errors on the fields and listed, operation errors translated', async ({
    page,
  }) => {
    await page.goto(tenantUrl(6, '/cookieinformation'));
    await fillCart(page, 6);
    await openCheckout(page, 6);
    await fillInlineAddress(page, 'deliveryAddress', { ...ACME_LONDON, number: undefined });
    await fillContact(page, 'deliveryAddress', 'buyer@acme.example.co.uk');
    await page.getByTestId('copy-delivery').check();
    await field(page, 'invoiceAddress.organisationNumber').fill('01234567');

    const answers = [
      {
        status: 422,
        body: {
          fieldErrors: [
            { field: 'deliveryAddress.city', message: 'invalid' },
            { field: 'articles.0.articleNumber', message: 'unknown_article' },
          ],
        },
      },
      { status: 422, body: { operationError: 'idempotency_key_reused' } },
    ];
    const keys: string[] = [];
    await page.route('**/order/ajaxCreateNew**', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const answer = answers.shift() ?? { status: 500, body: {} };
      await route.fulfill({ status: answer.status, json: answer.body });
    });

    await page.getByTestId('checkout-submit').click();
    const alert = page.getByTestId('checkout-error');
    await expect(alert).toContainText('The order could not be placed');
    await expect(alert).toContainText('City (Delivery address): Invalid');
    await expect(alert).toContainText('Products in the cart: No longer available');
    await expect(field(page, 'deliveryAddress.city')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'deliveryAddress.city')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
    // Editing the field clears the server's error on it.
    await field(page, 'deliveryAddress.city').fill('Leeds');
    await expect(field(page, 'deliveryAddress.city')).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByTestId('checkout-submit').click();
    await expect(alert).toContainText('This order has already been sent with other details.');
    // Both attempts carried the cart's one key.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? '{}').itemsInCart)).toBe(1);
  });

  test('tenant 5: a guest gets the login page instead of the checkout', async ({ page }) => {
    await page.goto(tenantUrl(5, '/cookieinformation'));
    await fillCart(page, 5);
    await page.goto(tenantUrl(5, '/checkout'));
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('page-checkout')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  test('every notice of SPEC.md §5, inline errors and focus on the first invalid field', async ({ page }) => {
    test.slow(); // every notice of the checkout, one after another: near 30 s on a slow 2-core machine
    await page.goto(tenantUrl(4, '/checkout?lang=en'));
    // An empty cart shows the empty-cart state, not the form.
    await expect(page.getByTestId('checkout-empty')).toContainText('Your cart is empty!');
    await expect(page.getByTestId('checkout-submit')).toHaveCount(0);

    // No delivery address.
    await fillCart(page, 4);
    await openCheckout(page, 4, '?lang=en');
    await page.getByTestId('checkout-submit').click();
    const notices = page.getByTestId('checkout-notices');
    await expect(notices).toContainText('Delivery address is required!');
    await expect(field(page, 'deliveryAddress.recipient')).toBeFocused();
    await expect(field(page, 'deliveryAddress.recipient')).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await field(page, 'deliveryAddress.recipient').getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Required');
    await expectAccessible(page);

    // With items: the invoice address and the e-invoice answer are asked for.
    await fillInlineAddress(page, 'deliveryAddress', { ...ACME_STOCKHOLM, number: undefined, zip: '1112' });
    await fillContact(page, 'deliveryAddress');
    await field(page, 'invoiceAddress.organisationNumber').fill('556000-1234');
    await page.getByTestId('checkout-submit').click();
    await expect(notices).toContainText('Invoice address is required!');
    await expect(notices).toContainText('Please select if you accept e-invoices');
    await expect(notices).not.toContainText('Delivery address is required!');
    await expect(notices).not.toContainText('Your cart is empty!');
    // A zip code of the installation country has 5 digits.
    await expect(field(page, 'deliveryAddress.zipCode')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'deliveryAddress.zipCode')).toBeFocused();
    await expect(page.getByTestId('e-invoice-question')).toContainText('Please select if you accept e-invoices');

    await field(page, 'deliveryAddress.zipCode').fill('11122');
    await page.getByTestId('copy-delivery').check();
    await expect(notices).not.toContainText('Invoice address is required!');
    await page.getByTestId('e-invoice-no').click();
    await expect(notices).toBeHidden();
    await expectNoMissingTranslations(page);
  });
});

test.describe('checkout, signed in', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('tenant 4: purchase with print-on-forms; an invalid IBAN shows Invalid', async ({ page }) => {
    test.slow(); // a purchase through every checkout step: near 30 s on a slow 2-core machine
    await signIn(page, 4, 'business.4@example.com');
    await fillCart(page, 4, { forms: true });
    await openCheckout(page, 4, '?lang=en');
    await expect(page.getByTestId('checkout-step-forms')).toBeVisible();
    // The stored addresses and the customer's e-mail fill the form (customer/ajaxGetCustomer).
    await expect(page.getByTestId('delivery-address-card')).toContainText('Demo Företag AB');
    await expect(field(page, 'deliveryAddress.contactNotificationInformation')).toHaveValue('business.4@example.com');

    await fillAddressModal(page, 'delivery', NORDIC_RETAIL);
    await fillContact(page, 'deliveryAddress');
    await page.getByTestId('copy-delivery').check();
    await expect(page.getByTestId('invoice-address-card')).toContainText('Nordic Retail AB');
    await page.getByTestId('e-invoice-yes').click();

    await field(page, 'bankAccountNumber').fill(INVALID_IBAN);
    await field(page, 'referenceNumberFixed').fill('123456');
    await page.getByTestId('checkout-submit').click();
    await expect(field(page, 'bankAccountNumber')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'bankAccountNumber')).toBeFocused();
    const errorId = await field(page, 'bankAccountNumber').getAttribute('aria-describedby');
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Invalid');

    await field(page, 'bankAccountNumber').fill(VALID_IBAN);
    await expect(field(page, 'bankAccountNumber')).not.toHaveAttribute('aria-invalid', 'true');
    // Interval references: a start number and an interval of 1, 10, 100 or 1000.
    await page.getByTestId('reference-type-3').click();
    await expect(field(page, 'referenceNumberInterval').locator('option')).toHaveText(['1', '10', '100', '1000']);
    await expect(field(page, 'referenceNumberInterval')).toHaveValue('1');
    await field(page, 'referenceNumberStart').fill('1000');
    await field(page, 'referenceNumberInterval').selectOption('100');
    // An international RF reference is checked by its check digits.
    await page.getByTestId('reference-type-4').click();
    await field(page, 'referenceNumberInternational').fill('RF00 1234');
    await page.getByTestId('checkout-submit').click();
    await expect(field(page, 'referenceNumberInternational')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'referenceNumberInternational').fill('RF18 5390 0754 7034');
    await page.getByTestId('print-contact-information').check();
    await field(page, 'formMessage').fill('Deposit for store 12');
    await expectAccessible(page);
    await finish(page);
  });

  test('tenant 5: E-INVOICE path, then the PDF path', async ({ page }) => {
    test.slow(); // two whole checkouts
    await signIn(page, 5, 'business.5@example.com');
    for (const path of ['E-INVOICE', 'PDF'] as const) {
      await fillCart(page, 5);
      await openCheckout(page, 5);
      // No premium delivery, no message step, no e-invoice question on the Finnish shop.
      await expect(page.getByTestId('shipping-premium')).toHaveCount(0);
      await expect(page.getByTestId('checkout-step-message')).toHaveCount(0);
      await expect(page.getByTestId('e-invoice-question')).toHaveCount(0);
      await expect(page.getByTestId('summary-fee')).toHaveCount(0);

      await fillAddressModal(page, 'delivery', {
        recipient: 'Suomi Kauppa Oy',
        street: 'Esimerkkikatu',
        number: '5',
        zip: '00100',
        city: 'Helsinki',
      });
      await fillContact(page, 'deliveryAddress', 'osto@example.fi');
      await fillAddressModal(page, 'invoice', {
        recipient: 'Suomi Kauppa Oy / Laskutus',
        street: 'Laskukatu',
        number: '1',
        zip: '00200',
        city: 'Helsinki',
      });
      await expect(page.getByTestId('invoice-type-einvoice').locator('input')).toBeChecked();
      if (path === 'E-INVOICE') {
        // The stored invoice address brings its e-invoice address; without it the order is refused.
        await expect(field(page, 'invoiceAddress.electronicInvoiceSystemAddress')).not.toHaveValue('');
        await field(page, 'invoiceAddress.electronicInvoiceSystemAddress').fill('');
        await field(page, 'invoiceAddress.electronicOperator').fill('');
        await page.getByTestId('checkout-submit').click();
        await expect(field(page, 'invoiceAddress.electronicInvoiceSystemAddress')).toBeFocused();
        await expect(field(page, 'invoiceAddress.electronicOperator')).toHaveAttribute('aria-invalid', 'true');
        await field(page, 'invoiceAddress.electronicInvoiceSystemAddress').fill('003712345678');
        await field(page, 'invoiceAddress.electronicOperator').fill('OKOYFIHH');
      } else {
        await field(page, 'invoiceAddress.electronicInvoiceSystemAddress').fill('003712345678');
        await page.getByTestId('invoice-type-pdf').click();
        await expect(field(page, 'invoiceAddress.electronicInvoiceSystemAddress')).toHaveCount(0);
        await field(page, 'invoiceAddress.emailInvoiceAddress').fill('');
        await page.getByTestId('checkout-submit').click();
        await expect(field(page, 'invoiceAddress.emailInvoiceAddress')).toBeFocused();
        await field(page, 'invoiceAddress.emailInvoiceAddress').fill('laskut@example.fi');
        // Back to E-INVOICE clears the invoice e-mail, and the e-invoice address was cleared by PDF.
        await page.getByTestId('invoice-type-einvoice').click();
        await expect(field(page, 'invoiceAddress.electronicInvoiceSystemAddress')).toHaveValue('');
        await page.getByTestId('invoice-type-pdf').click();
        await expect(field(page, 'invoiceAddress.emailInvoiceAddress')).toHaveValue('');
        await field(page, 'invoiceAddress.emailInvoiceAddress').fill('laskut@example.fi');
      }
      await expectNoMissingTranslations(page);
      await screenshot(page, `checkout-t5-${path.toLowerCase()}-desktop`);
      await finish(page);
    }
  });

  test('tenant 3: signed-in purchase on the non-public shop', async ({ page }) => {
    await signIn(page, 3, 'business.3@example.com');
    await fillCart(page, 3);
    await openCheckout(page, 3, '?lang=en');
    // The address type comes from the server by weight; the country is read-only here.
    const card = page.getByTestId(/^(delivery|postal)-address-card$/);
    await expect(card).toBeVisible();
    const kind = (await card.getAttribute('data-testid'))?.startsWith('postal') ? 'postal' : 'delivery';
    await page.getByTestId(`edit-${kind}-address`).click();
    const prefix = kind === 'postal' ? 'postalAddress' : 'deliveryAddress';
    const country = page.locator(`#checkout-${prefix}-country-modal`);
    // The shop's country, named in the page's language.
    await expect(country).toHaveValue('Sweden');
    await expect(country).toHaveAttribute('readonly', '');
    await page.keyboard.press('Escape');
    await fillAddressModal(page, kind, {
      recipient: 'Sealwise Butik 12',
      street: 'Butiksgatan',
      number: '3',
      zip: '11122',
      city: 'Stockholm',
    });
    await fillContact(page, prefix);
    // No terms note on the non-public shop (it has no terms page).
    await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveCount(0);
    if (await page.getByTestId('checkout-step-payment').isVisible()) {
      await page.getByTestId('copy-delivery').check();
      await page.getByTestId('e-invoice-yes').click();
    }
    if (await page.getByTestId('checkout-step-forms').isVisible()) {
      await field(page, 'bankAccountNumber').fill(VALID_IBAN);
      await field(page, 'referenceNumberFixed').fill('123');
    }
    await finish(page);
  });

  test('a double click places one order', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    await fillCart(page, 4);
    await openCheckout(page, 4, '?lang=en');
    await fillAddressModal(page, 'delivery', NORDIC_RETAIL);
    await fillContact(page, 'deliveryAddress');
    await page.getByTestId('copy-delivery').check();
    await page.getByTestId('e-invoice-no').click();
    await expect(page.getByTestId('summary-fee')).toBeVisible();
    let creates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/order/ajaxCreateNew')) creates += 1;
    });
    await page.getByTestId('checkout-submit').dblclick();
    await expect(page).toHaveURL(/\/checkout\/summary\/\d+$/);
    expect(creates).toBe(1);
  });
});

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test.describe(`checkout at ${widthName} width`, () => {
    test.use({ viewport });

    for (const tenant of [4, 8] as const) {
      test(`tenant ${tenant}: accessible, translated, screenshots`, async ({ page }) => {
        await acceptNecessaryCookies(page, tenant);
        await page.goto(tenantUrl(tenant, '/cookieinformation'));
        await fillCart(page, tenant, { amount: 3 });
        await openCheckout(page, tenant);
        await expect(page.getByTestId('order-summary')).toBeVisible();
        await expectAccessible(page);
        await expectNoMissingTranslations(page);
        await screenshot(page, `checkout-t${tenant}-${widthName}`);
        // The error state is accessible too.
        await page.getByTestId('checkout-submit').click();
        await expect(page.getByTestId('checkout-notices')).toBeVisible();
        await expectAccessible(page);
        await expectNoMissingTranslations(page);
        await screenshot(page, `checkout-t${tenant}-${widthName}-errors`);
      });
    }

    test('tenant 4 signed in: address modal accessible', async ({ page }) => {
      await acceptNecessaryCookies(page, 4);
      await signIn(page, 4, 'business.4@example.com');
      await fillCart(page, 4, { forms: true });
      await openCheckout(page, 4);
      await screenshot(page, `checkout-t4-signed-in-${widthName}`);
      await page.getByTestId('edit-delivery-address').click();
      await expect(page.getByTestId('delivery-address-modal')).toBeVisible();
      // The dialog starts from the stored address; without a recipient it cannot be saved.
      const recipient = page.locator('#checkout-deliveryAddress-recipient-modal');
      await expect(recipient).toHaveValue('Demo Företag AB');
      await recipient.fill('');
      await page.getByTestId('delivery-address-save').click();
      await expect(recipient).toBeFocused();
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
      await screenshot(page, `checkout-t4-modal-${widthName}`);
    });
  });
}
