import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Zero axe violations of the WCAG 2.1 A and AA rules on the page as it is once its finite
 * animations have ended: a dialog fading in has text of too little contrast for a moment, and
 * axe would judge that moment (seen as a flaky color-contrast on the cookie settings).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** No translation key the page asked for was missing (see recordMissingKey in lib/i18n.ts). */
export async function expectNoMissingTranslations(page: Page): Promise<void> {
  const missing = await page.evaluate(() => window.__i18nMissing ?? []);
  expect(missing).toEqual([]);
}

/** Phone and desktop widths the storefront is tested at. */
export const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 760 } } as const;
