import { expect, type Page, test } from '@playwright/test';
import { type ArticleInfo, isOrderable, type ProductInfo, tenantUrl } from './fixtures.ts';

/**
 * Script payloads typed into names, addresses, contacts and order messages show as text on every
 * page that shows them, and never run; the browser keeps only the storage SPEC.md §3 names.
 * CSP is bypassed here, so a payload that reached the page as markup would really run.
 *
 * Product texts cannot be given payloads from a browser test (the catalog is only written by the
 * seed); the server's input tests cover them in the confirmation mails.
 */

const PAYLOAD = {
  company: '<img src=x onerror="window.__pwned=1;alert(1)">',
  recipient: '"><svg onload=window.__pwned=2>',
  street: '<script>window.__pwned=3</script>',
  city: "javascript:window.__pwned=4//'",
  contact: '<img src=x onerror=alert(5)>',
  reference: "'><iframe src=javascript:alert(6)>",
  message: '<a href="javascript:alert(7)">x</a><script>alert(8)</script>',
} as const;

/** The texts of PAYLOAD an order shows on its summary and in the account. */
const ORDER_TEXTS = [PAYLOAD.recipient, PAYLOAD.street, PAYLOAD.city, PAYLOAD.contact, PAYLOAD.reference];

const PASSWORD = 'Hardening-pass-1';
const SESSION_KEYS = ['access_token', 'currency', 'id', 'refresh_token', 'roles', 'tenant_id', 'username'];
/** Every key the shop may keep in localStorage (SPEC.md §1, §3, and the chosen language). */
const LOCAL_KEYS = ['lang', 'privateCustomerType', 'state', 'user'];
/**
 * sessionStorage: the order just placed (e-commerce tracking), a guest's checkout draft and the
 * router's scroll positions.
 */
const SESSION_STORAGE_KEYS = ['checkout.guest', 'redirectedToSummary', 'react-router-scroll-positions'];

test.use({ bypassCSP: true });

/** Collects every dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** No payload became markup: no handler attributes, no javascript: URLs, no injected script, no flag. */
async function expectInert(page: Page, dialogs: string[], shown: readonly string[]): Promise<void> {
  for (const text of shown) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const name of el.getAttributeNames()) {
        const value = el.getAttribute(name) ?? '';
        if (/^on/i.test(name)) bad.push(`<${el.tagName.toLowerCase()} ${name}>`);
        if (/^(href|src|action|formaction|data)$/i.test(name) && /^\s*javascript:/i.test(value))
          bad.push(`<${el.tagName.toLowerCase()} ${name}="${value}">`);
      }
    }
    for (const script of Array.from(document.querySelectorAll('script')))
      if (!script.src && script.type !== 'application/json')
        bad.push(`inline script: ${script.textContent?.slice(0, 60)}`);
    if (document.querySelector('img[src="x"], iframe, svg[onload]')) bad.push('injected img, iframe or svg');
    return { bad, flag: (window as unknown as { __pwned?: unknown }).__pwned };
  });
  expect(found.bad).toEqual([]);
  expect(found.flag).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** Everything the page's scripts can read: localStorage, sessionStorage, document.cookie. */
async function readableStorage(page: Page) {
  return page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.fromEntries(
        Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [k, s.getItem(k) ?? '']),
      );
    return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
  });
}

/** Only the keys SPEC.md §3 names, no secret beyond the session's own tokens, no HttpOnly cookie. */
async function expectStorageAsSpecified(page: Page, secrets: readonly string[]): Promise<void> {
  const { local, session, cookie } = await readableStorage(page);
  expect(Object.keys(local).filter((k) => !LOCAL_KEYS.includes(k))).toEqual([]);
  expect(Object.keys(session).filter((k) => !SESSION_STORAGE_KEYS.includes(k))).toEqual([]);
  if (local.user) expect(Object.keys(JSON.parse(local.user) as object).sort()).toEqual(SESSION_KEYS);
  const everything = JSON.stringify({ local, session, cookie });
  for (const secret of secrets) expect(everything, 'a secret is readable by scripts').not.toContain(secret);
  expect(everything).not.toMatch(/\$argon2|password/i);
  // Scripts see the consent choice only: the refresh binding and the guest order secret are HttpOnly.
  const names = cookie
    .split(';')
    .map((c) => c.trim().split('=')[0])
    .filter(Boolean);
  expect(names.filter((n) => n !== 'shop_consent')).toEqual([]);
}

async function acceptNecessaryCookies(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'shop_consent', value: 'necessary.v1', url: tenantUrl(4) }]);
}

/** Calls the API from the page as the signed-in user. */
async function api<T>(page: Page, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token?: string };
      const res = await fetch(`/api/${path}?tenant=4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.access_token}` },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
    { path, body },
  );
}

