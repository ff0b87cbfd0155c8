import { expect, test } from '@playwright/test';
import { screenshot, signIn, tenantUrl } from './fixtures.ts';
import { expectAccessible, expectNoMissingTranslations, WIDTHS } from './quality.ts';

test.describe('account information: addresses', () => {
  test('tenant 4: edit the delivery address with the postcode lookup, then restore it', async ({ page }) => {
    test.slow(); // two accessibility scans and a dozen postcode answers
    await signIn(page, 4, 'business.4@example.com');
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto(tenantUrl(4, '/account/information'));
    const block = page.getByTestId('address-delivery');
    await expect(block.getByTestId('delivery-view')).toContainText('Drottninggatan 45');
    await expect(page.getByTestId('address-postal')).toHaveCount(0);
    await expect(page.getByTestId('address-invoice')).toBeVisible();
    await expectAccessible(page);

    await block.getByTestId('edit-delivery').click();
    const zip = block.getByTestId('delivery-zipCode');
    const city = block.getByTestId('delivery-city');
    await expect(city).toHaveValue('Stockholm');

    // The postcode comes before the street.
    const order = await block
      .locator('input, select')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order.indexOf('delivery-zipCode')).toBeLessThan(order.indexOf('delivery-streetName'));

    // An unknown postcode: 'Invalid', the city and the street list are cleared; the street and
    // number the customer gave stay.
    await zip.fill('99999');
    await zip.press('Tab');
    await expect(block.getByText('Invalid', { exact: true })).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveValue('');
    await expect(block.locator('select[data-testid="delivery-streetName"]')).toHaveCount(0);
    await expect(block.getByTestId('delivery-streetName')).toHaveValue('Drottninggatan');
    await expect(block.getByTestId('delivery-streetNumber')).toHaveValue('45');

    // A valid one fills the city and lists the streets; the customer's street and number stay.
    await zip.fill('11122');
    await expect(city).toHaveValue('Stockholm');
    const street = block.locator('select[data-testid="delivery-streetName"]');
    await expect(street).toHaveValue('Drottninggatan');
    await expect(street.locator('option')).toHaveText([
      'Drottninggatan',
      'Klara Norra kyrkogata',
      'Mäster Samuelsgatan',
      'Olof Palmes gata',
      'Vasagatan',
    ]);
    await expect(block.getByTestId('delivery-streetNumber')).toHaveValue('45');
    await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await screenshot(page, 'postal/delivery-edit-1280', { fullPage: true });
    await page.setViewportSize(WIDTHS.phone);
    await screenshot(page, 'postal/delivery-edit-375', { fullPage: true });
    await page.setViewportSize(WIDTHS.desktop);

    // Street number is numeric only.
    await street.selectOption('Mäster Samuelsgatan');
    await block.getByTestId('delivery-streetNumber').fill('7a');
    await block.getByTestId('save-delivery').click();
    await expect(block.getByTestId('delivery-streetNumber')).toHaveAttribute('aria-invalid', 'true');
    await expect(block.getByTestId('delivery-streetNumber')).toBeFocused();
    await block.getByTestId('delivery-streetNumber').fill('7');
    await block.getByTestId('save-delivery').click();
    await expect(block.getByTestId('delivery-saved')).toBeVisible();
    await expect(block.getByTestId('delivery-view')).toContainText('Mäster Samuelsgatan 7');
    await expect(block.getByTestId('delivery-view')).toContainText('11122 Stockholm');

    await page.reload();
    await expect(page.getByTestId('address-delivery').getByTestId('delivery-view')).toContainText(
      'Mäster Samuelsgatan 7',
    );

    // Cancel returns to read-only and forgets the changes.
    await page.getByTestId('edit-delivery').click();
    await page.getByTestId('delivery-recipient').fill('Someone else');
    await page.getByTestId('cancel-delivery').click();
    await expect(page.getByTestId('delivery-form')).toHaveCount(0);
    await expect(page.getByTestId('delivery-view')).not.toContainText('Someone else');

    // Restore the original address (other specs use business.4).
    await page.getByTestId('edit-delivery').click();
    await page.getByTestId('delivery-zipCode').fill('11121');
    await expect(page.getByTestId('delivery-city')).toHaveValue('Stockholm');
    const streets = page.locator('select[data-testid="delivery-streetName"]');
    await expect(streets).toHaveValue('Mäster Samuelsgatan');
    await streets.selectOption('Drottninggatan');
    await page.getByTestId('delivery-streetNumber').fill('45');
    await page.getByTestId('save-delivery').click();
    await expect(page.getByTestId('delivery-view')).toContainText('Drottninggatan 45');
    await expect(page.getByTestId('delivery-view')).toContainText('11121 Stockholm');
    await expectNoMissingTranslations(page);
  });

  test('tenant 3 shows the postal address block', async ({ page }) => {
    await signIn(page, 3, 'business.3@example.com');
    await page.goto(tenantUrl(3, '/account/information'));
    const postal = page.getByTestId('address-postal');
    await expect(postal.getByTestId('postal-view')).toContainText('Adelgatan 5');
    await postal.getByTestId('edit-postal').click();
    // The country is the installation country and read-only.
    await expect(postal.getByTestId('postal-country')).toHaveAttribute('readonly', '');
    await expect(postal.locator('select[data-testid="postal-streetName"]')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'postal/postal-edit-1280', { fullPage: true });
    await postal.getByTestId('cancel-postal').click();
    await expect(postal.getByTestId('postal-view')).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  test('tenant 5 checks the Finnish organisation number format in the invoice form', async ({ page }) => {
    await signIn(page, 5, 'business.5@example.com');
    await page.goto(tenantUrl(5, '/account/information'));
    const invoice = page.getByTestId('address-invoice');
    await invoice.getByTestId('edit-invoice').click();
    const org = invoice.getByTestId('invoice-organisationNumber');
    const gln = invoice.getByTestId('invoice-gln');
    await org.fill('1234567');
    await gln.fill('7350053850010');
    await invoice.getByTestId('save-invoice').click();
    await expect(org).toHaveAttribute('aria-invalid', 'true');
    await expect(org).toBeFocused();
    await expect(gln).toHaveAttribute('aria-invalid', 'true');
    // Fixed values clear their errors as they are typed (nothing is saved: the form is canceled).
    await org.fill('2345678-0');
    await expect(org).not.toHaveAttribute('aria-invalid', 'true');
    await gln.fill('7350053850019');
    await expect(gln).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.setViewportSize(WIDTHS.phone);
    await screenshot(page, 'postal/invoice-edit-375', { fullPage: true });
    await invoice.getByTestId('cancel-invoice').click();
    await expect(invoice.getByTestId('invoice-view')).toBeVisible();
    await expectNoMissingTranslations(page);
  });
});
