// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeUser } from '../lib/storage.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { cleanUpAfterEach } from '../test/browser-stubs.ts';
import { fakeFetch, makeTenant, makeUser, stubFetch, tokenAnswer } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('scrollTo', () => {});
});

cleanUpAfterEach();

describe('header', () => {
  it('links every tenant language in its own language, the active one marked', () => {
    renderApp('/');
    const links = within(screen.getByTestId('language-links')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Svenska', 'English', 'Norsk', 'Español', 'Suomi', 'Dansk']);
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Dansk' }).getAttribute('lang')).toBe('da');
  });

  it('switches the language and remembers it', async () => {
    renderApp('/');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Svenska' }));
    });
    expect(document.documentElement.lang).toBe('sv');
    expect(localStorage.getItem('lang')).toBe('sv');
    expect(screen.getByTestId('search-input').getAttribute('placeholder')).toBe('Skriv sökord och tryck på enter ...');
  });

  it('has no language links with a forced language and no toggle without businessPrivateToggle', () => {
    renderApp('/', {
      tenant: makeTenant({ id: 5, forcedLanguage: 'fi', languages: ['fi'], businessPrivateToggle: false }),
      lang: 'fi',
    });
    expect(screen.queryByTestId('language-links')).toBeNull();
    expect(screen.queryByTestId('customer-type-toggle')).toBeNull();
  });

  it('keeps the customer type in localStorage.privateCustomerType', () => {
    renderApp('/');
    fireEvent.click(screen.getByLabelText('Consumer'));
    expect(localStorage.getItem('privateCustomerType')).toBe('true');
    expect((screen.getByLabelText('Consumer') as HTMLInputElement).checked).toBe(true);
  });

  it('shows login for a guest, account and logout when signed in, and the cart count', () => {
    renderApp('/');
    expect(screen.getByTestId('login-link').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('account-link')).toBeNull();
    expect(screen.getByTestId('cart-link').getAttribute('data-count')).toBe('0');
    cleanup();
    renderApp('/', { loggedIn: true });
    expect(screen.getByTestId('account-link').getAttribute('href')).toBe('/account');
    expect(screen.getByTestId('logout-button')).toBeTruthy();
    expect(screen.queryByTestId('login-link')).toBeNull();
  });

  it('searches with /results?q=', async () => {
    const { router } = renderApp('/');
    const input = screen.getByTestId('search-input');
    expect(input.getAttribute('placeholder')).toBe('Type keywords and press enter ...');
    fireEvent.change(input, { target: { value: 'security bag' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(router.state.location.pathname).toBe('/results');
    expect(router.state.location.search).toBe('?q=security+bag');
    const results = await screen.findByTestId('page-results');
    await waitFor(() => expect(results.querySelector('h1')?.textContent).toContain('security bag'));
  });
});

describe('routing in the app', () => {
  it('shows the not-found page with the customer-service contact', () => {
    renderApp('/nowhere');
    const page = screen.getByTestId('not-found');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(
      'Oops! The page you are looking for does not longer exist.',
    );
    expect(
      within(page)
        .getByRole('link', { name: /\+46 8 123 45 67/ })
        .getAttribute('href'),
    ).toBe('tel:+4681234567');
  });

  it('sends a signed-in customer from /login to /', async () => {
    const { router } = renderApp('/login', { loggedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('page-home')).toBeTruthy();
  });

  it('redirects /resetPassword without a token to /', async () => {
    const { router } = renderApp('/resetPassword');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the store selection on every path while a store must be chosen', () => {
    renderApp('/cart', { tenant: makeTenant({ id: 3, publicTenant: false }), loggedIn: true, showStoreList: true });
    expect(screen.getByTestId('store-selection')).toBeTruthy();
    expect(screen.queryByTestId('search-input')).toBeNull();
  });

  it('logs in in place on the non-public tenant and stays on the address', async () => {
    const tenant = makeTenant({ id: 3, publicTenant: false, businessPrivateToggle: false, languages: ['sv', 'en'] });
    const f = fakeFetch((url) => {
      if (url.startsWith('/api/login')) return { status: 200, body: tokenAnswer({ tenant_id: 3 }) };
      if (url.startsWith('/api/store/ajaxHasStores')) return { status: 200, body: { data: false } };
      return { status: 200, body: url.includes('tenant/ajaxList') ? [tenant] : [] };
    });
    vi.stubGlobal('fetch', f.fn);
    const { router } = renderApp('/cart', { tenant });
    await screen.findByTestId('login-form');
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('guest-checkout-link')).toBeNull();
    expect(screen.queryByTestId('signup-link')).toBeNull();
    fireEvent.change(screen.getByLabelText('Customer number or e-mail'), { target: { value: '10000003' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-1' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('login-form'));
    });
    await waitFor(() => expect(screen.getByTestId('page-cart')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/cart');
    expect(useAuthStore.getState().loggedIn).toBe(true);
    // Tenant data is fetched again once signed in.
    await waitFor(() => expect(f.calls.some(([url]) => url === '/api/tenant/ajaxList?tenant=3')).toBe(true));
  });
});

describe('login page', () => {
  it('says Required for empty fields and calls nothing', async () => {
    const f = stubFetch(() => ({ status: 500 }));
    renderApp('/login');
    await screen.findByTestId('login-form');
    await act(async () => {
      fireEvent.submit(screen.getByTestId('login-form'));
    });
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(f.calls.filter(([url]) => String(url).startsWith('/api/login'))).toEqual([]);
  });

  it('shows a refused login in an alert above the form', async () => {
    stubFetch(() => ({ status: 401, body: { operationError: 'login_failed' } }));
    renderApp('/login');
    await screen.findByTestId('login-form');
    fireEvent.change(screen.getByLabelText('Customer number or e-mail'), { target: { value: 'someone' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('login-form'));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('login-error');
    expect(alert.textContent).toContain(
      'Login failed. Sorry, we were not able to find a user with that username and password.',
    );
  });

  it('offers guest checkout and sign-up on a public tenant, not guest checkout on tenant 5', async () => {
    renderApp('/login');
    await screen.findByTestId('login-form');
    expect(screen.getByTestId('guest-checkout-link').getAttribute('href')).toBe('/checkout');
    expect(screen.getByTestId('signup-link').getAttribute('href')).toBe('/account/new');
    cleanup();
    renderApp('/login', { tenant: makeTenant({ id: 5, guestCheckout: false, forcedLanguage: 'fi' }), lang: 'fi' });
    await screen.findByTestId('login-form');
    expect(screen.queryByTestId('guest-checkout-link')).toBeNull();
  });

  it('goes to / after signing in on /login', async () => {
    writeUser(makeUser());
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url.startsWith('/api/login')
          ? { status: 200, body: tokenAnswer() }
          : { status: 200, body: url.includes('tenant/ajaxList') ? [makeTenant()] : [] },
      ).fn,
    );
    const { router } = renderApp('/login');
    await screen.findByTestId('login-form');
    fireEvent.change(screen.getByLabelText('Customer number or e-mail'), {
      target: { value: 'business.4@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-1' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('login-form'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('page-home')).toBeTruthy();
  });
});
