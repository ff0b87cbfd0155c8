import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  customerCall,
  guestCall,
  operatorSignIn,
  PASSWORD,
  passwordTokenFor,
  placeOrder,
  screenshot,
  signIn,
  tenantUrl,
  uniqueEmail,
} from './fixtures.ts';
import { expectAccessible, WIDTHS } from './quality.ts';

/** The back office (apps/admin at /admin/): an operator's day with orders and store requests. */

/** A store-account request to tenant 3 from a company and an address of this test's own. */
async function requestStoreAccount(
  request: APIRequestContext,
  tag: string,
  name: string,
  details: { corporateId: string; contactName: string; phone?: string; message?: string },
): Promise<{ email: string; company: string }> {
  const email = uniqueEmail(tag);
  const company = `${name} ${Date.now()} AB`;
  await guestCall(request, 3, 'user/ajaxCreateStoreAccount', { companyName: company, email, ...details });
  return { email, company };
}

test.describe('back office', () => {
  test('the sign-in refuses a customer and a wrong password, translated', async ({ page }) => {
    await page.goto(tenantUrl(4, '/admin/'));
    // Tenant 4's default language is Swedish, and so is the back office's until the operator chooses.
    await expect(page.getByRole('heading', { name: 'Logga in i administrationen' })).toBeVisible();
    await page.getByLabel('E-postadress').fill('business.4@example.com');
    await page.getByLabel('Lösenord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kontot kan inte logga in i den här butikens administration.');
    await page.getByLabel('Språk').selectOption('en');
    await page.getByLabel('Password').fill('Wrong-pass-9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
    await expectAccessible(page);
    expect(await page.evaluate(() => sessionStorage.getItem('adminSession'))).toBeNull();
  });

  test('an operator finds an order by customer number, marks it printed and shipped; the customer sees it', async ({
    page,
    browser,
  }) => {
    // Two people's work in one test: the customer's order and the operator's steps on it.
    test.slow();
    await signIn(page, 4, 'business.4@example.com');
    await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
    const { orderNumber } = await placeOrder(page, 4);
    const parcel = `PN-${Date.now()}`;

    const context = await browser.newContext({ viewport: WIDTHS.desktop });
    const admin = await context.newPage();
    await operatorSignIn(admin, 4, 'orders.4@example.com');
    await expect(admin.getByTestId('shop-name')).toHaveText('Sealwise Nordic');
    // An order handler handles orders; store requests are not its work.
    await expect(admin.getByRole('link', { name: 'Store requests' })).toHaveCount(0);

    await admin.getByLabel('Search').fill('10000004');
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(admin.url()).search).toBe('?q=10000004');
    const link = admin.getByRole('link', { name: String(orderNumber), exact: true });
    await expect(link).toBeVisible();
    await expectAccessible(admin);
    await screenshot(admin, 'back-office/orders', { fullPage: true });
    // A reload keeps the search.
    await admin.reload();
    await expect(admin.getByLabel('Search')).toHaveValue('10000004');
    await admin.getByRole('link', { name: String(orderNumber), exact: true }).click();

    await expect(admin.getByRole('heading', { level: 1 })).toContainText(`Order ${orderNumber}`);
    const actions = admin.getByRole('list', { name: 'Actions' });
    await expect(actions.getByRole('button')).toHaveText(['Mark printed', 'Cancel order…']);
    await expectAccessible(admin);
    await actions.getByRole('button', { name: 'Mark printed' }).click();
    await expect(admin.getByRole('status')).toHaveText(`Order ${orderNumber} is marked printed.`);
    await expect(admin.getByRole('heading', { level: 1 })).toContainText('Printed');
    await expect(actions.getByRole('button')).toHaveText(['Mark invoiced', 'Mark shipped…']);

    await actions.getByRole('button', { name: 'Mark shipped…' }).click();
    const dialog = admin.getByRole('dialog', { name: `Ship order ${orderNumber}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Parcel number').fill('no!');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByText('4 to 40 letters, digits or dashes.')).toBeVisible();
    await expectAccessible(admin);
    await screenshot(admin, 'back-office/shipped-dialog');
    await dialog.getByLabel('Parcel number').fill(parcel);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('status')).toContainText('is marked shipped');
    await expect(actions.getByRole('button')).toHaveText(['Mark invoiced']);
    await expect(admin.getByRole('link', { name: parcel })).toHaveAttribute('href', new RegExp(parcel));
    await screenshot(admin, 'back-office/order', { fullPage: true });

    // The audit trail says who did what.
    await admin.getByRole('link', { name: 'Audit trail' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Audit trail of order ${orderNumber}`);
    const rows = admin.getByRole('row');
    await expect(rows.filter({ hasText: 'Marked printed' })).toContainText('orders.4@example.com');
    await expect(rows.filter({ hasText: 'Marked shipped' })).toContainText(parcel);
    await expectAccessible(admin);

    // The order handler reads the customer but changes nothing there.
    await admin.goto(tenantUrl(4, '/admin/customers/10000004'));
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(admin.getByRole('button', { name: /Disable|Send password reset/ })).toHaveCount(0);
    await context.close();

    // The customer sees it printed, with the tracking link, and can no longer cancel it.
    await page.goto(tenantUrl(4, `/account/orders/${orderNumber}?lang=en`));
    const card = page.locator(`[data-testid="order"][data-order="${orderNumber}"]`);
    await expect(card.getByTestId('order-status')).toHaveText('Printed');
    await expect(card.getByTestId('order-tracking-link')).toHaveText(parcel);
    await expect(card.getByTestId('order-tracking-link')).toHaveAttribute('href', new RegExp(`${parcel}$`));
    await expect(card.getByTestId('order-cancel')).toBeDisabled();
    const cancel = await customerCall(page, 4, 'order/ajaxCancel', { orderNumber });
    expect(cancel.status).toBe(409);
  });

  test('a store request on tenant 3 is approved; the new customer sets a password from the mail and signs in', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const { email, company } = await requestStoreAccount(request, 'store', 'Butik', {
      corporateId: '556000-1234',
      contactName: 'Kim Berg',
      phone: '0701234567',
      message: 'Vi vill beställa till butiken.',
    });

    const context = await browser.newContext({ viewport: WIDTHS.desktop });
    const admin = await context.newPage();
    await operatorSignIn(admin, 3, 'admin.3@example.com');
    await admin.getByRole('link', { name: 'Store requests' }).click();
    await expect(admin.getByTestId('store-requests-page')).toBeVisible();
    const card = admin.getByRole('listitem').filter({ hasText: company });
    await expect(card).toContainText(email);
    await expectAccessible(admin);
    await screenshot(admin, 'back-office/store-requests', { fullPage: true });
    await card.getByRole('button', { name: `Approve ${company}` }).click();
    const notice = admin.getByRole('status');
    await expect(notice).toContainText(`${company} is approved as customer`);
    const customerNumber = /customer (\d{8})/.exec((await notice.textContent()) ?? '')?.[1];
    expect(customerNumber).toMatch(/^\d{8}$/);
    await admin.getByLabel('Show').selectOption('APPROVED');
    await expect(admin.getByRole('listitem').filter({ hasText: company })).toContainText('Approved');
    await context.close();

    const token = await passwordTokenFor(email);
    await page.goto(tenantUrl(3, `/resetPassword/${token}?lang=en`));
    const form = page.getByTestId('reset-password-form');
    await form.getByLabel('New password').fill('Store-new-pass-1');
    await form.getByLabel('Confirm password').fill('Store-new-pass-1');
    await page.getByTestId('reset-password-submit').click();
    await expect(page.getByTestId('reset-password-done')).toBeVisible();

    await page.goto(tenantUrl(3, '/?lang=en'));
    const login = page.getByTestId('login-form');
    await login.locator('input[name="username"]').fill(email);
    await login.locator('input[name="password"]').fill('Store-new-pass-1');
    await login.locator('button[type="submit"]').click();
    await expect(page.getByTestId('logout-button')).toBeVisible();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user.tenant_id).toBe(3);
  });

  test('a store request is rejected with a reason', async ({ request, page }) => {
    const { company } = await requestStoreAccount(request, 'reject', 'Avslag', {
      corporateId: '556000-4321',
      contactName: 'Alex Lund',
    });
    await operatorSignIn(page, 3, 'admin.3@example.com');
    await page.goto(tenantUrl(3, '/admin/store-requests'));
    const card = page.getByRole('listitem').filter({ hasText: company });
    await card.getByRole('button', { name: `Reject ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${company}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Vi kan inte leverera till er ort.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status')).toHaveText(`${company} is rejected; the reason is mailed to the requester.`);
    await expect(page.getByRole('listitem').filter({ hasText: company })).toHaveCount(0);
  });

  test('a SUPERADMIN switches shops; the pages hold at 375 px', async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await operatorSignIn(page, 4, 'super@example.com');
    const shop = page.getByLabel('Shop');
    await expect(shop.locator('option')).toHaveCount(7);
    await shop.selectOption('6');
    await expect(page.getByTestId('shop-name')).toHaveText('Sealwise UK');
    await expect(page.getByRole('link', { name: /^\d+$/ }).first()).toBeVisible();
    // Nothing is wider than the screen but the table, which scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'back-office/orders-phone', { fullPage: true });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('sign-in-page')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('adminSession'))).toBeNull();
  });
});
