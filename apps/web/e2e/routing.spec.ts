import { expect, test } from '@playwright/test';
import { expectOutcome, type Outcome, signIn, tenantUrl } from './fixtures.ts';

type Row = [path: string, outcome: Outcome];

const publicGuest: Row[] = [
  ['/', { page: 'home' }],
  ['/login', 'login'],
  ['/account', 'login'],
  ['/account/orders', 'login'],
  ['/account/lists', 'login'],
  ['/account/new', { page: 'account-new' }],
  ['/shop', { page: 'shop' }],
  // /article/{id}: product.spec.ts opens real products and checks missing ids go to /404.
  ['/cart', { page: 'cart' }],
  ['/checkout', { page: 'checkout' }],
  ['/results', { page: 'results' }],
  ['/resetPassword/abc', { page: 'reset-password' }],
  ['/resetPassword', { redirect: '/' }],
  ['/contact', { page: 'contact' }],
  ['/terms', { page: 'terms' }],
  ['/about', { page: 'about' }],
  ['/faq', 'notFound'],
  ['/cookieinformation', { page: 'cookieinformation' }],
  ['/404', 'notFound'],
  ['/no/such/page', 'notFound'],
];

const publicSignedIn: Row[] = [
  ['/', { page: 'home' }],
  ['/login', { redirect: '/' }],
  ['/account', { page: 'account' }],
  ['/account/dashboard', { page: 'account' }],
  ['/account/orders/100001', { page: 'account' }],
  ['/account/lists', { page: 'account' }],
  ['/account/lists/999999', { page: 'account' }],
  ['/account/information', { page: 'account' }],
  ['/account/settings', { page: 'account' }],
  ['/account/new', { redirect: '/' }],
  ['/checkout', { page: 'checkout' }],
  ['/contact', { page: 'contact' }],
  ['/faq', 'notFound'],
  ['/no/such/page', 'notFound'],
];

const nonPublicGuest: Row[] = [
  ['/', 'login'],
  ['/login', 'login'],
  ['/shop', 'login'],
  ['/article/1', 'login'],
  ['/cart', 'login'],
  ['/account', 'login'],
  ['/contact', 'login'],
  ['/faq', 'login'],
  ['/no/such/page', 'login'],
  ['/cookieinformation', { page: 'cookieinformation' }],
  ['/account/new', { page: 'account-new' }],
  ['/resetPassword/abc', { page: 'reset-password' }],
  ['/resetPassword', { redirect: '/' }],
];

const nonPublicSignedIn: Row[] = [
  ['/', { page: 'home' }],
  ['/login', { redirect: '/' }],
  ['/shop', { page: 'shop' }],
  ['/account/orders', { page: 'account' }],
  ['/about', { page: 'about' }],
  ['/faq', { page: 'faq' }],
  ['/contact', 'notFound'],
  ['/terms', 'notFound'],
  ['/account/new', { redirect: '/' }],
  ['/no/such/page', 'notFound'],
];

/** One test a row of `rows`: the path on `tenant`, as a guest or signed in as `username`. */
function describeRouting(title: string, tenant: number, rows: Row[], username?: string): void {
  test.describe(`routing by state: ${title}`, () => {
    for (const [path, outcome] of rows) {
      test(`${path}`, async ({ page }) => {
        if (username) await signIn(page, tenant, username);
        await expectOutcome(page, tenant, path, outcome);
      });
    }
  });
}

describeRouting('public tenant 4, guest', 4, publicGuest);
describeRouting('public tenant 4, signed in', 4, publicSignedIn, 'business.4@example.com');

test.describe('routing by state: tenant 5 exceptions', () => {
  test('a guest is asked to log in at /checkout', async ({ page }) => expectOutcome(page, 5, '/checkout', 'login'));
  test('/faq is a page for a guest', async ({ page }) => expectOutcome(page, 5, '/faq', { page: 'faq' }));
  test('/faq is a page when signed in', async ({ page }) => {
    await signIn(page, 5, 'business.5@example.com');
    await expectOutcome(page, 5, '/faq', { page: 'faq' });
  });
  test('/checkout is a page when signed in', async ({ page }) => {
    await signIn(page, 5, 'business.5@example.com');
    await expectOutcome(page, 5, '/checkout', { page: 'checkout' });
  });
});

describeRouting('non-public tenant 3, guest', 3, nonPublicGuest);
describeRouting('non-public tenant 3, signed in', 3, nonPublicSignedIn, 'business.3@example.com');
describeRouting(
  'non-public tenant 3, store list pending',
  3,
  ['/', '/shop', '/account', '/contact', '/cookieinformation', '/no/such/page'].map(
    (path): Row => [path, 'storeSelection'],
  ),
  'stores.3@example.com',
);

test.describe('the not-found page', () => {
  test('shows the spec text with the customer-service contact', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(tenantUrl(6, '/no/such/page'));
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText('Oops! The page you are looking for does not longer exist.');
    await expect(notFound).toContainText('+44 20 7946 0000');
    await context.close();
  });

  test('speaks Swedish to a Swedish browser on tenant 4', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto(tenantUrl(4, '/404'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByTestId('not-found')).toContainText('Hoppsan! Sidan du letar efter finns inte längre.');
    await context.close();
  });
});
