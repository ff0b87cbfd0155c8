import { expect, type Locator, type Page } from '@playwright/test';

/** Steps of the checkout that several specs take (checkout.spec.ts, quick-order.spec.ts). */

/** A checkout form field by its order request path (`deliveryAddress.city` → `#checkout-deliveryAddress-city`). */
export const field = (page: Page, path: string) => page.locator(`#checkout-${path.replace(/\./g, '-')}`);

/**
 * Types a postcode and waits for its lookup (SPEC.md §5: a postcode of the installation country
 * fills the city and the first street and clears the street number), so that what the test
 * types next is not overwritten by a late answer.
 */
export async function fillZip(page: Page, input: Locator, zip: string): Promise<void> {
  const validated = page
    .waitForResponse((r) => r.url().includes('ajaxValidateZipCode'), { timeout: 2_000 })
    .catch(() => null);
  const streets = page
    .waitForResponse((r) => r.url().includes('ajaxGetStreetNames'), { timeout: 4_000 })
    .catch(() => null);
  await input.fill(zip);
  const answer = await validated;
  if (answer && ((await answer.json()) as { data?: boolean }).data) {
    const list = await streets;
    if (list && ((await list.json()) as unknown[]).length > 0)
      await expect(page.locator('datalist option').first()).toBeAttached();
  }
}

export async function fillContact(page: Page, prefix: string, email = 'eva.inkop@example.com'): Promise<void> {
  await field(page, `${prefix}.contactPerson`).fill('Eva Inköp');
  await field(page, `${prefix}.contactPhoneNumber`).fill('+46 8 555 123 45');
  await field(page, `${prefix}.contactNotificationInformation`).fill(email);
}

/** Finishes the purchase and lands on the order confirmation; answers the order number. */
export async function finish(page: Page): Promise<string> {
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary\/\d+$/, { timeout: 15_000 });
  const orderNumber = /\/checkout\/summary\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('page-summary')).toBeVisible();
  // The cart is emptied once the order is placed.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('state'))).toBeNull();
  await expect(page.getByTestId('cart-link')).toHaveAttribute('data-count', '0');
  return orderNumber;
}
