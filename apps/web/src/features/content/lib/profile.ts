import type { AboutVariant, Tenant } from '@shop/contract';

/** FAQ questions every shop shows, those added outside Finland, and the Swedish main variant's. */
export const FAQ_BASE = 7;
export const FAQ_OUTSIDE_FINLAND = 2;
export const FAQ_SWEDISH_EXTRA = 2;

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

/**
 * How the content pages read for a shop in a language (SPEC.md §2 'Static pages'), from the
 * tenant's content settings.
 */
export function contentProfile(
  tenant: Pick<Tenant, 'publicTenant' | 'theme' | 'content'>,
  lang: string,
): ContentProfile {
  const { content } = tenant;
  let faqCount = FAQ_BASE;
  if (content.faqExtraQuestions) faqCount += FAQ_OUTSIDE_FINLAND;
  if (content.faqExtraQuestions && lang === 'sv') faqCount += FAQ_SWEDISH_EXTRA;
  return {
    about: content.about ?? (tenant.theme.variant === 'lab' ? 'lab' : 'nordic'),
    aboutHero: !tenant.publicTenant,
    faq: Array.from({ length: faqCount }, (_, i) => i + 1),
    terms: TERMS_SECTIONS.filter((s) => s !== 'conditions' || content.termsConditions),
    invoiceDays: content.invoiceDays,
    creditBadge: content.creditBadge,
    finnishContact: content.finnishContact,
    shortCookieTitle: content.shortCookieTitle,
  };
}
