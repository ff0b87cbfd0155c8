import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { makeArticle } from '../src/test/fixtures.ts';
import { signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

/** The shopper chose already, so the cookie banner stays away from these checks. */
async function declineCookies(context: BrowserContext, tenants: number[]) {
  await context.addCookies(
    tenants.map((t) => ({ name: 'shop_consent', value: 'declined.v1', domain: `t${t}.localhost`, path: '/' })),
  );
}

/** Opens the slide menu under 768 px (no-op on desktop). */
async function openMenuIfMobile(page: Page, mobile: boolean) {
  if (!mobile) return;
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
}

function savedCart(count: number) {
  const items: Record<string, unknown> = {};
  for (let id = 1; id <= count; id++) {
    items[String(id)] = {
      product: { id, name: `[en]Product ${id}`, description: '', image: null },
      article: makeArticle(id, 1000, { containerId: id, articleNumber: `A-${id}`, weight: 100 }),
      amount: 1,
      price: 1000,
    };
  }
  return JSON.stringify({ items, itemsInCart: count });
}

type Case = { tenant: number; signedIn?: string; languages: boolean; toggle: boolean };
const CASES: Case[] = [
  { tenant: 4, languages: true, toggle: true },
  { tenant: 5, languages: false, toggle: false },
  { tenant: 8, languages: true, toggle: true },
  { tenant: 9, languages: false, toggle: true },
  { tenant: 3, signedIn: 'business.3@example.com', languages: true, toggle: false },
];

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  const mobile = widthName === 'phone';

  test.describe(`header and footer at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const c of CASES) {
      test(`tenant ${c.tenant}${c.signedIn ? ' signed in' : ''}: landmarks, languages, customer type, cart`, async ({
        page,
        context,
      }) => {
        await declineCookies(context, [c.tenant]);
        if (c.signedIn) await signIn(page, c.tenant, c.signedIn);
        await page.goto(tenantUrl(c.tenant, '/'));
        const header = page.getByTestId('header');
        await expect(header).toHaveAttribute('data-layout', mobile ? 'mobile' : 'desktop');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeAttached();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('search')).toBeVisible();
        await expect(page.getByTestId('footer-phone')).toHaveAttribute('href', /^tel:\+\d+$/);
        await expect(page.getByTestId('footer-email')).toHaveAttribute('href', /^mailto:.+@.+/);
        if (!mobile) {
          await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
          await expect(header.locator('a[href^="tel:"]')).toBeVisible();
          await expect(header.locator('a[href^="mailto:"]')).toBeVisible();
        }

        await openMenuIfMobile(page, mobile);
        if (mobile) {
          await expect(page.getByTestId('mobile-menu').locator('a[href^="tel:"]')).toBeVisible();
          await expect(page.getByTestId('mobile-menu').locator('a[href^="mailto:"]')).toBeVisible();
        }
        await expect(page.getByTestId('language-links')).toHaveCount(c.languages ? 1 : 0);
        await expect(page.getByTestId('customer-type-toggle')).toHaveCount(c.toggle ? 1 : 0);
        await expectNoMissingTranslations(page);
      });
    }

    test('switching the language on tenant 4 changes the texts and <html lang>', async ({ page, context }) => {
      await declineCookies(context, [4]);
      await page.goto(tenantUrl(4, '/?lang=sv'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      await expect(page.getByTestId('search-input')).toHaveAttribute(
        'placeholder',
        'Skriv sökord och tryck på enter ...',
      );
      await openMenuIfMobile(page, mobile);
      await page.getByTestId('language-links').getByRole('link', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('search-input')).toHaveAttribute(
        'placeholder',
        'Type keywords and press enter ...',
      );
      await expect(page.getByTestId('footer')).toContainText('Customer service');
      if (mobile) await page.keyboard.press('Escape');
      await openMenuIfMobile(page, mobile);
      await page.getByTestId('language-links').getByRole('link', { name: 'Dansk' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'da');
      await expect(page.getByTestId('footer')).toContainText('Kundeservice');
      await expectNoMissingTranslations(page);
    });

    test('the customer type persists in localStorage.privateCustomerType across a reload', async ({
      page,
      context,
    }) => {
      await declineCookies(context, [8]);
      await page.goto(tenantUrl(8, '/'));
      await openMenuIfMobile(page, mobile);
      const toggle = page.getByTestId('customer-type-toggle');
      await expect(toggle.getByLabel('Business')).toBeChecked();
      await toggle.getByLabel('Consumer').check();
      await expect(toggle.getByLabel('Consumer')).toBeChecked();
      expect(await page.evaluate(() => localStorage.getItem('privateCustomerType'))).toBe('true');
      await page.reload();
      await openMenuIfMobile(page, mobile);
      await expect(page.getByTestId('customer-type-toggle').getByLabel('Consumer')).toBeChecked();
      await page.getByTestId('customer-type-toggle').getByLabel('Business').check();
      expect(await page.evaluate(() => localStorage.getItem('privateCustomerType'))).toBe('false');
    });

    test('the cart link counts the products of localStorage.state', async ({ page, context }) => {
      await declineCookies(context, [4]);
      await page.addInitScript((cart) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('state', cart);
          sessionStorage.setItem('seeded', '1');
        }
      }, savedCart(3));
      // The made-up articles are not sold by the shop: its refresh of the saved cart is answered with them as they are.
      await page.route('**/article/current**', (route) =>
        route.fulfill({
          json: Object.values(
            JSON.parse(savedCart(3)).items as Record<string, { product: unknown; article: unknown }>,
          ).map(({ product, article }) => ({ product, article })),
        }),
      );
      await page.goto(tenantUrl(4, '/?lang=en'));
      const cart = page.getByTestId('cart-link');
      await expect(cart).toHaveAttribute('data-count', '3');
      await expect(cart).toHaveAccessibleName('Cart, number of products: 3');
      await page.evaluate((saved) => localStorage.setItem('state', saved), savedCart(1));
      await page.reload();
      await expect(cart).toHaveAttribute('data-count', '1');
    });

    test('the category menu lists the groups and a group link opens /shop/<id>', async ({ page, context }) => {
      await declineCookies(context, [4]);
      await page.goto(tenantUrl(4, '/?lang=en'));
      let link: ReturnType<Page['getByTestId']>;
      if (mobile) {
        await openMenuIfMobile(page, true);
        const accordion = page.getByTestId('category-accordion');
        const triggers = accordion.getByRole('button');
        // The categories arrive after the menu opens: wait for them before counting.
        await expect(triggers.first()).toBeVisible();
        expect(await triggers.count()).toBeGreaterThanOrEqual(5);
        await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
        await triggers.first().click();
        await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
        link = accordion.getByTestId('menu-group-link').first();
      } else {
        const button = page.getByTestId('products-menu-button');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const menu = page.getByTestId('products-menu');
        await expect(menu).toBeVisible();
        // The groups arrive with the categories: wait for them before counting.
        await expect(menu.getByTestId('products-menu-group').first()).toBeVisible();
        expect(await menu.getByTestId('products-menu-group').count()).toBeGreaterThanOrEqual(12);
        // Escape closes and gives focus back; Tab moves into the panel.
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: 'All products' })).toBeFocused();
        link = menu.getByTestId('products-menu-group').first();
      }
      const group = await link.getAttribute('data-group');
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/shop/${group}`);
      await expect(page.getByTestId('page-shop')).toBeVisible();
      if (mobile) await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
      else await expect(page.getByTestId('products-menu')).toBeHidden();
    });

    for (const tenant of [4, 8]) {
      test(`no axe violations with the ${mobile ? 'slide' : 'products'} menu open on tenant ${tenant}`, async ({
        page,
        context,
      }) => {
        test.slow();
        await declineCookies(context, [tenant]);
        await page.goto(tenantUrl(tenant, '/'));
        await expect(page.getByTestId('footer')).toBeVisible();
        await expectAccessible(page);
        if (mobile) {
          await openMenuIfMobile(page, true);
          const accordion = page.getByTestId('category-accordion');
          await accordion.getByRole('button').first().click();
          await expect(accordion.getByTestId('menu-group-link').first()).toBeVisible();
        } else {
          await page.getByTestId('products-menu-button').click();
          await expect(page.getByTestId('products-menu-group').first()).toBeVisible();
        }
        await expectAccessible(page);
        await expectNoMissingTranslations(page);
      });
    }
  });
}
