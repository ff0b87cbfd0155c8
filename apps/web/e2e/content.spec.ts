import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

/** A stored cookie choice, so the consent banner stays closed while the pages are read. */
async function rememberCookieChoice(context: BrowserContext, tenant: number): Promise<void> {
  await context.addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(tenant) }]);
}

/** Opens a content page with the cookie choice already made (no banner over it) and waits for it. */
async function open(page: Page, tenant: number, path: string, name: string): Promise<void> {
  await rememberCookieChoice(page.context(), tenant);
  await page.goto(tenantUrl(tenant, path));
  await expect(page.getByTestId(`page-${name}`)).toBeVisible();
}

const disclosures = (page: Page, name: string) => page.getByTestId(`page-${name}`).locator('button[slot="trigger"]');

/** Opens a collapsed question or section with a key and checks that its panel shows. */
async function openWithKey(page: Page, name: string, index: number, key: 'Enter' | 'Space'): Promise<void> {
  const button = disclosures(page, name).nth(index);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press(key);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await page.keyboard.press(key);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test.describe(`content pages at ${label} width`, () => {
    test.use({ viewport });
    // Each test runs axe once or more on a shared machine.
    test.describe.configure({ timeout: 60_000 });

    test('tenant 4: about in Swedish, without the hero', async ({ page }) => {
      await open(page, 4, '/about?lang=sv', 'about');
      await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
      await expect(page.getByTestId('about-hero')).toHaveCount(0);
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });

    test('tenant 4: terms without general conditions, opened with the keyboard', async ({ page }) => {
      await open(page, 4, '/terms?lang=sv', 'terms');
      await expect(disclosures(page, 'terms')).toHaveText([
        'Avtal',
        'Priser',
        'Leverans',
        'Returer och ångerrätt',
        'Betalning',
        'Reklamationer',
      ]);
      await openWithKey(page, 'terms', 4, 'Enter');
      await openWithKey(page, 'terms', 0, 'Space');
      await disclosures(page, 'terms').nth(4).click();
      await expect(page.getByText(/faktureras, 30 dagar netto/)).toBeVisible();
      await expect(page.getByText(/administrativ avgift på 49\skr/)).toBeVisible();
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });

    test('tenant 4: contact with links, numbers and the credit badge', async ({ page }) => {
      await open(page, 4, '/contact?lang=sv', 'contact');
      await expect(page.getByTestId('credit-badge')).toBeVisible();
      const main = page.getByTestId('page-contact');
      await expect(main.getByRole('link', { name: /\+46 8 555 010 00/ })).toHaveAttribute('href', 'tel:+46855501000');
      await expect(main.getByRole('link', { name: /kundservice@sealwise\.example/ })).toHaveAttribute(
        'href',
        'mailto:kundservice@sealwise.example',
      );
      await expect(main.getByText('SE556000000401')).toBeVisible();
      await expectAccessible(page);
      await expectNoMissingTranslations(page);
    });

    test('tenant 4: cookie information with both tables and the settings button', async ({ page }) => {
      await open(page, 4, '/cookieinformation?lang=en', 'cookieinformation');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Privacy notice and cookie information' }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: /Processing of personal data/ })).toBeVisible();
      const cookies = page.getByRole('table', { name: 'Cookies and local storage used by the shop' });
      await expect(cookies.locator('tbody th')).toHaveText([
        'shop_consent',
        'shop_rt',
        'state',
        'privateCustomerType',
        'user',
        'lang',
      ]);
      await expect(cookies.getByText('15,780,000 seconds (about 6 months)')).toBeVisible();
      await expectAccessible(page);
      await page.getByTestId('page-cookieinformation').getByRole('button', { name: 'Cookie settings' }).click();
      await expect(page.getByTestId('cookie-settings')).toBeVisible();
      await expectNoMissingTranslations(page);
    });

    for (const [path, name] of [
      ['/about', 'about'],
      ['/terms', 'terms'],
      ['/contact', 'contact'],
      ['/cookieinformation', 'cookieinformation'],
    ] as const) {
      test(`tenant 8: ${name} is accessible`, async ({ page }) => {
        await open(page, 8, path, name);
        if (name === 'about') await expect(page.getByText(/pipette tips/)).toBeVisible();
        if (name === 'contact') await expect(page.getByTestId('credit-badge')).toBeVisible();
        if (name === 'terms') {
          await expect(disclosures(page, 'terms')).toHaveCount(7);
          await expect(disclosures(page, 'terms').last()).toHaveText('General conditions');
          await openWithKey(page, 'terms', 6, 'Space');
          await disclosures(page, 'terms').nth(4).click();
        }
        await expectAccessible(page);
        await expectNoMissingTranslations(page);
      });
    }

    test('tenant 5: Finnish, 7 questions, contact without badge, short cookie title', async ({ page }) => {
      await open(page, 5, '/faq?lang=en', 'faq');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
      await expect(page.getByRole('heading', { level: 1, name: 'Usein kysytyt kysymykset' })).toBeVisible();
      await expect(disclosures(page, 'faq')).toHaveCount(7);
      await openWithKey(page, 'faq', 3, 'Enter');
      await disclosures(page, 'faq').nth(3).click();
      await expect(page.getByText(/maksuaika 14 päivää netto/)).toBeVisible();
      await expectAccessible(page);

      await open(page, 5, '/contact', 'contact');
      await expect(page.getByTestId('credit-badge')).toHaveCount(0);
      await expect(page.getByText('Y-tunnus')).toBeVisible();
      await expect(page.getByText('arkisin 8-16.30')).toBeVisible();

      await open(page, 5, '/cookieinformation', 'cookieinformation');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evästetiedot');
      await expect(page.getByTestId('cookie-table')).toBeVisible();
      await open(page, 5, '/about', 'about');
      await expect(page.getByText(/suomalaisia yrityksiä/)).toBeVisible();
      await expectNoMissingTranslations(page);
    });

    test('tenant 9: Danish texts on every content page', async ({ page }) => {
      await open(page, 9, '/about?lang=en', 'about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'da');
      await expect(page.getByRole('heading', { level: 1, name: 'Om os' })).toBeVisible();
      await open(page, 9, '/terms', 'terms');
      await expect(disclosures(page, 'terms')).toHaveCount(7);
      await disclosures(page, 'terms').nth(4).click();
      await expect(page.getByText(/administrationsgebyr på 39\skr\./)).toBeVisible();
      await open(page, 9, '/contact', 'contact');
      await expect(page.getByTestId('credit-badge')).toBeVisible();
      await open(page, 9, '/cookieinformation', 'cookieinformation');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Privatlivspolitik og information om cookies' }),
      ).toBeVisible();
      await expectNoMissingTranslations(page);
    });

    test('tenant 3 signed in: hero on about, 11 questions in Swedish, cookie information', async ({ page }) => {
      test.slow(); // three content pages with their accessibility scans: near 30 s on a slow 2-core machine
      await signIn(page, 3, 'business.3@example.com');
      await open(page, 3, '/about?lang=sv', 'about');
      await expect(page.getByTestId('about-hero')).toBeVisible();
      await expect(page.getByText(/materialbutiken/)).toBeVisible();
      await open(page, 3, '/faq', 'faq');
      await expect(disclosures(page, 'faq')).toHaveCount(11);
      await openWithKey(page, 'faq', 10, 'Space');
      await open(page, 3, '/faq?lang=en', 'faq');
      await expect(disclosures(page, 'faq')).toHaveCount(9);
      await open(page, 3, '/cookieinformation?lang=sv', 'cookieinformation');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Integritetspolicy och cookieinformation' }),
      ).toBeVisible();
      await expectNoMissingTranslations(page);
    });
  });
}
