import { expect, type Page, test } from '@playwright/test';
import { appRunning, PASSWORD, signIn, tenantUrl } from './fixtures.ts';

/**
 * Opens `path` of `tenant` (the login page or a page that asks to log in) and logs in through
 * the form, once the app runs the page (a page that asks to log in is the server's HTML first).
 */
async function logInAt(page: Page, tenant: number, path: string, username: string, password = PASSWORD) {
  await page.goto(tenantUrl(tenant, path));
  await appRunning(page);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

test.describe('login and logout', () => {
  test('a business customer logs in by e-mail, lands on / and gets the session fields stored', async ({ page }) => {
    await logInAt(page, 4, '/login', 'business.4@example.com');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('logout-button')).toBeVisible();
    await expect(page.getByTestId('account-link')).toBeVisible();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(Object.keys(user).sort()).toEqual(
      ['access_token', 'currency', 'id', 'refresh_token', 'roles', 'tenant_id', 'username'].sort(),
    );
    expect(user.tenant_id).toBe(4);
    expect(user.currency).toBe('SEK');
  });

  test('a customer logs in by 8-digit customer number', async ({ page }) => {
    await logInAt(page, 6, '/login', '10000006');
    await expect(page.getByTestId('logout-button')).toBeVisible();
  });

  test('a wrong password shows the translated login_failed alert and no session', async ({ page }) => {
    await logInAt(page, 6, '/login', 'business.6@example.com', 'Wrong-pass-9');
    const alert = page.getByTestId('login-error');
    await expect(alert).toContainText(
      'Login failed. Sorry, we were not able to find a user with that username and password.',
    );
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('an admin account is refused with "Please login as customer!"', async ({ page }) => {
    await logInAt(page, 6, '/login', 'admin.6@example.com');
    await expect(page.getByTestId('login-error')).toContainText('Login failed: Please login as customer!');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('empty fields show the translated Required text', async ({ page }) => {
    await page.goto(tenantUrl(6, '/login'));
    await page.getByTestId('login-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('login-form').getByText('Required').first()).toBeVisible();
  });

  test('logging in in place keeps the address the user asked for', async ({ page }) => {
    await logInAt(page, 4, '/account/settings', 'private.4@example.com');
    await expect(page.getByTestId('page-account')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/account/settings');
  });

  test('a login sent before the app runs the page never puts the password in the address', async ({ page }) => {
    // The app's code held back: the page that asks to log in is the server's HTML alone.
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    await page.goto(tenantUrl(4, '/account/settings'));
    const form = page.getByTestId('login-form');
    await form.locator('input[name="username"]').fill('private.4@example.com');
    await form.locator('input[name="password"]').fill(PASSWORD);
    const navigated = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await form.locator('button[type="submit"]').click();
    await navigated;
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/account/settings');
    for (const url of sent) expect(url).not.toContain(encodeURIComponent(PASSWORD));
  });

  test('on the non-public tenant, logging in on / shows the home page', async ({ page }) => {
    await logInAt(page, 3, '/', 'business.3@example.com');
    await expect(page.getByTestId('page-home')).toBeVisible();
  });

  test('the store owner of tenant 3 gets the store selection after logging in', async ({ page }) => {
    await logInAt(page, 3, '/', 'stores.3@example.com');
    await expect(page.getByTestId('store-selection')).toBeVisible();
  });

  test('logout clears the stored session, the cart and the customer data', async ({ page }) => {
    await signIn(page, 4, 'business.4@example.com');
    await page.evaluate(() => localStorage.setItem('state', JSON.stringify({ items: {} })));
    await page.goto(tenantUrl(4, '/'));
    await page.getByTestId('logout-button').click();
    await expect(page.getByTestId('login-link')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
  });

  test('a stored session with an invalid token is signed out on start', async ({ page }) => {
    await page.goto(tenantUrl(4, '/cookieinformation'));
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({
          access_token: 'x',
          refresh_token: 'y',
          roles: ['CUSTOMER'],
          username: 'u',
          tenant_id: 4,
          id: 1,
          currency: 'SEK',
        }),
      ),
    );
    await page.goto(tenantUrl(4, '/account'));
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('Swedish is the default language of tenant 4 and Finnish is forced on tenant 5', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(tenantUrl(5, '/login'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByTestId('language-links')).toHaveCount(0);
    await page.goto(tenantUrl(9, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await context.close();
  });
});

test.describe('login page extras', () => {
  test('the internal shop’s login page links to the store-account request', async ({ page }) => {
    await page.goto(tenantUrl(3, '/login?lang=en'));
    const link = page.getByTestId('login-page').getByTestId('store-request-link');
    await expect(link).toHaveText('Request a store account');
    await expect(link).toHaveAttribute('href', '/account/new');
    await link.click();
    await expect(page.getByTestId('store-request-form')).toBeVisible();
    // Public shops keep their own sign-up link instead.
    await page.goto(tenantUrl(4, '/login?lang=en'));
    await expect(page.getByTestId('signup-link')).toBeVisible();
    await expect(page.getByTestId('store-request-link')).toHaveCount(0);
  });

  test('the forgot-password dialog closes with Escape after success and focus returns to its opener', async ({
    page,
  }) => {
    await page.goto(tenantUrl(4, '/login?lang=en'));
    const opener = page.getByRole('button', { name: 'Forgot password?' });
    await opener.click();
    const dialog = page.getByTestId('forgot-password-dialog');
    await dialog.getByLabel('Customer number or e-mail').fill('business.4@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('forgot-password-sent')).toBeVisible();
    // Focus stays inside the dialog (not on the body) once the form is replaced by the notice.
    await expect(dialog.getByTestId('forgot-password-close')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    // The close button closes it too.
    await opener.click();
    await dialog.getByLabel('Customer number or e-mail').fill('business.4@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByTestId('forgot-password-close').click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
