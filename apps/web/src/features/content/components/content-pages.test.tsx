// @vitest-environment jsdom
import { CONTENT_PAGES, type ContentBodies, LANGUAGES, type Language, type Tenant } from '@shop/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';

import { afterEach, describe, expect, it, vi } from 'vitest';
// The demo pages as the server seeds them (one copy of the texts, in the server's seed data).
import { type ContentTexts, contentBodies } from '../../../../../server/src/db/seed/content-pages.ts';
import dk from '../../../../../server/src/db/seed/demo/content-pages-dk.json';
import en from '../../../../../server/src/db/seed/demo/content-pages-en.json';
import es from '../../../../../server/src/db/seed/demo/content-pages-es.json';
import fi from '../../../../../server/src/db/seed/demo/content-pages-fi.json';
import no from '../../../../../server/src/db/seed/demo/content-pages-no.json';
import sv from '../../../../../server/src/db/seed/demo/content-pages-sv.json';
import { initI18n } from '../../../lib/i18n.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { makeTenant } from '../../../test/fixtures.ts';
import { renderWithQueries } from '../../../test/render-app.tsx';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../consent/index.ts';
import { contentPageKey } from '../api/content-page.ts';
import AboutPage from './about-page.tsx';
import ContactPage from './contact-page.tsx';
import CookieInformationPage from './cookie-information-page.tsx';
import FaqPage from './faq-page.tsx';
import TermsPage from './terms-page.tsx';

const internal = makeTenant({ id: 3, name: 'Sealwise Intern', publicTenant: false, languages: ['sv', 'en'] });
const nordic = makeTenant();
const uk = makeTenant({ id: 6, name: 'Sealwise UK', currency: 'GBP', vat: 20 });
const lab = makeTenant({
  id: 8,
  name: 'Labwise',
  currency: 'EUR',
  theme: { primary: '#007c78', variant: 'lab' },
});
const finland = makeTenant({
  id: 5,
  name: 'Sealwise Suomi',
  currency: 'EUR',
  vat: 25.5,
  businessPrivateToggle: false,
  languages: ['fi'],
  defaultLanguage: 'fi',
  forcedLanguage: 'fi',
  contact: {
    ...nordic.contact,
    companyName: 'Sealwise Suomi Oy (demo)',
    registrationNumber: '1234567-8',
    hours: '8-16.30',
  },
});
const denmark = makeTenant({
  id: 9,
  name: 'Sealwise Danmark',
  currency: 'DKK',
  languages: ['dk'],
  forcedLanguage: 'dk',
});

/** The demo shops' paper-invoice fee (what order/ajaxGetAdministrativeFee answers), net minor units. */
const FEE: Record<string, number> = { SEK: 4900, DKK: 3900, EUR: 500, GBP: 400 };

const TEXTS = { sv, en, no, es, fi, dk } as unknown as Record<Language, ContentTexts>;

/** The seeded pages of `tenant` in `lang`, as content/ajaxGet serves them. */
function seeded(tenant: Tenant, lang: Language): ContentBodies {
  return contentBodies(
    {
      id: tenant.id,
      publicTenant: tenant.publicTenant,
      themeVariant: tenant.theme.variant,
      languages: tenant.languages,
      content: tenant.content,
      contact: tenant.contact,
    },
    lang,
    TEXTS[lang],
  );
}

function show(Page: ComponentType, tenant: Tenant, lang: Language, bodies: Partial<ContentBodies> = {}) {
  cleanup();
  localStorage.clear();
  initI18n(lang);
  act(() => useTenantStore.setState({ tenant }));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const auth = useAuthStore.getState();
  client.setQueryData(['order', auth.tenantId, auth.loggedIn, 'administrativeFee'], {
    id: 1,
    price: FEE[tenant.currency] ?? 0,
  });
  const pages = { ...seeded(tenant, lang), ...bodies };
  for (const page of CONTENT_PAGES) {
    client.setQueryData(contentPageKey(auth.tenantId, auth.loggedIn, page, lang), {
      page,
      language: lang,
      body: pages[page],
      updatedAt: '2026-11-26T12:00:00.000Z',
    });
  }
  return renderWithQueries(<Page />, client);
}

