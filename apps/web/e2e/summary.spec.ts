import { expect, type Page, test } from '@playwright/test';
import { ORDER_ADDRESS, screenshot, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

const TENANT = 4;

/**
 * Places a guest order on tenant 4 through the API from inside the page (as the checkout
 * would): a delivery address with contact, an invoice address with organisation number, and
 * the first package of the first product. The answer's cookie lets this browser read it.
 */
async function placeOrder(page: Page): Promise<number> {
  await page.goto(tenantUrl(TENANT, '/cookieinformation?lang=en'));
  await expect(page.getByTestId('page-cookieinformation')).toBeVisible();
  const answer = await page.evaluate(
    async ({ tenant, address }) => {
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`/api/guest/${path}?tenant=${tenant}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const list = (await (await post('articleContainer/ajaxList', { limit: 20, offset: 0 })).json()) as {
        articles: { articleNumber: string; freight: string; administrativeFee: boolean; payer: string }[];
      }[];
      const article = list
        .flatMap((p) => p.articles)
        .find((a) => a.freight === 'NONE' && !a.administrativeFee && a.payer !== 'TENANT');
      const res = await post(
        'order/ajaxCreateNew',
        {
          deliveryAddress: {
            ...address,
            contactPerson: 'Anna Andersson',
            contactPhoneNumber: '+46 8 123 456',
            contactNotificationInformation: 'anna.andersson@example.com',
          },
          postalAddress: null,
          invoiceAddress: {
            ...address,
            recipient: 'Testbolaget AB Ekonomi',
            invoiceReference: 'REF-42',
            organisationNumber: '556677-8899',
          },
          articles: [{ articleNumber: article?.articleNumber, amount: 3 }],
          message: null,
          hasAdministrativeFee: false,
          premiumSelected: false,
          allowNewsletter: false,
          language: 'en',
        },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      return { status: res.status, body: await res.json() };
    },
    { tenant: TENANT, address: ORDER_ADDRESS },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.orderNumber).toBeGreaterThan(0);
  return answer.body.orderNumber as number;
}

/** What the page pushed to window.dataLayer as purchase events. */
function purchases(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: Record<string, unknown> }[] }).dataLayer ?? [])
      .filter((e) => e.event === 'purchase')
      .map((e) => e.ecommerce ?? {}),
  );
}

/** Resolves after two frames: the effects of what is on screen have run (the report is one). */
async function afterEffects(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Places an order with the consent cookie `consent` set, then opens its summary as the checkout
 * leaves it (marked as just redirected to, as markRedirectedToSummary does). Answers the order number.
 */
async function arriveAtSummary(page: Page, consent: string): Promise<number> {
  await setConsent(page, consent);
  const orderNumber = await placeOrder(page);
  await page.evaluate((n) => sessionStorage.setItem('redirectedToSummary', JSON.stringify([n])), orderNumber);
  await page.goto(tenantUrl(TENANT, `/checkout/summary/${orderNumber}?lang=en`));
  await expect(page.getByTestId('summary-order-number')).toBeVisible();
  return orderNumber;
}

async function setConsent(page: Page, value: string) {
  await page.context().addCookies([{ name: 'shop_consent', value, url: tenantUrl(TENANT) }]);
}

test.describe('order confirmation', () => {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`at ${name} width: number, addresses, totals, send to another e-mail`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await setConsent(page, 'necessary.v1');
      const orderNumber = await placeOrder(page);
      await page.goto(tenantUrl(TENANT, `/checkout/summary/${orderNumber}?lang=en`));
      const summary = page.getByTestId('page-summary');
      await expect(summary).toHaveAttribute('data-order', String(orderNumber));
      await expect(page.getByTestId('summary-order-number')).toContainText(String(orderNumber));
      const delivery = page.getByTestId('summary-delivery-address');
      await expect(delivery).toContainText('Testbolaget AB');
      await expect(delivery).toContainText('Storgatan 12B');
      await expect(delivery).toContainText('11122 Stockholm');
      await expect(delivery).toContainText('Anna Andersson');
      await expect(delivery).toContainText('anna.andersson@example.com');
      const invoice = page.getByTestId('summary-invoice-address');
      await expect(invoice).toContainText('Testbolaget AB Ekonomi');
      await expect(invoice).toContainText('556677-8899');
      await expect(page.getByTestId('summary-delivery')).toHaveAttribute('data-kind', 'NORMAL');
      await expect(page.getByTestId('summary-item')).toHaveCount(1);
      await expect(page.getByTestId('summary-item')).toContainText('3');
      for (const id of ['summary-net', 'summary-vat', 'summary-gross']) {
        await expect(page.getByTestId(id)).toContainText('SEK');
      }
      await expect(page.getByTestId('summary-vat')).toContainText('25 %');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `cart/summary-${name}`, { fullPage: true });

      const send = page.getByTestId('summary-send');
      const email = send.getByLabel('E-mail address');
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('required', '');
      await send.getByTestId('summary-send-submit').click();
      await expect(send).toContainText('Required');
      await email.fill('not-an-address');
      await send.getByTestId('summary-send-submit').click();
      await expect(send).toContainText('Invalid');
      await email.fill('copy.receiver@example.com');
      await send.getByTestId('summary-send-submit').click();
      await expect(send.getByTestId('summary-send-sent')).toHaveText('Email sent');
      if (name === 'desktop') await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });
  }

  test('an unknown order number keeps the progress indicator with the logo', async ({ page }) => {
    await page.clock.install();
    await page.goto(tenantUrl(TENANT, '/cookieinformation?lang=en'));
    const answered = page.waitForResponse((r) => r.url().includes('order/ajaxGetOrder'));
    await page.goto(tenantUrl(TENANT, '/checkout/summary/987654321?lang=en'));
    const response = await answered;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    const loading = page.getByTestId('summary-loading');
    await expect(loading).toBeVisible();
    await expect(loading.locator('svg')).toBeVisible();
    await page.clock.runFor(1500);
    await expect(loading).toBeVisible();
    await expect(page.getByTestId('summary-order-number')).toHaveCount(0);
    await screenshot(page, 'cart/summary-loading');
    await expectNoMissingTranslations(page);
  });

  test('tracking: reported once with consent on t4.localhost, never again on reload', async ({ page }) => {
    const orderNumber = await arriveAtSummary(page, 'accepted.v1');
    await expect.poll(() => purchases(page)).toHaveLength(1);
    const [event] = await purchases(page);
    expect(event).toMatchObject({ transaction_id: String(orderNumber), currency: 'SEK' });
    expect(event?.value).toBeGreaterThan(0);
    // tax = total × VAT % (25 % on tenant 4): the gross is net + tax.
    const net = (event?.value as number) - (event?.tax as number);
    expect(event?.tax as number).toBeCloseTo(net * 0.25, 1);
    expect(event?.items).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectedToSummary'))).toBeNull();
    await page.reload();
    await expect(page.getByTestId('summary-order-number')).toBeVisible();
    await afterEffects(page);
    expect(await purchases(page)).toHaveLength(0);
  });

  test('tracking: nothing without consent', async ({ page }) => {
    await arriveAtSummary(page, 'declined.v1');
    // The page has decided: it clears the flag whether it reports or not.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('redirectedToSummary'))).toBeNull();
    expect(await purchases(page)).toHaveLength(0);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectedToSummary'))).toBeNull();
  });
});
