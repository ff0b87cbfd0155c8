import { expect, type Page, test } from '@playwright/test';
import { appRunning, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

const CONSENT_MAX_AGE_S = 15780000;

async function consentCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'shop_consent');
}

/** Script elements and requests that leave the shop's own origin. */
async function thirdPartyScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[src]')]
      .map((s) => (s as HTMLScriptElement).src)
      .filter((src) => new URL(src).origin !== window.location.origin),
  );
}

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test.describe(`cookie consent at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a first visit shows the banner; accept all keeps the choice for 15780000 s', async ({ page }) => {
      await page.goto(tenantUrl(4, '/?lang=sv'));
      const banner = page.getByRole('region', { name: 'Samtycke till cookies' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Acceptera alla' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Neka alla' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Inställningar' })).toBeVisible();
      // The banner does not block the page: the header stays usable.
      await expect(page.getByTestId('site-logo')).toBeVisible();

      const before = Date.now() / 1000;
      await banner.getByRole('button', { name: 'Acceptera alla' }).click();
      await expect(banner).toBeHidden();
      const cookie = await consentCookie(page);
      expect(cookie?.value).toBe('accepted.v1');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      expect(Math.abs((cookie?.expires ?? 0) - (before + CONSENT_MAX_AGE_S))).toBeLessThan(60);

      await page.reload();
      await expect(page.getByTestId('footer')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      await expectNoMissingTranslations(page);
    });

    test('decline all hides the banner, stores declined and survives a reload', async ({ page }) => {
      await page.goto(tenantUrl(8, '/'));
      const banner = page.getByTestId('cookie-banner');
      await banner.getByRole('button', { name: 'Decline all' }).click();
      await expect(banner).toHaveCount(0);
      expect((await consentCookie(page))?.value).toBe('declined.v1');
      await page.reload();
      await expect(page.getByTestId('footer')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });

    test('the footer button reopens the settings; save keeps only the necessary cookies', async ({ page }) => {
      await page.goto(tenantUrl(8, '/'));
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
      await page.getByTestId('cookie-settings-button').click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await expect(dialog).toBeVisible();
      const necessary = dialog.getByRole('switch');
      await expect(necessary).toBeChecked();
      await expect(necessary).toBeDisabled();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      expect((await consentCookie(page))?.value).toBe('necessary.v1');
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });

    test('the settings modal is keyboard usable: Escape closes it and focus returns', async ({ page }) => {
      await page.goto(tenantUrl(4, '/?lang=en'));
      const button = page.getByTestId('cookie-settings-button');
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('cookie-settings');
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      // Nothing was chosen: the banner is still there.
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      // Opening from the banner, then choosing with the keyboard.
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Settings' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Decline all' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      expect((await consentCookie(page))?.value).toBe('declined.v1');
    });

    test('the shop:open-cookie-settings event opens the settings', async ({ page }) => {
      await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
      await expect(page.getByTestId('page-cookieinformation')).toBeVisible();
      // The event is the app's: it listens once it runs the page.
      await appRunning(page);
      await page.evaluate(() => window.dispatchEvent(new Event('shop:open-cookie-settings')));
      await expect(page.getByTestId('cookie-settings')).toBeVisible();
    });

    for (const tenant of [4, 8]) {
      test(`the banner and the settings have no axe violations on tenant ${tenant}`, async ({ page }) => {
        test.slow();
        await page.goto(tenantUrl(tenant, '/'));
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        await expect(page.getByTestId('footer')).toBeVisible();
        await expectAccessible(page);
        await page.getByTestId('cookie-banner').getByTestId('consent-settings').click();
        await expect(page.getByTestId('cookie-settings')).toBeVisible();
        await expectAccessible(page);
        await expectNoMissingTranslations(page);
      });
    }

    if (widthName === 'phone') {
      test('the banner leaves the end of the page reachable', async ({ page }) => {
        await page.goto(tenantUrl(4, '/?lang=en'));
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        const button = page.getByTestId('cookie-settings-button');
        await button.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const box = await button.boundingBox();
        const banner = await page.getByTestId('cookie-banner').boundingBox();
        expect(box && banner && box.y + box.height <= banner.y).toBe(true);
        await button.click();
        await expect(page.getByTestId('cookie-settings')).toBeVisible();
      });
    }
  });
}

test.describe('no third-party script before or after consent', () => {
  for (const tenant of [4, 8]) {
    test(`tenant ${tenant}`, async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['http:', 'https:'].includes(url.protocol)) return;
        if (url.hostname !== `t${tenant}.localhost`) foreign.push(request.url());
      });
      await page.goto(tenantUrl(tenant, '/'));
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expect(page.getByTestId('footer')).toBeVisible();
      expect(await thirdPartyScripts(page)).toEqual([]);
      await page.getByTestId('cookie-banner').getByTestId('consent-accept').click();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('footer')).toBeVisible();
      expect(await thirdPartyScripts(page)).toEqual([]);
      // Demo tenants configure no certificate, so none appears.
      await expect(page.getByTestId('ecommerce-certificate')).toHaveCount(0);
      expect(foreign).toEqual([]);
    });
  }
});
