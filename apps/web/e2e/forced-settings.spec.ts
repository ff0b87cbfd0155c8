import { expect, test } from '@playwright/test';
import { expectForcedSettingsDone, openForcedSettings, PASSWORD } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations } from './quality.ts';

/** The forced settings modal (SPEC.md §2, §8): what it says after saving, and the way out. */
test.describe('forced settings modal', () => {
  test('after the new password it closes and says "password changed"', async ({ page }) => {
    test.slow();
    const dialog = await openForcedSettings(page, 8, 'temp.8@example.com', '/?lang=en');
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('Temp-new-pass-8');
    await dialog.getByLabel('Confirm new password').fill('Temp-new-pass-8');
    await dialog.getByTestId('forced-password-save').click();
    await expect(dialog).toBeHidden();
    const notice = page.getByTestId('forced-settings-saved');
    await expect(notice.getByTestId('forced-password-changed')).toHaveText('password changed');
    await expect(notice).toBeFocused();
    await expectAccessible(page);
    await expectNoMissingTranslations(page);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await expectForcedSettingsDone(page);
  });

  test('after the e-mail it closes and says "e-mail changed"', async ({ page }) => {
    const dialog = await openForcedSettings(page, 9, '20000009');
    await dialog
      .getByTestId('forced-email-form')
      .locator('input[type="email"]')
      .fill(`forced9.${Date.now()}@example.com`);
    await dialog.getByTestId('forced-email-save').click();
    await expect(dialog).toBeHidden();
    // Tenant 9 is Danish: 'e-mail changed' in Danish.
    await expect(page.getByTestId('forced-email-changed')).toHaveText('e-mail ændret');
  });

  test('offers to log out instead', async ({ page }) => {
    const dialog = await openForcedSettings(page, 6, 'temp.6@example.com');
    await expect(dialog).toContainText('Not now? Log out and continue another time.');
    await dialog.getByTestId('forced-logout').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('login-link')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});
