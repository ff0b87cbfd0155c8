import type { AdminSettings } from '@shop/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageData } from '../../../lib/page-data.ts';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function settings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    id: 4,
    name: 'Sealwise Nordic',
    currency: 'SEK',
    currencyLocked: true,
    publicTenant: true,
    installationCountry: 'Sverige',
    vat: 25,
    businessPrivateToggle: true,
    adminOrderFormType: 'STANDARD',
    guestCheckout: true,
    showCampaigns: true,
    languages: ['sv', 'en', 'no', 'es', 'fi', 'dk'],
    defaultLanguage: 'sv',
    forcedLanguage: null,
    premiumDelivery: true,
    premiumPrice: 25000,
    freightPrice: 9900,
    administrativeFee: null,
    waiveAdministrativeFee: false,
    invoiceTypeChoice: false,
    eInvoiceQuestion: true,
    orderMessage: true,
    confirmationCopies: ['orders@example.com'],
    trackingHosts: [],
    parcelTrackingUrl: null,
    baseUrl: null,
    ecommerceCertificateUrl: null,
    contact: {
      companyName: 'Sealwise Nordic AB',
      street: 'Exempelgatan 1',
      zipCode: '111 21',
      city: 'Stockholm',
      country: 'Sverige',
      phone: '+46 8 555 010 40',
      email: 'info@example.com',
      registrationNumber: '556000-0004',
      vatNumber: 'SE556000000401',
      hours: 'Mon–Fri 8–16',
    },
    ...overrides,
  };
}

/** A form of some forty fields, each change rendering it again: more than the default 5 s on a busy machine. */
const SLOW = 30_000;

const open = () => renderAt(<SettingsPage />, { path: '/settings', route: '/settings' });

describe('SettingsPage', () => {
  setPageData({ id: 4, name: 'Sealwise Nordic', defaultLanguage: 'en', storeAccountTenants: [3] });

  it(
    'shows an order handler the settings read-only, without a save button',
    async () => {
      signedIn({ roles: ['ORDER_HANDLER'] });
      fakeFetch(() => ({ status: 200, body: settings() }));
      open();
      const vat = (await screen.findByLabelText('VAT (%)')) as HTMLInputElement;
      expect(vat.value).toBe('25');
      expect(vat.closest('fieldset')?.disabled).toBe(true);
      expect(screen.getByText('You can read the settings; an administrator changes them.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
      expect((screen.getByLabelText('Premium delivery (SEK)') as HTMLInputElement).value).toBe('250.00');
      expect(screen.getByText(/Administrative fee: the shop has no such article/)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'saves the changed fields only, in minor units and as lists, and says so',
    async () => {
      signedIn({ roles: ['ADMIN'] });
      let current = settings();
      const f = fakeFetch((call) => {
        if (call.method === 'PATCH') {
          current = { ...current, ...(call.body as Partial<AdminSettings>) };
          return { status: 200, body: current };
        }
        return { status: 200, body: current };
      });
      open();
      const vat = await screen.findByLabelText('VAT (%)');
      fireEvent.change(vat, { target: { value: '25,5' } });
      fireEvent.change(screen.getByLabelText('Premium delivery (SEK)'), { target: { value: '199.50' } });
      fireEvent.change(screen.getByLabelText('Internal copies of order confirmations'), {
        target: { value: 'Orders@Example.com\nboss@example.com\norders@example.com' },
      });
      fireEvent.click(screen.getByLabelText('Guest checkout'));
      fireEvent.click(screen.getByText('Save changes'));
      expect(await screen.findByText('Saved 4 settings. The shop uses them now.')).toBeTruthy();
      const patch = f.calls.find((c) => c.method === 'PATCH');
      expect(patch?.url).toBe('/api/admin/settings?tenant=4');
      expect(patch?.body).toEqual({
        vat: 25.5,
        premiumPrice: 19950,
        guestCheckout: false,
        confirmationCopies: ['orders@example.com', 'boss@example.com'],
      });
      fireEvent.click(screen.getByText('Save changes'));
      expect(await screen.findByText('Nothing has changed.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'checks fields before sending: VAT decimals, e-mail addresses, https, the default among the languages',
    async () => {
      signedIn({ roles: ['ADMIN'] });
      const f = fakeFetch(() => ({ status: 200, body: settings() }));
      open();
      fireEvent.change(await screen.findByLabelText('VAT (%)'), { target: { value: '25.555' } });
      fireEvent.change(screen.getByLabelText('Internal copies of order confirmations'), {
        target: { value: 'not an address' },
      });
      fireEvent.change(screen.getByLabelText('Shop address in mails'), {
        target: { value: 'http://shop.example.com' },
      });
      // Swedish, the default, is no longer offered.
      const languages = screen.getByText('Languages of the shop, in the order it lists them').closest('fieldset');
      fireEvent.click(within(languages as HTMLElement).getByLabelText('Swedish'));
      fireEvent.click(screen.getByText('Save changes'));
      expect(
        (await screen.findByText('Some settings need correcting; see the fields marked.')).getAttribute('role'),
      ).toBe('alert');
      expect(screen.getByLabelText('VAT (%)').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText('Shop address in mails').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText("Choose one of the shop's languages.")).toBeTruthy();
      expect(f.calls.some((c) => c.method === 'PATCH')).toBe(false);
    },
    SLOW,
  );

  it(
    'orders the languages and shows the server refusals by field and by code',
    async () => {
      signedIn({ roles: ['ADMIN'] });
      let refusal: { status: number; body: unknown } = {
        status: 422,
        body: { fieldErrors: [{ field: 'trackingHosts.0', message: 'invalid' }] },
      };
      const f = fakeFetch((call) => (call.method === 'PATCH' ? refusal : { status: 200, body: settings() }));
      open();
      fireEvent.click(await screen.findByLabelText('Move English up'));
      fireEvent.click(screen.getByText('Save changes'));
      expect(
        (await screen.findByText('Some settings need correcting; see the fields marked.')).getAttribute('role'),
      ).toBe('alert');
      expect(f.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        languages: ['en', 'sv', 'no', 'es', 'fi', 'dk'],
      });
      expect(screen.getByLabelText('E-commerce tracking hosts').getAttribute('aria-invalid')).toBe('true');
      refusal = { status: 409, body: { operationError: 'currency_locked' } };
      fireEvent.click(screen.getByText('Save changes'));
      expect(await screen.findByText('The shop has orders: its currency cannot change.')).toBeTruthy();
    },
    SLOW,
  );
});