/** A product and package the cart and orders may hold (no forms, paid by the customer). */
async function orderableArticle(page: Page): Promise<{ product: ProductInfo; article: ArticleInfo }> {
  const list = await page.evaluate(async () => {
    const res = await fetch('/api/guest/articleContainer/ajaxList?tenant=4', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 100, offset: 0 }),
    });
    return (await res.json()) as ProductInfo[];
  });
  for (const product of list) {
    const article = product.articles.find((a) => isOrderable(a));
    if (article) return { product, article };
  }
  throw new Error('no orderable article on tenant 4');
}

/** One package of the article in the cart, as the shop keeps it (localStorage.state). */
async function putInCart(page: Page, { product, article }: { product: ProductInfo; article: ArticleInfo }) {
  await page.evaluate(
    ({ product, article }) => {
      const { id, name, description, image } = product;
      const state = {
        items: {
          [article.id]: { product: { id, name, description, image }, article, amount: 1, price: article.price },
        },
        itemsInCart: 1,
      };
      localStorage.setItem('state', JSON.stringify(state));
    },
    { product, article },
  );
}

test.describe('script payloads', () => {
  test('a customer with payloads in its name, addresses and order sees them as text only', async ({ page }) => {
    // A long walk: sign-up, two addresses, an order, then five pages.
    test.slow();
    const dialogs = watchDialogs(page);
    await acceptNecessaryCookies(page);
    await page.goto(tenantUrl(4, '/account/new?lang=en'));
    const form = page.getByTestId('signup-form');
    await expect(form).toBeVisible();
    await form.getByLabel('Business').check();
    await form.getByLabel('Company name', { exact: true }).fill(PAYLOAD.company);
    await form.getByLabel('Corporate identity number').fill('556677-8899');
    const email = `e2e.hardening.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expectInert(page, dialogs, []);
    await expectStorageAsSpecified(page, [PASSWORD]);

    const stored = {
      recipient: PAYLOAD.recipient,
      streetName: PAYLOAD.street,
      streetNumber: '12',
      streetLetter: null,
      zipCode: '11122',
      city: PAYLOAD.city,
      country: 'Sverige',
    };
    const delivery = await api(page, 'postalAddress/ajaxChangeAddress', {
      addressType: 'DELIVERY',
      addressData: stored,
    });
    expect(delivery.status).toBe(200);
    const invoice = await api(page, 'postalAddress/ajaxChangeAddress', {
      addressType: 'INVOICE',
      addressData: {
        ...stored,
        invoiceReference: PAYLOAD.reference,
        emailInvoiceAddress: null,
        organisationNumber: '556677-8899',
        gln: null,
        electronicInvoiceSystemAddress: null,
        electronicOperator: null,
      },
    });
    expect(invoice.status).toBe(200);
    const orderable = await orderableArticle(page);
    const { article } = orderable;
    const contact = {
      contactPerson: PAYLOAD.contact,
      contactPhoneNumber: '+46 8 123 456',
      contactNotificationInformation: 'contact@example.com',
    };
    const order = await api<{ orderNumber: number }>(page, 'order/ajaxCreateNew', {
      deliveryAddress: { ...stored, ...contact },
      postalAddress: null,
      invoiceAddress: { ...stored, invoiceReference: PAYLOAD.reference, organisationNumber: '556677-8899' },
      articles: [{ articleNumber: article.articleNumber, amount: 1 }],
      message: PAYLOAD.message,
      hasAdministrativeFee: false,
      premiumSelected: false,
      allowNewsletter: false,
      language: 'en',
    });
    expect(order.status).toBe(200);
    const orderNumber = order.body.orderNumber;

    await page.goto(tenantUrl(4, `/checkout/summary/${orderNumber}`));
    await expect(page.getByTestId('summary-delivery-address')).toBeVisible();
    await expectInert(page, dialogs, ORDER_TEXTS);

    await page.goto(tenantUrl(4, `/account/orders/${orderNumber}`));
    const card = page.locator(`[data-testid="order"][data-order="${orderNumber}"]`);
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(card.getByTestId('order-details')).toBeVisible();
    await expectInert(page, dialogs, [PAYLOAD.recipient, PAYLOAD.street]);

    await page.goto(tenantUrl(4, '/account/information'));
    await expect(page.getByTestId('account-information')).toBeVisible();
    await expectInert(page, dialogs, [PAYLOAD.recipient, PAYLOAD.street, PAYLOAD.city]);
    // The editor shows the stored texts as field values.
    await page.getByTestId('edit-delivery').click();
    await expect(page.getByTestId('delivery-recipient')).toHaveValue(PAYLOAD.recipient);
    await expectInert(page, dialogs, []);

    // The checkout shows the stored addresses once the cart holds something.
    await putInCart(page, orderable);
    for (const path of ['/account/dashboard', '/account/settings', '/checkout']) {
      await page.goto(tenantUrl(4, path));
      await expect(page.getByTestId(path === '/checkout' ? 'page-checkout' : 'page-account')).toBeVisible();
      await expectInert(page, dialogs, []);
    }
    await expect(page.getByTestId('delivery-address-card')).toContainText(PAYLOAD.recipient);
    await expectInert(page, dialogs, []);
    await expectStorageAsSpecified(page, [PASSWORD]);
  });

  test('a guest typing payloads into the checkout sees them as text on the confirmation', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await acceptNecessaryCookies(page);
    await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
    await expect(page.getByTestId('page-cookieinformation')).toBeVisible();
    await putInCart(page, await orderableArticle(page));
    await page.goto(tenantUrl(4, '/checkout'));
    await expect(page.getByTestId('checkout-submit')).toBeEnabled();
    const field = (path: string) => page.locator(`#checkout-${path.replace(/\./g, '-')}`);
    // The postcode first: its lookup fills the city and a street, which the payloads then replace.
    const lookup = page.waitForResponse((r) => r.url().includes('ajaxGetStreetNames')).catch(() => null);
    await field('deliveryAddress.zipCode').fill('11122');
    await lookup;
    await expect(page.locator('datalist option').first()).toBeAttached();
    await field('deliveryAddress.recipient').fill(PAYLOAD.recipient);
    await field('deliveryAddress.streetName').fill(PAYLOAD.street);
    await field('deliveryAddress.streetNumber').fill('12');
    await field('deliveryAddress.city').fill(PAYLOAD.city);
    await field('deliveryAddress.contactPerson').fill(PAYLOAD.contact);
    await field('deliveryAddress.contactPhoneNumber').fill('+46 8 555 123 45');
    await field('deliveryAddress.contactNotificationInformation').fill('guest@example.com');
    await page.getByTestId('copy-delivery').check();
    await field('invoiceAddress.organisationNumber').fill(PAYLOAD.reference);
    await page.getByTestId('e-invoice-yes').click();
    await page.getByLabel('Message to us (optional)').fill(PAYLOAD.message);
    await expectInert(page, dialogs, []);

    const placed = page.waitForResponse((r) => r.url().includes('/order/ajaxCreateNew'));
    await page.getByTestId('checkout-submit').click();
    const answer = (await (await placed).json()) as { orderNumber: number; accessToken: string };
    await expect(page).toHaveURL(new RegExp(`/checkout/summary/${answer.orderNumber}$`), { timeout: 15_000 });
    await expect(page.getByTestId('summary-delivery-address')).toBeVisible();
    await expectInert(page, dialogs, ORDER_TEXTS);

    // The guest's order secret stays in its HttpOnly cookie: no script can read it.
    expect(answer.accessToken).toBeTruthy();
    await expectStorageAsSpecified(page, [answer.accessToken]);
    const cookies = await page.context().cookies(tenantUrl(4, '/api/guest/order/ajaxGetOrder'));
    const orderCookie = cookies.find((c) => c.name === `shop_order_${answer.orderNumber}`);
    expect(orderCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/guest/order' });
    // A reload reads the order again through that cookie.
    await page.reload();
    await expect(page.getByTestId('summary-delivery-address')).toContainText(PAYLOAD.recipient);
    await expectInert(page, dialogs, []);
  });
});

test.describe('browser storage', () => {
  test('after signing in through the login form: the session keys of SPEC.md §3, the binding cookie HttpOnly', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await acceptNecessaryCookies(page);
    await page.goto(tenantUrl(4, '/login?lang=en'));
    const form = page.getByTestId('login-form');
    await form.locator('input[name=username]').fill('business.4@example.com');
    await form.locator('input[name=password]').fill('Demo-pass-1');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('logout-button')).toBeVisible();
    await expectStorageAsSpecified(page, ['Demo-pass-1']);
    const { local } = await readableStorage(page);
    const user = JSON.parse(local.user ?? 'null') as { tenant_id: number; username: string; roles: string[] };
    expect(user).toMatchObject({ tenant_id: 4, username: 'business.4@example.com' });
    const binding = (await page.context().cookies(tenantUrl(4))).find((c) => c.name === 'shop_rt');
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(JSON.stringify(local)).not.toContain(binding?.value ?? 'no binding cookie');
    // The refresh token is bound to that cookie: copied out of localStorage it refreshes nothing.
    const stolen = await page.evaluate(async () => {
      const { refresh_token } = JSON.parse(localStorage.getItem('user') ?? '{}') as { refresh_token: string };
      const res = await fetch('/oauth/access_token', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token }).toString(),
      });
      return res.status;
    });
    expect(stolen).toBe(400);
    expect(dialogs).toEqual([]);
  });
});
