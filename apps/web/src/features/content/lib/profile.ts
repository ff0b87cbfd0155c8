import type { Tenant } from '@shop/contract';
import { FINLAND_TENANT } from '../../../app/routing.ts';

/** The Nordic main shop: its terms leave out the 'general conditions' section (SPEC.md §2). */
export const NORDIC_MAIN_TENANT = 4;

export type AboutVariant = 'internal' | 'nordic' | 'finland' | 'uk' | 'spain' | 'lab' | 'denmark';

/** Which about text each demo shop tells; other shops fall back by their styling. */
const ABOUT_BY_TENANT: Record<number, AboutVariant> = {
  3: 'internal',
  4: 'nordic',
  5: 'finland',
  6: 'uk',
  7: 'spain',
  8: 'lab',
  9: 'denmark',
};

/** FAQ questions every shop shows, those added outside Finland, and the Swedish main variant's. */
export const FAQ_BASE = 7;
export const FAQ_OUTSIDE_FINLAND = 2;
export const FAQ_SWEDISH_EXTRA = 2;

/** Invoice terms in days (SPEC.md §9): net 30 in Sweden and the Nordics, net 14 in Finland. */
export const INVOICE_DAYS = { default: 30, finland: 14 } as const;

export const TERMS_SECTIONS = [
  'contract',
  'prices',
  'delivery',
  'returns',
  'payment',
  'complaints',
  'conditions',
] as const;
export type TermsSection = (typeof TERMS_SECTIONS)[number];

export type ContentProfile = {
  about: AboutVariant;
  /** Whether the about page shows the hero illustration (non-public shops). */
  aboutHero: boolean;
  /** FAQ question numbers shown, in order (1-based). */
  faq: number[];
  terms: TermsSection[];
  invoiceDays: number;
  /** Credit-rating badge on the contact page. */
  creditBadge: boolean;
  /** The Finnish contact layout. */
  finnishContact: boolean;
  /** The cookie page carries the short title only. */
  shortCookieTitle: boolean;
};

/** How the content pages read for a shop in a language (SPEC.md §2 'Static pages'). */
export function contentProfile(tenant: Pick<Tenant, 'id' | 'publicTenant' | 'theme'>, lang: string): ContentProfile {
  const finland = tenant.id === FINLAND_TENANT;
  let faqCount = FAQ_BASE;
  if (!finland) faqCount += FAQ_OUTSIDE_FINLAND;
  if (!finland && lang === 'sv') faqCount += FAQ_SWEDISH_EXTRA;
  return {
    about: ABOUT_BY_TENANT[tenant.id] ?? (tenant.theme.variant === 'lab' ? 'lab' : 'nordic'),
    aboutHero: !tenant.publicTenant,
    faq: Array.from({ length: faqCount }, (_, i) => i + 1),
    terms: TERMS_SECTIONS.filter((s) => s !== 'conditions' || tenant.id !== NORDIC_MAIN_TENANT),
    invoiceDays: finland ? INVOICE_DAYS.finland : INVOICE_DAYS.default,
    creditBadge: !finland,
    finnishContact: finland,
    shortCookieTitle: finland,
  };
}
