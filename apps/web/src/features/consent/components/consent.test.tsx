// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../../../test/browser-stubs.ts';
import { makeTenant } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OPEN_COOKIE_SETTINGS_EVENT, useConsentStore } from '../hooks/consent-store.ts';
import { useConsent } from '../hooks/use-consent.ts';

const CERT = 'https://certificates.example.org/badge.js';

function clearConsentCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'shop_consent=; Max-Age=0; Path=/';
}

// The modal loads lazily; having its module ready keeps the checks below quick.
beforeAll(async () => {
  await import('./cookie-settings-modal.tsx');
});

beforeEach(() => {
  localStorage.clear();
  clearConsentCookie();
  useConsentStore.setState({ choice: null, settingsOpen: false });
  vi.stubGlobal('scrollTo', () => {});
  // jsdom has no CSS.escape, which the modal overlay uses.
  if (typeof CSS === 'undefined' || !CSS.escape)
    vi.stubGlobal('CSS', { escape: (s: string) => s, supports: () => false });
});

cleanUpAfterEach();

function ConsentProbe() {
  return <output data-testid="probe">{useConsent() ? 'yes' : 'no'}</output>;
}

describe('cookie consent', () => {
  it('shows the banner on a first visit; accept all stores the choice and hides it', () => {
    renderApp('/');
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(document.cookie).toContain('shop_consent=accepted.v1');
    expect(useConsentStore.getState().choice).toBe('accepted');
  });

  it('decline all stores declined; no banner on the next visit', () => {
    renderApp('/');
    fireEvent.click(within(screen.getByTestId('cookie-banner')).getByRole('button', { name: 'Decline all' }));
    expect(document.cookie).toContain('shop_consent=declined.v1');
    cleanup();
    useConsentStore.getState().reload();
    renderApp('/');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('opens the settings from the banner, the footer button and the window event', async () => {
    renderApp('/');
    fireEvent.click(screen.getByTestId('consent-settings'));
    const dialog = await screen.findByTestId('cookie-settings');
    expect(within(dialog).getByRole('switch')).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('switch')).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(document.cookie).toContain('shop_consent=necessary.v1');
    expect(screen.queryByTestId('cookie-settings')).toBeNull();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();

    fireEvent.click(screen.getByTestId('cookie-settings-button'));
    expect(await screen.findByTestId('cookie-settings')).toBeTruthy();
    act(() => useConsentStore.getState().closeSettings());
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    expect(await screen.findByTestId('cookie-settings')).toBeTruthy();
  });

  it('tells useConsent() whether all cookies were accepted', () => {
    const { rerender } = renderApp('/');
    rerender(<ConsentProbe />);
    expect(screen.getByTestId('probe').textContent).toBe('no');
    act(() => useConsentStore.getState().choose('accepted'));
    expect(screen.getByTestId('probe').textContent).toBe('yes');
  });
});

describe('e-commerce certificate in the footer', () => {
  const scriptIn = () => document.querySelector(`script[src="${CERT}"]`);

  it('is added only after accept all where the tenant configured it', () => {
    renderApp('/', { tenant: makeTenant({ ecommerceCertificateUrl: CERT }) });
    expect(scriptIn()).toBeNull();
    fireEvent.click(screen.getByTestId('consent-accept'));
    expect(screen.getByTestId('ecommerce-certificate').querySelector('script')?.getAttribute('src')).toBe(CERT);
  });

  it('is not added after decline, nor without configuration', () => {
    renderApp('/', { tenant: makeTenant({ ecommerceCertificateUrl: CERT }) });
    fireEvent.click(screen.getByTestId('consent-decline'));
    expect(scriptIn()).toBeNull();
    cleanup();
    renderApp('/', { tenant: makeTenant({ ecommerceCertificateUrl: null }) });
    act(() => useConsentStore.getState().choose('accepted'));
    expect(screen.queryByTestId('ecommerce-certificate')).toBeNull();
  });
});
