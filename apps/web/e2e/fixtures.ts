import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-pass-1';
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where the test server writes each mail it sends, as an .eml file. */
export const MAIL_DIR = path.resolve(import.meta.dirname, `../../../test-results/e2e-data-${PORT}/mail`);

/** An e-mail address no other test run uses. */
export const uniqueEmail = (tag: string) => `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The folder the specs write screenshots into: SHOP_SCREENSHOTS_DIR; unset, none are written. */
export const SCREENSHOTS_DIR = process.env.SHOP_SCREENSHOTS_DIR || null;

/**
 * A screenshot of the page (whole length with `fullPage`) or of one element, as
 * `<SHOP_SCREENSHOTS_DIR>/<name>.png` (a name may hold a folder: `cart/cart-t4-phone`). Does
 * nothing when SHOP_SCREENSHOTS_DIR is unset.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file });
}

/** A guest call of the shop's API, for the test's own expectations (the test runner cannot resolve tN.localhost). */
export async function guestCall<T>(
  request: APIRequestContext,
  tenant: number,
  action: string,
  body: object,
): Promise<T> {
  const res = await request.post(`http://127.0.0.1:${PORT}/api/guest/${action}?tenant=${tenant}`, {
    data: body,
    headers: { host: `t${tenant}.localhost:${PORT}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

export function tenantUrl(tenant: number, path = '/'): string {
  return `http://t${tenant}.localhost:${PORT}${path}`;
}

/**
 * Until the app runs the page: a page the server rendered shows before the app's code has even
 * been asked for (its starter, src/app/starter.ts, asks once the page has painted, or the
 * module script comes at low priority); the app has it once it marks the document
 * (`<html data-app="running">`, main.tsx) and its starter's holding is over.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const early = (window as { shopEarly?: { over: boolean } }).shopEarly;
    return document.documentElement.dataset.app === 'running' && (early === undefined || early.over);
  });
}

/**
 * Signs in through the API (as the login form would) and stores the session where the app
 * keeps it, so a test can start from the signed-in state without typing.
 */
export async function signIn(page: Page, tenant: number, username: string): Promise<void> {
  await page.goto(tenantUrl(tenant, '/cookieinformation'));
  // Let the app finish starting before the session appears under it.
  await expect(page.getByTestId('page-cookieinformation')).toBeVisible();
  await appRunning(page);
  const answer = await page.evaluate(
    async ({ tenant, username, password }) => {
      const res = await fetch(`/api/login?tenant=${tenant}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return { status: res.status, body: res.ok ? await res.json() : null };
    },
    { tenant, username, password: PASSWORD },
  );
  expect(answer.status).toBe(200);
  await storeSession(page, answer.body);
}

/**
 * Signs in as a customer who must first change settings (a temporary password, no e-mail) and
 * opens `path`: answers the forced settings dialog, which is open.
 */
export async function openForcedSettings(page: Page, tenant: number, username: string, path = '/'): Promise<Locator> {
  await signIn(page, tenant, username);
  await page.goto(tenantUrl(tenant, path));
  const dialog = page.getByTestId('forced-settings-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** After a reload the home page shows without the forced settings dialog: the settings are done. */
export async function expectForcedSettingsDone(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('forced-settings-dialog')).toHaveCount(0);
}

/** Signs in to the back office of `tenant` through its form, in English. */
export async function operatorSignIn(page: Page, tenant: number, username: string): Promise<void> {
  await page.goto(tenantUrl(tenant, '/admin/'));
  await expect(page.getByTestId('sign-in-page')).toBeVisible();
  await page.getByLabel(/^(Language|Språk)$/).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('orders-page')).toBeVisible();
}

/** Stores the session of a login (or account creation) answer where the app keeps it. */
export async function storeSession(page: Page, answer: Record<string, unknown>): Promise<void> {
  await page.evaluate((t) => {
    const user = {
      access_token: t.access_token,
      refresh_token: t.refresh_token,
      roles: t.roles,
      username: t.username,
      tenant_id: t.tenant_id,
      id: t.id,
      currency: t.currency,
    };
    localStorage.setItem('user', JSON.stringify(user));
  }, answer);
}

export type Outcome = { page: string } | 'login' | 'notFound' | 'storeSelection' | { redirect: string };

/** Opens a path and checks what the routing-by-state rules say it must show. */
export async function expectOutcome(page: Page, tenant: number, path: string, outcome: Outcome): Promise<void> {
  await page.goto(tenantUrl(tenant, path));
  if (outcome === 'login') {
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  } else if (outcome === 'notFound') {
    await expect(page.getByTestId('not-found')).toBeVisible();
  } else if (outcome === 'storeSelection') {
    await expect(page.getByTestId('store-selection')).toBeVisible();
  } else if ('redirect' in outcome) {
    await expect.poll(() => new URL(page.url()).pathname).toBe(outcome.redirect);
  } else {
    await expect(page.getByTestId(`page-${outcome.page}`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
}

/** A package of a product as the catalog API lists it (the fields the tests read). */
export type ArticleInfo = {
  id: number;
  articleNumber: string;
  price: number;
  freight: string;
  administrativeFee: boolean;
  alternativePrice: string | null;
  payer: string;
  numberOfForms: number;
};

/** A product as the catalog API lists it. */
export type ProductInfo = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  articles: ArticleInfo[];
};

/**
 * The first 100 products of the tenant as this page's session sees them (articleContainer/ajaxList,
 * as the signed-in customer or the guest), asked from inside the page on the tenant's origin.
 */
export async function listProducts(page: Page, tenant: number): Promise<ProductInfo[]> {
  return page.evaluate(async (tenant) => {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { access_token: string } | null;
    const base = user ? '/api' : '/api/guest';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (user) headers.authorization = `Bearer ${user.access_token}`;
    const res = await fetch(`${base}/articleContainer/ajaxList?tenant=${tenant}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ limit: 100, offset: 0 }),
    });
    return (await res.json()) as ProductInfo[];
  }, tenant);
}

