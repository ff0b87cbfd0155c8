import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signIn, tenantUrl } from './fixtures.ts';

/** The header at the widths where six language links used to wrap out of the top bar. */
const WIDTHS = [768, 1024, 1180] as const;
const CASES = [
  { tenant: 4, languages: ['sv', 'en', 'no', 'es', 'fi', 'dk'] },
  { tenant: 8, languages: ['sv', 'en', 'no', 'es', 'fi', 'dk'] },
  { tenant: 3, signedIn: 'business.3@example.com', languages: ['sv', 'en'] },
];

async function declineCookies(context: BrowserContext, tenant: number) {
  await context.addCookies([{ name: 'shop_consent', value: 'declined.v1', domain: `t${tenant}.localhost`, path: '/' }]);
}

/** Every visible element of the header lies inside the viewport; the page does not scroll sideways. */
async function expectHeaderInViewport(page: Page) {
  const outside = await page.getByTestId('header').evaluate((header) => {
    const width = document.documentElement.clientWidth;
    const bad: string[] = [];
    for (const el of header.querySelectorAll<HTMLElement>('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"]') && el.closest('[class*="languageMeasure"]')) continue;
      if (rect.left < -0.5 || rect.right > width + 0.5 || rect.top < -0.5) {
        bad.push(`${el.tagName}.${el.className} ${Math.round(rect.left)}..${Math.round(rect.right)} top ${rect.top}`);
      }
    }
    return bad;
  });
  expect(outside).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

/** The links (or, with the menu open, its list) sit on one surface: the top bar or the open list. */
async function expectLanguagesReachable(page: Page, languages: string[]) {
  const nav = page.getByTestId('language-links');
  const mode = await nav.getAttribute('data-mode');
  let surface = page.getByTestId('header').locator('[class*="topBar"]');
  if (mode === 'menu') {
    const button = nav.getByTestId('language-menu-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    surface = nav.getByTestId('language-menu');
    await expect(surface).toBeVisible();
  }
  const box = await surface.boundingBox();
  if (!box) throw new Error('no surface');
  for (const lang of languages) {
    const link = nav.locator(`a[data-lang="${lang}"]`);
    await expect(link).toBeVisible();
    const rect = await link.boundingBox();
    if (!rect) throw new Error(`no box for ${lang}`);
    // Inside the surface it belongs to, so it has that surface's colours.
    expect(rect.y).toBeGreaterThanOrEqual(box.y - 0.5);
    expect(rect.y + rect.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    expect(rect.x).toBeGreaterThanOrEqual(-0.5);
  }
  await expectHeaderInViewport(page);
  // Contrast and the rest of WCAG 2.1 AA on the header, with the menu open where there is one.
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="header"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  return mode;
}

for (const width of WIDTHS) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const c of CASES) {
      test(`tenant ${c.tenant}${c.signedIn ? ' signed in' : ''}: every language visible or in the menu, nothing outside`, async ({
        page,
        context,
      }) => {
        test.slow();
        await declineCookies(context, c.tenant);
        if (c.signedIn) await signIn(page, c.tenant, c.signedIn);
        await page.goto(tenantUrl(c.tenant, '/?lang=sv'));
        await expect(page.getByTestId('header')).toHaveAttribute('data-layout', 'desktop');
        await expect(page.getByTestId('language-links')).toBeVisible();
        await expectHeaderInViewport(page);
        await expectLanguagesReachable(page, c.languages);
      });
    }
  });
}

test.describe('language menu', () => {
  test.use({ viewport: { width: 768, height: 800 } });

  test('opens from the keyboard, moves with the arrows, Escape closes and a choice switches the language', async ({
    page,
    context,
  }) => {
    await declineCookies(context, 4);
    await page.goto(tenantUrl(4, '/?lang=en'));
    const nav = page.getByTestId('language-links');
    await expect(nav).toHaveAttribute('data-mode', 'menu');
    const button = nav.getByTestId('language-menu-button');
    await expect(button).toHaveAccessibleName('Language: English');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByTestId('language-menu')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(nav.getByTestId('language-menu')).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Svenska' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(nav.getByRole('link', { name: 'Dansk' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(nav.getByTestId('language-menu')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Sprog: Dansk');
    // A click outside closes it too.
    await button.click();
    await expect(nav.getByTestId('language-menu')).toBeVisible();
    await page.mouse.click(10, 600);
    await expect(nav.getByTestId('language-menu')).toBeHidden();
  });

  test('at 1280 px the six links show in the top bar', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await declineCookies(context, 4);
    await page.goto(tenantUrl(4, '/?lang=en'));
    const nav = page.getByTestId('language-links');
    await expect(nav).toHaveAttribute('data-mode', 'links');
    await expect(nav.getByRole('link')).toHaveCount(6);
    await expectHeaderInViewport(page);
  });
});

test.describe('main bar, signed in', () => {
  for (const width of [768, 900, 1023, 1024, 1280]) {
    test(`at ${width} px the search field keeps room and the actions stay on one line, each with its name`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await declineCookies(context, 9);
      await signIn(page, 9, 'business.9@example.com');
      await page.goto(tenantUrl(9, '/'));
      await expect(page.getByTestId('header')).toHaveAttribute('data-layout', 'desktop');
      const search = page.getByTestId('header').getByRole('searchbox');
      const box = await search.boundingBox();
      // Room for a few words of a query (at 768 px the field was squeezed to its button).
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
      for (const id of ['account-link', 'logout-button', 'cart-link']) {
        const action = page.getByTestId(id);
        const rect = await action.boundingBox();
        // One line: the height of the control, not two lines of text.
        expect(rect?.height ?? 0, id).toBeLessThanOrEqual(48);
      }
      await expect(page.getByTestId('account-link')).toHaveAccessibleName('Min konto');
      await expect(page.getByTestId('logout-button')).toHaveAccessibleName('Log ud');
      await expectHeaderInViewport(page);
    });
  }
});
