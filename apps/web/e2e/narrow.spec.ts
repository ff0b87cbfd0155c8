import { expect, type Page, test } from '@playwright/test';
import { isOrderable, type ProductInfo, tenantUrl } from './fixtures.ts';

/**
 * Nothing scrolls sideways at 320 px with the longest data the shop takes: the longest product
 * name of the catalog, 50-character recipient, street and invoice reference, a 25-digit street
 * number and a 50-character e-mail, on home, shop, product, cart, checkout and confirmation.
 */
test.use({ viewport: { width: 320, height: 800 } });

/** 50 characters without a space (a name the browser cannot wrap at a space). */
const LONG_RECIPIENT = 'SäkerhetsförpackningsaktiebolagetNorrlandsfilialen';
const LONG_STREET = 'Industriområdesvägenförsäkerhetsförpackningarnorra';
const LONG_EMAIL = 'inkopsavdelningen.sakerhetsforpackning@norrland.se';
const LONG_REFERENCE = 'Kostnadsställe-1234567890-Säkerhetsförpackningar-A';
for (const text of [LONG_RECIPIENT, LONG_STREET, LONG_EMAIL, LONG_REFERENCE])
  if (text.length !== 50) throw new Error(text);

test.beforeEach(async ({ context }) => {
  await context.addCookies(
    [4, 5].map((t) => ({ name: 'shop_consent', value: 'declined.v1', domain: `t${t}.localhost`, path: '/' })),
  );
});

/** The page is no wider than the viewport; the report names what sticks out when it is. */
async function expectNoSideways(page: Page, what: string) {
  const result = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.right <= width + 0.5) return false;
        // Slides of a carousel beyond its clipping viewport are not part of the page width.
        for (let p = el.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (style.overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName}.${String(el.className)} "${(el.textContent ?? '').slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, wide };
  });
  expect(result.wide, `${what}: elements wider than the viewport`).toEqual([]);
  expect(result.scrollWidth, `${what}: scrollWidth`).toBeLessThanOrEqual(result.clientWidth);
}

/** The catalog's orderable product with the longest name (as the guest API lists it). */
async function longestProduct(page: Page, tenant: number): Promise<ProductInfo> {
  const list = await page.evaluate(async (tenant) => {
    const res = await fetch(`/api/guest/articleContainer/ajaxList?tenant=${tenant}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 100, offset: 0 }),
    });
    return (await res.json()) as ProductInfo[];
  }, tenant);
  const orderable = list.filter((p) => p.articles.some((a) => isOrderable(a)));
  const longest = orderable.sort((a, b) => b.name.length - a.name.length)[0];
  if (!longest) throw new Error('no product');
  return longest;
}

/** Puts the largest amount of the product's first orderable package into the saved cart. */
async function seedCart(page: Page, product: ProductInfo) {
  const article = product.articles.find((a) => isOrderable(a));
  if (!article) throw new Error('no article');
  const amount = 9_999;
  const { id, name, description, image } = product;
  await page.evaluate((state) => localStorage.setItem('state', JSON.stringify(state)), {
    items: {
      [article.id]: { product: { id, name, description, image }, article, amount, price: article.price * amount },
    },
    itemsInCart: 1,
  });
  return article;
}

test('tenant 5 home at 375 and 320 px: the slider heading keeps its buttons on screen', async ({ page }) => {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(tenantUrl(5, '/'));
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
    await expectNoSideways(page, `tenant 5 home at ${width}`);
  }
});

test('home, shop, product, cart and checkout at 320 px with the longest data', async ({ page }) => {
  test.slow();
  await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
  await expect(page.getByTestId('page-cookieinformation')).toBeVisible();
  const product = await longestProduct(page, 4);

  await page.goto(tenantUrl(4, '/'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expectNoSideways(page, 'home');

  await page.goto(tenantUrl(4, '/shop'));
  await expect(page.getByTestId('page-shop')).toBeVisible();
  await expectNoSideways(page, 'shop');
  await page.getByRole('main').locator('a[href^="/shop/"]').first().click();
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expectNoSideways(page, 'shop group');

  await page.goto(tenantUrl(4, `/article/${product.id}`));
  await expect(page.getByTestId('page-article')).toBeVisible();
  await expectNoSideways(page, 'product');

  await seedCart(page, product);
  await page.goto(tenantUrl(4, '/cart'));
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expectNoSideways(page, 'cart');

  await page.goto(tenantUrl(4, '/checkout'));
  await expect(page.getByTestId('checkout-step-address')).toBeVisible();
  await page.locator('#checkout-deliveryAddress-recipient').fill(LONG_RECIPIENT);
  await page.locator('#checkout-deliveryAddress-streetName').fill(LONG_STREET);
  await page.locator('#checkout-deliveryAddress-contactNotificationInformation').fill(LONG_EMAIL);
  await expectNoSideways(page, 'checkout');
});

test('the confirmation of an order with 50-character fields at 320 px', async ({ page }) => {
  await page.goto(tenantUrl(4, '/cookieinformation?lang=en'));
  await expect(page.getByTestId('page-cookieinformation')).toBeVisible();
  const product = await longestProduct(page, 4);
  const article = product.articles.find((a) => isOrderable(a));
  const address = {
    recipient: LONG_RECIPIENT,
    streetName: LONG_STREET,
    streetNumber: '1234567890123456789012345',
    streetLetter: 'B',
    zipCode: '11122',
    city: 'Stockholm',
    country: 'SE',
  };
  const answer = await page.evaluate(
    async ({ address, articleNumber, email, reference }) => {
      const res = await fetch('/api/guest/order/ajaxCreateNew?tenant=4', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          deliveryAddress: {
            ...address,
            contactPerson: address.recipient,
            contactPhoneNumber: '+46 8 123 456 789 012 345 678',
            contactNotificationInformation: email,
          },
          postalAddress: null,
          invoiceAddress: { ...address, invoiceReference: reference, organisationNumber: '556677-8899' },
          articles: [{ articleNumber, amount: 9_999 }],
          message: null,
          hasAdministrativeFee: false,
          premiumSelected: false,
          allowNewsletter: false,
          language: 'en',
        }),
      });
      return { status: res.status, body: await res.json() };
    },
    { address, articleNumber: article?.articleNumber, email: LONG_EMAIL, reference: LONG_REFERENCE },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await page.goto(tenantUrl(4, `/checkout/summary/${answer.body.orderNumber}`));
  await expect(page.getByTestId('summary-order-number')).toBeVisible();
  await expect(page.getByTestId('summary-delivery-address')).toContainText(LONG_RECIPIENT);
  await expectNoSideways(page, 'confirmation');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideways(page, 'confirmation at 375');
});