/** The address of the orders the tests place through the API (Stockholm, SE). */
export const ORDER_ADDRESS = {
  recipient: 'Testbolaget AB',
  streetName: 'Storgatan',
  streetNumber: '12',
  streetLetter: 'B',
  zipCode: '11122',
  city: 'Stockholm',
  country: 'SE',
};

/**
 * A package a cart and an order may hold: no freight, fee or alternative price, not paid by the
 * shop, and with print-on-forms or without (`forms`).
 */
export function isOrderable(a: ArticleInfo, forms = false): boolean {
  return (
    a.freight === 'NONE' &&
    !a.administrativeFee &&
    !a.alternativePrice &&
    a.payer !== 'TENANT' &&
    (forms ? a.numberOfForms > 0 : a.numberOfForms === 0)
  );
}

/**
 * The first non-empty `pick` of the mails the server wrote, newest first (each mail's raw .eml
 * text), polled until one answers or `timeout` ends.
 */
export async function newestMail(pick: (raw: string) => string, timeout = 15_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml'));
        } catch {
          return '';
        }
        const sorted = files
          .map((f) => path.join(MAIL_DIR, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of sorted) {
          const value = pick(readFileSync(file, 'utf8'));
          if (value) {
            found = value;
            return found;
          }
        }
        return '';
      },
      { timeout },
    )
    .not.toBe('');
  return found;
}

/** The set-password (or reset) token of the newest mail to `to`. */
export function passwordTokenFor(to: string): Promise<string> {
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im');
  return newestMail((eml) => {
    const raw = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!addressed.test(raw)) return '';
    return /\/resetPassword\/([A-Za-z0-9_-]{40,})/.exec(raw)?.[1] ?? '';
  });
}

/** A call of the shop's API as the signed-in customer of this page (bearer from the stored session). */
export async function customerCall<T>(
  page: Page,
  tenant: number,
  action: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ tenant, action, body }) => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token?: string };
      const res = await fetch(`/api/${action}?tenant=${tenant}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${user.access_token}`,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
    { tenant, action, body },
  );
}

/** An open order of the signed-in customer, placed for the test (so the demo orders stay as they are). */
export async function placeOrder(page: Page, tenant: number): Promise<{ orderNumber: number; articleNumber: string }> {
  const list = await customerCall<ProductInfo[]>(page, tenant, 'articleContainer/ajaxList', { limit: 20, offset: 0 });
  const article = list.body
    .flatMap((p) => p.articles)
    .find((a) => a.freight === 'NONE' && !a.administrativeFee && a.payer !== 'TENANT' && !a.alternativePrice);
  if (!article) throw new Error('no article');
  const contact = {
    contactPerson: 'Anna Andersson',
    contactPhoneNumber: '+46 8 123 456',
    contactNotificationInformation: 'anna.andersson@example.com',
  };
  const answer = await customerCall<{ orderNumber: number }>(page, tenant, 'order/ajaxCreateNew', {
    deliveryAddress: { ...ORDER_ADDRESS, ...contact },
    postalAddress: { ...ORDER_ADDRESS, ...contact },
    invoiceAddress: { ...ORDER_ADDRESS, recipient: 'Testbolaget AB Ekonomi', organisationNumber: '556677-8899' },
    articles: [{ articleNumber: article.articleNumber, amount: 2 }],
    message: null,
    hasAdministrativeFee: false,
    premiumSelected: false,
    allowNewsletter: false,
    language: 'en',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { orderNumber: answer.body.orderNumber, articleNumber: article.articleNumber };
}