const disclosureButtons = (testId: string) =>
  within(screen.getByTestId(testId)).getAllByRole('button', { expanded: false });

afterEach(() => {
  cleanup();
  window.__i18nMissing = [];
});

describe('FAQ', () => {
  it('shows 11 questions on the internal shop in Swedish, 9 in English', () => {
    show(FaqPage, internal, 'sv');
    expect(screen.getAllByTestId('faq-item')).toHaveLength(11);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vanliga frågor');
    show(FaqPage, internal, 'en');
    expect(screen.getAllByTestId('faq-item')).toHaveLength(9);
  });

  it('shows 7 questions in Finland, with net 14 days and the fee in euros', () => {
    show(FaqPage, finland, 'fi');
    expect(screen.getAllByTestId('faq-item')).toHaveLength(7);
    const [first] = disclosureButtons('page-faq');
    expect(first?.getAttribute('aria-controls')).toBeTruthy();
    const payment = screen.getByRole('button', { name: 'Miten voin maksaa?' });
    fireEvent.click(payment);
    expect(payment.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/maksuaika 14 päivää netto/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Peritäänkö laskutuslisää?' }));
    expect(screen.getByText(/Paperilaskuista peritään 5\s€ laskutuslisä/)).toBeTruthy();
  });
});

describe('pages from the server', () => {
  it('shows the FAQ as the server sends it: its order, its texts, the placeholders filled', () => {
    show(FaqPage, nordic, 'en', {
      faq: {
        title: 'Questions',
        intro: 'Asked at {{name}}.',
        questions: [
          { question: 'Second?', answer: 'Net {{days}} days.' },
          { question: 'First?', answer: 'Call {{phone}}.' },
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Questions');
    expect(screen.getByText('Asked at Sealwise Nordic.')).toBeTruthy();
    expect(screen.getAllByTestId('faq-item').map((i) => i.querySelector('button')?.textContent)).toEqual([
      'Second?',
      'First?',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'First?' }));
    expect(screen.getByText('Call +46 8 123 45 67.')).toBeTruthy();
    expect(screen.getByText('Net 30 days.')).toBeTruthy();
  });

  it('shows text as text, never as markup', () => {
    const about = seeded(nordic, 'en').about;
    show(AboutPage, nordic, 'en', { about: { ...about, lead: '<img src=x onerror=alert(1)>' } });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByTestId('page-about').querySelector('img')).toBeNull();
  });

  it('shows the loading state until the page comes', () => {
    cleanup();
    initI18n('en');
    act(() => useTenantStore.setState({ tenant: nordic }));
    renderWithQueries(<TermsPage />);
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    expect(screen.queryByTestId('page-terms')).toBeNull();
  });
});

describe('terms', () => {
  it("has no 'general conditions' on the Nordic main shop", () => {
    show(TermsPage, nordic, 'en');
    const titles = disclosureButtons('page-terms').map((b) => b.textContent);
    expect(titles).toEqual([
      'Contract',
      'Prices',
      'Delivery',
      'Returns and right of withdrawal',
      'Payment',
      'Complaints',
    ]);
  });

  it('has all seven sections elsewhere, with the tenant fee and net 30 days', () => {
    show(TermsPage, uk, 'en');
    expect(disclosureButtons('page-terms')).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Payment' }));
    expect(screen.getByText(/invoiced, net 30 days/)).toBeTruthy();
    expect(screen.getByText(/administrative fee of £4\./)).toBeTruthy();
    show(TermsPage, denmark, 'dk');
    fireEvent.click(screen.getByRole('button', { name: 'Betaling' }));
    expect(screen.getByText(/administrationsgebyr på 39\skr\., som bortfalder/)).toBeTruthy();
  });
});

describe('contact', () => {
  it('shows address, links, registration and VAT numbers and the credit badge', () => {
    show(ContactPage, nordic, 'sv');
    expect(screen.getByRole('link', { name: /\+46 8 123 45 67/ }).getAttribute('href')).toBe('tel:+4681234567');
    expect(screen.getByRole('link', { name: /kundtjanst@example.com/ }).getAttribute('href')).toBe(
      'mailto:kundtjanst@example.com',
    );
    expect(screen.getByText('556000-0000')).toBeTruthy();
    expect(screen.getByText('SE556000000001')).toBeTruthy();
    expect(screen.getByTestId('credit-badge').getAttribute('aria-label')).toMatch(/AAA/);
  });

  it('has the Finnish layout and no badge in Finland', () => {
    show(ContactPage, finland, 'fi');
    expect(screen.queryByTestId('credit-badge')).toBeNull();
    expect(screen.getByText('Y-tunnus')).toBeTruthy();
    expect(screen.getByText('1234567-8')).toBeTruthy();
    expect(screen.getByText('arkisin 8-16.30')).toBeTruthy();
  });
});

describe('cookie information', () => {
  it('shows the long title, both tables and the consent lifetime', () => {
    show(CookieInformationPage, nordic, 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy notice and cookie information');
    const processing = screen.getByTestId('processing-table');
    expect(processing.querySelector('caption')?.textContent).toMatch(/legal basis/);
    expect(processing.querySelectorAll('th[scope="col"]')).toHaveLength(4);
    expect(processing.querySelectorAll('th[scope="row"]')).toHaveLength(5);
    const cookies = screen.getByTestId('cookie-table');
    const names = [...cookies.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(names).toEqual(['shop_consent', 'shop_rt', 'state', 'privateCustomerType', 'user', 'lang']);
    expect(within(cookies).getByText('15,780,000 seconds (about 6 months)')).toBeTruthy();
    expect(screen.getByText(/we send it within a month/)).toBeTruthy();
  });

  it('has the short title only in Finland', () => {
    show(CookieInformationPage, finland, 'fi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Evästetiedot');
    expect(screen.getByTestId('cookie-table')).toBeTruthy();
  });

  it('asks the consent feature to open its settings', () => {
    show(CookieInformationPage, nordic, 'en');
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('about', () => {
  it('shows the hero illustration on the non-public shop only', () => {
    show(AboutPage, internal, 'sv');
    expect(screen.getByTestId('about-hero').getAttribute('aria-label')).toMatch(/säkerhetspåsar/);
    expect(screen.getByText(/materialbutiken/)).toBeTruthy();
    show(AboutPage, nordic, 'sv');
    expect(screen.queryByTestId('about-hero')).toBeNull();
  });

  it('tells the laboratory story on the lab shop', () => {
    show(AboutPage, lab, 'en');
    expect(screen.getByText(/pipette tips/)).toBeTruthy();
    expect(screen.getByText(/Labwise is the laboratory shop/)).toBeTruthy();
  });
});

describe('every content page', () => {
  const pages: Array<[string, ComponentType]> = [
    ['about', AboutPage],
    ['faq', FaqPage],
    ['terms', TermsPage],
    ['contact', ContactPage],
    ['cookieinformation', CookieInformationPage],
  ];
  for (const lang of LANGUAGES) {
    // Collapsed panels keep their text in the page (hidden until found), so every text is asked for.
    it(`renders without a missing text in ${lang}`, { timeout: 30_000 }, () => {
      window.__i18nMissing = [];
      for (const tenant of [internal, nordic, finland, lab]) {
        for (const [name, Page] of pages) {
          show(Page, tenant, lang);
          expect(screen.getByTestId(`page-${name}`)).toBeTruthy();
        }
      }
      expect(window.__i18nMissing).toEqual([]);
    });
  }
});
