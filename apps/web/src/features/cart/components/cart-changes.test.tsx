// @vitest-environment jsdom
import type { Language } from '@shop/contract';

import { act, fireEvent, render, screen } from '@testing-library/react';

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useCustomerTypeStore } from '../../../stores/customer-type-store.ts';
import { cleanUpAfterEach } from '../../../test/browser-stubs.ts';
import { fakeFetch, makeArticle, makeTenant } from '../../../test/fixtures.ts';
import { renderWithQueries } from '../../../test/render-app.tsx';
import { useCartNotices } from '../hooks/cart-refresh.ts';
import { useSideCartStore } from '../hooks/side-cart-store.ts';
import { CartChanges } from './cart-changes.tsx';
import { SideCartHost } from './side-cart.tsx';

const product = { id: 7, name: '[sv]Säkerhetspåse[en]Security bag', description: '', image: null };
const tape = { id: 8, name: '[sv]Tejp[en]Security tape', description: '', image: null };
const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.clear();
  configureApiClient({ tenantId: () => 4, publicTenant: () => true });
  useAuthStore.setState({ isProcessing: false, loggedIn: false, tenantId: 4 });
  useTenantStore.setState({ tenant: makeTenant({ showCampaigns: false }) });
  useCustomerTypeStore.setState({ privateCustomer: false });
  useCartStore.getState().clear();
  useCartNotices.getState().dismiss();
  useSideCartStore.setState({ isOpen: false });
  if (!globalThis.CSS) globalThis.CSS = {} as typeof CSS;
  const css = globalThis.CSS as { escape?: (v: string) => string };
  css.escape ??= (v: string) => v;
});
cleanUpAfterEach();

describe('the cart tells what changed', () => {
  it('in every language: a changed price from and to, a removed article; in a polite live region, until dismissed', () => {
    useCartNotices.setState({
      changes: [
        {
          kind: 'price',
          product,
          article: makeArticle(1, 1250, { name: '[sv]Säkerhetspåse, 100 st[en]Security bag, 100 pcs' }),
          from: 1000,
        },
        { kind: 'removed', product: tape, article: makeArticle(2, 500, { containerId: 8 }) },
      ],
    });
    const expected: Record<Language, [string, string]> = {
      en: ['The price of Security bag (100 pcs) has changed from', 'Security tape is no longer sold'],
      sv: ['Priset på Säkerhetspåse (100 st) har ändrats från 10 kr till 12,50 kr', 'Tejp säljs inte längre'],
      no: ['Prisen på', 'selges ikke lenger'],
      es: ['El precio de', 'ya no está a la venta'],
      fi: ['hinta on muuttunut', 'ei enää myydä'],
      dk: ['Prisen på', 'sælges ikke længere'],
    };
    for (const [lang, [price, removed]] of Object.entries(expected) as [Language, [string, string]][]) {
      initI18n(lang);
      const { unmount } = render(<CartChanges />);
      const region = screen.getByTestId('cart-changes');
      expect(region.getAttribute('aria-live')).toBe('polite');
      expect(norm(screen.getByTestId('cart-change-price').textContent)).toContain(price);
      expect(norm(screen.getByTestId('cart-change-removed').textContent)).toContain(removed);
      unmount();
    }
    initI18n('en');
    render(<CartChanges />);
    expect(norm(screen.getByTestId('cart-change-price').textContent)).toBe(
      'The price of Security bag (100 pcs) has changed from SEK 10 to SEK 12.50.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.getByTestId('cart-changes').textContent).toBe('');
  });

  it('shows prices as the shopper sees them: with VAT to private customers', () => {
    initI18n('en');
    useCustomerTypeStore.setState({ privateCustomer: true });
    useCartNotices.setState({ changes: [{ kind: 'price', product, article: makeArticle(1, 1200), from: 1000 }] });
    render(<CartChanges />);
    expect(norm(screen.getByTestId('cart-change-price').textContent)).toContain('from SEK 12.50 to SEK 15.');
  });

  it('opening the side cart refreshes its articles and tells of the change there', async () => {
    initI18n('en');
    const api = fakeFetch((url) => {
      if (url.includes('article/current')) return { status: 200, body: [{ product, article: makeArticle(1, 1500) }] };
      if (url.includes('ajaxGetDeliveryCost'))
        return {
          status: 200,
          body: { normal: 4900, normalName: 'Parcel', normalDescription: '', premium: null, premiumName: '' },
        };
      if (url.includes('ajaxRequiredInvoiceAddress')) return { status: 200, body: { data: false } };
      return { status: 404 };
    });
    vi.stubGlobal('fetch', api.fn);
    useCartStore.getState().add(product, makeArticle(1, 1000), 2);
    useCartStore.getState().add(tape, makeArticle(2, 500, { containerId: 8 }), 1);
    renderWithQueries(<SideCartHost />);
    act(() => useSideCartStore.getState().open());
    expect(norm((await screen.findByTestId('cart-change-price')).textContent)).toBe(
      'The price of Security bag has changed from SEK 10 to SEK 15.',
    );
    expect(norm(screen.getByTestId('cart-change-removed').textContent)).toBe(
      'Security tape is no longer sold and was removed from your cart.',
    );
    expect(screen.getAllByTestId('side-cart-item')).toHaveLength(1);
    expect(useCartStore.getState().items['1']?.price).toBe(3000);
  });
});
