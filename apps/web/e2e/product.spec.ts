import { expect, type Page, test } from '@playwright/test';
import { signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

type Picked = { id: number; images: number };

/**
 * A product of the current tenant with at least `minImages` images and two package sizes of
 * different prices, found through the catalog API from inside the page (the session, if any,
 * is the page's own).
 */
async function pickProduct(page: Page, tenant: number, minImages = 1): Promise<Picked> {
  const picked = await page.evaluate(
    async ({ tenant, minImages }) => {
      const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { access_token: string } | null;
      const base = user ? '/api' : '/api/guest';
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (user) headers.authorization = `Bearer ${user.access_token}`;
      const call = async (action: string, body: unknown) =>
        (
          await fetch(`${base}/articleContainer/${action}?tenant=${tenant}`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          })
        ).json();
      const list = (await call('ajaxList', { limit: 20, offset: 0 })) as { id: number }[];
      for (const summary of list) {
        const p = await call('ajaxGet', { id: summary.id });
        const packs = (
          p.articles as {
            price: number;
            freight: string;
            administrativeFee: boolean;
            alternativePrice: string | null;
            payer: string;
          }[]
        ).filter((a) => a.freight === 'NONE' && !a.administrativeFee && !a.alternativePrice && a.payer !== 'TENANT');
        const prices = new Set(packs.map((a) => a.price));
        if (p.images.length >= minImages && prices.size >= 2)
          return { id: p.id as number, images: p.images.length as number };
      }
      return null;
    },
    { tenant, minImages },
  );
  expect(picked).not.toBeNull();
  return picked as Picked;
}

async function openProduct(page: Page, tenant: number, minImages = 1, query = ''): Promise<Picked> {
  if (tenant !== 3) await page.goto(tenantUrl(tenant, '/cookieinformation'));
  const picked = await pickProduct(page, tenant, minImages);
  await page.goto(tenantUrl(tenant, `/article/${picked.id}${query}`));
  await expect(page.getByTestId('page-article')).toBeVisible();
  await expect(page.getByTestId('purchase-panel')).toBeVisible();
  return picked;
}

const TENANTS = [
  { tenant: 4, user: null },
  { tenant: 5, user: null },
  { tenant: 8, user: null },
  { tenant: 9, user: null },
  { tenant: 3, user: 'business.3@example.com' },
] as const;

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test.describe(`product page at ${widthName} width`, () => {
    test.use({ viewport });

    for (const { tenant, user } of TENANTS) {
      test(`tenant ${tenant}: package choice, add to cart, side cart`, async ({ page }) => {
        if (user) await signIn(page, tenant, user);
        await openProduct(page, tenant);
        const heading = page.getByRole('heading', { level: 1 });
        const name = (await heading.textContent())?.trim() ?? '';
        expect(name).not.toBe('');
        await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        await expect(page.getByTestId('breadcrumb').getByRole('link').first()).toHaveAttribute('href', '/shop');

        const price = page.getByTestId('unit-price');
        const first = await price.textContent();
        await page.getByRole('radio').nth(1).check();
        await expect(price).not.toHaveText(first ?? '');

        const cartLink = page.getByTestId('cart-link');
        await expect(cartLink).toHaveAttribute('data-count', '0');
        await page.getByTestId('add-to-cart').click();
        const drawer = page.getByTestId('side-cart');
        await expect(drawer).toBeVisible();
        await expect(drawer.getByTestId('side-cart-item')).toHaveCount(1);
        await expect(drawer.getByTestId('side-cart-item')).toHaveAttribute('data-amount', '1');
        await expect(drawer.getByTestId('side-cart-go')).toHaveAttribute('href', tenant === 3 ? '/checkout' : '/cart');
        await expect(cartLink).toHaveAttribute('data-count', '1');
        await expectNoMissingTranslations(page);

        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await page.getByTestId('add-to-cart').click();
        await expect(drawer.getByTestId('side-cart-item')).toHaveAttribute('data-amount', '2');
        await expect(cartLink).toHaveAttribute('data-count', '1');
        await drawer
          .getByRole('button', { name: /\+|increase|öka|lisää|forøg|aumentar|øk/i })
          .first()
          .click();
        await expect(drawer.getByTestId('side-cart-item')).toHaveAttribute('data-amount', '3');
      });

      test(`tenant ${tenant}: gallery keyboard use in the fullscreen viewer`, async ({ page }) => {
        if (user) await signIn(page, tenant, user);
        await openProduct(page, tenant, 2);
        const opener = page.getByTestId('gallery-open');
        await opener.focus();
        await page.keyboard.press('Enter');
        const viewer = page.getByTestId('image-viewer');
        await expect(viewer).toBeVisible();
        const image = viewer.getByTestId('viewer-image');
        await expect(image).toHaveAttribute('data-index', '0');
        await page.keyboard.press('ArrowRight');
        await expect(image).toHaveAttribute('data-index', '1');
        await page.keyboard.press('ArrowLeft');
        await expect(image).toHaveAttribute('data-index', '0');
        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
        await expect(opener).toBeFocused();
        await expectNoMissingTranslations(page);
      });

      test(`tenant ${tenant}: a missing or malformed product shows not found`, async ({ page }) => {
        if (user) await signIn(page, tenant, user);
        for (const path of ['/article/999999', '/article/abc']) {
          await page.goto(tenantUrl(tenant, path));
          await expect(page.getByTestId('not-found')).toBeVisible();
          await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
        }
      });
    }

    test('tenant 4: a private customer sees prices with 25 % VAT', async ({ page }) => {
      await openProduct(page, 4, 1, '?lang=en');
      const price = page.getByTestId('unit-price');
      const parse = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
      const net = parse(await price.textContent());
      await expect(page.getByTestId('product-price')).toContainText('excl. VAT');
      await page.evaluate(() => localStorage.setItem('privateCustomerType', 'true'));
      await page.reload();
      await expect(page.getByTestId('product-price')).toContainText('incl. VAT');
      expect(parse(await price.textContent())).toBeCloseTo(net * 1.25, 2);
    });

    for (const tenant of [4, 8]) {
      test(`tenant ${tenant}: no accessibility violations on the page and in the viewer`, async ({ page }) => {
        test.slow();
        await openProduct(page, tenant, 2);
        await expect(page.getByTestId('related')).toBeVisible();
        await expectAccessible(page);
        await page.getByTestId('gallery-open').click();
        await expect(page.getByTestId('image-viewer')).toBeVisible();
        await expectAccessible(page);
        await page.getByTestId('viewer-close').click();
        await page.getByTestId('add-to-cart').click();
        await expect(page.getByTestId('side-cart')).toBeVisible();
        await expectAccessible(page);
        await expectNoMissingTranslations(page);
      });
    }
  });
}
